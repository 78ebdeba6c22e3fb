import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { bookableHome, HOME_SLOTS } from "./buy-flow-middle-support";
import { collectErrors, origin, waitForHydration } from "./support";

/**
 * Issue 18, the booking fee paid through the banks (decision 047): a demo buyer with a verified
 * personnummer (each test its own, so their holds never meet) books a Swedish home, ticks the
 * documents, signs with BankID in the simulator, and pays the fee at the payment step through
 * Nordea's bank page in the bundled simulator: the signed return brings them back to the step, which sees the fee paid and finishes
 * the booking. A second run is declined at Svea's checkout first: back at the step it says so, the fee
 * is unpaid, and a new attempt pays by card.
 *
 * It runs through every part of the buy flow (i18-core, i18-flow, i18-steps, i18-sign and
 * i18-swish): with them merged it passes (npm run build; E2E_PORT=3260 npx playwright test
 * e2e/buy-flow-banks.spec.ts).
 */

const SV = origin();

const DEMO_PASSWORD = "Demo1234!";

// Lets the buyer's hold go: a run that stopped midway must not keep the home or her one booking.
test.afterEach(async ({ page }) => {
  await page
    .evaluate(() => fetch("/api/buyresidence/removebuyresidenceexpire", { credentials: "same-origin" }))
    .catch(() => {});
});

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** Logged in as `email`, a home held, the documents ticked and the agreement signed with BankID: the payment step. */
async function toThePaymentStep(page: Page, email: string, slot: number) {
  await page.goto(`${SV}/logga-in/`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Logga in med e-post och lösenord" }).click();
  await page.getByLabel("E-postadress").fill(email);
  await page.getByLabel("Lösenord").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Logga in", exact: true }).click();
  await expect(page).toHaveURL(`${SV}/mina-sidor/`);
  const home = await bookableHome(page, slot);
  await page.goto(`${SV}/boka/?objekt=${home.id}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Starta bokning" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Personuppgifter" })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Nästa" }).click();

  await expect(page.getByRole("heading", { level: 2, name: "Dokument" })).toBeFocused();
  await page.getByRole("checkbox", { name: "Jag har läst bokningsavtalet och villkoren" }).check();
  await page.getByRole("button", { name: "Nästa" }).click();

  await expect(page.getByRole("heading", { level: 2, name: "Signera" })).toBeVisible();
  await page.getByRole("button", { name: "Signera med BankID" }).click();
  const dialog = page.getByRole("dialog", { name: "Signera bokningsavtalet" });
  const popup = page.waitForEvent("popup");
  await dialog.getByRole("link", { name: "Öppna BankID på den här enheten" }).click();
  const bankId = await popup;
  await bankId.getByRole("button", { name: "Signera" }).click();
  await bankId.close();

  await expect(page.getByRole("heading", { level: 2, name: "Betalning" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Betalsätt" })).toBeVisible();
}

test("Sweden: the booking fee paid through Nordea's bank page, back to the step, the booking done", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  await toThePaymentStep(page, "linnea.strand@nordhem.example", HOME_SLOTS.sv.nordea);
  await expectNoSeriousViolations(page);

  await page.getByRole("radio", { name: "Nordea (direktbetalning)" }).check();
  await page.getByRole("button", { name: "Gå vidare till betalning" }).click();

  // Nordea's page (the simulator): the server's amount, then the payer approves.
  await expect(page.getByRole("heading", { level: 1, name: "Nordea e-betalning" })).toBeVisible();
  await expect(page.getByText("5000.00 SEK")).toBeVisible();
  await page.getByRole("button", { name: "Godkänn betalningen" }).click();

  // The signed return verified, the browser is back at the step, which sees the fee paid and goes on.
  await expect(page).toHaveURL(/\/boka\/(kla?rt\/|\?.*steg=(payment|done))/);
  await expect(page.getByRole("heading", { name: "Tack! Bostaden är bokad" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("Sweden: a card declined at Svea's checkout leaves the fee unpaid, and a new attempt pays by card", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  await toThePaymentStep(page, "johan.lund@nordhem.example", HOME_SLOTS.sv.svea);

  await page.getByRole("radio", { name: "Kort eller faktura (Svea)" }).check();
  await page.getByRole("button", { name: "Gå vidare till betalning" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Svea Checkout" })).toBeVisible();
  await page.getByRole("button", { name: "Neka betalningen" }).click();

  // Back at the step, the fee unpaid: the methods again for a new attempt (a new payment).
  await expect(page).toHaveURL(/\/boka\/\?steg=payment&betalning=/);
  await expect(page.getByText("Betalningen avböjdes.")).toBeVisible();
  await expect(page.getByRole("group", { name: "Betalsätt" })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole("radio", { name: "Kort eller faktura (Svea)" }).check();
  await page.getByRole("button", { name: "Gå vidare till betalning" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Svea Checkout" })).toBeVisible();
  await page.getByRole("radio", { name: "Kort" }).check();
  await page.getByRole("button", { name: "Betala" }).click();

  await expect(page.getByRole("heading", { name: "Tack! Bostaden är bokad" })).toBeVisible();
  expect(errors).toEqual([]);
});
