import { expect, type Page, type Request, test } from "@playwright/test";
import { collectErrors, origin, residenceUrls, SITES, waitForHydration } from "./support";

/**
 * Maps that load when they are needed (issue 14, point 4; decision 025): on a phone, a home page
 * shows the server's picture of its map and loads no MapLibre code during its load; the map comes
 * when it is scrolled to (or the picture is pressed), and then shows its markers.
 */

const SV = SITES.find((site) => site.code === "sv")!;
/** The map's code and data: MapLibre, its worker, the engine and the bundled base map. */
const MAP_CODE = /\/assets\/(maplibre-gl|map-engine|nordic-base-map|pmtiles-style)[-.]/;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

function mapRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (MAP_CODE.test(new URL(request.url()).pathname)) requests.push(request);
  });
  return requests;
}

test("a home page on a phone loads no map code until the map is scrolled to, then shows the home's pin", async ({
  page,
  request,
}) => {
  const { object } = await residenceUrls(request, SV);
  const errors = collectErrors(page);
  const requested = mapRequests(page);

  await page.goto(`${origin()}${object}`);
  await waitForHydration(page);
  const title = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  const region = page.getByRole("region", { name: `Karta över ${title}` });
  const show = region.getByRole("button", { name: "Visa kartan" });
  await expect(show).toBeAttached();
  // The page has loaded and settled (network idle): still no map code.
  expect(requested.map((r) => r.url())).toEqual([]);
  const before = await region.boundingBox();
  // In the map's place, the server's picture of it (WebP), sized to the box the map will fill.
  const picture = show.locator("img");
  await expect(picture).toHaveAttribute("width", "960");
  await expect(picture).toHaveAttribute("height", "384");
  const served = await request.get(`${origin()}${await picture.getAttribute("src")}`);
  expect([served.status(), served.headers()["content-type"]]).toEqual([200, "image/webp"]);

  await region.scrollIntoViewIfNeeded();
  // The live map with the home's pin, named by the home.
  await expect(region.getByRole("img", { name: title })).toBeVisible({ timeout: 20_000 });
  expect(requested.some((r) => /maplibre-gl/.test(r.url()))).toBe(true);
  await expect(region.locator("[data-labels]")).toHaveAttribute("data-zoom", /\d/);
  await expect(show).toHaveCount(0);
  // Nothing moved: the map took the picture's box.
  const after = await region.boundingBox();
  expect(after?.height).toBe(before?.height);
  expect(errors.filter((error) => /map|maplibre/i.test(`${error.text} ${error.url}`))).toEqual([]);
});

test("a stage page's map opens from its picture by keyboard and shows the stage's pins", async ({ page, request }) => {
  const { stage } = await residenceUrls(request, SV);
  const requested = mapRequests(page);
  await page.goto(`${origin()}${stage}`);
  await waitForHydration(page);
  expect(requested).toEqual([]);
  const title = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  const region = page.getByRole("region", { name: `Karta över ${title}` });
  const show = region.getByRole("button", { name: "Visa kartan" });
  await show.focus();
  await page.keyboard.press("Enter");
  await expect(region.locator("[data-labels]")).toHaveAttribute("data-zoom", /\d/, { timeout: 20_000 });
  // The stage's own pin, named by the stage.
  await expect(region.getByRole("img", { name: title })).toBeVisible();
  expect(requested.length).toBeGreaterThan(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page's map stays its picture, sized so that nothing moves", async ({ page, request }) => {
    const { object } = await residenceUrls(request, SV);
    const requested = mapRequests(page);
    await page.goto(`${origin()}${object}`);
    const picture = page.locator("img[src^='/api/residence/map/preview']");
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toHaveAttribute("width", "960");
    await expect(picture).toHaveAttribute("height", "384");
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    expect(requested).toEqual([]);
  });
});
