import { eq } from "drizzle-orm";
import type { Database } from "~/db/client";
import { premises, premisesTagLinks, premisesTags } from "~/db/schema";
import { slugify } from "~/domain/residence-urls";
import { SITES, type SiteCode } from "~/sites/sites";
import type { PremisesStatus, PremisesType } from "./schema";

/**
 * Factories for premises tests: a premises or a tag per call, each with a name and path of its
 * own, and deterministic defaults (an available office of 120 m² let for 15 000 a month in
 * central Stockholm or Helsinki). Overrides replace any column; `tagIds` links tags.
 */

export type PremisesRow = typeof premises.$inferSelect;
export type PremisesTagRow = typeof premisesTags.$inferSelect;

type PremisesOverrides = Partial<Omit<typeof premises.$inferInsert, "id" | "site" | "type" | "status">> & {
  site: SiteCode;
  type?: PremisesType;
  status?: PremisesStatus;
  tagIds?: readonly number[];
};

let sequence = 0;

const DEFAULT_PLACE: Partial<Record<SiteCode, { city: string; postalCode: string; lat: number; lng: number }>> = {
  sv: { city: "Stockholm", postalCode: "111 22", lat: 59.3326, lng: 18.0649 },
  fi: { city: "Helsinki", postalCode: "00100", lat: 60.1699, lng: 24.9384 },
};

export async function createPremises(db: Database, overrides: PremisesOverrides): Promise<PremisesRow> {
  const { site, tagIds = [], ...rest } = overrides;
  const n = ++sequence;
  const place = DEFAULT_PLACE[site] ?? DEFAULT_PLACE.sv;
  const slug = rest.slug ?? `testlokal-${n}`;
  // A site without premises (Norway) gets the Swedish path: tests of that case check it is not served.
  const url = rest.url ?? `${SITES[site].urls.premises ?? "/lokaler/"}${slug}/`;
  const [row] = await db
    .insert(premises)
    .values({
      site,
      areaId: null,
      name: `Testlokal ${n}`,
      type: "office",
      status: "forSale",
      streetAddress: `Testgatan ${n}`,
      postalCode: place?.postalCode ?? "111 22",
      city: place?.city ?? "Stockholm",
      municipality: place?.city ?? "Stockholm",
      latitude: place?.lat ?? 59.33,
      longitude: place?.lng ?? 18.06,
      premisesArea: 120,
      monthlyRent: 15_000,
      price: null,
      accessDate: "2027-01-01",
      shortDescription: "Ljus kontorslokal nära tunnelbanan.",
      description: "Ljus kontorslokal med öppen planlösning, pentry och två mötesrum.",
      images: [],
      contacts: [
        { name: "Test Kontaktsson", role: 0, phone: "070-000 00 00", email: "kontakt@nordhem.example", image: null },
      ],
      ...rest,
      slug,
      url,
    })
    .returning();
  if (!row) throw new Error("premises not inserted");
  if (tagIds.length > 0) {
    await db.insert(premisesTagLinks).values(tagIds.map((tagId) => ({ premisesId: row.id, tagId })));
  }
  return row;
}

export async function createPremisesTag(
  db: Database,
  options: { site: SiteCode; name?: string; url?: string },
): Promise<PremisesTagRow> {
  const n = ++sequence;
  const name = options.name ?? `Testtagg ${n}`;
  const url = options.url ?? `${slugify(name)}-${n}`;
  const [row] = await db.insert(premisesTags).values({ site: options.site, name, url }).returning();
  if (!row) throw new Error("premises tag not inserted");
  return row;
}

/** Deletes a premises (its tag links go with it): for the not-found page's tests. */
export async function deletePremises(db: Database, id: number): Promise<void> {
  await db.delete(premises).where(eq(premises.id, id));
}
