import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { ARCHIVE_PLACE, buildTestArchive } from "./pmtiles-archive";
import { collectErrors, PORT, SITES, origin as siteOrigin, siteUrl, waitForHydration } from "./support";

/**
 * Maps that show where a home is (issue 13, point 5; decision 019): the bundled base map labels
 * the site's places in its bundled font and stops at the zoom it can show; a stage map marks its
 * showing apartments with a visible caption; with a PMTiles archive configured (the second
 * server, MAP_PMTILES_FILE) the maps draw a street map read through the pmtiles protocol.
 */

const SV = SITES.find((site) => site.code === "sv")!;

interface StageHit {
  name: string;
  url: string;
  geo: { latitude: number; longitude: number };
}

/** The Swedish site's stages, from the server at `origin` (each server seeds its own database). */
async function stages(request: APIRequestContext, origin: string): Promise<StageHit[]> {
  const response = await request.post(`${origin}/api/residence/stage_and_area_search`, {
    data: { siteId: SV.siteId },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { stages: StageHit[] }).stages;
}

/** A stage of the demo data with a showing apartment (the page's data lists it for the map). */
async function stageWithShowingApartment(request: APIRequestContext, origin: string): Promise<StageHit> {
  for (const stage of (await stages(request, origin)).slice(0, 20)) {
    const html = await (await request.get(`${origin}${stage.url}`)).text();
    if (/showingApartments\\?",\[\d/.test(html)) return stage;
  }
  throw new Error("no stage of the demo data has a showing apartment");
}

/** The stage page's map, once MapLibre has drawn it (its container carries what it shows). */
async function drawnMap(page: Page): Promise<{ region: Locator; canvas: Locator }> {
  const region = page.getByRole("region", { name: /^Karta över/ });
  await region.scrollIntoViewIfNeeded();
  const canvas = region.locator("[data-labels]");
  await expect(canvas).toHaveAttribute("data-zoom", /\d/, { timeout: 20_000 });
  return { region, canvas };
}

test.describe("the bundled base map", () => {
  test("a stage map labels the site's places and its showing apartment, and stops at the base map's zoom", async ({
    page,
    request,
  }) => {
    const origin = siteOrigin();
    const stage = await stageWithShowingApartment(request, origin);
    const places = (await (await request.get(`${origin}/api/residence/map/places`)).json()) as {
      features: { properties: { kind: string; name: string } }[];
    };
    const placeNames = new Set(places.features.map((feature) => feature.properties.name));
    expect(places.features.some((feature) => feature.properties.kind === "municipality")).toBe(true);

    const errors = collectErrors(page);
    const fonts: string[] = [];
    page.on("response", (response) => {
      if (/\.woff2$/.test(response.url()) && response.status() === 200) fonts.push(response.url());
    });
    const response = await page.goto(`${origin}${stage.url}`);
    // The page's CSP (production build) lets the map load its data, font and worker from our origin.
    expect(response?.headers()["content-security-policy"]).toContain("font-src 'self'");
    await waitForHydration(page);
    const { region, canvas } = await drawnMap(page);

    // The showing apartment: a black pin with its caption in sight, leading to the home.
    const showing = region.getByRole("link", { name: /^Visningslägenhet \S+, / });
    await expect(showing).toBeVisible();
    await expect(showing.getByText(/^Visningslägenhet \S+$/)).toBeVisible();
    await expect(showing).toHaveAttribute("data-colour", "black");
    // The stage's own pin says its name.
    await expect(region.getByText(stage.name, { exact: true })).toBeVisible();

    // Labels of the places the data knows, drawn in the bundled font from our own origin.
    const labels = ((await canvas.getAttribute("data-labels")) ?? "").split("|").filter(Boolean);
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(placeNames.has(label), label).toBe(true);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(new URL(font).origin).toBe(origin);

    // Never deeper than the base map can show: the page asks for 15, the map stops at 10.
    await expect(canvas).toHaveAttribute("data-max-zoom", "10");
    await expect(canvas).toHaveAttribute("data-zoom", "10.00");
    await expect(region.getByRole("button", { name: "Zooma in" })).toBeDisabled();
    await region.getByRole("button", { name: "Zooma ut" }).click();
    await region.getByRole("button", { name: "Zooma in" }).click();
    await expect(canvas).toHaveAttribute("data-zoom", "10.00");
    await expect(region.getByRole("button", { name: "Zooma in" })).toBeDisabled();

    const axe = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual(
      [],
    );
    expect(errors.filter((error) => /map|maplibre|glyph|font/i.test(`${error.text} ${error.url}`))).toEqual([]);
  });
});

test.describe("captions where there is room", () => {
  test("the search map's pins show their names, none covering another", async ({ page }) => {
    await page.goto(siteUrl(SV, `${SV.searchPath}#map`));
    await waitForHydration(page);
    const canvas = page.locator("[data-labels]");
    await expect(canvas).toHaveAttribute("data-zoom", /\d/, { timeout: 20_000 });
    const captions = page.locator('[data-marker-id][data-caption="shown"] > span');
    await expect(captions.first()).toBeVisible();
    const boxes = [];
    for (const caption of await captions.all()) boxes.push((await caption.boundingBox())!);
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
        expect(overlap, JSON.stringify([a, b])).toBe(false);
      }
    }
  });
});

test.describe("a PMTiles base map", () => {
  // The second server of playwright.config.ts reads MAP_PMTILES_FILE, this archive.
  const origin = `http://localhost:${PORT + 1}`;

  test("the stage map reads its street map from the configured PMTiles archive", async ({ page, request }) => {
    const [stage] = await stages(request, origin);
    if (!stage) throw new Error("the demo data has no stages");
    const file = path.resolve(`data/e2e-${PORT + 1}-basemap.pmtiles`);
    mkdirSync(path.dirname(file), { recursive: true });
    // A town of the archive where the stage lies, so that the street map labels it there.
    writeFileSync(file, buildTestArchive({ longitude: stage.geo.longitude, latitude: stage.geo.latitude }));

    const errors = collectErrors(page);
    const ranges: { status: number; range: string }[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname === "/map/basemap.pmtiles") {
        ranges.push({ status: response.status(), range: response.request().headers().range ?? "" });
      }
    });
    await page.goto(`${origin}${stage.url}`);
    await waitForHydration(page);
    const { region, canvas } = await drawnMap(page);

    await expect(canvas).toHaveAttribute("data-labels", new RegExp(ARCHIVE_PLACE));
    // Read by range requests: the header and directory first, then the tiles.
    expect(ranges.length).toBeGreaterThan(1);
    for (const read of ranges) {
      expect(read.status).toBe(206);
      expect(read.range).toMatch(/^bytes=\d+-\d+$/);
    }
    // A street map shows streets: it zooms in past the bundled map's 10.
    await expect(canvas).toHaveAttribute("data-max-zoom", "18");
    await expect(region.getByRole("button", { name: "Zooma in" })).toBeEnabled();
    await expect(region.getByText("© OpenStreetMap")).toBeAttached();
    expect(errors.filter((error) => /map|pmtiles/i.test(`${error.text} ${error.url}`))).toEqual([]);
  });
});
