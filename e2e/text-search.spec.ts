import { expect, type Page, test } from "@playwright/test";
import { collectErrors, escapeRegExp, origin, SITES, siteUrl, waitForHydration } from "./support";

/** The site text search: results pages with typo tolerance, and the header's quick search. */

const SV = SITES[0]!;

/** Texts of the text search per language (text-search.json and the header's search foldout). */
const TEXT = {
  sv: {
    searchButton: "Sök",
    searchBox: "Vad letar du efter?",
    quickResults: "Snabbträffar",
    showAll: (count: number) => `Visa alla träffar (${count})`,
    resultCount: (count: number, text: string) => `${count} träffar för ”${text}”`,
    categories: ["Alla", "Bostäder", "Information", "Nyheter", "Karriär"],
    categoriesLabel: "Visa träffar i",
  },
  no: {
    searchButton: "Søk",
    searchBox: "Hva leter du etter?",
    quickResults: "Hurtigtreff",
    showAll: (count: number) => `Vis alle treff (${count})`,
    resultCount: (count: number, text: string) => `${count} treff for «${text}»`,
    categories: ["Alle", "Boliger", "Informasjon", "Nyheter", "Karriere"],
    categoriesLabel: "Vis treff i",
  },
  fi: {
    searchButton: "Hae",
    searchBox: "Mitä etsit?",
    quickResults: "Pikatulokset",
    showAll: (count: number) => `Näytä kaikki tulokset (${count})`,
    resultCount: (count: number, text: string) => `${count} tulosta haulle ”${text}”`,
    categories: ["Kaikki", "Asunnot", "Tietoa", "Uutiset", "Ura"],
    categoriesLabel: "Näytä tulokset",
  },
} as const;

/** The hits of a results page: each hit's title is a level-2 heading with a link. */
function hitLinks(page: Page) {
  return page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("link");
}

/** "1560 träffar för ”lägenheter”" → 1560. */
async function resultCount(page: Page, pattern: RegExp): Promise<number> {
  const text = (await page.getByText(pattern).textContent()) ?? "";
  return Number(/^(\d+)/.exec(text)?.[1] ?? Number.NaN);
}

test("a misspelled query (lägenhter) finds lägenheter and says so", async ({ page }) => {
  const errors = collectErrors(page);
  const response = await page.goto(`${origin()}/sok/?s=l%C3%A4genhter`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Sökord" })).toHaveValue("lägenhter");
  await expect(page.getByText("Inga träffar för ”lägenhter”.")).toBeVisible();
  await expect(page.getByText("Visar resultat för ”lägenheter”.")).toBeVisible();
  const total = await resultCount(page, /^\d+ träffar för ”lägenheter”$/);
  expect(total).toBeGreaterThan(25);
  // 25 per page, and the pages are linked.
  await expect(hitLinks(page)).toHaveCount(25);
  await expect(page.getByRole("navigation", { name: "Sidor med sökträffar" })).toBeVisible();
  const categories = page.getByRole("navigation", { name: TEXT.sv.categoriesLabel });
  await expect(categories.getByRole("link", { name: /^Alla/ })).toHaveAttribute("aria-current", "page");
  await waitForHydration(page);
  expect(errors.map((error) => `${error.text} (${error.url})`)).toEqual([]);
});

test("a category link narrows the hits to homes", async ({ page }) => {
  await page.goto(`${origin()}/sok/?s=radhus`);
  await waitForHydration(page);
  const all = await resultCount(page, /^\d+ träffar för ”radhus”$/);
  const categories = page.getByRole("navigation", { name: TEXT.sv.categoriesLabel });
  await categories.getByRole("link", { name: /^Bostäder/ }).click();
  await expect(page).toHaveURL(`${origin()}/sok/?s=radhus&category=residencial`);
  await expect(categories.getByRole("link", { name: /^Bostäder/ })).toHaveAttribute("aria-current", "page");
  // Fewer hits than all categories (some content mentions town houses too), every one a residence.
  await expect(hitLinks(page).first()).toBeVisible();
  const homes = await resultCount(page, /^\d+ träffar för ”radhus”$/);
  expect(homes).toBeGreaterThan(0);
  expect(homes).toBeLessThan(all);
  for (const href of await hitLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
    expect(href).toMatch(/^\/bostader\//);
  }
});

for (const [site, query] of [
  [SV, "radhus"],
  [SITES[1]!, "rekkehus"],
  [SITES[2]!, "rivitalo"],
] as const) {
  const text = TEXT[site.code];
  test(`${site.code}: the header quick search shows grouped results and links to all of them`, async ({ page }) => {
    const errors = collectErrors(page);
    const searches: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/textsearch")) searches.push((request.postDataJSON() as { text: string }).text);
    });
    // The page's clock runs only when told to, so the debounce is measured without waiting.
    await page.clock.install();
    await page.goto(siteUrl(site, "/"));
    await waitForHydration(page);
    await page.getByRole("button", { name: text.searchButton, exact: true }).click();
    const box = page.getByRole("searchbox", { name: text.searchBox });
    await expect(box).toBeFocused();
    await page.clock.pauseAt(Date.now() + 1_000);
    const quick = page.getByRole("region", { name: text.quickResults });

    // One character is too short to search.
    await box.pressSequentially(query.slice(0, 1));
    await page.clock.runFor(1_000);
    expect(searches).toEqual([]);

    // Typing searches once, 300 ms after the last keystroke.
    await box.pressSequentially(query.slice(1));
    await page.clock.runFor(290);
    expect(searches).toEqual([]);
    const searched = page.waitForResponse((r) => r.url().endsWith("/api/textsearch"));
    // The debounce's timer is set by an effect that React runs on its own (real-time) schedule
    // (and the quick search's chunk may still be loading): under load it can be set after the fake
    // clock moved on, so the clock moves on, 100 ms a step, until the search goes.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(100);
          return searches.length;
        },
        { intervals: [50], timeout: 15_000 },
      )
      .toBe(1);
    await searched;
    expect(searches).toEqual([query]);

    await expect(quick).toBeVisible();
    const groups = quick.getByRole("heading", { level: 3 });
    expect(await groups.count()).toBeGreaterThanOrEqual(2);
    for (const heading of await groups.allTextContents()) {
      const name = heading.replace(/ \(\d+\)$/, "");
      expect(text.categories).toContain(name);
      const links = quick.getByRole("list", { name: heading }).getByRole("link");
      const count = await links.count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(3);
    }
    const showAllText = escapeRegExp(text.showAll(0).replace(" (0)", ""));
    const showAll = quick.getByRole("link", { name: new RegExp(`^${showAllText} \\(\\d+\\)$`) });
    const total = Number(/\((\d+)\)$/.exec((await showAll.textContent()) ?? "")?.[1]);
    expect(total).toBeGreaterThan(0);
    await expect(showAll).toHaveAttribute("href", `${site.textSearchPath}?s=${query}`);

    await showAll.click();
    await expect(page).toHaveURL(siteUrl(site, `${site.textSearchPath}?s=${query}`));
    await expect(page.getByText(text.resultCount(total, query))).toBeVisible();
    await expect(hitLinks(page).first()).toBeVisible();
    await waitForHydration(page);
    expect(errors.map((error) => `${error.text} (${error.url})`)).toEqual([]);
  });
}

