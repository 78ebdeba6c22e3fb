import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { collectErrors, origin, waitForHydration } from "./support";

/**
 * The My Pages core pages (issue 15): a customer with a booked home (the seeded VIP customer of
 * README "Demo accounts", fee unpaid) logs in, finds what needs them on the overview, and goes by
 * the sub-menu to the timeline (the current phase marked) and, by keyboard alone, to the contacts.
 */

const SV = origin();

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

test("a customer opens the overview, the timeline and the contacts by the sub-menu", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${SV}/logga-in/`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Logga in med e-post och lösenord" }).click();
  await page.getByLabel("E-postadress").fill("vip.sv@nordhem.example");
  await page.getByLabel("Lösenord").fill("Demo1234!");
  await page.getByRole("button", { name: "Logga in", exact: true }).click();
  await expect(page).toHaveURL(`${SV}/mina-sidor/`);

  // The overview: what needs the customer now, each with its way there.
  await expect(page.getByRole("heading", { level: 1, name: "Mina sidor" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Att göra just nu" })).toBeVisible();
  await expect(page.getByText("Du har 1 obetald betalning.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Gå till Betalningar" })).toHaveAttribute(
    "href",
    "/mina-sidor/betalningar/",
  );
  await expect(page.getByText("Nästa steg")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Senaste nytt" })).toBeVisible();
  await expectNoSeriousViolations(page);

  // The timeline by the sub-menu: the phases in order, the current one marked as the step.
  const menu = page.getByRole("navigation", { name: "Undermeny för Mina sidor" });
  await menu.getByRole("link", { name: "Tidslinje" }).click();
  await expect(page).toHaveURL(`${SV}/mina-sidor/tidslinje/`);
  await expect(page.getByRole("heading", { level: 1, name: "Tidslinje" })).toBeVisible();
  const phases = page.getByRole("list", { name: /^Tidslinje för / });
  await expect(phases.getByRole("listitem")).toHaveCount(11);
  await expect(phases.locator('[aria-current="step"]')).toHaveCount(1);
  await expect(phases.locator('[aria-current="step"]')).toContainText("pågår nu");
  await expectNoSeriousViolations(page);

  // The contacts by keyboard alone: Tab to the sub-menu's link, Enter.
  await waitForHydration(page);
  const contactLink = menu.getByRole("link", { name: "Kontakt" });
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press("Tab");
    if (await contactLink.evaluate((link) => link === document.activeElement)) break;
  }
  await expect(contactLink).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${SV}/mina-sidor/kontakt/`);
  await expect(page.getByRole("heading", { level: 1, name: "Kontakt" })).toBeVisible();
  await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Kontakta kundservice" })).toBeVisible();
  await expectNoSeriousViolations(page);
  expect(errors).toEqual([]);
});

test("the booked home and the news: facts, floor plan, timeline and contacts; news of the site and the project", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(`${SV}/logga-in/?referrer=${encodeURIComponent("/mina-sidor/min-bostad/")}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Logga in med e-post och lösenord" }).click();
  await page.getByLabel("E-postadress").fill("vip.sv@nordhem.example");
  await page.getByLabel("Lösenord").fill("Demo1234!");
  await page.getByRole("button", { name: "Logga in", exact: true }).click();
  await expect(page).toHaveURL(`${SV}/mina-sidor/min-bostad/`);

  await expect(page.getByRole("heading", { level: 1, name: "Min bostad" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /^Bostad / })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Planlösning för bostad / })).toBeVisible();
  await expect(page.getByRole("list", { name: /^Tidslinje för / }).locator('[aria-current="step"]')).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Se bostadens sida" })).toHaveAttribute("href", /^\/bostader\//);
  await expectNoSeriousViolations(page);

  await page
    .getByRole("navigation", { name: "Undermeny för Mina sidor" })
    .getByRole("link", { name: "Nyheter" })
    .click();
  await expect(page).toHaveURL(`${SV}/mina-sidor/nyheter/`);
  await expect(page.getByRole("heading", { level: 2, name: "Nu kan du signera dina avtal med BankID" })).toBeVisible();
  await expectNoSeriousViolations(page);
  expect(errors).toEqual([]);
});
