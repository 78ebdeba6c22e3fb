import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { collectErrors, origin, waitForHydration } from "./support";

/**
 * Issue 15: the buyer mid-construction (demo account Anna Lindqvist, README "Demo accounts")
 * opens her documents, signs the purchase contract with BankID through the QR dialog and the
 * bundled simulator's app, and the contract turns done.
 */

const SV = origin();
const DEMO_PASSWORD = "Demo1234!";

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

test("Anna signs her purchase contract with BankID and it turns done", async ({ page }) => {
  // Two pages (the site and the simulator's app) and a poll each second: more than the default 30 s under load.
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await page.goto(`${SV}/logga-in/`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Logga in med e-post och lösenord" }).click();
  await page.getByLabel("E-postadress").fill("anna.lindqvist@nordhem.example");
  await page.getByLabel("Lösenord").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Logga in", exact: true }).click();
  await expect(page).toHaveURL(`${SV}/mina-sidor/`);

  await page.goto(`${SV}/mina-sidor/mina-avtal/`);
  const contract = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Köpekontrakt" }) });
  await expect(contract.getByText("Väntar", { exact: true })).toBeVisible();
  const booking = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Bokningsavtal" }) });
  await expect(booking.getByText("Klar", { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  await contract.getByRole("link", { name: "Öppna köpekontrakt" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Köpekontrakt" })).toBeVisible();
  const signText = page.getByRole("region", { name: "Det här signerar du" });
  await expect(signText).toContainText("Jag, Anna Lindqvist, signerar Köpekontrakt");
  await expectNoSeriousViolations(page);
  await waitForHydration(page);

  await page.getByRole("button", { name: "Signera med BankID" }).click();
  const dialog = page.getByRole("dialog", { name: "Signera köpekontrakt" });
  await expect(dialog.getByRole("img", { name: "QR-kod för BankID" })).toBeVisible();
  const popup = page.waitForEvent("popup");
  await dialog.getByRole("link", { name: "Öppna BankID på den här enheten" }).click();
  const simulator = await popup;
  await expect(simulator.getByRole("heading", { name: /Signering startad/ })).toBeVisible();
  // The order names its signer: only Anna can complete it, and the app shows the text she signs.
  await expect(simulator.getByText(/Jag, Anna Lindqvist, signerar Köpekontrakt/)).toBeVisible();
  await simulator.getByRole("button", { name: "Signera" }).click();

  // The site's page goes on polling and then shows the receipt.
  await expect(page).toHaveURL(/\/mina-sidor\/mina-avtal\/\?dokument=[0-9a-f-]+&klart=1$/);
  await expect(page.getByRole("heading", { name: "Klart!" })).toBeVisible();
  await expect(page.getByText("Du har signerat köpekontrakt.")).toBeVisible();
  await expect(page.getByText("Alla köpare är klara: dokumentet är klart.")).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole("link", { name: "Till mina dokument" }).click();
  const signed = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Köpekontrakt" }) });
  await expect(signed.getByText("Klar", { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
