import { expect, test } from "@playwright/test";
import { bookableHome, expectNoSeriousViolations, HOME_SLOTS, logIn, releaseHold } from "./buy-flow-middle-support";
import { collectErrors, origin, waitForHydration } from "./support";

/**
 * Issue 18, Sweden's documents step: Elsa Nord (demo account with a verified personnummer)
 * books a Swedish home; the documents step lists the booking agreement and the terms as PDFs made
 * from her booking, the tick is needed (the spec's message), and by keyboard she ticks it and goes
 * on to signing. axe on the step.
 */

const SV = origin();

test.afterEach(async ({ page }) => releaseHold(page));

test("Sweden's documents: the agreement and terms as PDFs, the tick required, then the sign step", async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  await logIn(
    page,
    {
      origin: SV,
      path: "/logga-in/",
      useEmail: "Logga in med e-post och lösenord",
      email: "E-postadress",
      password: "Lösenord",
      submit: "Logga in",
    },
    "elsa.nord@nordhem.example",
  );
  await expect(page).toHaveURL(`${SV}/mina-sidor/`);

  const home = await bookableHome(page, HOME_SLOTS.sv.documents);
  await page.goto(`${SV}/boka/?objekt=${home.id}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Starta bokning" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Personuppgifter" })).toBeVisible();
  // The hold loads the flow's page anew: its form works once the page is hydrated.
  await waitForHydration(page);
  await page.getByRole("button", { name: "Nästa" }).click();

  await expect(page.getByRole("heading", { level: 2, name: "Dokument" })).toBeFocused();
  const agreement = page.getByRole("link", { name: "Bokningsavtal" });
  await expect(agreement).toBeVisible();
  await expect(page.getByRole("listitem").filter({ has: agreement })).toContainText(/\(PDF, \d+ kB\)/);
  await expect(page.getByRole("link", { name: "Bokningsvillkor" })).toBeVisible();

  // The agreement downloads as a PDF of her booking.
  const href = await agreement.getAttribute("href");
  const pdf = await page.evaluate(async (url) => {
    const response = await fetch(url ?? "");
    return { type: response.headers.get("content-type"), start: (await response.text()).slice(0, 5) };
  }, href);
  expect(pdf).toEqual({ type: "application/pdf", start: "%PDF-" });

  // Without the tick: the spec's message under it, focus on it.
  await page.getByRole("button", { name: "Nästa" }).click();
  const tick = page.getByRole("checkbox", { name: "Jag har läst bokningsavtalet och villkoren" });
  await expect(tick).toBeFocused();
  await expect(
    page.getByText("Vänligen markera att du tagit del av informationen för att gå vidare.").first(),
  ).toBeVisible();
  await expectNoSeriousViolations(page);

  // By keyboard: tick, Tab to Next, Enter.
  await page.keyboard.press("Space");
  await expect(tick).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Nästa" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: "Signera" })).toBeVisible();
  expect(errors).toEqual([]);
});
