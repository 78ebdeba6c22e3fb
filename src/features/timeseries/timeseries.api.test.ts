import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { areas, objects, stages, visits } from "~/db/schema";
import { slugify } from "~/domain/residence-urls";
import { CONSENT_COOKIE, CONSENT_POLICY_REVISION, serializeConsent } from "~/features/consent";
import { SITES, type SiteCode } from "~/sites/sites";
import { createTestApp } from "~/test/test-app";
import type { VisitCard } from "./schema";

let app: FastifyInstance;
let database: DatabaseHandle;

const HOST: Partial<Record<SiteCode, string>> = { sv: "localhost:3000", no: "no.localhost:3000" };
const DAY = 24 * 60 * 60 * 1000;

interface Place {
  areaId: number;
  stageIds: number[];
  objectIds: number[];
}

let counter = 0;
/** An area with `stageCount` stages of `homesPerStage` homes each, in a county of a site. */
async function place(site: SiteCode, county: string, stageCount: number, homesPerStage: number): Promise<Place> {
  counter += 1;
  const countySlug = slugify(county);
  const areaUrl = `/x/${countySlug}/m/area-${counter}/`;
  const [area] = await database.db
    .insert(areas)
    .values({
      site,
      name: `Område ${counter}`,
      slug: `area-${counter}`,
      url: areaUrl,
      county,
      countySlug,
      municipality: "Kommun",
      municipalitySlug: "kommun",
      latitude: 59,
      longitude: 18,
      projectStatus: "forSale",
      projectPhase: 4,
      shortDescription: "",
      description: "",
      images: [{ src: "demo/area.jpg", alt: "Området" }],
    })
    .returning();
  const result: Place = { areaId: area!.id, stageIds: [], objectIds: [] };
  for (let s = 1; s <= stageCount; s++) {
    const stageUrl = `${areaUrl}etapp-${s}/`;
    const [stage] = await database.db
      .insert(stages)
      .values({
        areaId: area!.id,
        site,
        name: `Etapp ${s}`,
        slug: `etapp-${s}`,
        url: stageUrl,
        latitude: 59,
        longitude: 18,
        projectStatus: "forSale",
        stageStatus: 1,
        projectPhase: 4,
        residenceType: "apartment",
        disposalForm: "condominium",
        plotType: "ownPlot",
        parking: "unknown",
        storage: "unknown",
        shortDescription: "",
        description: "",
      })
      .returning();
    result.stageIds.push(stage!.id);
    for (let h = 1; h <= homesPerStage; h++) {
      const [home] = await database.db
        .insert(objects)
        .values({
          stageId: stage!.id,
          areaId: area!.id,
          site,
          number: `${s}0${h}`,
          url: `${stageUrl}lgh-${s}0${h}/`,
          status: h === 1 ? "forSale" : "booked",
          residenceType: "apartment",
          disposalForm: "condominium",
          plotType: "ownPlot",
          rooms: h + 1,
          livingArea: 40 + h * 15,
          price: 2_000_000 + h * 500_000,
          parking: "unknown",
          storage: "unknown",
          latitude: 59,
          longitude: 18,
          description: "",
        })
        .returning();
      result.objectIds.push(home!.id);
    }
  }
  return result;
}

let stockholm: Place;
let skane: Place;
let oslo: Place;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  stockholm = await place("sv", "Stockholms län", 4, 2);
  skane = await place("sv", "Skåne län", 1, 1);
  oslo = await place("no", "Oslo", 1, 1);
});

afterAll(async () => {
  await app.close();
});

/** A visitor who has allowed statistics (issue 16: visits are recorded only then). */
const STATISTICS_ALLOWED = `${CONSENT_COOKIE}=${serializeConsent({ answered: true, marketing: false, statistics: true, thirdParty: false, revision: CONSENT_POLICY_REVISION })}`;

function visit(body: unknown, options: { cookie?: string; site?: SiteCode; consent?: string | null } = {}) {
  const consent = options.consent === undefined ? STATISTICS_ALLOWED : options.consent;
  const cookies = [options.cookie ? `jmuid=${options.cookie}` : undefined, consent ?? undefined].filter(Boolean);
  return app.inject({
    method: "POST",
    url: "/api/timeseries/visit",
    headers: {
      host: HOST[options.site ?? "sv"]!,
      "content-type": "application/json",
      ...(cookies.length ? { cookie: cookies.join("; ") } : {}),
    },
    payload: JSON.stringify(body),
  });
}

async function lastVisited(pathId: string, cookie: string | undefined, siteId = SITES.sv.siteId) {
  const response = await app.inject({
    method: "GET",
    url: `/api/timeseries/lastvisited/${pathId}/${siteId}`,
    headers: { host: HOST.sv!, ...(cookie ? { cookie: `jmuid=${cookie}` } : {}) },
  });
  return { status: response.statusCode, cards: response.json() as VisitCard[] };
}

