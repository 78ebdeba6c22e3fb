import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { bookableHome, HOME_SLOTS } from "./buy-flow-middle-support";
import { collectErrors, origin, waitForHydration } from "./support";

/**
 * Issue 18, the buy flow's first steps in Sweden (decision 050): a verified demo customer opens a
 * bookable home's page, books it online, sees the hold's countdown, the home shows as reserved
 * in search, adds a co-buyer (their own identity number is refused, then corrected) and goes on
 * to the documents step; an expired hold shows its message and frees the home. The later steps
 * are the other parts' journeys.
 */

const SV = origin();
const SV_SITE_ID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const DEMO_PASSWORD = "Demo1234!";

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

async function logIn(page: Page, email: string) {
  await page.goto(`${SV}/logga-in/`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Logga in med e-post och lösenord" }).click();
  await page.getByLabel("E-postadress").fill(email);
  await page.getByLabel("Lösenord").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Logga in", exact: true }).click();
  await expect(page).toHaveURL(`${SV}/mina-sidor/`);
}

async function homeStatusInSearch(request: APIRequestContext, id: number): Promise<string | undefined> {
  const response = await request.post(`${SV}/api/residence/search/by_ids/object`, {
    data: { siteId: SV_SITE_ID, ids: [id] },
  });
  const { hits } = (await response.json()) as { hits: { id: number; status: string }[] };
  return hits.find((hit) => hit.id === id)?.status;
}

test("a verified buyer books a home online: countdown, reserved in search, a co-buyer, on to documents", async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  await logIn(page, "ida.berglund@nordhem.example");
  const home = await bookableHome(page, HOME_SLOTS.sv.bookOnline);

  await page.goto(`${SV}${home.url}`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Boka online" }).click();
  await expect(page).toHaveURL(`${SV}/boka/?objekt=${home.id}`);
  const progress = page.getByRole("navigation", { name: "Bokningens steg" });
  await expect(progress.locator('[aria-current="step"]')).toHaveText("1. Starta bokning");
  await expect(page.getByText(/reserveras hemmet åt dig i 20 minuter/)).toBeVisible();
  await expectNoSeriousViolations(page);

  await waitForHydration(page);
  await page.getByRole("button", { name: "Starta bokning" }).click();
  await expect(page).toHaveURL(`${SV}/boka/?steg=personal-info`);
  await expect(page.getByRole("heading", { level: 2, name: "Personuppgifter" })).toBeVisible();
  await expect(page.getByTestId("hold-time-left")).toHaveText(/^(20:00|19:5\d)$/);
  await expect(progress.locator('[aria-current="step"]')).toHaveText("2. Personuppgifter");
  // The hold shows in search at once (the read model follows the home's status).
  expect(await homeStatusInSearch(request, home.id)).toBe("reserved");
  await expectNoSeriousViolations(page);

  await waitForHydration(page);
  await page.getByRole("button", { name: "Lägg till medköpare" }).click();
  const coBuyer = page.getByRole("group", { name: "Medköpare 1" });
  await expect(coBuyer.getByLabel("Förnamn")).toBeFocused();
  await coBuyer.getByLabel("Förnamn").fill("Erik");
  await coBuyer.getByLabel("Efternamn").fill("Johansson");
  // Ida's own number: one person cannot be in the booking twice (the server knows her number).
  await coBuyer.getByLabel("Personnummer").fill("199302142386");
  await coBuyer.getByLabel("E-post").fill("erik.johansson@example.se");
  await coBuyer.getByLabel("Telefon").fill("0701234567");
  await page.getByRole("button", { name: "Nästa" }).click();
  const identity = coBuyer.getByLabel("Personnummer");
  await expect(identity).toHaveAttribute("aria-invalid", "true");
  await expect(identity).toBeFocused();
  await expect(coBuyer.getByText("Två personer i bokningen kan inte ha samma personnummer.")).toBeVisible();
  await expectNoSeriousViolations(page);

  await identity.fill("199001012385");
  await page.getByRole("button", { name: "Nästa" }).click();
  await expect(page).toHaveURL(`${SV}/boka/?steg=documents`);
  await expect(page.getByRole("heading", { level: 2, name: "Dokument" })).toBeFocused();

  // A reload continues the same booking; going back shows what was saved.
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Dokument" })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Tillbaka" }).click();
  await expect(page).toHaveURL(`${SV}/boka/?steg=personal-info`);
  await expect(page.getByRole("group", { name: "Medköpare 1" }).getByLabel("Personnummer")).toHaveValue("199001012385");
  // The refused co-buyer's 400 is the browser's only complaint.
  expect(errors.filter((error) => !error.url.endsWith("/api/buyresidence/step/personal-info"))).toEqual([]);
});

test("an expired hold says so, stops the steps and frees the home; all by keyboard", async ({ page, request }) => {
  await page.clock.install();
  await logIn(page, "oskar.wik@nordhem.example");
  const home = await bookableHome(page, HOME_SLOTS.sv.expiredHold);

  await page.goto(`${SV}/boka/?objekt=${home.id}`);
  await waitForHydration(page);
  const start = page.getByRole("button", { name: "Starta bokning" });
  await start.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${SV}/boka/?steg=personal-info`);
  await expect(page.getByTestId("hold-time-left")).toBeVisible();
  await waitForHydration(page);

  // Keyboard through the step: the e-mail field is reached by Tab and typed into.
  const email = page.getByLabel("E-post", { exact: false }).first();
  await email.focus();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("oskar.ny@example.se");
  await expect(email).toHaveValue("oskar.ny@example.se");

  // The hold runs out on the server (developer tools), and the browser's clock reaches zero.
  const expired = await page.request.post(`${SV}/api/developer/buyresidence/expire-hold`);
  expect(expired.status()).toBe(200);
  await page.clock.fastForward("21:00");
  const alert = page.getByRole("alert").filter({ hasText: "hemmet är ledigt för andra igen" });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("link", { name: "Tillbaka till hemmet" })).toHaveAttribute("href", home.url);
  await expect(page.getByRole("button", { name: "Nästa" })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // The home is free for others again: bookable, and for sale in search.
  expect(await (await request.get(`${SV}/api/booking/is_bookable/${home.id}`)).json()).toBe(true);
  expect(await homeStatusInSearch(request, home.id)).toBe("forSale");
});

test("the info and error pages, and a visitor's start: clear, axe-clean, with the ways on", async ({ page }) => {
  await page.goto(`${SV}/boka/info/`);
  await expect(page.getByRole("heading", { level: 2, name: "Så går det till" })).toBeVisible();
  await expect(page.getByText("Swish", { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto(`${origin("no.localhost")}/kjop/info/`);
  await expect(page.getByRole("heading", { level: 2, name: "Slik går det til" })).toBeVisible();
  await expect(page.getByText("Direktebetaling via Nordea")).toBeVisible();

  await page.goto(`${SV}/boka/fel/?orsak=expired`);
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Något gick fel. Försök igen om en stund.");
  await expect(alert).toContainText("Din reservation gick ut");
  await expect(alert).toContainText("Felkod 0");
  await expect(page.getByRole("link", { name: "Sök bostad" })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto(`${SV}/boka/`);
  await expect(page.getByText("Välj ett hem att boka på hemmets sida.")).toBeVisible();
  await expectNoSeriousViolations(page);
});
