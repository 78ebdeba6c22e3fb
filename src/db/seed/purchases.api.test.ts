import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { appMeta, objects, purchases, userBookings, users } from "~/db/schema";
import { createDocumentsService } from "~/features/documents/index.server";
import { createNotificationsService } from "~/features/notifications/index.server";
import { createFileStorage, createLocalDiskStore } from "~/server/files";
import { SITES, type SiteCode } from "~/sites/sites";
import { openTestDatabase } from "~/test/test-app";
import { seedDemoAccounts } from "./accounts";
import { DEMO_PURCHASES, PURCHASES_KEY, seedDemoPurchases } from "./purchases";
import { seedResidences } from "./residences";

let database: DatabaseHandle;
let filesDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  filesDir = await mkdtemp(path.join(os.tmpdir(), "purchases-seed-"));
  await seedResidences(database.db, { scale: "test", images: false, now: new Date() });
  await seedDemoAccounts(database.db);
  expect(await seedDemoPurchases(database.db, { filesDir })).toBe("seeded");
});
afterAll(async () => {
  await database?.close();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

function service() {
  const clock = () => new Date();
  return createDocumentsService({
    db: database.db,
    clock,
    files: createFileStorage({ db: database.db, store: createLocalDiskStore(filesDir) }),
    notifications: createNotificationsService({ db: database.db, clock }),
    providers: {},
  });
}

async function documentsOf(email: string, site: SiteCode) {
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no ${email}`);
  return { userId: user.id, documents: await service().list(user.id, SITES[site]) };
}

describe("the demo purchases", () => {
  it("are written once", async () => {
    expect(await database.db.select().from(appMeta).where(eq(appMeta.key, PURCHASES_KEY))).toHaveLength(1);
    expect(await seedDemoPurchases(database.db, { filesDir })).toBe("already-seeded");
  });

  it("Anna: the booking agreement done, the contract waiting for her, on a home shown as booked", async () => {
    const { documents } = await documentsOf("anna.lindqvist@nordhem.example", "sv");
    expect(documents.map((d) => [d.kind, d.status, d.doneByYou])).toEqual([
      ["bookingAgreement", "done", true],
      ["purchaseContract", "pending", false],
    ]);
    const [purchase] = await database.db
      .select({ status: objects.status })
      .from(userBookings)
      .innerJoin(users, eq(users.id, userBookings.userId))
      .innerJoin(objects, eq(objects.id, userBookings.objectId))
      .where(eq(users.email, "anna.lindqvist@nordhem.example"));
    // The home is one the public pages already show as booked.
    expect(purchase?.status).toBe("booked");
  });

  it("Olof and Linnea Strand: one contract, signed by Olof, waiting for Linnea", async () => {
    const olof = await documentsOf("olof.strand@nordhem.example", "sv");
    const linnea = await documentsOf("linnea.strand@nordhem.example", "sv");
    const contract = linnea.documents.find((d) => d.kind === "purchaseContract");
    expect(contract).toMatchObject({ status: "pending", doneByYou: false });
    expect(olof.documents.find((d) => d.kind === "purchaseContract")).toMatchObject({
      id: contract?.id,
      doneByYou: true,
    });
  });

  it("Bengt: moved in three months ago, every document done, the purchase completed", async () => {
    const { documents, userId } = await documentsOf("bengt.nyberg@nordhem.example", "sv");
    expect(documents).toHaveLength(4);
    expect(documents.every((d) => d.status === "done")).toBe(true);
    const [purchase] = await database.db
      .select({ status: purchases.status, entryDate: purchases.entryDate })
      .from(purchases)
      .innerJoin(userBookings, eq(userBookings.purchaseId, purchases.id))
      .where(eq(userBookings.userId, userId));
    expect(purchase?.status).toBe("completed");
    expect(new Date(purchase?.entryDate ?? "").getTime()).toBeLessThan(Date.now() - 60 * 86_400_000);
  });

  it("every demo purchase of a site with an inventory has its documents, with PDFs that can be opened", async () => {
    const sitesWithHomes = new Set(
      (await database.db.selectDistinct({ site: objects.site }).from(objects)).map((row) => row.site),
    );
    for (const demo of DEMO_PURCHASES.filter((purchase) => sitesWithHomes.has(purchase.site))) {
      const { documents, userId } = await documentsOf(demo.buyers[0] as string, demo.site);
      expect(
        documents.map((d) => d.kind),
        demo.buyers[0],
      ).toEqual(demo.documents.map((d) => d.kind));
      const opened = await service().openFile(userId, SITES[demo.site], documents[0]?.id as string);
      expect(opened?.size).toBeGreaterThan(500);
      opened?.stream.destroy();
    }
  });
});
