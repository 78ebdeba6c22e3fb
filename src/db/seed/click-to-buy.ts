import { and, asc, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { appMeta, interiorOptions, objects, stageBookingSettings, stages, userBookings } from "../schema";
import type { SeedOutcome } from "./seed";

/**
 * Click to buy's demo data (issue 18): a few stages per site whose homes for sale book online
 * (stage_booking_settings), and interior options for the Norwegian (the choices step) and the
 * Swedish ones (the order form after a purchase). The stages are chosen from the deterministic
 * demo inventory: those with the most homes for sale that no demo purchase uses.
 */

/** Own app_meta key: databases seeded before click to buy get its data on the next start. */
export const CLICK_TO_BUY_KEY = "demo_click_to_buy";
const CLICK_TO_BUY_VERSION = "1";
const CLICK_TO_BUY_LOCK_ID = 730_1761;

type BookingSite = "sv" | "no" | "fi" | "seniorgarden" | "cooperative";

/** Per site: how many stages book online and the booking fee (whole units; null: no payment step). */
export const DEMO_BOOKING_SITES: Record<BookingSite, { stages: number; bookingFee: number | null; options: boolean }> =
  {
    sv: { stages: 4, bookingFee: 5_000, options: true },
    no: { stages: 4, bookingFee: 10_000, options: true },
    fi: { stages: 3, bookingFee: null, options: false },
    seniorgarden: { stages: 1, bookingFee: 5_000, options: true },
    cooperative: { stages: 1, bookingFee: 5_000, options: true },
  };

interface OptionText {
  name: string;
  description: string;
}
type Category = "kitchen" | "flooring" | "bathroom" | "walls" | "appliances";
interface OptionSeed {
  key: string;
  price: { sv: number; no: number };
  text: { sv: OptionText; no: OptionText };
}

/** 2–3 options per category, the first the standard at 0; prices in SEK and NOK. */
const OPTIONS: Record<Category, readonly OptionSeed[]> = {
  kitchen: [
    {
      key: "std",
      price: { sv: 0, no: 0 },
      text: {
        sv: { name: "Kök Standard", description: "Vita släta luckor, laminatbänkskiva och rostfri diskho." },
        no: { name: "Kjøkken Standard", description: "Hvite glatte fronter, laminatbenkeplate og oppvaskkum i stål." },
      },
    },
    {
      key: "oak",
      price: { sv: 38_000, no: 42_000 },
      text: {
        sv: { name: "Kök Ek", description: "Luckor i ekfanér, kompositbänkskiva och underlimmad diskho." },
        no: { name: "Kjøkken Eik", description: "Fronter i eikefiner, komposittbenkeplate og underlimt kum." },
      },
    },
    {
      key: "stone",
      price: { sv: 64_000, no: 72_000 },
      text: {
        sv: { name: "Kök Sten", description: "Mörkgröna luckor, bänkskiva i kvartskomposit och köksö." },
        no: { name: "Kjøkken Stein", description: "Mørkegrønne fronter, benkeplate i kvartskompositt og kjøkkenøy." },
      },
    },
  ],
  flooring: [
    {
      key: "std",
      price: { sv: 0, no: 0 },
      text: {
        sv: { name: "Golv Standard", description: "Ekparkett, trestavs, matt lack." },
        no: { name: "Gulv Standard", description: "Eikeparkett, tre-stavs, matt lakk." },
      },
    },
    {
      key: "plank",
      price: { sv: 24_000, no: 27_000 },
      text: {
        sv: { name: "Golv Ekplank", description: "Enstavs ekplank, vitoljad." },
        no: { name: "Gulv Eikeplank", description: "Ettstavs eikeplank, hvitoljet." },
      },
    },
  ],
  bathroom: [
    {
      key: "std",
      price: { sv: 0, no: 0 },
      text: {
        sv: { name: "Badrum Standard", description: "Vitt kakel 20 × 20, grått klinker och duschvägg i glas." },
        no: { name: "Bad Standard", description: "Hvite fliser 20 × 20, grå gulvfliser og dusjvegg i glass." },
      },
    },
    {
      key: "large",
      price: { sv: 18_000, no: 21_000 },
      text: {
        sv: { name: "Badrum Storformat", description: "Storformatsplattor 60 × 120 och handdukstork." },
        no: { name: "Bad Storformat", description: "Storformatfliser 60 × 120 og håndklevarmer." },
      },
    },
    {
      key: "spa",
      price: { sv: 35_000, no: 39_000 },
      text: {
        sv: { name: "Badrum Spa", description: "Takdusch, infälld nisch och golvvärme i hela badrummet." },
        no: { name: "Bad Spa", description: "Takdusj, innfelt nisje og gulvvarme i hele badet." },
      },
    },
  ],
  walls: [
    {
      key: "std",
      price: { sv: 0, no: 0 },
      text: {
        sv: { name: "Väggar Vita", description: "Målade väggar i brutet vitt." },
        no: { name: "Vegger Hvite", description: "Malte vegger i brukket hvitt." },
      },
    },
    {
      key: "colour",
      price: { sv: 6_000, no: 7_000 },
      text: {
        sv: { name: "Väggar Kulör", description: "En accentvägg per rum i valfri kulör ur kulörkartan." },
        no: { name: "Vegger Farge", description: "En fondvegg per rom i valgfri farge fra fargekartet." },
      },
    },
  ],
  appliances: [
    {
      key: "std",
      price: { sv: 0, no: 0 },
      text: {
        sv: { name: "Vitvaror Standard", description: "Kyl, frys, spis med induktionshäll, ugn och diskmaskin." },
        no: {
          name: "Hvitevarer Standard",
          description: "Kjøleskap, fryser, komfyr med induksjonstopp, stekeovn og oppvaskmaskin.",
        },
      },
    },
    {
      key: "steel",
      price: { sv: 22_000, no: 25_000 },
      text: {
        sv: { name: "Vitvaror Rostfritt", description: "Rostfria vitvaror, kombiugn med ånga och vinkyl." },
        no: { name: "Hvitevarer Stål", description: "Hvitevarer i stål, kombiovn med damp og vinkjøleskap." },
      },
    },
  ],
};

/**
 * Writes the click-to-buy demo data once, under its own app_meta key, after the inventory and
 * the demo purchases. Without an inventory it does nothing (and tries again on the next start).
 */
export async function seedDemoClickToBuy(
  db: Database,
  options: { log?: (m: string) => void } = {},
): Promise<SeedOutcome> {
  const seeded = await db.select().from(appMeta).where(eq(appMeta.key, CLICK_TO_BUY_KEY));
  if (seeded.length > 0) return "already-seeded";
  const [anyHome] = await db.select({ id: objects.id }).from(objects).limit(1);
  if (!anyHome) return "already-seeded";
  (options.log ?? (() => {}))("Seeding click to buy: stages that book online, interior options…");

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CLICK_TO_BUY_LOCK_ID})`);
    const again = await tx.select().from(appMeta).where(eq(appMeta.key, CLICK_TO_BUY_KEY));
    if (again.length > 0) return "already-seeded" satisfies SeedOutcome;
    // Stages where a demo customer has bought are left to the purchases (My Pages' own story).
    const purchasedStages = (
      await tx
        .selectDistinct({ stageId: objects.stageId })
        .from(userBookings)
        .innerJoin(objects, eq(objects.id, userBookings.objectId))
    ).map((row) => row.stageId);

    for (const [site, plan] of Object.entries(DEMO_BOOKING_SITES) as [
      BookingSite,
      (typeof DEMO_BOOKING_SITES)[BookingSite],
    ][]) {
      const forSale = sql<number>`count(*)::int`;
      const chosen = await tx
        .select({ stageId: objects.stageId, homes: forSale })
        .from(objects)
        .innerJoin(stages, eq(stages.id, objects.stageId))
        .where(
          and(
            eq(objects.site, site),
            eq(objects.status, "forSale"),
            purchasedStages.length > 0 ? notInArray(objects.stageId, purchasedStages) : undefined,
          ),
        )
        .groupBy(objects.stageId)
        .orderBy(desc(forSale), asc(objects.stageId))
        .limit(plan.stages);
      if (chosen.length === 0) continue;
      await tx
        .insert(stageBookingSettings)
        .values(
          chosen.map(({ stageId }) => ({
            stageId,
            onlineBooking: true,
            bookingFee: plan.bookingFee,
            holdMinutes: null,
          })),
        )
        .onConflictDoNothing();
      if (!plan.options) continue;
      const language = site === "no" ? "no" : "sv";
      await tx
        .insert(interiorOptions)
        .values(
          chosen.flatMap(({ stageId }) =>
            (Object.entries(OPTIONS) as [Category, readonly OptionSeed[]][]).flatMap(
              ([category, list], categoryIndex) =>
                list.map((option, index) => ({
                  id: `s${stageId}-${category}-${option.key}`,
                  stageId,
                  category,
                  name: option.text[language].name,
                  description: option.text[language].description,
                  price: option.price[language],
                  isDefault: index === 0,
                  sortOrder: categoryIndex * 10 + index,
                })),
            ),
          ),
        )
        .onConflictDoNothing();
    }
    await tx.insert(appMeta).values({ key: CLICK_TO_BUY_KEY, value: CLICK_TO_BUY_VERSION });
    return "seeded" satisfies SeedOutcome;
  });
}

/**
 * The homes of a site that can be booked online now (for sale on a stage that books online, no
 * active booking), lowest id first: the journeys, the bench and the developer tools find theirs here.
 */
export async function bookableDemoHomes(db: Database, site: BookingSite, limit = 50) {
  return db
    .select({ objectId: objects.id, stageId: objects.stageId, areaId: objects.areaId, url: objects.url })
    .from(objects)
    .innerJoin(stageBookingSettings, eq(stageBookingSettings.stageId, objects.stageId))
    .where(
      and(
        eq(objects.site, site),
        inArray(objects.status, ["forSale"]),
        eq(stageBookingSettings.onlineBooking, true),
        sql`not exists (select 1 from buy_bookings b where b.object_id = ${objects.id} and b.status in ('held', 'completed'))`,
      ),
    )
    .orderBy(asc(objects.id))
    .limit(limit);
}
