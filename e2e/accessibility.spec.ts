import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

/** One page of every template the shell renders today, across sites and languages. */
const PAGES: [string, string][] = [
  ["start (sv)", "http://localhost:3100/"],
  ["start (en)", "http://localhost:3100/en/"],
  ["start (no)", "http://no.localhost:3100/"],
  ["start (fi)", "http://fi.localhost:3100/"],
  ["start (seniorgarden)", "http://seniorgarden.localhost:3100/"],
  ["start (cooperative)", "http://brf.localhost:3100/"],
  ["start (entreprenad)", "http://entreprenad.localhost:3100/"],
  ["corporateAbout", "http://localhost:3100/om-oss/"],
  ["newsRoom", "http://localhost:3100/om-oss/nyheter/"],
  ["pressRelease", "http://localhost:3100/om-oss/nyheter/byggstart-for-kv-tallbacken-i-uppsala/"],
  ["blogList", "http://localhost:3100/blogg/"],
  ["blogItem", "http://localhost:3100/blogg/sa-planerar-du-flytten-till-din-nya-bostad/"],
  ["inspiration", "http://localhost:3100/inspiration/smarta-forvaringslosningar/"],
  ["faq", "http://localhost:3100/fragor-och-svar/"],
  ["careerStandard", "http://localhost:3100/karriar/"],
  ["availableJobs", "http://localhost:3100/karriar/lediga-jobb/"],
  ["campaign", "http://localhost:3100/kampanj/vi-bjuder-pa-flytten/"],
  ["customerService", "http://localhost:3100/kundservice/"],
  ["sustainabilityStart", "http://localhost:3100/hallbarhet/"],
  ["sustainabilityCategory", "http://localhost:3100/hallbarhet/klimat-och-energi/"],
  ["referenceProjectStart", "http://localhost:3100/referensprojekt/"],
  ["referenceProject", "http://localhost:3100/referensprojekt/kv-strandangen-vasteras/"],
  ["standard (cookies)", "http://localhost:3100/anvandarvillkor/cookies/"],
  ["placeholder (search)", "http://localhost:3100/sok-bostad/"],
  ["placeholder (login, no)", "http://no.localhost:3100/logg-inn/"],
  ["notFound", "http://localhost:3100/finns-inte/"],
  ["notFound (fi)", "http://fi.localhost:3100/ei-ole/"],
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
  await page.goto("http://localhost:3100/");
  await page.waitForLoadState("networkidle");
  for (const name of ["Sök", "Språk", "Meny"]) {
    await page.getByRole("button", { name, exact: true }).click();
    await expectNoSeriousViolations(page);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page);
});
