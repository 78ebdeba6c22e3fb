import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { collectErrors, origin, waitForHydration } from "./support";

/**
 * The not-found home, stage and premises pages (issue 19, decision 057). The old addresses are the
 * demo tombstones of src/db/seed/removed-residences.ts (deterministic: the demo inventory is).
 * Read only: nothing here changes demo data.
 */

const SV = origin();
const NO = origin("no.localhost");
const FI = origin("fi.localhost");

const SOLD_HOME = "/bostader/stockholms-lan/huddinge/fullersta-gard/etapp-1/hus-9901/";
const REMOVED_STAGE_NO = "/boliger/vestland/bergen/landas-torg/trinn-9/";
const SOLD_PREMISES_FI = "/liiketilat/liiketila-kupittaa-kulma/";

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

test("an old link to a sold home: 410, why, similar homes nearby, and on to one of them", async ({ page }) => {
  const errors = collectErrors(page);
  const response = await page.goto(`${SV}${SOLD_HOME}`);
  expect(response?.status()).toBe(410);
  // The page hydrates without errors (the browser reports the document's own 410 as one).
  await waitForHydration(page);
  expect(errors.filter((error) => !/status of 410/.test(error.text))).toEqual([]);
  await expect(page.getByRole("heading", { level: 1, name: "Bostad 9901, Parkgatan 1" })).toBeVisible();
  await expect(page.getByText("Bostaden är såld")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  // A way on: the search, the area and its municipality.
  const wayOn = page.getByRole("navigation", { name: "Gå vidare" });
  await expect(wayOn.getByRole("link", { name: "Sök bostad" })).toHaveAttribute("href", "/sok-bostad/");
  await expect(wayOn.getByRole("link", { name: "Till Fullersta Gård" })).toHaveAttribute(
    "href",
    "/bostader/stockholms-lan/huddinge/fullersta-gard/",
  );
  await expect(wayOn.getByRole("link", { name: "Bostäder i Huddinge" })).toHaveAttribute(
    "href",
    "/bostader/stockholms-lan/huddinge/",
  );

  // Similar homes in the same area, each a link to its page.
  const similar = page.getByRole("region", { name: "Lediga bostäder i Fullersta Gård" });
  const homes = similar.getByRole("heading", { level: 3 }).getByRole("link");
  await expect(homes.first()).toBeVisible();
  expect(await homes.count()).toBeLessThanOrEqual(6);
  const first = homes.first();
  const title = (await first.textContent()) ?? "";
  const href = (await first.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/bostader\/stockholms-lan\/huddinge\/fullersta-gard\/[^/]+\/[^/]+\/$/);
  await first.click();
  await expect(page).toHaveURL(`${SV}${href}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

test("an unknown home address: 404 with homes of its area, and on to the search", async ({ page }) => {
  const response = await page.goto(`${SV}/bostader/stockholms-lan/huddinge/fullersta-gard/etapp-1/hus-4242/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Vi hittar inte bostaden" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Lediga bostäder i Fullersta Gård" }).getByRole("listitem").first(),
  ).toBeVisible();
  await page.getByRole("navigation", { name: "Gå vidare" }).getByRole("link", { name: "Sök bostad" }).click();
  await expect(page).toHaveURL(`${SV}/sok-bostad/`);
});

test.describe("axe on the not-found pages", () => {
  test("axe: notFoundObject (sv, a sold home)", async ({ page }) => {
    await page.goto(`${SV}${SOLD_HOME}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test("axe: notFoundStage (no, a removed stage)", async ({ page }) => {
    const response = await page.goto(`${NO}${REMOVED_STAGE_NO}`);
    expect(response?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1, name: "Landås Torg, trinn 9" })).toBeVisible();
    await expect(page.getByText("Siden er fjernet")).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test("axe: notFoundPremises (fi, sold premises)", async ({ page }) => {
    const response = await page.goto(`${FI}${SOLD_PREMISES_FI}`);
    expect(response?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1, name: "Liiketila, Kupittaa Kulma" })).toBeVisible();
    await expect(page.getByText("Liiketila on myyty")).toBeVisible();
    await expect(page.getByRole("link", { name: "Kaikki liiketilat" })).toHaveAttribute("href", "/liiketilat/");
    await expectNoSeriousViolations(page);
  });
});
