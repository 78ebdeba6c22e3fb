import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client";
import { areas, premises, premisesTagLinks, premisesTags } from "~/db/schema";
import { PREMISES_STATUSES, PREMISES_TYPES, premisesAreaBoundsOf } from "~/features/premises/schema";
import { buildDemoPremises, DEMO_PREMISES_COUNTS, seedDemoPremises } from "./premises";
import { generatePremisesPictures } from "./premises-images";
import { seedResidences } from "./residences";

const NOW = new Date("2026-03-10T08:30:00Z");
const TODAY = "2026-03-10";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openDatabase({ pgliteDataDir: "memory://" });
  await database.migrate();
  await seedResidences(database.db, { scale: "test", now: NOW, images: false });
  expect(await seedDemoPremises(database.db, { now: NOW, images: false })).toBe("seeded");
});

afterAll(async () => {
  await database?.close();
});

describe("the demo premises", () => {
  it("has about 30 premises in Sweden and 15 in Finland, none elsewhere, with six tags per site", async () => {
    const counts = await database.db
      .select({ site: premises.site, count: sql<number>`count(*)::int` })
      .from(premises)
      .groupBy(premises.site);
    expect(Object.fromEntries(counts.map((row) => [row.site, row.count]))).toEqual(DEMO_PREMISES_COUNTS);
    const tags = await database.db.select().from(premisesTags);
    expect(tags.filter((tag) => tag.site === "sv").map((tag) => tag.name)).toContain("Centralt läge");
    expect(tags.filter((tag) => tag.site === "sv")).toHaveLength(6);
    expect(tags.filter((tag) => tag.site === "fi")).toHaveLength(6);
  });

  it("spreads types, sizes, offers, access dates and statuses as a search needs them", async () => {
    const rows = await database.db.select().from(premises);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(PREMISES_TYPES));
    for (const row of rows) {
      expect(PREMISES_STATUSES).toContain(row.status);
      expect(row.premisesArea).toBeGreaterThanOrEqual(12);
      expect(row.premisesArea).toBeLessThanOrEqual(450);
      expect(row.monthlyRent !== null || row.price !== null).toBe(true);
      if (row.status === "sold") expect(row.price).not.toBeNull();
      if (row.status === "rented") expect(row.monthlyRent).not.toBeNull();
      expect(row.url).toBe(`${row.site === "fi" ? "/liiketilat/" : "/lokaler/"}${row.slug}/`);
      expect(row.images.length).toBeGreaterThan(0);
      expect(row.contacts.length).toBeGreaterThan(0);
    }
    // Most are available; "no upper limit" of the slider matters on both sites.
    expect(rows.filter((row) => row.status === "forSale").length).toBeGreaterThan(rows.length / 2);
    for (const site of ["sv", "fi"]) {
      const ofSite = rows.filter((row) => row.site === site);
      expect(ofSite.some((row) => row.premisesArea > premisesAreaBoundsOf(site).max)).toBe(true);
      expect(ofSite.some((row) => row.premisesArea <= premisesAreaBoundsOf(site).max)).toBe(true);
    }
    expect(rows.some((row) => row.accessDate === null)).toBe(true);
    expect(rows.some((row) => row.accessDate !== null && row.accessDate < TODAY)).toBe(true);
    expect(rows.some((row) => row.accessDate !== null && row.accessDate > TODAY)).toBe(true);
  });

  it("lies in a demo area of its own site and municipality, and carries at least one of its site's tags", async () => {
    const rows = await database.db
      .select({
        site: premises.site,
        municipality: premises.municipality,
        areaSite: areas.site,
        areaMunicipality: areas.municipality,
        latitude: premises.latitude,
        areaLatitude: areas.latitude,
      })
      .from(premises)
      .innerJoin(areas, eq(areas.id, premises.areaId));
    expect(rows).toHaveLength(DEMO_PREMISES_COUNTS.sv + DEMO_PREMISES_COUNTS.fi);
    for (const row of rows) {
      expect(row.areaSite).toBe(row.site);
      expect(row.areaMunicipality).toBe(row.municipality);
      expect(Math.abs(row.latitude - row.areaLatitude)).toBeLessThan(0.01);
    }
    const links = await database.db
      .select({ premisesId: premisesTagLinks.premisesId, site: premises.site, tagSite: premisesTags.site })
      .from(premisesTagLinks)
      .innerJoin(premises, eq(premises.id, premisesTagLinks.premisesId))
      .innerJoin(premisesTags, eq(premisesTags.id, premisesTagLinks.tagId));
    for (const link of links) expect(link.tagSite).toBe(link.site);
    expect(new Set(links.map((link) => link.premisesId)).size).toBe(DEMO_PREMISES_COUNTS.sv + DEMO_PREMISES_COUNTS.fi);
  });

  it("is deterministic and written once", async () => {
    const siteAreas = await database.db
      .select({
        id: areas.id,
        site: areas.site,
        municipality: areas.municipality,
        latitude: areas.latitude,
        longitude: areas.longitude,
      })
      .from(areas)
      .where(eq(areas.site, "sv"));
    expect(buildDemoPremises("sv", siteAreas, NOW)).toEqual(buildDemoPremises("sv", [...siteAreas].reverse(), NOW));
    expect(await seedDemoPremises(database.db, { now: NOW, images: false })).toBe("already-seeded");
    const written = await database.db.select({ url: premises.url }).from(premises).where(eq(premises.site, "sv"));
    expect(written.map((row) => row.url).sort()).toEqual(
      buildDemoPremises("sv", siteAreas, NOW)
        .map((item) => item.url)
        .sort(),
    );
  });

  it("draws its four pictures without downloads, the same bytes every time", async () => {
    const [first, second] = await Promise.all([generatePremisesPictures(), generatePremisesPictures()]);
    expect(first).toHaveLength(4);
    for (const [index, picture] of first.entries()) {
      const meta = await sharp(picture.data).metadata();
      expect(meta.format).toBe("jpeg");
      expect(meta.width).toBe(picture.width);
      expect(picture.data.equals(second?.[index]?.data as Buffer)).toBe(true);
    }
  });
});
