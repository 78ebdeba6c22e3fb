import { describe, expect, it } from "vitest";
import { homePriceText, listPrice } from "~/domain/residence-format";
import type { PageViewModel } from "~/features/content/schema";
import { ObjectPageDataSchema, StagePageDataSchema } from "~/features/residences/page-data";
import { translatorFor } from "~/i18n/catalogs.server";
import { formatPrice, formatPriceRange } from "~/i18n/format";
import { parseWithSchema } from "~/lib/schema-check";
import { filterBoundsOf } from "~/sites/filter-bounds";
import { SITES, type SiteCode, type SiteSettings } from "~/sites/sites";
import { priceFacts } from "./components/hit-format";
import type { HitListResponse, SearchHit } from "./schema";
import { searchTestApp } from "./search-test-app";
import { hostOf } from "./test-factory";

/**
 * The price a visitor sees is the price the search filters and sorts on, on every site with a
 * search: on the search's cards (the hit and the text the card renders), on the map's card
 * (search/by_ids), on the home page and the stage page (their page data and the text they render),
 * for homes with a price only, with Finland's debt-free total price, and rented. The rule itself
 * is the SQL function residence_purchase_price (migration 0012); this test looks only at what the
 * visitor meets, so any place that writes the rule out differently fails it.
 */

// No page cache: each test writes new homes and reads their pages.
const setup = searchTestApp({ env: { CONTENT_CACHE_SECONDS: "0" } });

const SEARCH_SITES = Object.values(SITES)
  .filter((site) => site.features.search)
  .map((site) => site.site);

/** What a visitor should see of a home: its purchase price, or (rented) its monthly rent. */
interface Seen {
  price: number | null;
  rent: number | null;
}

/**
 * The homes, each with the price situation it stands for and what a visitor sees of it, in
 * Finland and elsewhere. Amounts stay below Finland's price bound (1 000 000 €, where a maximum
 * means "no limit"), and the debt-free home sorts before the plain one on one side of the
 * border and after it on the other.
 */
const SALE_HOMES = [
  { name: "a price only", home: { price: 410_000, totalPrice: null }, fi: 410_000, elsewhere: 410_000 },
  // A Finnish home's debt-free total price is its purchase price; another site's row may carry a
  // total price too (an import), which is no price there.
  {
    name: "a debt-free total price",
    home: { price: 190_000, totalPrice: 460_000 },
    fi: 460_000,
    elsewhere: 190_000,
  },
] as const;
const RENTED_HOMES = [
  { name: "rented", home: { disposalForm: "tenancy", price: 9_340, totalPrice: null }, rent: 9_340 },
  // A rent is never a purchase price, whatever total price the row carries.
  {
    name: "rented, with a total price",
    home: { disposalForm: "tenancy", price: 8_500, totalPrice: 300_000 },
    rent: 8_500,
  },
] as const;

/** The page view model of a path on a site, as the page's loader gives it. */
async function pageOf(site: SiteCode, path: string): Promise<PageViewModel> {
  const response = await setup.app.inject({
    method: "GET",
    url: `/api/page-view-model?path=${encodeURIComponent(path)}`,
    headers: { host: hostOf(site) },
  });
  expect(response.statusCode, `${path} on ${site}`).toBe(200);
  return response.json() as PageViewModel;
}

async function byIds(site: SiteCode, type: "object" | "stage", ids: number[]): Promise<SearchHit[]> {
  const answer = await setup.api.ok<HitListResponse>(
    `/api/residence/search/by_ids/${type}`,
    { siteId: SITES[site].siteId, ids },
    hostOf(site),
  );
  return answer.hits;
}

/** The price and rent texts a card (list, stage tab, map) renders for a hit, as the component writes them. */
function cardTexts(hit: SearchHit | undefined, site: SiteSettings): (string | null)[] {
  if (!hit) throw new Error("no hit");
  return priceFacts(hit, site, translatorFor(site.language)).map((fact) => fact.value);
}

/** The same texts as they must read for a home or stage whose prices and rents are these. */
function expectedCardTexts(site: SiteSettings, prices: number[], rents: number[]): (string | null)[] {
  const t = translatorFor(site.language);
  const range = (values: number[]) => ({ min: Math.min(...values), max: Math.max(...values) });
  const price = prices.length === 0 ? null : range(prices);
  const rent = rents.length === 0 ? null : range(rents);
  return [
    price === null ? null : formatPriceRange(price.min, price.max, site),
    rent === null
      ? null
      : t(rent.min === rent.max ? "search.hit.rentPerMonth" : "search.hit.rentFrom", {
          amount: formatPrice(rent.min, site),
        }),
  ];
}

