import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { collectErrors, origin, waitForHydration } from "./support";

/**
 * The errands (issue 17, Build 5): a resident (the demo's Bengt Nyberg, errands in every status
 * group) sees his errands with their groups, filters them with JavaScript and without; another
 * (Anna Lindqvist) opens a new one by its deep link `?errandId=`, edits it and closes it; a board member (Brf Ekbacken) sees the
 * association's errands and a round with its control points. axe on every view; the filters and
 * the close by keyboard alone.
 */

const SV = origin();
const ERRANDS = `${SV}/mina-sidor/arenden/`;
const PASSWORD = "Demo1234!";
const SWEDISH_SITE_ID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/** Logs the browser's context in through the API (the login screens have journeys of their own). */
async function logIn(request: APIRequestContext, email: string, loginKind: "private" | "boardMember" = "private") {
  const response = await request.post(`${SV}/api/account_service/login/email`, {
    data: { email, password: PASSWORD, loginKind },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A new errand of the resident's, reported through the API as the wizard would (kitchen, dripping tap). */
async function reportErrand(
  request: APIRequestContext,
  description: string,
): Promise<{ id: string; ticketNumber: number }> {
  const agreements = await request.get(`${SV}/api/case_management/customer/get_agreements`);
  expect(agreements.status()).toBe(200);
  const [apartment] = (await agreements.json()) as { id: number }[];
  const created = await request.post(`${SV}/api/case_management/customer/create_case`, {
    multipart: {
      siteId: SWEDISH_SITE_ID,
      area: "apartment",
      roomId: "kitchen",
      assetTypeId: "kitchen.water",
      objectId: String(apartment?.id),
      description,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return (await created.json()) as { id: string; ticketNumber: number };
}

test("a resident sees his errands by status group and filters and sorts them", async ({ page }) => {
  const errors = collectErrors(page);
  await logIn(page.request, "bengt.nyberg@nordhem.example");
  const description = `Kranen i köket droppar (${Date.now()}).`;
  const errand = await reportErrand(page.request, description);

  await page.goto(ERRANDS);
  await expect(page.getByRole("heading", { level: 1, name: "Ärenden" })).toBeVisible();
  const list = page.getByRole("list", { name: "Dina ärenden" });
  // Every display group is there, each as text (never colour alone).
  for (const group of ["Registrerat", "Pågående", "Utfört", "Avslutat"]) {
    await expect(list.getByText(group, { exact: true }).first()).toBeVisible();
  }
  // Newest first: the errand just reported.
  await expect(list.getByRole("listitem").first()).toContainText(`Ärende ${errand.ticketNumber}: Kök`);
  await expectNoSeriousViolations(page);

  // Filter by keyboard alone: Tab to "Pågående", Space; the list updates in place, the address too.
  await waitForHydration(page);
  const total = await list.getByRole("listitem").count();
  const ongoing = page.getByRole("checkbox", { name: "Pågående" });
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press("Tab");
    if (await ongoing.evaluate((box) => box === document.activeElement)) break;
  }
  await expect(ongoing).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(`${ERRANDS}?status=ongoing&sort=created`);
  await expect(list.getByRole("listitem").first()).toBeVisible();
  const shown = await list.getByRole("listitem").count();
  expect(shown).toBeLessThan(total);
  for (const badge of await list.locator("[data-group]").all()) {
    await expect(badge).toHaveText("Pågående");
  }
  await expect(page.getByRole("status").filter({ hasText: "ärenden" })).toHaveText(`${shown} ärenden`);

  // Sorted by status rank: open errands first (booked 100, registered 150, …), the completed last.
  await ongoing.uncheck();
  await page.getByLabel("Sortera efter").selectOption("status");
  await expect(page).toHaveURL(`${ERRANDS}?sort=status`);
  await expect(list.locator("[data-group]").last()).toHaveText("Avslutat");
  const groups = await list.locator("[data-group]").allTextContents();
  expect(groups.lastIndexOf("Registrerat")).toBeLessThan(groups.indexOf("Utfört"));
  expect(groups.lastIndexOf("Utfört")).toBeLessThan(groups.indexOf("Avslutat"));
  expect(errors).toEqual([]);
});

test("a resident opens an errand by the notification's link, edits it and closes it", async ({ page }) => {
  const errors = collectErrors(page);
  // Anna (the rental building on Sveavägen): Bengt's list is the other journey's, run beside this one.
  await logIn(page.request, "anna.lindqvist@nordhem.example");
  const description = `Diskmaskinen läcker (${Date.now()}).`;
  const errand = await reportErrand(page.request, description);

  // The notification's deep link opens the errand.
  await page.goto(`${ERRANDS}?errandId=${errand.id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Ärende ${errand.ticketNumber}` })).toBeVisible();
  await expect(page.getByText(description)).toBeVisible();
  await expect(page.getByText("Kök, Vatten och avlopp")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Historik" })).toBeVisible();
  await expect(page.getByText("Ärendet registrerades")).toBeVisible();
  await expectNoSeriousViolations(page);

  // Edit it: a new description and an alternative contact (the multipart PATCH), shown after saving.
  await waitForHydration(page);
  await page.getByRole("button", { name: "Ändra ärendet" }).click();
  const edit = page.getByRole("dialog", { name: `Ändra ärende ${errand.ticketNumber}` });
  await expect(edit).toBeVisible();
  await expectNoSeriousViolations(page);
  await edit.getByLabel("Beskrivning").fill(`${description} Det har blivit värre.`);
  await edit.getByLabel("Förnamn").fill("Maj");
  await edit.getByLabel("Efternamn").fill("Nyberg");
  await edit.getByLabel("E-post").fill("maj.nyberg@example.se");
  await edit.getByLabel("Telefon").fill("070-111 22 33");
  await edit.getByRole("button", { name: "Spara ändringarna" }).click();
  await expect(page.getByText(`${description} Det har blivit värre.`)).toBeVisible();
  await expect(page.getByText("Maj Nyberg, maj.nyberg@example.se, 070-111 22 33")).toBeVisible();
  await expect(page.getByText("Ärendet ändrades")).toBeVisible();

  // Close it by keyboard: the confirmation dialog, then the errand is cancelled by the customer.
  await waitForHydration(page);
  const close = page.getByRole("button", { name: "Avsluta ärendet" });
  await close.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Vill du avsluta ärendet?" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole("button", { name: "Ja, avsluta ärendet" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Ärendet avslutades")).toBeVisible();
  await expect(page.locator("[data-group]")).toHaveText("Avslutat");
  await expect(page.getByRole("button", { name: "Avsluta ärendet" })).toHaveCount(0);

  expect(errors).toEqual([]);

  // Another user's errand, or none at all, is the 404 page.
  const missing = await page.goto(`${ERRANDS}?errandId=00000000-0000-4000-8000-000000000000`);
  expect(missing?.status()).toBe(404);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filters are a GET form", async ({ page }) => {
    await logIn(page.request, "bengt.nyberg@nordhem.example");
    await page.goto(ERRANDS);
    await page.getByRole("checkbox", { name: "Utfört" }).check();
    await page.getByRole("button", { name: "Visa", exact: true }).click();
    await expect(page).toHaveURL(`${ERRANDS}?status=executed&sort=created`);
    const list = page.getByRole("list", { name: "Dina ärenden" });
    await expect(list.locator("[data-group]").first()).toHaveText("Utfört");
    for (const badge of await list.locator("[data-group]").all()) await expect(badge).toHaveText("Utfört");
    await expect(page.getByRole("checkbox", { name: "Utfört" })).toBeChecked();
  });
});

test("a board member sees the association's errands and a round with its control points", async ({ page }) => {
  const errors = collectErrors(page);
  await logIn(page.request, "styrelse.ekbacken@nordhem.example", "boardMember");
  await page.goto(ERRANDS);
  await expect(page.getByRole("heading", { name: "Föreningens ärenden" })).toBeVisible();
  const list = page.getByRole("list", { name: "Föreningens ärenden" });
  await expect(list.getByRole("listitem").first()).toBeVisible();
  await expect(list.getByText("Hiss").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ronder" })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole("link", { name: "Höstrond 2026" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Höstrond 2026" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Kontrollpunkter" })).toBeVisible();
  await expect(page.getByText("Hissen i trapphus A")).toBeVisible();
  await expectNoSeriousViolations(page);

  // A control point's errand opens on the association's errand page.
  await page
    .getByRole("link", { name: /^Ärende \d+$/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: /^Ärende \d+$/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Beskrivning" })).toBeVisible();
  await expectNoSeriousViolations(page);
  expect(errors).toEqual([]);
});
