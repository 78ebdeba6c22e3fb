import { expect, type Page, test } from "@playwright/test";
import { origin, type ResidenceUrls, residenceUrls, SITES, siteUrl, waitForHydration } from "./support";

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
  ["start (sv)", `${SV}/`],
  ["start (en)", `${SV}/en/`],
  ["start (no)", `${NO}/`],
  ["start (fi)", `${FI}/`],
  ["start (seniorgarden)", `${origin("seniorgarden.localhost")}/`],
  ["start (cooperative)", `${origin("brf.localhost")}/`],
  ["start (entreprenad)", `${origin("entreprenad.localhost")}/`],
  ["corporateAbout", `${SV}/om-oss/`],
  ["newsRoom", `${SV}/om-oss/nyheter/`],
  ["pressRelease", `${SV}/om-oss/nyheter/byggstart-for-kv-tallbacken-i-uppsala/`],
  ["blogList", `${SV}/blogg/`],
  ["blogItem", `${SV}/blogg/sa-planerar-du-flytten-till-din-nya-bostad/`],
  ["inspiration", `${SV}/inspiration/smarta-forvaringslosningar/`],
  ["faq", `${SV}/fragor-och-svar/`],
  ["careerStandard", `${SV}/karriar/`],
  ["availableJobs", `${SV}/karriar/lediga-jobb/`],
  ["campaign", `${SV}/kampanj/vi-bjuder-pa-flytten/`],
  ["customerService", `${SV}/kundservice/`],
  ["sustainabilityStart", `${SV}/hallbarhet/`],
  ["sustainabilityCategory", `${SV}/hallbarhet/klimat-och-energi/`],
  ["referenceProjectStart", `${SV}/referensprojekt/`],
  ["referenceProject", `${SV}/referensprojekt/kv-strandangen-vasteras/`],
  ["standard (cookies)", `${SV}/anvandarvillkor/cookies/`],
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