describe("the price a visitor sees is the price searched", () => {
  it("covers every site with a search", () => {
    expect([...SEARCH_SITES].sort()).toEqual(["cooperative", "fi", "no", "seniorgarden", "sv"]);
  });

  it.each(SEARCH_SITES)("on the %s site: cards, map, home and stage pages, filters and sorting", async (code) => {
    const site = SITES[code];
    const t = translatorFor(site.language);
    const base = site.urls.seoResidences!;
    const area = await setup.f.area({ site: code, url: `${base}testlan/testkommun/prisomrade/` });
    const saleStage = await setup.f.stage(area, { url: `${area.url}till-salu/` });
    const rentalStage = await setup.f.stage(area, { url: `${area.url}hyresratter/`, disposalForm: "tenancy" });

    const homes: { name: string; id: number; url: string; stageId: number; seen: Seen }[] = [];
    for (const [i, c] of SALE_HOMES.entries()) {
      const row = await setup.f.object(saleStage, { ...c.home, url: `${saleStage.url}hem-${i}/` });
      const price = code === "fi" ? c.fi : c.elsewhere;
      homes.push({ name: c.name, id: row.id, url: row.url, stageId: saleStage.id, seen: { price, rent: null } });
    }
    for (const [i, c] of RENTED_HOMES.entries()) {
      const row = await setup.f.object(rentalStage, { ...c.home, url: `${rentalStage.url}hem-${i}/` });
      homes.push({
        name: c.name,
        id: row.id,
        url: row.url,
        stageId: rentalStage.id,
        seen: { price: null, rent: c.rent },
      });
    }

    const listed = new Map((await setup.api.objects(code, { limit: 300 })).hits.map((hit) => [hit.id, hit]));
    const markers = (await setup.api.markers(code, "object")).markers.map(([id]) => id);
    const onMap = new Map((await byIds(code, "object", markers)).map((hit) => [hit.id, hit]));
    const bounds = filterBoundsOf(code).price;

    for (const home of homes) {
      const what = `${home.name} on ${code}`;
      const { price, rent } = home.seen;
      const expectedTexts = expectedCardTexts(site, price === null ? [] : [price], rent === null ? [] : [rent]);

      // The card in the list: the hit's prices and the text the card renders.
      const hit = listed.get(home.id);
      expect(hit, what).toMatchObject({ minPrice: price, maxPrice: price, minRent: rent, maxRent: rent });
      expect(cardTexts(hit, site), what).toEqual(expectedTexts);

      // The map's card: the marker is there, and its hit (search/by_ids/object) says the same.
      expect(onMap.get(home.id), what).toMatchObject({ minPrice: price, maxPrice: price, minRent: rent });
      expect(cardTexts(onMap.get(home.id), site), what).toEqual(expectedTexts);

      // The home page: its data, the price line it renders, its title and its offer.
      const vm = await pageOf(code, home.url);
      const data = parseWithSchema(ObjectPageDataSchema, vm.viewModel.data, {
        subject: "the home page's data",
        strict: true,
      });
      expect(listPrice(data.home, site), what).toBe(price);
      const pageText =
        price !== null ? formatPrice(price, site) : t("residence.facts.perMonth", { amount: formatPrice(rent!, site) });
      expect(homePriceText(data.home, site, t), what).toBe(pageText);
      expect(vm.seo.title, what).toContain(pageText);
      expect(vm.viewModel.structuredData?.[0], what).toMatchObject({ price: price ?? rent });

      // The filters: exactly this price is found; one more or one less as a bound leaves it out.
      // A rented home has no purchase price: any price bound leaves it out.
      if (price !== null) {
        expect(await setup.api.objectIds(code, { minPrice: price, maxPrice: price }), what).toEqual([home.id]);
        expect(await setup.api.objectIds(code, { minPrice: price - 1, maxPrice: price + 1 }), what).toEqual([home.id]);
        expect(await setup.api.objectIds(code, { minPrice: price + 1 }), what).not.toContain(home.id);
        expect(await setup.api.objectIds(code, { maxPrice: price - 1 }), what).not.toContain(home.id);
      } else {
        expect(await setup.api.objectIds(code, { minPrice: bounds.min + 1 }), what).not.toContain(home.id);
        expect(await setup.api.objectIds(code, { maxPrice: bounds.max - 1 }), what).not.toContain(home.id);
      }
    }

    // Sorting by price orders by the prices seen; rented homes come after, by rent.
    const priced = homes.filter((h) => h.seen.price !== null);
    const rented = homes.filter((h) => h.seen.price === null);
    const by = (key: "price" | "rent", sign: 1 | -1) => (a: (typeof homes)[number], b: (typeof homes)[number]) =>
      sign * (a.seen[key]! - b.seen[key]!);
    expect(await setup.api.objectIds(code, {}, "priceAsc")).toEqual(
      [...priced.sort(by("price", 1)), ...rented.sort(by("rent", 1))].map((h) => h.id),
    );
    expect(await setup.api.objectIds(code, {}, "priceDesc")).toEqual(
      [...priced.sort(by("price", -1)), ...rented.sort(by("rent", -1))].map((h) => h.id),
    );

    // The stages: their cards (stage tab and map) and their pages show the ranges of their homes.
    const stageHits = new Map(
      (await setup.api.stagesAndAreas(code, { tab: "stage", limit: 300 })).stages.map((hit) => [hit.id, hit]),
    );
    const stageMap = new Map((await byIds(code, "stage", [saleStage.id, rentalStage.id])).map((hit) => [hit.id, hit]));
    for (const stage of [saleStage, rentalStage]) {
      const own = homes.filter((h) => h.stageId === stage.id);
      const prices = own.flatMap((h) => (h.seen.price === null ? [] : [h.seen.price]));
      const rents = own.flatMap((h) => (h.seen.rent === null ? [] : [h.seen.rent]));
      const range = prices.length > 0 ? { min: Math.min(...prices), max: Math.max(...prices) } : null;
      const what = `stage ${stage.url} on ${code}`;
      for (const hit of [stageHits.get(stage.id), stageMap.get(stage.id)]) {
        expect(hit, what).toMatchObject({ minPrice: range?.min ?? null, maxPrice: range?.max ?? null });
        expect(cardTexts(hit, site), what).toEqual(expectedCardTexts(site, prices, rents));
      }
      const page = parseWithSchema(StagePageDataSchema, (await pageOf(code, stage.url)).viewModel.data, {
        subject: "the stage page's data",
        strict: true,
      });
      expect(page.stage.price, what).toEqual(range);
    }
  });
});
