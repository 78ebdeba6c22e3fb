import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import {
  amountOf,
  escapeRegExp,
  factsOf,
  origin,
  type ResidenceUrls,
  residenceUrls,
  SITES,
  type SiteCase,
  siteUrl,
  TEMPLATE_PAGES,
  waitForHydration,
} from "./support";

/**
 * No page wider than the screen (issue 13, point 1): every template page of every site, on a
 * 390 px phone and on 1280 and 1440 px laptops, must fit its viewport. A document wider than the
 * viewport scrolls sideways on a phone and cuts content (the interest box, a table's price) on a
 * laptop.
 */

const SV = origin();
const NO = origin("no.localhost");
const FI = origin("fi.localhost");

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "laptop", width: 1440, height: 900 },
] as const;

/** One page of every template the public site renders, across sites and languages. */
const CONTENT_PAGES: [string, string][] = [
  ...TEMPLATE_PAGES,
  ["textSearch (sv)", `${SV}/sok/?s=l%C3%A4genhet`],
  ["textSearch (fi)", `${FI}/hae/?s=rivitalo`],
  ["corporateSearch", `${SV}/om-oss/sok/?s=uppsala`],
  ["login (sv)", `${SV}/logga-in/`],
  ["login (fi)", `${FI}/kirjaudu-sisaan/`],
  ["register (sv)", `${SV}/skapa-konto/`],
  ["forgotPassword (no)", `${NO}/glemt-passord/`],
  ["notFound (sv)", `${SV}/finns-inte/`],
  ["notFound (fi)", `${FI}/ei-ole/`],
];

/** The search page's views and tabs, and the residence pages, of each site with homes. */
function residencePages(site: (typeof SITES)[number], urls: ResidenceUrls): [string, string][] {
  return [
    [`search, stages (${site.code})`, siteUrl(site, site.searchPath)],
    [`search, homes (${site.code})`, siteUrl(site, `${site.searchPath}#object`)],
    [`search, map (${site.code})`, siteUrl(site, `${site.searchPath}#map`)],
    [`residences base (${site.code})`, siteUrl(site, site.seoBase)],
    [`county (${site.code})`, siteUrl(site, `${urls.area.split("/").slice(0, 3).join("/")}/`)],
    [`municipality (${site.code})`, siteUrl(site, `${urls.area.split("/").slice(0, 4).join("/")}/`)],
    [`area (${site.code})`, siteUrl(site, urls.area)],
    [`stage (${site.code})`, siteUrl(site, urls.stage)],
    [`home (${site.code})`, siteUrl(site, urls.object)],
    [`sold-out area (${site.code})`, siteUrl(site, urls.soldOut)],
  ];
}

/**
 * The document's width beyond the viewport (0 when it fits), with the elements that stick out
 * past the right edge outside any scrolling box, so a failure names its cause.
 */
async function overflowOf(page: Page): Promise<{ excess: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const viewport = root.clientWidth;
    const scrolls = (element: Element | null): boolean => {
      for (let node = element; node && node !== root; node = node.parentElement) {
        const overflowX = getComputedStyle(node).overflowX;
        if (overflowX !== "visible") return true;
      }
      return false;
    };
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= viewport + 1 || scrolls(element.parentElement)) continue;
      const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === "string" ? `.${element.className.split(" ")[0]}` : ""}`;
      culprits.push(`${name} (right edge ${Math.round(rect.right)} px)`);
      if (culprits.length === 5) break;
    }
    return { excess: Math.max(0, root.scrollWidth - viewport), culprits };
  });
}

async function expectFits(page: Page, url: string) {
  // A fresh document each time: a change of only the hash (#object after the stage tab) is no load.
  await page.goto("about:blank");
  const response = await page.goto(url);
  // The 404 page is a template too; anything else must load.
  expect(response?.status(), url).toBe(url.includes("/finns-inte/") || url.includes("/ei-ole/") ? 404 : 200);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await waitForHydration(page);
  const { excess, culprits } = await overflowOf(page);
  expect.soft({ url, excess, culprits }).toEqual({ url, excess: 0, culprits: [] });
}

for (const viewport of VIEWPORTS) {
  test.describe(`no page wider than a ${viewport.width} px ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("content, account and error pages", async ({ page }) => {
      test.slow();
      for (const [name, url] of CONTENT_PAGES) {
        await test.step(name, () => expectFits(page, url));
      }
    });

    for (const site of SITES) {
      test(`search and residence pages (${site.code})`, async ({ page, request }) => {
        test.slow();
        const urls = await residenceUrls(request, site);
        for (const [name, url] of residencePages(site, urls)) {
          await test.step(name, () => expectFits(page, url));
        }
      });
    }
  });
}

