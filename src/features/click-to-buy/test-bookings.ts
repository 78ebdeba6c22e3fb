import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import { interiorOptions, objects, stageBookingSettings } from "~/db/schema";
import type { SiteCode } from "~/sites/sites";

/**
 * Factories for click-to-buy tests: homes of the test inventory (createTestApp's `inventory`)
 * made bookable online, each call a home of its own that nobody else books.
 */

const taken = new Set<number>();

export interface BookableHome {
  objectId: number;
  stageId: number;
  areaId: number;
  price: number;
  site: SiteCode;
}

/**
 * A home for sale on `site` whose stage books online, with the given booking fee (null: no
 * payment step, as in Finland) and hold time. The home is not used by another call in the process.
 */
export async function createBookableHome(
  db: Database,
  options: { site?: SiteCode; bookingFee?: number | null; holdMinutes?: number | null } = {},
): Promise<BookableHome> {
  const site = options.site ?? "sv";
  const rows = await db
    .select({ id: objects.id, stageId: objects.stageId, areaId: objects.areaId, price: objects.price })
    .from(objects)
    .where(and(eq(objects.site, site), eq(objects.status, "forSale")))
    .orderBy(sql`${objects.id} desc`)
    .limit(taken.size + 50);
  const home = rows.find((row) => !taken.has(row.id));
  if (!home) throw new Error(`no home for sale on ${site}: seed an inventory`);
  taken.add(home.id);
  const fee =
    options.bookingFee === undefined ? (site === "fi" ? null : site === "no" ? 10_000 : 5_000) : options.bookingFee;
  await db
    .insert(stageBookingSettings)
    .values({ stageId: home.stageId, onlineBooking: true, bookingFee: fee, holdMinutes: options.holdMinutes ?? null })
    .onConflictDoUpdate({
      target: stageBookingSettings.stageId,
      set: { onlineBooking: true, bookingFee: fee, holdMinutes: options.holdMinutes ?? null },
    });
  return { objectId: home.id, stageId: home.stageId, areaId: home.areaId, price: home.price, site };
}

/** Interior options for a stage: a standard (0) and an upgrade per category given. */
export async function giveInteriorOptions(
  db: Database,
  stageId: number,
  categories: readonly ("kitchen" | "flooring" | "bathroom" | "walls" | "appliances")[] = ["kitchen", "flooring"],
): Promise<void> {
  await db
    .insert(interiorOptions)
    .values(
      categories.flatMap((category, index) => [
        {
          id: `t${stageId}-${category}-std`,
          stageId,
          category,
          name: `Standard ${category}`,
          price: 0,
          isDefault: true,
          sortOrder: index * 2,
        },
        {
          id: `t${stageId}-${category}-up`,
          stageId,
          category,
          name: `Upgrade ${category}`,
          price: 25_000,
          isDefault: false,
          sortOrder: index * 2 + 1,
        },
      ]),
    )
    .onConflictDoNothing();
}
