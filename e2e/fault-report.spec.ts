import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { collectErrors, origin, waitForHydration } from "./support";

/**
 * The fault-report wizard (issue 17): a visitor without login through the flow without technical
 * management, a Norwegian resident's reklamasjon after a case login, the draft across a reload,
 * the whole wizard with the keyboard alone, and axe on every step. (The resident, board-member
 * and too-large-file journeys are in e2e/fault-report-steps.spec.ts.)
 */

const SV = origin();
const NO = origin("no.localhost");
const DEMO_PASSWORD = "Demo1234!";

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

async function openWithoutLogin(page: Page): Promise<Locator> {
  await page.goto(`${SV}/kontakt/felanmalan/`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Gör en felanmälan utan inloggning" }).click();
  const wizard = page.getByRole("dialog", { name: "Felanmälan" });
  await expect(wizard.getByRole("heading", { name: "Innan du gör en felanmälan" })).toBeVisible();
  return wizard;
}

/** The steps of the flow without management up to the problem area, by mouse. */
async function fillFirstHalfWithoutManagement(wizard: Locator, options: { axe?: Page } = {}) {
  const axe = async () => {
    if (options.axe) await expectNoSeriousViolations(options.axe);
  };
  await axe();
  await wizard.getByRole("button", { name: "Gå vidare" }).click();
  await expect(wizard.getByText("Vänligen markera att du tagit del av informationen för att gå vidare.")).toBeVisible();
  await wizard.getByLabel("Jag har tagit del av informationen").check();
  await wizard.getByRole("button", { name: "Gå vidare" }).click();

  await expect(wizard.getByRole("heading", { name: "Kontaktuppgifter" })).toBeFocused();
  await expect(wizard.getByText("Steg 1 av 7")).toBeVisible();
  await axe();
  await wizard.getByLabel("Förnamn").fill("Henrik");
  await wizard.getByLabel("Efternamn").fill("Utan");
  await wizard.getByLabel(/^E-post/).fill("henrik.utan@example.se");
  await wizard.getByLabel(/^Telefon/).fill("070-123 45 67");
  await wizard.getByRole("button", { name: "Nästa" }).click();

  await expect(wizard.getByRole("heading", { name: "Förening" })).toBeFocused();
  await axe();
  await wizard.getByRole("button", { name: "Nästa" }).click();
  await expect(wizard.getByText("Du måste bekräfta att du är medlem i föreningens styrelse.")).toBeVisible();
  await wizard.getByLabel("Föreningens namn").fill("Brf Utsikten");
  await wizard.getByLabel("Organisationsnummer").fill("769600-1234");
  await wizard.getByLabel("Jag är ledamot i föreningens styrelse").check();
  await wizard.getByRole("button", { name: "Nästa" }).click();

  await expect(wizard.getByRole("heading", { name: "Adress" })).toBeFocused();
  await wizard.getByRole("radio", { name: "Lägenhet" }).check();
  await wizard.getByLabel("Bostadsnummer").fill("11a");
  await wizard.getByRole("button", { name: "Nästa" }).click();
  await expect(wizard.getByText("Ange ett giltigt antal.")).toBeVisible();
  await expect(wizard.getByText("Fältet måste fyllas i.")).toHaveCount(3);
  await axe();
  await wizard.getByLabel("Bostadsnummer").fill("1101");
  await wizard.getByLabel(/^Adress/).fill("Utsiktsvägen 3");
  await wizard.getByLabel("Postnummer").fill("752 31");
  await wizard.getByLabel("Ort").fill("Uppsala");
  await wizard.getByRole("button", { name: "Nästa" }).click();
  await expect(wizard.getByRole("heading", { name: "Utrymme" })).toBeFocused();
}

/** From the problem area to the done screen, by mouse. */
async function finishReport(wizard: Locator, room: string, description: string, options: { axe?: Page } = {}) {
  const axe = async () => {
    if (options.axe) await expectNoSeriousViolations(options.axe);
  };
  await wizard.getByRole("radio", { name: room }).check();
  await axe();
  await wizard.getByRole("button", { name: /^(Nästa|Neste)$/ }).click();
  await wizard.getByRole("radio", { name: /^(Väggar och tak|Vegger og tak)$/ }).check();
  await axe();
  await wizard.getByRole("button", { name: /^(Nästa|Neste)$/ }).click();
  const describe = wizard.getByLabel(/^(Beskriv felet|Beskriv feilen)/);
  // A detail with FAQ articles shows them first (the optional step).
  await expect(
    describe.or(wizard.getByRole("heading", { name: /^(Det här kan du göra själv|Dette kan du gjøre selv)$/ })),
  ).toBeVisible();
  if (!(await describe.isVisible())) {
    await axe();
    await wizard.getByRole("button", { name: /^(Nästa|Neste)$/ }).click();
  }
  await describe.fill(description);
  await axe();
  await wizard.getByRole("button", { name: /^(Nästa|Neste)$/ }).click();
  await expect(wizard.getByRole("heading", { name: /^(Sammanfattning|Oppsummering)$/ }).first()).toBeVisible();
  await expect(wizard.getByText(description)).toBeVisible();
  await axe();
  await wizard.getByRole("button", { name: /^(Skicka felanmälan|Send reklamasjon)$/ }).click();
}

test.describe("the fault-report wizard", () => {
  test("a visitor without login reports through the flow without technical management", async ({ page }) => {
    const errors = collectErrors(page);
    const wizard = await openWithoutLogin(page);
    await fillFirstHalfWithoutManagement(wizard);
    await finishReport(wizard, "Kök", "Sprickor i taket ovanför diskbänken.");
    await expect(wizard.getByRole("heading", { name: "Tack för din felanmälan!" })).toBeFocused();
    await expect(wizard.getByText(/ärendenummer \d+/)).toBeVisible();
    // Never "can see case" without management.
    await expect(wizard.getByRole("link", { name: "Visa ärendet" })).toHaveCount(0);
    await wizard.getByRole("button", { name: "Stäng" }).click();
    await expect(wizard).toBeHidden();
    expect(errors).toEqual([]);
  });

  test("the draft survives a reload, and cancelling removes it", async ({ page }) => {
    let wizard = await openWithoutLogin(page);
    await wizard.getByLabel("Jag har tagit del av informationen").check();
    await wizard.getByRole("button", { name: "Gå vidare" }).click();
    await wizard.getByLabel("Förnamn").fill("Dora");
    await wizard.getByLabel("Efternamn").fill("Draft");
    await wizard.getByLabel(/^E-post/).fill("dora@example.se");
    await wizard.getByLabel(/^Telefon/).fill("0701234567");
    await wizard.getByRole("button", { name: "Nästa" }).click();
    await expect(wizard.getByRole("heading", { name: "Förening" })).toBeFocused();

    await page.reload();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Gör en felanmälan utan inloggning" }).click();
    wizard = page.getByRole("dialog", { name: "Felanmälan" });
    await expect(wizard.getByRole("heading", { name: "Förening" })).toBeVisible();
    await wizard.getByRole("button", { name: "Föregående" }).click();
    await expect(wizard.getByLabel("Förnamn")).toHaveValue("Dora");
    await expect(wizard.getByLabel(/^E-post/)).toHaveValue("dora@example.se");

    // Cancel: the confirmation, then the wizard closes and the draft is gone.
    await wizard.getByRole("button", { name: "Avbryt felanmälan" }).first().click();
    const confirm = page.getByRole("dialog", { name: "Vill du avbryta felanmälan?" });
    await confirm.getByRole("button", { name: "Ja, avbryt" }).click();
    await expect(wizard).toBeHidden();
    await page.getByRole("button", { name: "Gör en felanmälan utan inloggning" }).click();
    await expect(wizard.getByRole("heading", { name: "Innan du gör en felanmälan" })).toBeVisible();
    await expect(wizard.getByLabel("Jag har tagit del av informationen")).not.toBeChecked();
  });

  test("axe finds nothing serious on any step", async ({ page }) => {
    await page.goto(`${SV}/kontakt/felanmalan/`);
    await waitForHydration(page);
    await expectNoSeriousViolations(page);
    const wizard = await openWithoutLogin(page);
    await fillFirstHalfWithoutManagement(wizard, { axe: page });
    await finishReport(wizard, "Kök", "Fuktfläck på väggen.", { axe: page });
    await expect(wizard.getByRole("heading", { name: "Tack för din felanmälan!" })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test("the whole wizard can be completed with the keyboard alone", async ({ page }) => {
    await page.goto(`${SV}/kontakt/felanmalan/`);
    await waitForHydration(page);
    const start = page.getByRole("button", { name: "Gör en felanmälan utan inloggning" });
    await tabTo(page, start);
    await page.keyboard.press("Enter");
    const wizard = page.getByRole("dialog", { name: "Felanmälan" });

    await tabTo(page, wizard.getByLabel("Jag har tagit del av informationen"));
    await page.keyboard.press("Space");
    await tabTo(page, wizard.getByRole("button", { name: "Gå vidare" }));
    await page.keyboard.press("Enter");

    await expect(wizard.getByRole("heading", { name: "Kontaktuppgifter" })).toBeFocused();
    await typeInto(page, wizard.getByLabel("Förnamn"), "Kim");
    await typeInto(page, wizard.getByLabel("Efternamn"), "Tangent");
    await typeInto(page, wizard.getByLabel(/^E-post/), "kim@example.se");
    await typeInto(page, wizard.getByLabel(/^Telefon/), "0701234567");
    await page.keyboard.press("Enter");

    await expect(wizard.getByRole("heading", { name: "Förening" })).toBeFocused();
    await typeInto(page, wizard.getByLabel("Föreningens namn"), "Brf Tangenten");
    await typeInto(page, wizard.getByLabel("Organisationsnummer"), "769600-1234");
    await tabTo(page, wizard.getByLabel("Jag är ledamot i föreningens styrelse"));
    await page.keyboard.press("Space");
    await tabTo(page, wizard.getByRole("button", { name: "Nästa" }));
    await page.keyboard.press("Enter");

    await expect(wizard.getByRole("heading", { name: "Adress" })).toBeFocused();
    await chooseRadio(page, wizard.getByRole("radio", { name: "Lägenhet" }));
    await typeInto(page, wizard.getByLabel("Bostadsnummer"), "1202");
    await typeInto(page, wizard.getByLabel(/^Adress/), "Tangentvägen 1");
    await typeInto(page, wizard.getByLabel("Postnummer"), "75231");
    await typeInto(page, wizard.getByLabel("Ort"), "Uppsala");
    await page.keyboard.press("Enter");

    await expect(wizard.getByRole("heading", { name: "Utrymme" })).toBeFocused();
    await chooseRadio(page, wizard.getByRole("radio", { name: "Kök" }));
    await tabTo(page, wizard.getByRole("button", { name: "Nästa" }));
    await page.keyboard.press("Enter");
    await chooseRadio(page, wizard.getByRole("radio", { name: "Väggar och tak" }));
    await tabTo(page, wizard.getByRole("button", { name: "Nästa" }));
    await page.keyboard.press("Enter");

    const describe = wizard.getByLabel(/^Beskriv felet/);
    await expect(describe.or(wizard.getByRole("heading", { name: "Det här kan du göra själv" }))).toBeVisible();
    if (!(await describe.isVisible())) {
      await tabTo(page, wizard.getByRole("button", { name: "Nästa" }));
      await page.keyboard.press("Enter");
    }
    await typeInto(page, describe, "Tapeten släpper i hörnet.");
    await tabTo(page, wizard.getByRole("button", { name: "Nästa" }));
    await page.keyboard.press("Enter");

    const send = wizard.getByRole("button", { name: "Skicka felanmälan" });
    await tabTo(page, send);
    await page.keyboard.press("Enter");
    await expect(wizard.getByRole("heading", { name: "Tack för din felanmälan!" })).toBeFocused();
    await tabTo(page, wizard.getByRole("button", { name: "Stäng" }).last());
    await page.keyboard.press("Enter");
    await expect(wizard).toBeHidden();
  });

  test("a Norwegian resident files a reklamasjon after the case login", async ({ page }) => {
    await page.goto(`${NO}/kontakt/reklamasjon/`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Logg inn og send en reklamasjon" }).click();
    const login = page.getByRole("dialog", { name: "Logg inn" });
    await login.getByRole("button", { name: "Logg inn med e-post og passord" }).click();
    await login.getByLabel("E-postadresse").fill("ola.nordmann@nordhem.example");
    await login.getByLabel("Passord").fill(DEMO_PASSWORD);
    await login.getByRole("button", { name: "Logg inn", exact: true }).click();

    // Back on the page, the case login opens the wizard by itself.
    await expect(page).toHaveURL(`${NO}/kontakt/reklamasjon/`);
    const wizard = page.getByRole("dialog", { name: "Reklamasjon" });
    await expect(wizard.getByRole("heading", { name: "Før du sender en reklamasjon" })).toBeVisible();
    await wizard.getByLabel("Jeg har lest informasjonen").check();
    await wizard.getByRole("button", { name: "Gå videre" }).click();

    await expect(wizard.getByRole("heading", { name: "Kontaktopplysninger" })).toBeFocused();
    await expect(wizard.getByLabel("Fornavn")).toHaveAttribute("readonly", "");
    await expectNoSeriousViolations(page);
    await expect(wizard.getByLabel(/^E-post/)).toHaveValue("ola.nordmann@nordhem.example");
    await wizard.getByRole("button", { name: "Neste" }).click();

    await expect(wizard.getByRole("heading", { name: "Adresse" })).toBeFocused();
    await wizard.getByRole("radio", { name: "Leilighet" }).check();
    await wizard.getByRole("button", { name: "Neste" }).click();
    await expect(wizard.getByText("Velg en adresse for å gå videre med reklamasjonen.")).toBeVisible();
    await expectNoSeriousViolations(page);
    await wizard.getByRole("radio", { name: "Solbakkveien 12, leil. 1101" }).check();
    await wizard.getByRole("button", { name: "Neste" }).click();

    await finishReport(wizard, "Kjøkken", "Skapdøren på kjøkkenet henger skjevt.");
    await expect(wizard.getByRole("heading", { name: "Takk for reklamasjonen!" })).toBeFocused();
    // A resident's own apartment: the case can be seen in the errands.
    await expect(wizard.getByRole("link", { name: "Vis saken" })).toHaveAttribute(
      "href",
      /\/mine-sider\/[^?]+\?errandId=[0-9a-f-]{36}$/,
    );
  });
});

/** Presses Tab until the element has the focus (at most 60 times). */
async function tabTo(page: Page, target: Locator) {
  for (let step = 0; step < 60; step++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the element");
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Tabs into the radio group, then moves with the arrow keys until the option is chosen. */
async function chooseRadio(page: Page, option: Locator) {
  const name = await option.getAttribute("name");
  const group = page.locator(`input[type=radio][name="${name}"]`);
  for (let step = 0; step < 60; step++) {
    const inGroup = await page.evaluate(
      (groupName) => (document.activeElement as HTMLInputElement | null)?.name === groupName,
      name,
    );
    if (inGroup) break;
    await page.keyboard.press("Tab");
  }
  if (
    !(await group
      .first()
      .evaluate((element) => (element as HTMLInputElement).name === document.activeElement?.getAttribute("name")))
  )
    throw new Error("Tab never reached the radio group");
  await page.keyboard.press("Space");
  for (let step = 0; step < 30 && !(await option.isChecked()); step++) await page.keyboard.press("ArrowDown");
  await expect(option).toBeChecked();
}