test.describe("the Finnish home page on a 1280 px laptop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test("fits, with the interest box inside the screen", async ({ page, request }) => {
    const fi = SITES[2]!;
    const urls = await residenceUrls(request, fi);
    await expectFits(page, siteUrl(fi, urls.object));
    const interest = page.getByRole("heading", { name: fi.t.interestHeading });
    const box = await interest.locator("xpath=..").boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
  });
});

const [sv, no, fi] = SITES as [SiteCase, SiteCase, SiteCase];

test.describe("point 1 on a phone: the stage's homes and the header", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the homes table of a stage shows each home's price beside its name", async ({ page, request }) => {
    for (const site of [sv, no, fi]) {
      const urls = await residenceUrls(request, site);
      await page.goto(siteUrl(site, urls.stage));
      const table = page.getByRole("table");
      const priceHeader = table.getByRole("columnheader").nth(1);
      await priceHeader.scrollIntoViewIfNeeded();
      const firstRow = table.getByRole("row").nth(1);
      const price = firstRow.getByRole("cell").first();
      const box = await price.boundingBox();
      expect(box, site.code).not.toBeNull();
      expect(box!.x + box!.width, `${site.code}: the price is on the screen`).toBeLessThanOrEqual(390);
    }
  });

  test("the header's login button stays on one line in every language, beside the menu button", async ({ page }) => {
    const cases: [string, string, string][] = [
      [`${SV}/`, "Logga in", "Meny"],
      [`${NO}/`, "Logg inn", "Meny"],
      [`${FI}/`, "Kirjaudu sisään", "Valikko"],
      [`${origin("seniorgarden.localhost")}/`, "Logga in", "Meny"],
      [`${origin("brf.localhost")}/`, "Logga in", "Meny"],
    ];
    for (const [url, login, menu] of cases) {
      await page.goto(url);
      const header = page.getByRole("banner");
      const button = header.getByRole("link", { name: login, exact: true });
      const box = (await button.boundingBox())!;
      const lineHeight = await button.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
      expect(box.height, `${url}: one line`).toBeLessThan(lineHeight * 2);
      const menuBox = (await header.getByRole("button", { name: menu }).boundingBox())!;
      expect(menuBox.x + menuBox.width, `${url}: the menu button is on the screen`).toBeLessThanOrEqual(390);
      expect(Math.abs(menuBox.y - box.y), `${url}: one row`).toBeLessThan(box.height);
    }
  });
});