async function mostVisited(county: string, site: SiteCode = "sv") {
  const response = await app.inject({
    method: "GET",
    url: `/api/timeseries/mostvisited/county/${encodeURIComponent(county)}`,
    headers: { host: HOST[site]! },
  });
  return { status: response.statusCode, cards: response.json() as VisitCard[] };
}

/** Visits written directly, at chosen times, for the ordering and counting rules. */
async function recorded(visitorId: string, kind: string, entityId: number, countySlug: string, daysAgo: number) {
  await database.db.insert(visits).values({
    visitorId,
    site: "sv",
    kind,
    entityId,
    countySlug,
    visitedAt: new Date(Date.now() - daysAgo * DAY),
  });
}

describe("visit recording", () => {
  it("records nothing and sets no visitor id without statistics consent (issue 16)", async () => {
    const before = await database.db.select().from(visits);
    for (const consent of [
      null,
      `${CONSENT_COOKIE}=${serializeConsent({ answered: true, marketing: true, statistics: false, thirdParty: true, revision: CONSENT_POLICY_REVISION })}`,
      // A "yes" under an earlier policy revision is no yes to this one.
      `${CONSENT_COOKIE}=${serializeConsent({ answered: true, marketing: true, statistics: true, thirdParty: true, revision: "2000-01-01" })}`,
    ]) {
      const response = await visit({ kind: "object", id: stockholm.objectIds[0] }, { consent });
      expect(response.statusCode).toBe(204);
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
    expect(await database.db.select().from(visits)).toHaveLength(before.length);
  });

  it("creates the anonymous visitor cookie and records the visit with the county", async () => {
    const response = await visit({ kind: "object", id: stockholm.objectIds[0] });
    expect(response.statusCode).toBe(200);
    const { visitorId } = response.json() as { visitorId: string };
    expect(visitorId).toMatch(/^[0-9a-f-]{36}$/);
    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toContain(`jmuid=${visitorId}`);
    expect(cookie).toContain("Max-Age=15811200");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    // Secure everywhere but local (the tests run as APP_ENV=test).
    expect(cookie).toContain("Secure");

    const again = await visit({ kind: "stage", id: stockholm.stageIds[0] }, { cookie: visitorId });
    expect(again.statusCode).toBe(200);
    expect(again.headers["set-cookie"]).toBeUndefined();
    expect((again.json() as { visitorId: string }).visitorId).toBe(visitorId);

    const { cards } = await lastVisited(visitorId, visitorId);
    expect(cards.map((c) => [c.kind, c.id])).toEqual([
      ["stage", stockholm.stageIds[0]],
      ["object", stockholm.objectIds[0]],
    ]);
    expect(cards[1]).toMatchObject({
      number: "101",
      name: "Etapp 1",
      status: "forSale",
      county: "Stockholms län",
      countySlug: "stockholms-lan",
      minPrice: 2_500_000,
      minRooms: 2,
      image: { src: "demo/area.jpg", alt: "Området" },
    });
  });

  it("shows no purchase price for a rented home (its price is the rent)", async () => {
    const [home] = await database.db
      .update(objects)
      .set({ disposalForm: "tenancy", price: 9_800 })
      .where(eq(objects.id, skane.objectIds[0]!))
      .returning();
    const response = await visit({ kind: "object", id: home!.id });
    const { visitorId } = response.json() as { visitorId: string };
    const { cards } = await lastVisited(visitorId, visitorId);
    expect(cards).toEqual([expect.objectContaining({ id: home!.id, minPrice: null, maxPrice: null })]);
    await database.db
      .update(objects)
      .set({ disposalForm: "condominium", price: 2_500_000 })
      .where(eq(objects.id, home!.id));
  });

  it("counts a reload within half an hour once", async () => {
    const first = await visit({ kind: "area", id: skane.areaId });
    const { visitorId } = first.json() as { visitorId: string };
    await visit({ kind: "area", id: skane.areaId }, { cookie: visitorId });
    const rows = await database.db.select().from(visits);
    expect(rows.filter((r) => r.visitorId === visitorId)).toHaveLength(1);
    expect(rows.find((r) => r.visitorId === visitorId)).toMatchObject({ countySlug: "skane-lan", site: "sv" });
  });

  it("replaces a malformed cookie with a new visitor id", async () => {
    const response = await visit({ kind: "area", id: skane.areaId }, { cookie: "<script>" });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers["set-cookie"])).toMatch(/jmuid=[0-9a-f-]{36}/);
  });

  it("answers 404 for a page of another site or none, and 400 for bad input", async () => {
    expect((await visit({ kind: "object", id: oslo.objectIds[0] })).statusCode).toBe(404);
    expect((await visit({ kind: "stage", id: 2_000_000_000 })).statusCode).toBe(404);
    expect((await visit({ kind: "object", id: oslo.objectIds[0] }, { site: "no" })).statusCode).toBe(200);
    for (const body of [
      { kind: "premises", id: 1 },
      { kind: "object", id: "abc" },
      { kind: "object", id: -1 },
      { kind: "object" },
      { kind: "object", id: 1, extra: true },
    ]) {
      const response = await visit(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect((response.json() as { error: { message: string } }).error.message).toBeTruthy();
    }
  });
});

