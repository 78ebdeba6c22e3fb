import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { collectErrors, origin, outboxFor, waitForHydration } from "./support";

/**
 * Saved searches with alerts (issue 15): a customer saves the search from the search page (a bad
 * name keeps what was typed and says why), a matching home is released through the developer
 * route (as `npm run demo:release-home` does), the alerts job runs now (its developer route: no
 * waiting for the schedule), and the developer mailbox shows the digest with the home's link.
 * The list in My Pages then turns the search's alerts off.
 */

const SV = origin();
const EMAIL = "anna.lindqvist@nordhem.example";

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

test("a saved search gets an alert e-mail after a matching home is released", async ({ page }) => {
  const errors = collectErrors(page);
  // An anonymous visitor is offered the login, which returns to the search.
  await page.goto(`${SV}/sok-bostad/`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Spara sökning" }).click();
  const offer = page.getByRole("dialog", { name: "Spara sökning" });
  await offer.getByRole("link", { name: "Logga in för att spara sökningen" }).click();
  await expect(page).toHaveURL(/referrer=%2Fsok-bostad%2F/);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Logga in med e-post och lösenord" }).click();
  await page.getByLabel("E-postadress").fill(EMAIL);
  await page.getByLabel("Lösenord").fill("Demo1234!");
  await page.getByRole("button", { name: "Logga in", exact: true }).click();
  await expect(page).toHaveURL(`${SV}/sok-bostad/`);
  await waitForHydration(page);

  await page.getByRole("button", { name: "Spara sökning" }).click();
  const dialog = page.getByRole("dialog", { name: "Spara sökning" });
  const name = dialog.getByLabel("Namn på sökningen");
  await expect(name).toHaveValue("Alla bostäder");
  // A name with markup is refused at the field; what was typed stays.
  await name.fill("Alla <bostäder>");
  await dialog.getByRole("button", { name: "Spara", exact: true }).click();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveValue("Alla <bostäder>");
  await expectNoSeriousViolations(page);
  await name.fill("Hela Sverige");
  await dialog.getByRole("button", { name: "Spara", exact: true }).click();
  await expect(dialog.getByText("Sökningen är sparad.")).toBeVisible();

  // A home is released (the sales system's change); the alerts job runs now.
  const released = await page.request.post(`${SV}/api/dev/residences/release`, { data: {} });
  expect(released.status()).toBe(200);
  const home = (await released.json()) as { url: string };
  const run = await page.request.post(`${SV}/api/dev/saved_searches/run_alerts`);
  expect(run.status()).toBe(200);
  expect(((await run.json()) as { sent: number }).sent).toBeGreaterThanOrEqual(1);

  const [alert] = (await outboxFor(page.request, EMAIL)).filter((m) => m.subject.includes("Hela Sverige"));
  expect(alert?.subject).toBe("Nya bostäder för din sökning Hela Sverige");
  await page.goto(`${SV}/dev/mailbox?to=${encodeURIComponent(EMAIL)}`);
  await expect(page.getByText("Nya bostäder för din sökning Hela Sverige").first()).toBeVisible();
  expect(alert?.text).toContain(`${SV}${home.url}`);

  // The list in My Pages: the search, its alerts turned off.
  await page.goto(`${SV}/mina-sidor/sparade-sokningar/`);
  await waitForHydration(page);
  await expect(page.getByRole("link", { name: "Öppna sökningen Hela Sverige" })).toBeVisible();
  const alerts = page.getByRole("checkbox", { name: "Bevakning via e-post" });
  await expect(alerts).toBeChecked();
  // The change is saved before the reload (the box turns at once; its PATCH may still be on its way).
  const saved = page.waitForResponse(
    (response) => response.url().includes("/api/saved_searches/") && response.request().method() === "PATCH",
  );
  await alerts.uncheck();
  await expect(alerts).not.toBeChecked();
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Bevakning via e-post" })).not.toBeChecked();
  await expectNoSeriousViolations(page);
  // The developer mailbox is a bare page: the browser's own favicon request is not ours.
  expect(errors.filter((error) => !error.url.includes("/favicon.ico"))).toEqual([]);
});
