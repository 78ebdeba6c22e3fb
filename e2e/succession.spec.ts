import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { collectErrors, origin, SITES, waitForHydration } from "./support";

/**
 * The succession (resale) page and a succession stage's page on the Swedish demo site (issue 19):
 * the municipality select with its counts, "show more", a municipality's homes, the stage page,
 * and axe on both. The counts are read from the succession search itself, so the journey holds
 * whatever the demo inventory has.
 */

const SUCCESSION = `${origin()}/maklar-objekt/`;

interface Answer {
  total: number;
  allCount: number;
  municipalities: { name: string; slug: string; count: number }[];
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include("main")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/** The Swedish site's resale homes as the succession search counts them. */
async function successionAnswer(request: APIRequestContext): Promise<Answer> {
  const api = await request.post(`${origin()}/api/residence/search/succession`, { data: { siteId: SITES[0]?.siteId } });
  expect(api.ok()).toBe(true);
  return (await api.json()) as Answer;
}

const optionTexts = (answer: Answer) => [
  `Alla kommuner (${answer.allCount})`,
  ...answer.municipalities.map((m) => `${m.name} (${m.count})`),
];

function cardsOf(page: Page) {
  const results = page.getByRole("region", { name: /^Bostäder till salu via mäklare/ });
  return results.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
}

test("succession search: every municipality counted, and show more", async ({ page, request }) => {
  const errors = collectErrors(page);
  const answer = await successionAnswer(request);
  expect(answer.municipalities.length).toBeGreaterThanOrEqual(4);
  expect(answer.allCount).toBeGreaterThan(12);
  await page.goto(SUCCESSION);
  await waitForHydration(page);

  const select = page.getByLabel("Kommun");
  await expect(select).toHaveValue("");
  await expect(select.locator("option")).toHaveText(optionTexts(answer));
  const cards = cardsOf(page);
  await expect(cards).toHaveCount(6);
  await expect(page.getByText(`Visar 6 av ${answer.allCount} bostäder`).first()).toBeVisible();

  // Show more: six more after the first six, focus on the first new home, the live region says how many.
  const firstSix = await cards.getByRole("heading", { level: 3 }).allTextContents();
  await page.getByRole("button", { name: "Visa fler" }).click();
  await expect(cards).toHaveCount(12);
  await expect(cards.nth(6).getByRole("heading", { level: 3 }).getByRole("link")).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: `Visar 12 av ${answer.allCount} bostäder` })).toHaveCount(1);
  const twelve = await cards.getByRole("heading", { level: 3 }).allTextContents();
  expect(twelve.slice(0, 6)).toEqual(firstSix);
  expect(new Set(twelve).size).toBe(12);

  await expectNoSeriousViolations(page);
  expect(errors).toEqual([]);
});

test("succession search by municipality, then a succession stage page", async ({ page, request }) => {
  const errors = collectErrors(page);
  const answer = await successionAnswer(request);
  const chosen = [...answer.municipalities].sort((a, b) => b.count - a.count)[0];
  if (!chosen) throw new Error("no municipality with resale homes");
  await page.goto(SUCCESSION);
  await waitForHydration(page);

  // One municipality: its homes only, its slug in the URL, every option still counted.
  const select = page.getByLabel("Kommun");
  const cards = cardsOf(page);
  await select.selectOption(chosen.slug);
  await expect(page).toHaveURL(new RegExp(`\\?kommun=${chosen.slug}$`));
  await expect(page.getByRole("status").filter({ hasText: `av ${chosen.count} bostäder` })).toHaveCount(1);
  await expect(cards).toHaveCount(Math.min(6, chosen.count));
  for (const text of await cards.allTextContents()) expect(text).toContain(chosen.name);
  await expect(select.locator("option")).toHaveText(optionTexts(answer));

  // The municipality survives a reload (rendered on the server from the URL).
  await page.reload();
  await expect(page.getByLabel("Kommun")).toHaveValue(chosen.slug);
  await expect(cards).toHaveCount(Math.min(6, chosen.count));

  // A succession stage page: its resale homes, a broker, and the way back.
  await cards
    .first()
    .getByRole("link", { name: /^I projektet / })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Bostäder till salu via mäklare" })).toBeVisible();
  await expect(page.getByRole("table").getByRole("row")).not.toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Kontakta mäklaren" })).toBeVisible();
  await expect(page.getByText(/Extern mäklare|Likvidansvarig/).first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("link", { name: "Alla mäklarobjekt" }).click();
  await expect(page).toHaveURL(SUCCESSION);
  expect(errors).toEqual([]);
});
