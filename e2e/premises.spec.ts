import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { collectErrors, factsOf, origin, setSliderByKeyboard, waitForHydration } from "./support";

/**
 * The premises search of issue 19 (decision 052): filter the premises start page by size with
 * the keyboard and open one; the premises tab of the Swedish home search and its absence in
 * Norway; axe on the premises start pages.
 */

const SV = origin();
const NO = origin("no.localhost");
const FI = origin("fi.localhost");

/** "120 m²" → 120. */
const squareMetres = (text: string) => Number(text.replace(/\s/g, "").replace(",", ".").replace("m²", ""));

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

test("filter premises by size with the keyboard, back restores the list, and open one", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${SV}/lokaler/`);
  await expect(page.getByRole("heading", { level: 1, name: "Lokaler" })).toBeVisible();
  await waitForHydration(page);
  const list = page.getByRole("list", { name: "Lokaler" });
  const all = await list.getByRole("listitem").count();
  expect(all).toBeGreaterThan(3);

  const smallest = page.getByRole("slider", { name: "Minsta storlek" });
  await expect(smallest).toHaveAttribute("aria-valuetext", /^0\sm²$/);
  await setSliderByKeyboard(smallest, 100);
  await expect(smallest).toHaveAttribute("aria-valuetext", /^100\sm²$/);
  await expect(page).toHaveURL(/\/lokaler\/\?minArea=100$/);
  const status = page.getByRole("status").filter({ hasText: /lokal(er)? hittades/ });
  await expect(status).toHaveText(/^\d+ lokal(er)? hittades$/);
  const count = Number(/^(\d+)/.exec((await status.textContent()) ?? "")?.[1]);
  await expect(list.getByRole("listitem")).toHaveCount(count);
  expect(count).toBeLessThan(all);
  for (const facts of await factsOf(list)) expect(squareMetres(facts.Storlek ?? "")).toBeGreaterThanOrEqual(100);

  // The sort is in the URL too; back restores the unsorted, then the unfiltered list.
  const sorted = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/residence/search/premises") &&
      response.request().postDataJSON()?.sort === "premisesSizeAsc",
  );
  await page.getByRole("combobox", { name: "Sortera" }).selectOption({ label: "Storlek, minst först" });
  await expect(page).toHaveURL(/\?minArea=100&sort=premisesSizeAsc$/);
  await sorted;
  await expect
    .poll(async () => {
      const sizes = (await factsOf(list)).map((facts) => squareMetres(facts.Storlek ?? ""));
      return sizes.length === count && sizes.every((size, index) => index === 0 || size >= (sizes[index - 1] ?? 0));
    })
    .toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\?minArea=100$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/lokaler\/$/);
  await expect(list.getByRole("listitem")).toHaveCount(all);

  await page.goForward();
  await expect(list.getByRole("listitem")).toHaveCount(count);
  const first = list.getByRole("listitem").first().getByRole("link");
  const name = (await first.textContent()) ?? "";
  const href = (await first.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/lokaler\/[^/]+\/$/);
  await first.click();
  await expect(page).toHaveURL(`${SV}${href}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  expect(errors).toEqual([]);
});

test("the Swedish home search has a premises tab; the Norwegian has none", async ({ page }) => {
  await page.goto(`${SV}/sok-bostad/`);
  await waitForHydration(page);
  const tabs = page.getByRole("tablist", { name: "Visa resultat som" });
  await expect(tabs.getByRole("tab")).toHaveCount(4);
  await tabs.getByRole("tab", { name: /^Lokaler/ }).click();
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("list", { name: "Lokaler" }).getByRole("listitem").first()).toBeVisible();
  await expect(tabs.getByRole("tab", { name: /^Lokaler\s*\d+$/ })).toHaveAttribute("aria-selected", "true");
  // The choice is remembered (the residenceType cookie): a new visit opens on premises.
  await page.reload();
  await waitForHydration(page);
  await expect(tabs.getByRole("tab", { name: /^Lokaler/ })).toHaveAttribute("aria-selected", "true");
  await panel.getByRole("link", { name: "Visa alla lokaler" }).click();
  await expect(page).toHaveURL(`${SV}/lokaler/`);

  await page.goto(`${NO}/finn-din-bolig/`);
  await waitForHydration(page);
  await expect(page.getByRole("tablist").getByRole("tab")).toHaveCount(3);
  await expect(page.getByRole("tab", { name: /Lokaler/ })).toHaveCount(0);
});

test("axe: the premises start pages in Sweden (list and an empty result) and Finland", async ({ page }) => {
  await page.goto(`${SV}/lokaler/`);
  await waitForHydration(page);
  await expect(page.getByRole("list", { name: "Lokaler" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto(`${SV}/lokaler/?type=restaurant&maxArea=50`);
  await expect(page.getByRole("heading", { name: "Inga lokaler matchar din sökning" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto(`${FI}/liiketilat/`);
  await waitForHydration(page);
  await expect(page.getByRole("slider", { name: "Suurin koko" })).toHaveAttribute("max", "150");
  await expectNoSeriousViolations(page);
});

test("the map view: a marker for each listed premises, the list beneath it, a skip link past it", async ({ page }) => {
  await page.goto(`${SV}/lokaler/?type=office`);
  await waitForHydration(page);
  const list = page.getByRole("list", { name: "Lokaler" });
  const count = await list.getByRole("listitem").count();
  await page.getByRole("button", { name: "Karta", exact: true }).click();
  await expect(page).toHaveURL(/\?type=office&view=map$/);
  const region = page.getByRole("region", { name: "Karta över lokalerna" });
  await expect(region).toBeVisible();
  // Each marker is a link to its premises' page, named by what it is.
  const markers = region.locator("a[data-marker-id]");
  await expect(markers).toHaveCount(count);
  await expect(markers.first()).toHaveAttribute("href", /^\/lokaler\/[^/]+\/$/);
  await expect(markers.first()).toHaveAttribute("aria-label", /, Kontor, \d+\sm², /);
  await expect(list.getByRole("listitem")).toHaveCount(count);
  const skip = page.getByRole("button", { name: "Hoppa förbi kartan till listan" });
  await skip.focus();
  await skip.press("Enter");
  await expect(list.getByRole("link").first()).toBeFocused();
  await expectNoSeriousViolations(page);
});