describe("recently viewed (lastvisited)", () => {
  it("lists the last six distinct pages, newest first", async () => {
    const visitor = "aaaaaaaa-0000-4000-8000-000000000001";
    // Eight different pages, the first seen again most recently.
    const pages: [string, number][] = [
      ["object", stockholm.objectIds[0]!],
      ["object", stockholm.objectIds[1]!],
      ["object", stockholm.objectIds[2]!],
      ["stage", stockholm.stageIds[0]!],
      ["stage", stockholm.stageIds[1]!],
      ["stage", stockholm.stageIds[2]!],
      ["area", stockholm.areaId],
      ["stage", skane.stageIds[0]!],
    ];
    for (const [index, [kind, id]] of pages.entries()) {
      await recorded(visitor, kind, id, "stockholms-lan", 10 - index);
    }
    await recorded(visitor, "object", stockholm.objectIds[0]!, "stockholms-lan", 0.5);
    const { status, cards } = await lastVisited(visitor, visitor);
    expect(status).toBe(200);
    expect(cards.map((c) => [c.kind, c.id])).toEqual([
      ["object", stockholm.objectIds[0]],
      ["stage", skane.stageIds[0]],
      ["area", stockholm.areaId],
      ["stage", stockholm.stageIds[2]],
      ["stage", stockholm.stageIds[1]],
      ["stage", stockholm.stageIds[0]],
    ]);
    expect(cards[1]).toMatchObject({ county: "Skåne län", countySlug: "skane-lan", areaName: "Område 2" });
  });

  it("never shows another visitor's history", async () => {
    const visitor = "aaaaaaaa-0000-4000-8000-000000000002";
    await recorded(visitor, "area", stockholm.areaId, "stockholms-lan", 1);
    expect((await lastVisited(visitor, visitor)).cards).toHaveLength(1);
    // Someone who knows the id but has another cookie, or none, gets nothing.
    expect(await lastVisited(visitor, "bbbbbbbb-0000-4000-8000-000000000009")).toEqual({ status: 200, cards: [] });
    expect(await lastVisited(visitor, undefined)).toEqual({ status: 200, cards: [] });
    // The history belongs to the site asked for.
    expect((await lastVisited(visitor, visitor, SITES.no.siteId)).cards).toEqual([]);
    expect((await lastVisited(visitor, visitor, "3f2504e0-4f89-41d3-9a0c-000000000000")).cards).toEqual([]);
    expect((await lastVisited(visitor, visitor, "not-a-guid")).status).toBe(400);
  });
});

describe("most visited in a county (mostvisited)", () => {
  it("ranks the county's stages and homes by visitors in the last 30 days", async () => {
    const [stageA, stageB, stageC] = stockholm.stageIds;
    const homeB = stockholm.objectIds[3]!;
    for (let v = 0; v < 3; v++)
      await recorded(`cccccccc-0000-4000-8000-00000000000${v}`, "stage", stageB!, "top-lan", 2);
    for (let v = 0; v < 2; v++)
      await recorded(`cccccccc-0000-4000-8000-00000000001${v}`, "object", homeB, "top-lan", 3);
    // One visitor many times counts as one visitor.
    for (let n = 0; n < 5; n++) await recorded("cccccccc-0000-4000-8000-000000000020", "stage", stageC!, "top-lan", n);
    // Too old, an area (not listed), another county: left out.
    for (let v = 0; v < 9; v++)
      await recorded(`cccccccc-0000-4000-8000-00000000003${v}`, "stage", stageA!, "top-lan", 40);
    for (let v = 0; v < 9; v++)
      await recorded(`cccccccc-0000-4000-8000-00000000004${v}`, "area", stockholm.areaId, "top-lan", 1);
    for (let v = 0; v < 9; v++)
      await recorded(`cccccccc-0000-4000-8000-00000000005${v}`, "stage", skane.stageIds[0]!, "other-lan", 1);

    const { status, cards } = await mostVisited("top-lan");
    expect(status).toBe(200);
    expect(cards.map((c) => [c.kind, c.id])).toEqual([
      ["stage", stageB],
      ["object", homeB],
      ["stage", stageC],
    ]);
    // The booked home keeps its own status on the card.
    expect(cards[1]).toMatchObject({ status: "booked", number: "202" });
  });

  it("keeps to the requesting site, and answers an empty list for an unknown county", async () => {
    expect((await mostVisited("top-lan", "no")).cards).toEqual([]);
    expect(await mostVisited("no-such-county")).toEqual({ status: 200, cards: [] });
  });

  it("refuses a county id that is no slug", async () => {
    expect((await mostVisited("Stockholms län")).status).toBe(400);
    expect((await mostVisited("Skane-lan")).status).toBe(400);
    expect((await mostVisited("skane--lan")).status).toBe(400);
  });
});
