import { expect, type Page, test } from "@playwright/test";
import { bookableHome, expectNoSeriousViolations, HOME_SLOTS, logIn, releaseHold } from "./buy-flow-middle-support";
import { collectErrors, origin, waitForHydration } from "./support";

/**
 * Issue 18 ("Must show"), the buy flow end to end in two countries, through the bundled
 * simulators:
 * - Sweden: Olof Strand (demo account, verified personnummer) finds a home in the search, opens its
 *   page, books it online, sees the hold's countdown and the home reserved in search, adds a
 *   co-buyer, ticks the documents, signs the booking agreement with BankID in the simulator's app,
 *   pays the booking fee with Swish on the simulator's payer page, lands on the success page and
 *   finds the signed agreement in My Pages.
 * - Norway: Ingrid Haugen logs in with the Norwegian e-ID, books a home, gives her details, her
 *   interior choices, her financing (own funds below 15 % refused, then corrected), her current
 *   home, signs with the Norwegian e-ID at the OIDC simulator, pays through Nordea's bank page and
 *   lands on the success page.
 * axe on every step they pass; the keyboard where a step invites it.
 */

const SV = origin();
const NO = origin("no.localhost");
const SV_SITE_ID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const NO_SITE_ID = "3f2504e0-4f89-41d3-9a0c-0305e82c3305";

interface SearchHit {
  id: number;
  url: string;
  status: string;
  minRooms: number | null;
  minPrice: number | null;
}

test.afterEach(async ({ page }) => releaseHold(page));

/** The home as the search's read model has it (its url, rooms, price and status). */
async function hitOf(page: Page, siteId: string, id: number): Promise<SearchHit> {
  const hit = await page.evaluate(
    async ({ site, home }) => {
      const response = await fetch("/api/residence/search/by_ids/object", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ siteId: site, ids: [home] }),
      });
      const { hits } = (await response.json()) as { hits: SearchHit[] };
      return hits.find((candidate) => candidate.id === home) ?? null;
    },
    { site: siteId, home: id },
  );
  if (!hit) throw new Error(`home ${id} is not in the search`);
  return hit;
}

