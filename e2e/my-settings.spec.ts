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

/** Logs in with e-mail and password from inside the site's page (the browser's own cookies, any host). */
async function loginInPage(page: Page, base: string, email: string, password = "Demo1234!") {
  await page.goto(`${base}/`);
  const status = await page.evaluate(
    async ([address, secret]) => {
      const response = await fetch("/api/account_service/login/email", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: address, password: secret }),
      });
      return ((await response.json()) as { status: string }).status;
    },
    [email, password] as const,
  );
  expect(status).toBe("Ok");
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

test.describe("My Pages VIP, VIP showing and payments", () => {
  test("the VIP demo member sees the membership, the unpaid fee and the showings; axe on each page", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await loginInPage(page, SV, "vip.sv@nordhem.example");

    await page.goto(`${SV}/mina-sidor/vip/`);
    await waitForHydration(page);
    await expect(page.getByText("VIP2027")).toBeVisible();
    await expect(page.getByText("Ej betald")).toBeVisible();
    await expect(page.getByText(/går ännu inte att betala/)).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole("link", { name: "Se dina betalningar" }).click();
    await expect(page).toHaveURL(`${SV}/mina-sidor/betalningar/`);
    const table = page.getByRole("table", { name: "Dina betalningar" });
    await expect(table.getByRole("cell", { name: "Ej betald" })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto(`${SV}/mina-sidor/vip-visning/`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
    expect(errors).toEqual([]);
  });

  test("a customer who is not VIP has no payments page (404) and may join on the VIP page", async ({ page }) => {
    await loginInPage(page, SV, "kund.sv@nordhem.example");
    const payments = await page.goto(`${SV}/mina-sidor/betalningar/`);
    expect(payments?.status()).toBe(404);
    await page.goto(`${SV}/mina-sidor/vip/`);
    await waitForHydration(page);
    await page.getByLabel("Kampanjkod").fill("FINNSINTE");
    await page.getByRole("button", { name: "Bli VIP-medlem" }).click();
    await expect(page.getByText("Kampanjkoden är ogiltig eller har gått ut.").first()).toBeVisible();
    await expect(page.getByLabel("Kampanjkod")).toHaveValue("FINNSINTE");
  });
});

for (const site of [
  {
    name: "Norway",
    host: "no.localhost",
    email: "kund.no@nordhem.example",
    settings: "/mine-sider/mine-innstillinger/",
    heading: "Dine opplysninger",
  },
  {
    name: "Finland",
    host: "fi.localhost",
    email: "kund.fi@nordhem.example",
    settings: "/sivuni/omat-asetukset/",
    heading: "Omat tietosi",
  },
]) {
  test(`${site.name}: the settings page in its language, axe-clean`, async ({ page }) => {
    const base = origin(site.host);
    await loginInPage(page, base, site.email);
    await page.goto(`${base}${site.settings}`);
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: site.heading })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test("Norway: the VIP page offers joining in Norwegian, axe-clean", async ({ page }) => {
  const base = origin("no.localhost");
  await loginInPage(page, base, "kund.no@nordhem.example");
  await page.goto(`${base}/mine-sider/vip/`);
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Bli VIP-medlem" })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("the English sub-site: the settings page in English, axe-clean", async ({ page }) => {
  await loginInPage(page, SV, "kund.sv@nordhem.example");
  await page.goto(`${SV}/en/my-pages/settings/`);
  await waitForHydration(page);
  await expect(page.getByRole("region", { name: "Your details" })).toBeVisible();
  await expectNoSeriousViolations(page);
});
