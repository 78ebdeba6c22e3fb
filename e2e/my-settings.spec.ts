import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { collectErrors, origin, waitForHydration } from "./support";

/**
 * The settings page of My Pages (issue 15): the profile form keeps what was typed and shows the
 * field's error for a bad phone number; deleting an account logs out, and logging in afterwards
 * fails. Each journey registers an account of its own.
 */

const SV = origin();
const SETTINGS = `${SV}/mina-sidor/mina-installningar/`;
const PASSWORD = "hemligt123";

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/** A new account, logged in in this page's browser (the register call sets the session cookie). */
async function registerFresh(page: Page, firstName: string): Promise<string> {
  const email = `${firstName.toLowerCase()}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.se`;
  const registered = await page.request.post(`${SV}/api/account_service/register`, {
    data: { firstName, lastName: "Provsson", email, phoneNumber: "070-111 22 33", password: PASSWORD, terms: true },
  });
  expect((await registered.json()).status).toBe("Ok");
  return email;
}

test.describe("My Pages settings", () => {
  test("a bad phone number shows the field's error and keeps the typed values; a good one saves", async ({ page }) => {
    const errors = collectErrors(page);
    await registerFresh(page, "Greta");
    await page.goto(SETTINGS);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);

    const profile = page.getByRole("region", { name: "Dina uppgifter" });
    await profile.getByLabel("Förnamn").fill("Gunilla");
    await profile.getByLabel("Ort").fill("Västerås");
    const phone = profile.getByLabel("Telefonnummer");
    await phone.fill("ring mig");
    await profile.getByRole("button", { name: "Spara uppgifter" }).click();

    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(profile.getByText("Ange ett telefonnummer med 7–20 tecken")).toBeVisible();
    await expect(phone).toBeFocused();
    await expect(profile.getByLabel("Förnamn")).toHaveValue("Gunilla");
    await expect(profile.getByLabel("Ort")).toHaveValue("Västerås");
    await expect(phone).toHaveValue("ring mig");
    await expectNoSeriousViolations(page);

    await phone.fill("070-987 65 43");
    await profile.getByRole("button", { name: "Spara uppgifter" }).click();
    await expect(page.getByText("Dina uppgifter är sparade.")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("region", { name: "Dina uppgifter" }).getByLabel("Förnamn")).toHaveValue("Gunilla");
    await expect(page.getByRole("region", { name: "Dina uppgifter" }).getByLabel("Telefonnummer")).toHaveValue(
      "070-987 65 43",
    );
    expect(errors).toEqual([]);
  });

  test("deleting the account logs out, and logging in afterwards fails", async ({ page }) => {
    const email = await registerFresh(page, "Dennis");
    await page.goto(SETTINGS);
    await waitForHydration(page);

    await page.getByRole("button", { name: "Ta bort mitt konto" }).click();
    const dialog = page.getByRole("dialog", { name: "Ta bort ditt konto?" });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page);
    await dialog.getByLabel("Jag förstår att mitt konto tas bort").check();
    await dialog.getByLabel("Ditt lösenord").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Ta bort kontot" }).click();

    await expect(page).toHaveURL(`${SV}/`);
    await expect(page.getByRole("link", { name: "Logga in" })).toBeVisible();
    // My Pages asks for a login again, and the old address and password no longer open anything.
    await page.goto(SETTINGS);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Logga in med e-post och lösenord" }).click();
    await page.getByLabel("E-postadress").fill(email);
    await page.getByLabel("Lösenord").fill(PASSWORD);
    await page.getByRole("button", { name: "Logga in", exact: true }).click();
    await expect(page.getByText("Fel e-postadress eller lösenord.").first()).toBeVisible();
    await expect(page).not.toHaveURL(SETTINGS);
  });
});