test.describe("point 2: the search on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const tabs = (page: Page) => page.getByRole("tablist", { name: sv.t.tabs });

  test("Filter opens a full-screen panel whose sticky button shows the live count", async ({ page }) => {
    await page.goto(siteUrl(sv, `${sv.searchPath}#object`));
    await waitForHydration(page);
    const objectTab = tabs(page).getByRole("tab", { name: new RegExp(`^${sv.t.tabObject}`) });
    await expect(objectTab).toHaveAttribute("aria-selected", "true");
    const countOf = async () => Number(await objectTab.locator("span").textContent());
    const total = await countOf();

    const toggle = page.getByRole("button", { name: "Filter", exact: true });
    await toggle.click();
    const dialog = page.getByRole("dialog", { name: "Filtrera" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Filtrera" })).toBeFocused();
    const box = (await dialog.boundingBox())!;
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    const show = dialog.getByRole("button", { name: /^Visa \d+ bostäder$/ });
    await expect(show).toHaveText(`Visa ${total} bostäder`);
    const scan = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(scan.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual(
      [],
    );
    // Sticky: at the bottom of the screen however far the filters are scrolled.
    const showBox = (await show.boundingBox())!;
    expect(showBox.y + showBox.height).toBeGreaterThan(844 - 80);

    // A filter changes the count on the button.
    await dialog.getByRole("group", { name: "Bostadstyp" }).getByRole("checkbox", { name: "Radhus" }).check();
    await expect(show).not.toHaveText(`Visa ${total} bostäder`);
    await expect(show).toHaveText(/^Visa \d+ bostäder$/);
    const filtered = amountOf((await show.textContent()) ?? "");
    expect(filtered).toBeLessThan(total);

    // Its button closes the panel onto the results, which show that many homes.
    await show.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { name: sv.t.resultsHeading })).toBeFocused();
    expect(await countOf()).toBe(filtered);

    // Escape closes it too and gives the focus back to "Filter (1)".
    const toggleActive = page.getByRole("button", { name: "Filter (1)" });
    await toggleActive.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(toggleActive).toBeFocused();
  });

  test("the tabs fit, view and sort take one row, and the map starts within the first screen", async ({ page }) => {
    for (const site of [sv, no, fi]) {
      await page.goto(siteUrl(site, site.searchPath));
      await waitForHydration(page);
      const list = page.getByRole("tablist", { name: site.t.tabs });
      for (const tab of await list.getByRole("tab").all()) {
        const box = (await tab.boundingBox())!;
        expect(box.x + box.width, `${site.code}: ${await tab.textContent()}`).toBeLessThanOrEqual(390 - 16);
        // The whole label shows: nothing cut inside the tab.
        const { scroll, client } = await tab.evaluate((element) => ({
          scroll: element.scrollWidth,
          client: element.clientWidth,
        }));
        expect(scroll, `${site.code}: ${await tab.textContent()} is whole`).toBeLessThanOrEqual(client + 1);
      }
      const image = (await page.getByRole("button", { name: site.t.imageView, exact: true }).boundingBox())!;
      const map = page.getByRole("button", { name: site.t.mapView, exact: true });
      const sortLabel = { sv: "Sortera efter", no: "Sorter etter", fi: "Järjestä" }[site.code];
      const sort = (await page.getByRole("combobox", { name: sortLabel }).boundingBox())!;
      const mapBox = (await map.boundingBox())!;
      expect(Math.abs(image.y - mapBox.y), `${site.code}: one row`).toBeLessThan(10);
      expect(Math.abs(image.y + image.height / 2 - (sort.y + sort.height / 2)), `${site.code}: one row`).toBeLessThan(
        12,
      );
      expect(sort.x + sort.width).toBeLessThanOrEqual(390);

      await map.click();
      const region = page.getByRole("region", { name: site.t.mapCanvas });
      await expect(region).toBeVisible();
      const canvas = (await region.boundingBox())!;
      expect(canvas.y, `${site.code}: the map starts on the first screen`).toBeLessThan(844 - 200);
    }
  });
});