test("a Norwegian text search finds homes and content", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${origin("no.localhost")}/sok/?s=leilighet`);
  await expect(page.locator("html")).toHaveAttribute("lang", "nb");
  const total = await resultCount(page, /^\d+ treff for «leilighet»$/);
  expect(total).toBeGreaterThan(0);
  await expect(hitLinks(page).first()).toBeVisible();
  const categories = page.getByRole("navigation", { name: TEXT.no.categoriesLabel });
  await expect(categories.getByRole("link", { name: /^Boliger \((?!0\))\d+\)$/ })).toBeVisible();
  await expect(categories.getByRole("link", { name: /^Informasjon \((?!0\))\d+\)$/ })).toBeVisible();
  await waitForHydration(page);
  expect(errors.map((error) => `${error.text} (${error.url})`)).toEqual([]);
});

test("a Finnish text search at /hae/ finds homes and content", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${origin("fi.localhost")}/hae/?s=rivitalo`);
  await expect(page.locator("html")).toHaveAttribute("lang", "fi");
  const total = await resultCount(page, /^\d+ tulosta haulle ”rivitalo”$/);
  expect(total).toBeGreaterThan(0);
  await expect(hitLinks(page).first()).toBeVisible();
  const categories = page.getByRole("navigation", { name: TEXT.fi.categoriesLabel });
  await expect(categories.getByRole("link", { name: /^Asunnot \((?!0\))\d+\)$/ })).toBeVisible();
  await expect(categories.getByRole("link", { name: /^Tietoa \((?!0\))\d+\)$/ })).toBeVisible();
  await waitForHydration(page);
  expect(errors.map((error) => `${error.text} (${error.url})`)).toEqual([]);
});

test("the corporate search finds the company's pages, never homes", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${origin()}/om-oss/sok/?s=uppsala`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const total = await resultCount(page, /^\d+ träffar för ”uppsala”$/);
  expect(total).toBeGreaterThan(0);
  for (const href of await hitLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
    expect(href).not.toMatch(/^\/bostader\//);
  }
  await waitForHydration(page);
  expect(errors.map((error) => `${error.text} (${error.url})`)).toEqual([]);
});
