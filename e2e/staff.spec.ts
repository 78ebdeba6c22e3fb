import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { collectErrors, origin, waitForHydration } from "./support";

/**
 * Case handling by staff (issue 17, Build 6; decision 041): the demo case handler logs in on the
 * staff pages (plain forms, no JavaScript), finds a resident's errand with the list's filters
 * (the demo's Bengt Nyberg: his bathroom errand, ongoing), moves it to executed; the resident, in
 * a browser of his own, sees the new status in his errands and the notification in the bell,
 * which leads to the errand. axe on every staff page.
 */

const SV = origin();
const PASSWORD = "Demo1234!";
const STAFF_EMAIL = "handlaggare@nordhem.example";

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

test("staff move a resident's errand to executed; the resident sees the status and the notification", async ({
  page,
  browser,
}) => {
  const errors = collectErrors(page);

  // The staff login: a wrong password first, then the right one, with the keyboard.
  await page.goto(`${SV}/staff/cases`);
  await expect(page).toHaveURL(`${SV}/staff/login`);
  await expect(page.getByRole("heading", { level: 1, name: "Logga in som handläggare" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel("E-post").fill(STAFF_EMAIL);
  await page.getByLabel("Lösenord").fill("fel-lösenord");
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Fel e-post eller lösenord.");
  await expect(page.getByLabel("E-post")).toHaveValue(STAFF_EMAIL);
  await page.getByLabel("Lösenord").fill(PASSWORD);
  await page.getByLabel("Lösenord").press("Enter");
  await expect(page).toHaveURL(`${SV}/staff/cases`);
  await expect(page.getByRole("heading", { level: 1, name: "Ärenden" })).toBeVisible();
  await expect(page.getByText("Inloggad som Hanna Handläggare")).toBeVisible();
  await expectNoSeriousViolations(page);

  // The filters are a GET form: ongoing errands of the property Ekbacken 1.
  await page.getByRole("checkbox", { name: "Pågående" }).check();
  await page.getByLabel("Fastighet").selectOption({ label: "Ekbacken 1" });
  await page.getByRole("button", { name: "Filtrera" }).click();
  await expect(page).toHaveURL(/[?&]status=ongoing/);
  const row = page.getByRole("row").filter({ hasText: "Bengt Nyberg" }).filter({ hasText: "Badrum" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Pågående");
  const ticket = (await row.getByRole("link").textContent())?.trim() ?? "";
  expect(ticket).toMatch(/^\d+$/);
  await row.getByRole("link", { name: ticket }).click();

  // The errand: its details and history; the status form.
  await expect(page.getByRole("heading", { level: 1, name: `Ärende ${ticket}` })).toBeVisible();
  await expect(page.getByText("bengt.nyberg@nordhem.example")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Historik" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel("Ny status").selectOption({ label: "Utförd" });
  await page.getByLabel("Meddelande till anmälaren (valfritt)").fill("Vi har tätat runt golvbrunnen.");
  await page.getByRole("button", { name: "Spara status" }).click();
  await expect(page.getByRole("status")).toHaveText("Statusen är ändrad och anmälaren är meddelad.");
  await expect(page.getByText("Ny status: Utförd")).toBeVisible();
  await expect(page.getByText("Vi har tätat runt golvbrunnen.")).toBeVisible();
  await expectNoSeriousViolations(page);
  // Staff pages run no script at all.
  expect(await page.locator("script").count()).toBe(0);
  // The wrong password's answer is a 401 (the browser reports it); nothing else went wrong.
  expect(errors.filter((error) => !(error.url === `${SV}/staff/login` && error.text.includes("401")))).toEqual([]);

  // The resident, in a browser of his own (no staff cookie there).
  const residentContext = await browser.newContext();
  const resident = await residentContext.newPage();
  try {
    const login = await resident.request.post(`${SV}/api/account_service/login/email`, {
      data: { email: "bengt.nyberg@nordhem.example", password: PASSWORD, loginKind: "private" },
    });
    expect(login.status()).toBe(200);
    await resident.goto(`${SV}/mina-sidor/arenden/`);
    const item = resident
      .getByRole("list", { name: "Dina ärenden" })
      .getByRole("listitem")
      .filter({ has: resident.getByRole("link", { name: new RegExp(`^Ärende ${ticket}:`) }) });
    await expect(item.locator("[data-group]")).toHaveText("Utfört");

    await waitForHydration(resident);
    await resident.getByRole("button", { name: /^Aviseringar, \d+ nya?$/ }).click();
    const foldout = resident.getByRole("region", { name: "Aviseringar" });
    await foldout
      .getByRole("link", { name: /Ditt ärende har fått ny status/ })
      .first()
      .click();
    await expect(resident).toHaveURL(/\/mina-sidor\/arenden\/\?errandId=/);
    await expect(resident.getByRole("heading", { level: 1, name: `Ärende ${ticket}` })).toBeVisible();

    // The staff pages are not the resident's: his session is no staff login.
    await resident.goto(`${SV}/staff/cases`);
    await expect(resident).toHaveURL(`${SV}/staff/login`);
  } finally {
    await residentContext.close();
  }

  // Logging out ends the staff session.
  await page.getByRole("button", { name: "Logga ut" }).click();
  await expect(page.getByRole("status")).toHaveText("Du är utloggad.");
  await page.goto(`${SV}/staff/cases`);
  await expect(page).toHaveURL(`${SV}/staff/login`);
});
