import { expect, type Page, test } from "@playwright/test";
import { bookableHome, expectNoSeriousViolations, HOME_SLOTS, releaseHold } from "./buy-flow-middle-support";
import { collectErrors, origin, waitForHydration } from "./support";

/**
 * Issue 18 ("Must show", Finland): Aino Virtanen logs in with the Finnish e-ID in the bundled
 * OpenID Connect simulator, books a Finnish home that books online (5 steps, no payment), gives
 * her financing, signs the booking agreement with a fresh identification in the simulator (the
 * documents' OIDC signing with the buy flow's return path), lands on the success page in its bare
 * layout, opens the purchase notification and finds the signed agreement in My Pages. axe and the
 * keyboard on the sign step, the success page and the purchase notification.
 */

const FI = origin("fi.localhost");
const SITE_ID = "3f2504e0-4f89-41d3-9a0c-0305e82c3306";
const PERSON = "Aino Virtanen";

test.afterEach(async ({ page }) => releaseHold(page));

/** The simulator's login page: Aino, then back to the app. */
async function identifyAtProvider(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("radio", { name: new RegExp(PERSON) }).check();
  await page.getByRole("button", { name: "Tunnistaudu" }).click();
}

test("Finland: financing, sign with the Finnish e-ID, success, the purchase in My Pages", async ({ page }) => {
  // Two round trips through the identity provider and the flow's page loads.
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await page.goto(`${FI}/kirjaudu-sisaan/`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Tunnistaudu", exact: true }).click();
  await identifyAtProvider(page);
  await expect(page).toHaveURL(new RegExp(`^${FI}/(sivuni|suostumus)/`));

  const home = await bookableHome(page, HOME_SLOTS.fi.finland);
  await page.goto(`${FI}/varaus/?objekt=${home.id}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Aloita varaus" }).click();

  // Personal info comes from Aino's account.
  await expect(page.getByRole("heading", { level: 2, name: "Henkilötiedot" })).toBeVisible();
  // While held, the home is reserved in the search (its API, as the search page and the map read it).
  const status = await page.evaluate(
    async ({ siteId, id }) => {
      const response = await fetch("/api/residence/search/by_ids/object", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ siteId, ids: [id] }),
      });
      const { hits } = (await response.json()) as { hits: { id: number; status: string }[] };
      return hits.find((hit) => hit.id === id)?.status ?? null;
    },
    { siteId: SITE_ID, id: home.id },
  );
  expect(status).toBe("reserved");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Seuraava" }).click();

  // Financing: 15 % own funds, the rest a loan.
  await expect(page.getByRole("heading", { level: 2, name: "Rahoitus" })).toBeFocused();
  const minimum = Math.ceil(home.price * 0.15);
  await page.getByLabel(/^Omat varat/).fill(String(minimum));
  await page.getByLabel(/^Lainan määrä/).fill(String(home.price - minimum));
  await page.getByLabel(/^Lainanantaja/).fill("Pohjoispankki");
  await page.getByRole("button", { name: "Seuraava" }).click();

  // Sign: exactly what is signed, the PDF, and the Finnish e-ID.
  await expect(page.getByRole("heading", { level: 2, name: "Allekirjoita" })).toBeVisible();
  const signText = page.getByRole("region", { name: "Tämän allekirjoitat" });
  await expect(signText).toContainText("Aino Virtanen");
  await expect(page.getByRole("link", { name: "Varaussopimus (PDF)" })).toHaveAttribute(
    "href",
    /\/api\/documents\/.+\/file/,
  );
  await expectNoSeriousViolations(page);
  const sign = page.getByRole("button", { name: "Allekirjoita suomalaisella tunnistautumisella" });
  await sign.focus();
  await page.keyboard.press("Enter");
  await identifyAtProvider(page);

  // Back in the flow with #signed: the signature is checked, the booking completed, the success page.
  await expect(page).toHaveURL(new RegExp(`^${FI}/varaus/kirja/success/\\?bokning=`), { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Kiitos! Asunto on varattu" })).toBeVisible();
  // The bare layout of /kirja/success (spec 001 section 2): no site menu.
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expectNoSeriousViolations(page);
  const agreement = page.getByRole("link", { name: "Lataa allekirjoitettu varaussopimus (PDF)" });
  await expect(agreement).toBeVisible();

  // The purchase notification (a page of My Pages), then the signed agreement among the documents.
  await page.getByRole("link", { name: "Kauppa Omilla sivuilla" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kauppa on tehty" })).toBeVisible();
  await expect(page.getByRole("main").getByText(PERSON)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("main").getByRole("link", { name: "Asiakirjat", exact: true }).click();
  await expect(page).toHaveURL(`${FI}/sivuni/asiakirjat/`);
  const booking = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Varaussopimus" }) });
  await expect(booking).toBeVisible();
  await expect(booking).toContainText(`${PERSON} (sinä)`);
  expect(errors).toEqual([]);
});
