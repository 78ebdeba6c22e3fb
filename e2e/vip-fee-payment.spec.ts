import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { collectErrors, origin, uniqueEmail, waitForHydration } from "./support";

/**
 * Issue 18: a VIP fee paid with Swish in the bundled simulator (decision 046). A new VIP member
 * (campaign code VIP2027, a 1 500 kr fee) opens My Pages' payments page, pays with Swish, approves
 * in the simulator's payer page, and the page says paid. The buy flow's payment step uses the
 * same panel (its journey needs the signing step before it).
 */

const SV = origin();

test("a VIP fee is paid with Swish in the simulator and shows as paid", async ({ page, context }) => {
  const errors = collectErrors(page);
  const registered = await page.request.post(`${SV}/api/account_service/register`, {
    data: {
      firstName: "Vilma",
      lastName: "Swishsson",
      email: uniqueEmail("vip-swish"),
      password: "hemligt123",
      confirmPassword: "hemligt123",
      phoneNumber: "070-123 45 67",
      terms: true,
      campaignCode: "VIP2027",
    },
  });
  expect(registered.status()).toBe(200);
  await page.goto(`${SV}/mina-sidor/betalningar/`);
  await waitForHydration(page);
  const table = page.getByRole("table", { name: "Dina betalningar" });
  await expect(table.getByText("Ej betald")).toBeVisible();

  await table.getByRole("button", { name: /Betala/ }).click();
  const dialog = page.getByRole("dialog", { name: "Betala VIP-avgiften" });
  await expect(dialog.getByText(/^NH-\d+$/)).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "Swish" })).toBeChecked();
  const axe = await new AxeBuilder({ page }).include("dialog").withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  await dialog.getByLabel(/Mobilnummer för Swish/).fill("070-123 45 67");
  await dialog.getByRole("button", { name: "Betala med Swish" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Öppna Swish och godkänn betalningen.");

  // The payer approves in the simulator's "Swish app" (a new tab).
  const [payer] = await Promise.all([
    context.waitForEvent("page"),
    dialog.getByRole("link", { name: "Öppna Swish-simulatorn (testmiljö)" }).click(),
  ]);
  await payer.getByRole("button", { name: "Betala" }).click();
  await expect(payer.getByText("Betalningen är genomförd.")).toBeVisible();
  await payer.close();

  await expect(dialog.getByRole("status")).toHaveText("Betalningen är mottagen.");
  await dialog.getByRole("button", { name: "Stäng" }).click();
  await expect(table.getByText("Betald", { exact: true })).toBeVisible();
  // The server says so too.
  await page.reload();
  await waitForHydration(page);
  await expect(
    page.getByRole("table", { name: "Dina betalningar" }).getByText("Betald", { exact: true }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});
