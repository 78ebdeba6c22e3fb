import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client";
import {
  housingAssociations,
  interests,
  objects,
  showingBookings,
  showings,
  stages,
  userBookings,
  userFavourites,
} from "~/db/schema";
import type { AuthContext } from "~/features/account/schema";
import { createMyPagesShell } from "~/features/my-pages/index.server";
import { authOfCustomer, createCustomer, isoDay } from "~/features/my-pages/test-customers";
import { PageNotFound } from "~/server/feature-module";
import { SITES } from "~/sites/sites";
import { createTestApp, testFeatureDeps } from "~/test/test-app";
import { favouritesFeature } from "./favourites.module";
import { MyResidencesDataSchema } from "./page-data";

/**
 * My residences' loader: what the user bought, booked, favoured, showed interest in and booked a
 * showing of, on this site only, and nobody else's; at most four round trips with the gate's.
 */

let database: DatabaseHandle;
let close: () => Promise<void>;
let executes = 0;

/** The database with its `execute` counted (every query of the gate and the loader is one). */
function counted(db: Database): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property !== "execute" || typeof value !== "function") return value;
      return (...args: unknown[]) => {
        executes++;
        return value.apply(target, args);
      };
    },
  });
}

function loaderFor() {
  const deps = testFeatureDeps(database);
  const db = counted(database.db);
  const feature = favouritesFeature({
    ...deps,
    database: { ...database, db },
    myPages: createMyPagesShell({ db, clock: deps.clock }),
  });
  const load = feature.pageData?.myResidences;
  if (!load) throw new Error("no loader");
  return (auth: AuthContext | undefined, code: "sv" | "no" = "sv") =>
    load({ site: SITES[code], url: new URL(`http://localhost${SITES[code].urls.myResidences}`), auth });
}

beforeAll(async () => {
  const { app, database: handle } = await createTestApp({ seed: true, inventory: "test" });
  database = handle;
  close = () => app.close();
});
afterAll(async () => {
  await close?.();
});

describe("My residences", () => {
  it("lists the homes, favourites, interests and showings ahead of the user on this site, in at most four round trips", async () => {
    const db = database.db;
    const customer = await createCustomer(db, { purchase: { status: "contracted", entryDate: isoDay(90) } });
    // A booking of a home without a page, a favourite stage, an interest and a showing ahead.
    await db.insert(userBookings).values({ userId: customer.userId, objectId: 1_999_999_999, site: "sv" });
    const [stage] = await db.select().from(stages).where(eq(stages.site, "sv")).limit(1);
    if (!stage) throw new Error("no stage");
    await db.insert(userFavourites).values({ userId: customer.userId, kind: "stage", itemId: stage.id, site: "sv" });
    await db.insert(interests).values({
      site: "sv",
      stageId: stage.id,
      firstName: "A",
      lastName: "B",
      email: customer.email,
      phone: "070-1234567",
      userId: customer.userId,
    });
    const [showing] = await db
      .insert(showings)
      .values({
        stageId: stage.id,
        startsAt: new Date(Date.now() + 3 * 86_400_000),
        endsAt: new Date(Date.now() + 3 * 86_400_000 + 3_600_000),
        capacity: 10,
        location: "Visningslägenheten",
      })
      .returning();
    const [past] = await db
      .insert(showings)
      .values({
        stageId: stage.id,
        startsAt: new Date(Date.now() - 3 * 86_400_000),
        endsAt: new Date(Date.now() - 3 * 86_400_000 + 3_600_000),
        capacity: 10,
        location: "Förr",
      })
      .returning();
    if (!showing || !past) throw new Error("no showing");
    for (const [showingId, confirmedAt] of [
      [showing.id, new Date()],
      [past.id, new Date()],
    ] as const) {
      await db.insert(showingBookings).values({
        showingId,
        firstName: "A",
        lastName: "B",
        email: customer.email,
        phone: "070-1234567",
        userId: customer.userId,
        confirmedAt,
      });
    }
    // Someone else's of every kind, which must not show.
    const other = await createCustomer(db, { purchase: {} });
    await db.insert(userFavourites).values({ userId: other.userId, kind: "area", itemId: stage.areaId, site: "sv" });
    await db.insert(interests).values({
      site: "sv",
      areaId: stage.areaId,
      firstName: "C",
      lastName: "D",
      email: other.email,
      phone: "070-7654321",
      userId: other.userId,
    });

    const load = loaderFor();
    executes = 0;
    const data = MyResidencesDataSchema.parse(await load(authOfCustomer(customer)));
    expect(executes).toBeLessThanOrEqual(4);

    const [home] = await db
      .select()
      .from(objects)
      .where(eq(objects.id, customer.objectId ?? 0));
    expect(data.homes).toHaveLength(2);
    expect(data.homes).toContainEqual(
      expect.objectContaining({
        objectId: customer.objectId,
        url: home?.url,
        purchaseStatus: "contracted",
        entryDate: isoDay(90),
      }),
    );
    expect(data.homes).toContainEqual(
      expect.objectContaining({ objectId: 1_999_999_999, url: null, purchaseStatus: null }),
    );
    expect(data.favourites).toEqual([expect.objectContaining({ kind: "stage", id: stage.id, url: stage.url })]);
    expect(data.interests).toEqual([expect.objectContaining({ kind: "stage", name: stage.name, url: stage.url })]);
    expect(data.showings).toEqual([
      expect.objectContaining({ stageName: stage.name, location: "Visningslägenheten", confirmed: true }),
    ]);
    expect(JSON.stringify(data)).not.toContain(other.userId);
    expect(data.menu.current).toBe("myResidences");
  });

  it("empty lists for a new customer; another site's data stays there", async () => {
    const customer = await createCustomer(database.db, { purchase: {} });
    const data = MyResidencesDataSchema.parse(await loaderFor()(authOfCustomer(customer), "no"));
    expect(data).toMatchObject({ homes: [], favourites: [], interests: [], showings: [] });
  });

  it("is the 404 page for a board member and for no session", async () => {
    const [association] = await database.db.select().from(housingAssociations).limit(1);
    const member = await createCustomer(database.db, { associations: [association?.id ?? 0] });
    const load = loaderFor();
    await expect(load(authOfCustomer(member, "boardMember", association?.id ?? null))).rejects.toBeInstanceOf(
      PageNotFound,
    );
    await expect(load(undefined)).rejects.toBeInstanceOf(PageNotFound);
  });
});
