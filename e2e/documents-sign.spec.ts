import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { collectErrors, origin, waitForHydration } from "./support";

/**
 * Issue 15 ("Must show"): the buyer mid-construction (demo account Anna Lindqvist, README "Demo
 * accounts") logs in; the overview shows the contract waiting and the bell one notification; she
 * opens her documents, signs the purchase contract with BankID through the QR dialog and the
 * bundled simulator's app, the contract turns done and the bell's count drops.
 */

const SV = origin();
const DEMO_PASSWORD = "Demo1234!";

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

test("Anna sees her contract waiting, signs it with BankID, it turns done and the bell's count drops", async ({
  page,
}) => {
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

  // The overview: the contract waits for her, and the bell says so.
  const waiting = page.getByRole("listitem").filter({ hasText: "Dokument att signera" });
  await expect(waiting).toContainText("1 dokument väntar på din signatur eller ditt godkännande.");
  await expect(page.getByRole("button", { name: "Aviseringar, 1 ny" })).toBeVisible();

  await waiting.getByRole("link", { name: "Gå till Mina avtal" }).click();
  await expect(page).toHaveURL(`${SV}/mina-sidor/mina-avtal/`);
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
  // Nothing is waiting any more: the bell has no count, and the overview says so.
  await expect(page.getByRole("button", { name: "Aviseringar", exact: true })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Undermeny för Mina sidor" })
    .getByRole("link", { name: "Översikt" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Dokument att signera" })).toHaveCount(0);
  expect(errors).toEqual([]);
});