test.describe("point 4: numbers that read as numbers", () => {
  test("prices, rooms and areas never break inside a number; a range breaks at most at its dash", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl(sv, sv.searchPath));
    const facts = page.getByRole("list", { name: sv.t.stageList }).getByRole("definition");
    await expect(facts.first()).toBeVisible();
    const texts = await facts.allTextContents();
    const numeric = texts.filter((text) => /\d/.test(text) && /(kr|rok|m²)/.test(text));
    expect(numeric.length).toBeGreaterThan(5);
    // Between digits and between a number and its unit only the no-break space.
    for (const text of numeric) expect(text, text).not.toMatch(/\d (\d|kr|rok|m²)/);
    // Rendered: each value is one line, or two lines split right after the dash.
    const lines = await facts.evaluateAll((elements) =>
      elements
        // Values that are only a number or range with its unit ("från 9 340 kr/mån" may break after "från").
        .filter((element) => /^[\d\u00a0,–]+\u00a0(kr|rok|m²)$/.test(element.textContent ?? ""))
        .map((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          return { text: element.textContent ?? "", lines: tops.size };
        }),
    );
    expect(lines.length).toBeGreaterThan(5);
    for (const { text, lines: count } of lines) {
      expect(count, text).toBeLessThanOrEqual(text.includes("–") ? 2 : 1);
    }
  });

  test("a home has one name with its street address and the same area on its search card and its page", async ({
    page,
  }) => {
    for (const site of [sv, no, fi]) {
      await page.goto(siteUrl(site, `${site.searchPath}#object`));
      const list = page.getByRole("list", { name: site.t.objectList });
      await expect(list.getByRole("listitem").first()).toBeVisible();
      const card = list.getByRole("listitem").first();
      const name = ((await card.getByRole("heading").textContent()) ?? "").trim();
      // One name ("Bostad 1102") and the street address ("Kvarngatan 3").
      expect(name).toMatch(new RegExp(`^${site.t.homeWord} [^,]+, \\S.* \\d+$`));
      const [facts] = await factsOf(card.locator(".."));
      const areaLabel = Object.keys(facts!).find((label) => /area|pinta-ala/i.test(label))!;
      const area = facts![areaLabel];
      await card.getByRole("link", { name }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      // The page's facts show the same value (the labels are each template's own words).
      await expect(
        page.getByRole("definition").filter({ hasText: new RegExp(`^${escapeRegExp(area!)}$`) }),
      ).not.toHaveCount(0);
    }
  });
});

test.describe("point 8: the language switch leads to the same page", () => {
  test("the Norwegian link on the Swedish search goes to /finn-din-bolig/, and hreflang says so", async ({ page }) => {
    await page.goto(siteUrl(sv, sv.searchPath));
    await waitForHydration(page);
    await expect(page.locator('link[rel="alternate"][hreflang="nb"]')).toHaveAttribute(
      "href",
      siteUrl(no, no.searchPath),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="fi"]')).toHaveAttribute(
      "href",
      siteUrl(fi, fi.searchPath),
    );
    await page.getByRole("button", { name: "Språk" }).click();
    await page.getByRole("link", { name: "Norsk" }).click();
    await expect(page).toHaveURL(siteUrl(no, no.searchPath));
    await expect(page.locator("html")).toHaveAttribute("lang", no.lang);
    // A full page load: its foldouts open only once it has hydrated.
    await waitForHydration(page);
    // And back: the Norwegian search's Finnish link is the Finnish search.
    await page.getByRole("button", { name: "Språk" }).click();
    await expect(page.getByRole("link", { name: "Suomi" })).toHaveAttribute("href", siteUrl(fi, fi.searchPath));
  });

  test("from a stage or a home the other sites' links lead to their home search", async ({ page, request }) => {
    const urls = await residenceUrls(request, fi);
    for (const path of [urls.stage, urls.object, urls.area]) {
      await page.goto(siteUrl(fi, path));
      await waitForHydration(page);
      await page.getByRole("button", { name: "Kieli" }).click();
      await expect(page.getByRole("link", { name: "Svenska" })).toHaveAttribute("href", siteUrl(sv, sv.searchPath));
      await expect(page.getByRole("link", { name: "Norsk" })).toHaveAttribute("href", siteUrl(no, no.searchPath));
      // The English sub-site has no home search: its start page.
      await expect(page.getByRole("link", { name: "English" })).toHaveAttribute("href", `${SV}/en/`);
      await page.keyboard.press("Escape");
    }
    // Its residences base page is the same page in each country.
    await page.goto(siteUrl(fi, fi.seoBase));
    await expect(page.locator('link[rel="alternate"][hreflang="sv"]')).toHaveAttribute("href", siteUrl(sv, sv.seoBase));
  });
});