test("Sweden: search, book, countdown, reserved, co-buyer, documents, BankID, Swish, success, My Pages", async ({
  page,
}) => {
  // Two simulator pages and the flow's page loads between the steps.
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await test.step("log in", () =>
    logIn(
      page,
      {
        origin: SV,
        path: "/logga-in/",
        useEmail: "Logga in med e-post och lösenord",
        email: "E-postadress",
        password: "Lösenord",
        submit: "Logga in",
      },
      "olof.strand@nordhem.example",
    ));
  await expect(page).toHaveURL(`${SV}/mina-sidor/`);
  const home = await test.step("a home that books online", () => bookableHome(page, HOME_SLOTS.sv.sweden));
  const hit = await hitOf(page, SV_SITE_ID, home.id);

  // The search, narrowed to the home's price and rooms: the home is among the results, for sale.
  const search = `${SV}/sok-bostad/?minPrice=${hit.minPrice}&maxPrice=${hit.minPrice}&minRooms=${hit.minRooms}&maxRooms=${hit.minRooms}#object`;
  await test.step("the search finds it for sale; its page", async () => {
    await page.goto(search);
    await waitForHydration(page);
    const homes = page.getByRole("list", { name: "Bostäder som matchar" });
    const card = homes.getByRole("listitem").filter({ has: page.locator(`a[href="${hit.url}"]`) });
    await expect(card.getByText("Till salu", { exact: true })).toBeVisible();
    await card.getByRole("link").first().click();
    await expect(page).toHaveURL(`${SV}${hit.url}`);
    await waitForHydration(page);
  });

  await test.step("book online: start, the hold's countdown, reserved in search", async () => {
    await page.getByRole("link", { name: "Boka online" }).click();
    await expect(page).toHaveURL(`${SV}/boka/?objekt=${home.id}`);
    await expect(page.getByText(/reserveras hemmet åt dig i 20 minuter/)).toBeVisible();
    await expectNoSeriousViolations(page);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Starta bokning" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Personuppgifter" })).toBeVisible();
    await expect(page.getByTestId("hold-time-left")).toHaveText(/^(20:00|19:[0-5]\d)$/);
    expect((await hitOf(page, SV_SITE_ID, home.id)).status).toBe("reserved");
    await expectNoSeriousViolations(page);
  });

  await test.step("the search and the home's page show it reserved", async () => {
    const searchPage = await page.context().newPage();
    await searchPage.goto(search);
    const reserved = searchPage
      .getByRole("list", { name: "Bostäder som matchar" })
      .getByRole("listitem")
      .filter({ has: searchPage.locator(`a[href="${hit.url}"]`) });
    await expect(reserved.getByText("Reserverad", { exact: true })).toBeVisible();
    // Its page says so too, and offers no booking.
    await searchPage.goto(`${SV}${hit.url}`);
    await waitForHydration(searchPage);
    await expect(searchPage.getByRole("article").getByText("Reserverad", { exact: true }).first()).toBeVisible();
    await expect(searchPage.getByRole("link", { name: "Boka online" })).toHaveCount(0);
    await searchPage.close();
  });

  await test.step("personal info with a co-buyer", async () => {
    await waitForHydration(page);
    await page.getByRole("button", { name: "Lägg till medköpare" }).click();
    const coBuyer = page.getByRole("group", { name: "Medköpare 1" });
    await expect(coBuyer.getByLabel("Förnamn")).toBeFocused();
    await page.keyboard.type("Erik");
    await coBuyer.getByLabel("Efternamn").fill("Johansson");
    await coBuyer.getByLabel("Personnummer").fill("199001012385");
    await coBuyer.getByLabel("E-post").fill(`erik.${Date.now()}@example.se`);
    await coBuyer.getByLabel("Telefon").fill("0701234567");
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Nästa" }).click();
  });

  await test.step("documents: the tick by keyboard", async () => {
    await expect(page.getByRole("heading", { level: 2, name: "Dokument" })).toBeFocused();
    await expect(page.getByRole("link", { name: "Bokningsavtal" })).toBeVisible();
    await expectNoSeriousViolations(page);
    const tick = page.getByRole("checkbox", { name: "Jag har läst bokningsavtalet och villkoren" });
    await tick.focus();
    await page.keyboard.press("Space");
    await expect(tick).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Nästa" })).toBeFocused();
    await page.keyboard.press("Enter");
  });

  await test.step("sign with BankID in the simulator's app", async () => {
    await expect(page.getByRole("heading", { level: 2, name: "Signera" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Det här signerar du" })).toContainText("Olof Strand");
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Signera med BankID" }).click();
    const dialog = page.getByRole("dialog", { name: "Signera bokningsavtalet" });
    await expect(dialog.getByRole("img", { name: "QR-kod för BankID" })).toBeVisible();
    const popup = page.waitForEvent("popup");
    await dialog.getByRole("link", { name: "Öppna BankID på den här enheten" }).click();
    const app = await popup;
    await expect(app.getByRole("heading", { name: /Signering startad/ })).toBeVisible();
    // The app's tab stays open, as the BankID app would (closing it mid-answer can hang Chromium).
    await app.getByRole("button", { name: "Signera" }).click();
  });

  await test.step("pay the booking fee with Swish on the simulator's payer page", async () => {
    await expect(page.getByRole("heading", { level: 2, name: "Betalning" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Swish" })).toBeChecked();
    await expectNoSeriousViolations(page);
    const phone = page.getByLabel("Mobilnummer för Swish");
    await phone.fill("070-123 45 67");
    await phone.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Öppna Swish och godkänn betalningen." })).toBeVisible();
    const popup = page.waitForEvent("popup");
    await page.getByRole("link", { name: "Öppna Swish-simulatorn (testmiljö)" }).click();
    const swish = await popup;
    await expect(swish.getByRole("heading", { level: 1, name: "Swish (simulator)" })).toBeVisible();
    await swish.getByRole("button", { name: "Betala" }).click();
    await expect(swish.getByRole("status")).toBeVisible();
  });

  await test.step("the success page, then the signed agreement in My Pages", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Tack! Bostaden är bokad" })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole("link", { name: "Ladda ner det signerade bokningsavtalet (PDF)" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Tidslinjen för ditt projekt" })).toHaveAttribute(
      "href",
      "/mina-sidor/tidslinje/",
    );
    await expectNoSeriousViolations(page);
    // Booked: no longer for sale in search.
    expect((await hitOf(page, SV_SITE_ID, home.id)).status).not.toBe("forSale");

    await page.getByRole("link", { name: "Dina dokument på Mina sidor" }).click();
    const agreement = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Bokningsavtal" }) })
      .filter({ hasText: "Olof Strand (du)" });
    await expect(agreement.first()).toBeVisible();
    await expect(agreement.first().getByText("Klar", { exact: true })).toBeVisible();

    // The project's timeline has the home's stage.
    await page
      .getByRole("navigation", { name: "Undermeny för Mina sidor" })
      .getByRole("link", { name: "Tidslinje" })
      .click();
    await expect(page).toHaveURL(`${SV}/mina-sidor/tidslinje/`);
    await expect(page.getByRole("heading", { level: 2, name: home.stageName })).toBeVisible();
  });
  expect(errors).toEqual([]);
});

