import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { collectErrors, origin, uniqueEmail, waitForHydration } from "./support";

/**
 * The header's notification bell (issue 15, Build 6): the demo VIP customer's unpaid fee in the
 * bell, leading to the payments page; dismissing a notification; no bell for a board member.
 * Demo accounts: README "Demo accounts".
 */

const SV = origin();
const DEMO_PASSWORD = "Demo1234!";

async function loginByEmail(page: Page, email: string, options: { board?: boolean } = {}) {
  await page.goto(`${SV}/logga-in/`);
  await waitForHydration(page);
  if (options.board) await page.getByRole("tab", { name: "Styrelseportal" }).click();
  await page.getByRole("button", { name: "Logga in med e-post och lösenord" }).click();
  await page.getByLabel("E-postadress").fill(email);
  await page.getByLabel("Lösenord").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Logga in", exact: true }).click();
  await expect(page).toHaveURL(`${SV}/mina-sidor/`);
  await waitForHydration(page);
}

const NO = origin("no.localhost");

async function expectNoSeriousViolations(page: Page, include: string) {
  const results = await new AxeBuilder({ page })
    .include(include)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

test.describe("the notification bell", () => {
  test("the VIP customer's bell shows the unpaid fee, and its entry leads to the payments page", async ({ page }) => {
    const errors = collectErrors(page);
    await loginByEmail(page, "vip.sv@nordhem.example");
    const bell = page.getByRole("button", { name: "Aviseringar, 1 ny" });
    await expect(bell).toBeVisible();
    await bell.click();
    const foldout = page.getByRole("region", { name: "Aviseringar" });
    await expect(foldout).toBeVisible();
    await expectNoSeriousViolations(page, "#foldout-notification");
    // Opening one foldout closes the others (spec 000 section 4).
    await page.getByRole("button", { name: /Användarmeny/ }).click();
    await expect(foldout).toBeHidden();
    await bell.click();
    await foldout.getByRole("link", { name: /Din VIP-avgift är inte betald/ }).click();
    await expect(page).toHaveURL(`${SV}/mina-sidor/betalningar/`);
    await expect(foldout).toBeHidden();
    // Still listed after the navigation (the list reloads; paying comes with the payments).
    await expect(bell).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a dismissed notification leaves the list, and the count drops", async ({ page }) => {
    // A new VIP member with a fee (code VIP2027): registering notifies VipPayment.
    const registered = await page.request.post(`${SV}/api/account_service/register`, {
      data: {
        firstName: "Vera",
        lastName: "Viktorsson",
        email: uniqueEmail("vip"),
        password: "hemligt123",
        confirmPassword: "hemligt123",
        phoneNumber: "070-123 45 67",
        terms: true,
        campaignCode: "VIP2027",
      },
    });
    expect(registered.status()).toBe(200);
    await page.goto(`${SV}/mina-sidor/`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Aviseringar, 1 ny" }).click();
    const foldout = page.getByRole("region", { name: "Aviseringar" });
    await foldout.getByRole("button", { name: "Ta bort aviseringen: Din VIP-avgift är inte betald" }).click();
    await expect(foldout.getByText("Du har inga nya aviseringar.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Aviseringar", exact: true })).toBeVisible();
    // Paused on the server: a new page load lists nothing either.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Aviseringar", exact: true })).toBeVisible();
  });

  test("the Norwegian customer's bell and foldout speak Norwegian and pass axe", async ({ page }) => {
    await page.goto(`${NO}/logg-inn/`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Logg inn med e-post og passord" }).click();
    await page.getByLabel("E-postadresse").fill("kund.no@nordhem.example");
    await page.getByLabel("Passord").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Logg inn", exact: true }).click();
    await expect(page).toHaveURL(`${NO}/mine-sider/`);
    await waitForHydration(page);
    await page.getByRole("button", { name: /^Varsler/ }).click();
    const foldout = page.getByRole("region", { name: "Varsler" });
    await expect(foldout).toBeVisible();
    await expectNoSeriousViolations(page, "#foldout-notification");
    // Escape closes it and gives the focus back to the bell.
    await page.keyboard.press("Escape");
    await expect(foldout).toBeHidden();
    await expect(page.getByRole("button", { name: /^Varsler/ })).toBeFocused();
  });

  test("a board member has no bell, and the page asks for no notifications", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/notifications/")) asked.push(request.url());
    });
    await loginByEmail(page, "styrelse.ekbacken@nordhem.example", { board: true });
    // The header knows the session (the user button is there) and the page has settled.
    await expect(page.getByRole("button", { name: /Användarmeny/ })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("button", { name: /Aviseringar/ })).toHaveCount(0);
    expect(asked).toEqual([]);
  });
});
