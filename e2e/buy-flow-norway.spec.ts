import { expect, test } from "@playwright/test";
import { bookableHome, expectNoSeriousViolations, HOME_SLOTS, logIn, releaseHold } from "./buy-flow-middle-support";
import { collectErrors, origin, waitForHydration } from "./support";

/**
 * Issue 18 ("Must show", Norway's middle): Jonas Lie (demo account with a verified
 * fødselsnummer) books a Norwegian home that books online, then goes through the steps between
 * personal info and signing: interior choices (by keyboard, the total follows), financing with own
 * funds below 15 % (refused with the 15 % amount) then corrected, his current home, and the sign
 * step shows. axe on each of these steps.
 */

const NO = origin("no.localhost");

const kroner = (amount: number) => `kr\u00a0${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0")}`;

test.afterEach(async ({ page }) => releaseHold(page));

test("Norway's middle: choices, financing below 15 % refused then corrected, current home, then the sign step", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  await logIn(
    page,
    {
      origin: NO,
      path: "/logg-inn/",
      useEmail: "Logg inn med e-post og passord",
      email: "E-postadresse",
      password: "Passord",
      submit: "Logg inn",
    },
    "jonas.lie@nordhem.example",
  );
  await expect(page).toHaveURL(`${NO}/mine-sider/`);

  const home = await bookableHome(page, HOME_SLOTS.no.middle);
  await page.goto(`${NO}/kjop/?objekt=${home.id}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Start bestilling" }).click();

  // Personal info comes prefilled from Jonas's account: on to the choices.
  await expect(page.getByRole("heading", { level: 2, name: "Personopplysninger" })).toBeVisible();
  // The hold loads the flow's page anew: its form works once the page is hydrated.
  await waitForHydration(page);
  await page.getByRole("button", { name: "Neste" }).click();

  // Choices: one radio group per category, the standard chosen; the keyboard picks the oak kitchen.
  await expect(page.getByRole("heading", { level: 2, name: "Tilvalg" })).toBeFocused();
  const kitchen = page.getByRole("group", { name: "Kjøkken" });
  const standard = kitchen.getByRole("radio", { name: /Kjøkken Standard/ });
  await expect(standard).toBeChecked();
  await expectNoSeriousViolations(page);
  await standard.focus();
  await page.keyboard.press("ArrowDown");
  const oak = kitchen.getByRole("radio", { name: /Kjøkken Eik/ });
  await expect(oak).toBeChecked();
  await expect(kitchen).toContainText(`+ ${kroner(42_000)}`);
  const totals = page.getByRole("definition");
  await expect(totals.nth(1)).toHaveText(kroner(42_000));
  await expect(totals.nth(2)).toHaveText(kroner(home.price + 42_000));
  await page.getByRole("button", { name: "Neste" }).click();

  // Financing: the 15 % amount from the start; own funds below it are refused with it.
  await expect(page.getByRole("heading", { level: 2, name: "Finansiering" })).toBeFocused();
  const minimum = Math.ceil(home.price * 0.15);
  await expect(page.getByText(`Minst 15 % av prisen: ${kroner(minimum)}.`)).toBeVisible();
  const ownFunds = page.getByLabel(/^Egenkapital/);
  await ownFunds.fill(String(minimum - 1000));
  await page.getByLabel(/^Lånebeløp/).fill(String(home.price - minimum));
  await page.getByLabel(/^Långiver/).fill("Nordbanken");
  await page.getByRole("button", { name: "Neste" }).click();
  await expect(ownFunds).toBeFocused();
  await expect(ownFunds).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("region", { name: "Rett opp følgende" })).toContainText(
    `Egenkapitalen må være minst 15 % av prisen, ${kroner(minimum)}.`,
  );
  await expectNoSeriousViolations(page);
  // Corrected with spaces as people type amounts; what was typed elsewhere is still there.
  await ownFunds.fill(String(minimum).replace(/\B(?=(\d{3})+(?!\d))/g, " "));
  await expect(page.getByLabel(/^Långiver/)).toHaveValue("Nordbanken");
  await page.getByRole("button", { name: "Neste" }).click();

  // Current home, by keyboard: Tab into the group, arrows choose.
  await expect(page.getByRole("heading", { level: 2, name: "Nåværende bolig" })).toBeFocused();
  await expectNoSeriousViolations(page);
  await page.getByRole("radio", { name: "I en bolig jeg eier" }).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(page.getByRole("radio", { name: "Ja" })).toBeChecked();
  await page.getByLabel(/^Adresse/).fill("Kirkegata 20");
  await page.getByLabel(/^Postnummer/).fill("0153");
  await page.getByLabel(/^Poststed/).fill("Oslo");
  await page.getByLabel(/^Poststed/).press("Enter");

  // The sign step shows; going back shows what was saved.
  await expect(page.getByRole("heading", { level: 2, name: "Signer" })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { level: 2, name: "Nåværende bolig" })).toBeVisible();
  await expect(page.getByLabel(/^Poststed/)).toHaveValue("Oslo");
  await page.goBack();
  await expect(page.getByLabel(/^Egenkapital/)).toHaveValue(String(minimum).replace(/\B(?=(\d{3})+(?!\d))/g, " "));
  expect(errors).toEqual([]);
});