test("Norway: choices, financing below 15 % refused then corrected, accommodation, Norwegian e-ID, Nordea, success", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  const person = "Ingrid Haugen";
  const identify = async () => {
    // The bundled OpenID Connect test provider's page: choose the person, then back to the site.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("radio", { name: new RegExp(person) }).check();
    await page.getByRole("button", { name: "Logg inn" }).click();
  };
  await test.step("log in with the Norwegian e-ID", async () => {
    await page.goto(`${NO}/logg-inn/`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Logg inn med BankID", exact: true }).click();
    await identify();
    await expect(page).toHaveURL(new RegExp(`^${NO}/(mine-sider|samtykke)/`));
  });

  const home = await test.step("a home that books online", () => bookableHome(page, HOME_SLOTS.no.norway));
  await page.goto(`${NO}/kjop/?objekt=${home.id}`);
  await waitForHydration(page);
  await expectNoSeriousViolations(page);
  const start = page.getByRole("button", { name: "Start bestilling" });
  await start.focus();
  await page.keyboard.press("Enter");

  await test.step("personal info, then reserved in search", async () => {
    await expect(page.getByRole("heading", { level: 2, name: "Personopplysninger" })).toBeVisible();
    await expect(page.getByTestId("hold-time-left")).toBeVisible();
    expect((await hitOf(page, NO_SITE_ID, home.id)).status).toBe("reserved");
    await expectNoSeriousViolations(page);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Neste" }).click();
  });

  await test.step("choices by keyboard", async () => {
    await expect(page.getByRole("heading", { level: 2, name: "Tilvalg" })).toBeFocused();
    await expectNoSeriousViolations(page);
    const kitchen = page.getByRole("group", { name: "Kjøkken" });
    await kitchen.getByRole("radio", { name: /Kjøkken Standard/ }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(kitchen.getByRole("radio", { name: /Kjøkken Eik/ })).toBeChecked();
    await page.getByRole("button", { name: "Neste" }).click();
  });

  await test.step("financing: below 15 % refused, then corrected", async () => {
    await expect(page.getByRole("heading", { level: 2, name: "Finansiering" })).toBeFocused();
    const minimum = Math.ceil(home.price * 0.15);
    const ownFunds = page.getByLabel(/^Egenkapital/);
    await ownFunds.fill(String(minimum - 1000));
    await page.getByLabel(/^Lånebeløp/).fill(String(home.price - minimum));
    await page.getByLabel(/^Långiver/).fill("Nordbanken");
    await page.getByRole("button", { name: "Neste" }).click();
    await expect(ownFunds).toBeFocused();
    await expect(ownFunds).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("region", { name: "Rett opp følgende" })).toContainText(
      "Egenkapitalen må være minst 15 % av prisen",
    );
    await expectNoSeriousViolations(page);
    await ownFunds.fill(String(minimum));
    await ownFunds.press("Enter");
  });

  await test.step("current home by keyboard", async () => {
    await expect(page.getByRole("heading", { level: 2, name: "Nåværende bolig" })).toBeFocused();
    await expectNoSeriousViolations(page);
    await page.getByRole("radio", { name: "I en bolig jeg eier" }).focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await page.getByLabel(/^Adresse/).fill("Solbakkveien 12");
    await page.getByLabel(/^Postnummer/).fill("0153");
    await page.getByLabel(/^Poststed/).fill("Oslo");
    await page.getByLabel(/^Poststed/).press("Enter");
  });

  await test.step("sign with the Norwegian e-ID at the provider", async () => {
    await expect(page.getByRole("heading", { level: 2, name: "Signer" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Dette signerer du" })).toContainText(person);
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Signer med BankID (Norge)" }).click();
    await identify();
  });

  await test.step("pay through Nordea's bank page", async () => {
    await expect(page.getByRole("heading", { level: 2, name: "Betaling" })).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousViolations(page);
    await page.getByRole("radio", { name: "Nordea (nettbankbetaling)" }).check();
    await page.getByRole("button", { name: "Gå videre til betaling" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Nordea e-betalning" })).toBeVisible();
    await page.getByRole("button", { name: "Godkänn betalningen" }).click();
  });

  await test.step("the success page", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Takk! Boligen er bestilt" })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(new RegExp(`^${NO}/kjop/`));
    await expectNoSeriousViolations(page);
  });
  // The simulators' own pages have no favicon: only the site's errors count.
  expect(errors.filter((error) => error.url.startsWith(NO))).toEqual([]);
});
