import { describe, expect, it } from "vitest";
import { marketFigures } from "~/domain/market-figures";
import type { PageViewModel } from "~/features/content/schema";
import { searchTestApp } from "~/features/search/search-test-app";
import { hostOf } from "~/features/search/test-factory";
import { translatorFor } from "~/i18n/catalogs.server";
import { parseWithSchema } from "~/lib/schema-check";
import { SITES, type SiteCode } from "~/sites/sites";
import { ObjectPageDataSchema } from "./page-data";
import { icsText } from "./showing-calendar";

/**
 * Each market's figures (issue 13, point 7) reach the home page's data and the search's home
 * hits alike, and a showing can be taken to a calendar (GET /api/residence/showings/{id}.ics).
 */

const setup = searchTestApp({ env: { CONTENT_CACHE_SECONDS: "0" } });

async function homeData(site: SiteCode, path: string) {
  const response = await setup.app.inject({
    method: "GET",
    url: `/api/page-view-model?path=${encodeURIComponent(path)}`,
    headers: { host: hostOf(site) },
  });
  expect(response.statusCode, path).toBe(200);
  const vm = response.json() as PageViewModel;
  return parseWithSchema(ObjectPageDataSchema, vm.viewModel.data, { subject: "the home's data", strict: true });
}

const MARKETS = [
  {
    site: "sv",
    home: { disposalForm: "condominium", price: 4_000_000, livingArea: 80, monthlyFee: 4_200, runningCosts: 7_400 },
    page: { price: 4_000_000, pricePerSqm: 50_000, monthlyFee: 4_200, runningCosts: 7_400 },
  },
  {
    site: "no",
    home: {
      disposalForm: "condominium",
      price: 3_000_000,
      livingArea: 60,
      debtShare: 1_200_000,
      closingCosts: 14_500,
      monthlyFee: 8_900,
    },
    page: { price: 3_000_000, totalPrice: 4_214_500, closingCosts: 14_500, commonDebt: 1_200_000, commonCosts: 8_900 },
  },
  {
    site: "fi",
    home: {
      disposalForm: "condominium",
      price: 180_000,
      totalPrice: 300_000,
      livingArea: 55,
      debtShare: 120_000,
      monthlyFee: 280,
      financingFee: 540,
      energyClass: "B2018",
    },
    page: {
      debtFreePrice: 300_000,
      salesPrice: 180_000,
      loanShare: 120_000,
      maintenanceCharge: 280,
      financingCharge: 540,
      energyClass: "B2018",
    },
  },
] as const;

describe("each market's figures", () => {
  it.each(MARKETS)("on the $site site: the home page and the search's card have the market's figures", async (c) => {
    const site = SITES[c.site];
    const area = await setup.f.area({ site: c.site, url: `${site.urls.seoResidences}testlan/testkommun/tal/` });
    const stage = await setup.f.stage(area, { url: `${area.url}etapp/` });
    const row = await setup.f.object(stage, { ...c.home, url: `${stage.url}hem/` });

    const data = await homeData(c.site, row.url);
    const pageFigures = Object.fromEntries(marketFigures(site, data.home).map((x) => [x.key, x.value]));
    expect(pageFigures).toEqual(c.page);

    const [hit] = (await setup.api.objects(c.site)).hits;
    expect(hit?.id).toBe(row.id);
    expect(hit?.figures).toBeDefined();
    const card = marketFigures(
      site,
      { ...hit!.figures!, disposalForm: hit!.disposalForm, livingArea: hit!.minArea! },
      "card",
    );
    // The card shows the page's figures, less the price it leads with.
    const pageCard = marketFigures(site, data.home, "card");
    expect(card).toEqual(pageCard);
    expect(card.length).toBeGreaterThanOrEqual(3);
    // The price searched is the price the page leads with.
    expect(hit!.minPrice).toBe(marketFigures(site, data.home)[0]!.value);
  });

  it("leaves out figures a home does not have, and gives none to a rented home", async () => {
    const area = await setup.f.area({ site: "no", url: `${SITES.no.urls.seoResidences}testlan/testkommun/leie/` });
    const stage = await setup.f.stage(area, { url: `${area.url}trinn/`, disposalForm: "tenancy" });
    const object = await setup.f.object(stage, {
      disposalForm: "tenancy",
      price: 14_000,
      monthlyFee: 14_000,
      url: `${stage.url}hjem/`,
    });
    const data = await homeData("no", object.url);
    expect(marketFigures(SITES.no, data.home)).toEqual([]);
    const [hit] = (await setup.api.objects("no")).hits;
    expect(hit?.figures?.closingCosts).toBeNull();
  });
});

describe("GET /api/residence/showings/{id}.ics", () => {
  const get = (site: SiteCode, path: string) =>
    setup.app.inject({ method: "GET", url: `/api/residence/showings/${path}`, headers: { host: hostOf(site) } });

  it("answers the showing as a calendar file with its times in UTC, its residence, place and page", async () => {
    const { stage, object } = await setup.f.home({ site: "sv" });
    const startsAt = new Date("2031-05-20T15:30:00Z");
    const showing = await setup.f.showing(stage, startsAt, { objectId: object.id, hours: 1.5 });
    const response = await get("sv", `${showing.id}.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/calendar; charset=utf-8/);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="visning-${showing.id}.ics"`);
    const lines = response.body.replace(/\r\n /g, "").split("\r\n");
    expect(lines).toContain("DTSTART:20310520T153000Z");
    expect(lines).toContain("DTEND:20310520T170000Z");
    const t = translatorFor("sv");
    const home = t("residence.object.title", { number: object.number });
    expect(lines).toContain(`SUMMARY:${icsText(`Visning: ${home}, ${stage.name}`)}`);
    expect(lines.find((line) => line.startsWith("LOCATION:"))).toContain("Visningslägenheten");
    expect(lines.find((line) => line.startsWith("URL:"))).toMatch(new RegExp(`^URL:https?://[^/]+${object.url}$`));
  });

  it("answers 404 for another site's showing and an unknown one, 400 for a bad id", async () => {
    const { stage } = await setup.f.home({ site: "no" });
    const showing = await setup.f.showing(stage, new Date("2031-05-20T15:30:00Z"));
    expect((await get("no", `${showing.id}.ics`)).statusCode).toBe(200);
    expect((await get("sv", `${showing.id}.ics`)).statusCode).toBe(404);
    expect((await get("sv", "999999.ics")).statusCode).toBe(404);
    expect((await get("sv", "abc.ics")).statusCode).toBe(400);
  });
});
