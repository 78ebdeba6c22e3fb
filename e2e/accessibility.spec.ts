import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { origin, type ResidenceUrls, residenceUrls, SITES, siteUrl, TEMPLATE_PAGES, waitForHydration } from "./support";

const SV = origin();
const NO = origin("no.localhost");
const FI = origin("fi.localhost");

/** One page of every template the shell renders today, across sites and languages. */
const PAGES: [string, string][] = [
  ...TEMPLATE_PAGES,
  ["search (sv, image view)", `${SV}/sok-bostad/`],
  ["search (no, image view)", `${NO}/finn-din-bolig/`],
  ["search (fi, image view)", `${FI}/myytavat-asunnot/`],
  ["areas (residences base, sv)", `${SV}/bostader/`],
  ["areas (residences base, no)", `${NO}/boliger/`],
  ["areas (residences base, fi)", `${FI}/asunnot/`],
  ["textSearch (sv, corrected query)", `${SV}/sok/?s=l%C3%A4genhter`],
  ["textSearch (sv, no hits)", `${SV}/sok/?s=xqzxqz`],
  ["textSearch (no)", `${NO}/sok/?s=leilighet`],
  ["textSearch (fi)", `${FI}/hae/?s=rivitalo`],
  ["corporateSearch", `${SV}/om-oss/sok/?s=uppsala`],
  ["placeholder (login, no)", `${NO}/logg-inn/`],
  ["notFound", `${SV}/finns-inte/`],
  ["notFound (fi)", `${FI}/ei-ole/`],
];

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

for (const [name, url] of PAGES) {
  test(`axe: ${name}`, async ({ page }) => {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test("axe: open foldouts and the mobile menu", async ({ page }) => {
  await page.goto(`${SV}/`);
  await page.waitForLoadState("networkidle");
  for (const name of ["Sök", "Språk", "Meny"]) {
    await page.getByRole("button", { name, exact: true }).click();
    await expectNoSeriousViolations(page);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page);
});

/** The residence pages of each site (found through the search API) and the SEO pages above them. */
for (const site of SITES) {
  test.describe(`axe: residence pages (${site.code})`, () => {
    let urls: ResidenceUrls;
    test.beforeAll(async ({ request }) => {
      urls = await residenceUrls(request, site);
    });
    const pages: [string, (urls: ResidenceUrls) => string][] = [
      ["area", (u) => u.area],
      ["stage", (u) => u.stage],
      ["object", (u) => u.object],
      ["soldOut", (u) => u.soldOut],
      // <base><county>/ and <base><county>/<municipality>/ of the area.
      ["seoCounty", (u) => `${u.area.split("/").slice(0, 3).join("/")}/`],
      ["seoMunicipality", (u) => `${u.area.split("/").slice(0, 4).join("/")}/`],
    ];
    for (const [name, path] of pages) {
      test(`axe: ${name} (${site.code})`, async ({ page }) => {
        const response = await page.goto(siteUrl(site, path(urls)));
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await waitForHydration(page);
        await expectNoSeriousViolations(page);
      });
    }
  });
}

test.describe("the search page", () => {
  const sv = SITES[0]!;
  const tabs = (page: Page) => page.getByRole("tablist", { name: sv.t.tabs });
  const tab = (page: Page, name: string) => tabs(page).getByRole("tab", { name: new RegExp(`^${name}`) });

  test("axe: the map view", async ({ page }) => {
    // MapLibre's many nodes make the scan slow.
    test.slow();
    await page.goto(siteUrl(sv, `${sv.searchPath}#map`));
    await waitForHydration(page);
    const map = page.getByRole("region", { name: `${sv.t.map}: ${sv.t.stageList}` });
    await expect(map.getByRole("region", { name: sv.t.mapCanvas })).toBeVisible();
    await expect(map).toHaveAttribute("aria-busy", "false");
    await expectNoSeriousViolations(page);
  });

  test("axe: the home tab", async ({ page }) => {
    test.slow();
    await page.goto(siteUrl(sv, `${sv.searchPath}#object`));
    await waitForHydration(page);
    await expect(tab(page, sv.t.tabObject)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("list", { name: sv.t.objectList }).getByRole("listitem")).toHaveCount(30);
    await expectNoSeriousViolations(page);
  });

  test("the tabs follow the arrow keys, Home and End, and Tab leaves them", async ({ page }) => {
    await page.goto(siteUrl(sv, sv.searchPath));
    await waitForHydration(page);
    // From the results heading, Tab reaches the selected tab (stage by default) and only it.
    await page.getByRole("heading", { name: sv.t.resultsHeading }).focus();
    await page.keyboard.press("Tab");
    const stage = tab(page, sv.t.tabStage);
    const object = tab(page, sv.t.tabObject);
    const area = tab(page, sv.t.tabArea);
    await expect(stage).toBeFocused();
    await expect(stage).toHaveAttribute("aria-selected", "true");

    await page.keyboard.press("ArrowRight");
    await expect(object).toBeFocused();
    await expect(object).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("list", { name: sv.t.objectList }).getByRole("listitem")).toHaveCount(30);
    await expect(page.getByRole("tabpanel", { name: new RegExp(`^${sv.t.tabObject}`) })).toBeVisible();

    // The Swedish site has premises: their tab is the fourth (issue 19).
    const premises = tab(page, "Lokaler");
    await page.keyboard.press("ArrowRight");
    await expect(premises).toBeFocused();
    await expect(premises).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(area).toBeFocused();
    await expect(area).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(premises).toBeFocused();
    await page.keyboard.press("Home");
    await expect(area).toBeFocused();
    await page.keyboard.press("End");
    await expect(premises).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(object).toBeFocused();
    await expect(stage).toHaveAttribute("aria-selected", "false");

    // Tab leaves the tab list for the view switch; Enter on "map view" opens the map.
    await page.keyboard.press("Tab");
    const imageView = page.getByRole("button", { name: sv.t.imageView, exact: true });
    await expect(imageView).toBeFocused();
    await page.keyboard.press("Tab");
    const mapView = page.getByRole("button", { name: sv.t.mapView, exact: true });
    await expect(mapView).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(siteUrl(sv, `${sv.searchPath}#map`));
    await expect(mapView).toHaveAttribute("aria-pressed", "true");
  });

  test("the filters work with the keyboard", async ({ page }) => {
    await page.goto(siteUrl(sv, sv.searchPath));
    await waitForHydration(page);
    // A range: arrow keys move a thumb, and the value is announced.
    const minRooms = page.getByRole("slider", { name: sv.t.minRooms });
    await minRooms.focus();
    await page.keyboard.press("ArrowRight");
    await expect(minRooms).toHaveAttribute("aria-valuetext", "2\u00a0rok");
    await expect(page).toHaveURL(siteUrl(sv, `${sv.searchPath}?minRooms=2`));
    // A checkbox: Space.
    const filters = page.getByRole("region", { name: "Filtrera" });
    const apartment = filters
      .getByRole("group", { name: "Bostadstyp" })
      .getByRole("checkbox", { name: "Lägenhet", exact: true });
    await apartment.focus();
    await page.keyboard.press("Space");
    await expect(apartment).toBeChecked();
    await expect(page).toHaveURL(siteUrl(sv, `${sv.searchPath}?minRooms=2&type=apartment`));
    // Radio buttons: arrow keys choose.
    const viewing = filters.getByRole("group", { name: "Visning" });
    await viewing.getByRole("radio", { name: "Alla" }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(viewing.getByRole("radio", { name: "Har visning" })).toBeChecked();
    await expect(page).toHaveURL(siteUrl(sv, `${sv.searchPath}?minRooms=2&type=apartment&viewing=HasAny`));
    // The move-in select: arrow keys.
    const inhabit = page.getByRole("combobox", { name: "Inflyttning" });
    await inhabit.focus();
    await page.keyboard.press("Home");
    await expect(inhabit).toHaveValue("0");
    await expect(page).toHaveURL(siteUrl(sv, `${sv.searchPath}?minRooms=2&type=apartment&viewing=HasAny&inhabit=0`));
    // Clearing the filters is a button like any other (the results offer one too when nothing matches).
    await filters.getByRole("button", { name: sv.t.clearFilters }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(siteUrl(sv, sv.searchPath));
    await expect(apartment).not.toBeChecked();
  });

  test("in the map view, the list of results is one keystroke past the map", async ({ page }) => {
    await page.goto(siteUrl(sv, `${sv.searchPath}#map`));
    await waitForHydration(page);
    const map = page.getByRole("region", { name: `${sv.t.map}: ${sv.t.stageList}` });
    await expect(map).toHaveAttribute("aria-busy", "false");
    const list = page.getByRole("list", { name: sv.t.stageList });
    await expect(list.getByRole("link").first()).toBeVisible();

    // The skip link comes before the map in the tab order …
    const skip = page.getByRole("button", { name: sv.t.skipToList });
    await page.getByRole("button", { name: sv.t.mapView, exact: true }).focus();
    for (let presses = 0; presses < 10; presses++) {
      await page.keyboard.press("Tab");
      if (await skip.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(skip).toBeFocused();
    // … and leads past it, to the first result.
    await page.keyboard.press("Enter");
    await expect(list.getByRole("link").first()).toBeFocused();
    // The next card's heart (favourites, on its picture), then its link.
    await page.keyboard.press("Tab");
    await expect(list.getByRole("button", { name: /som favorit$/ }).nth(1)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(list.getByRole("link").nth(1)).toBeFocused();

    // Every marker is a named button too, so the map itself works with the keyboard.
    const marker = map.getByRole("button", { name: /, / }).first();
    await marker.focus();
    await page.keyboard.press("Enter");
    const card = page.getByRole("region", {
      name: (await marker.getAttribute("aria-label"))?.split(",").slice(0, -1).join(","),
    });
    await expect(card.getByRole("link")).toBeFocused();
  });
});
