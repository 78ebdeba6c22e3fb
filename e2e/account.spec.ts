import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import fiCatalog from "../src/i18n/messages/fi/account.json" with { type: "json" };
import noCatalog from "../src/i18n/messages/no/account.json" with { type: "json" };
import { collectErrors, origin, outboxFor, PORT, waitForHydration } from "./support";

/**
 * Login journeys of issue 4: e-mail, BankID through the QR dialog and the bundled simulator
 * (with cancelled attempts), Norway's and Finland's e-ID through the OIDC test provider, a board
 * member choosing an association, the login modal's hash triggers, logout, and session expiry.
 * Demo accounts: README "Demo accounts".
 */

const SV = origin();
const DEMO_PASSWORD = "Demo1234!";

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

async function loginByEmail(page: Page, base: string, email: string) {
  await page.goto(`${base}/logga-in/`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Logga in med e-post och lösenord" }).click();
  await page.getByLabel("E-postadress").fill(email);
  await page.getByLabel("Lösenord").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Logga in", exact: true }).click();
}

/** Starts BankID on the login page and opens the simulator's app through the autostart link. */
async function startBankId(page: Page) {
  await page.getByRole("button", { name: "Logga in med BankID" }).click();
  await expect(page.getByRole("img", { name: "QR-kod för BankID" })).toBeVisible();
  const popup = page.waitForEvent("popup");
  await page.getByRole("link", { name: "Öppna BankID på den här enheten" }).click();
  const simulator = await popup;
  await expect(simulator.getByRole("heading", { name: /Legitimering startad/ })).toBeVisible();
  return simulator;
}

test.describe("login with e-mail", () => {
  test("logs in, shows the user menu, and logs out to the root", async ({ page }) => {
    const errors = collectErrors(page);
    await loginByEmail(page, SV, "kund.sv@nordhem.example");
    await expect(page).toHaveURL(`${SV}/mina-sidor/`);
    // The login loads My Pages anew: a click before hydration would be lost.
    await waitForHydration(page);
    const userButton = page.getByRole("button", { name: /Användarmeny/ });
    await expect(userButton).toBeVisible();
    await userButton.click();
    const menu = page.getByRole("navigation", { name: "Användarmeny" });
    await expect(menu.getByRole("link", { name: "Mina sidor" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Inställningar" })).toBeVisible();
    await menu.getByRole("button", { name: "Logga ut" }).click();
    await expect(page).toHaveURL(`${SV}/`);
    await expect(page.getByRole("link", { name: "Logga in" })).toBeVisible();
    // The session is over on the server too: My Pages asks for a login again.
    await page.goto(`${SV}/mina-sidor/`);
    await expect(page).toHaveURL(`${SV}/logga-in/?referrer=%2Fmina-sidor%2F`);
    expect(errors).toEqual([]);
  });

  test("on a page shared with every visitor, the header shows the user once it knows the session", async ({ page }) => {
    await loginByEmail(page, SV, "kund.sv@nordhem.example");
    await expect(page).toHaveURL(`${SV}/mina-sidor/`);
    // The start page is the same for everyone (decision 030): the browser asks who is logged in.
    await page.goto(`${SV}/`);
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: /Användarmeny/ })).toBeVisible();
    await expect(header.getByRole("link", { name: "Logga in" })).toHaveCount(0);
  });

  test("before its code runs, the user button is a link to My Pages", async ({ page, browser }) => {
    await loginByEmail(page, SV, "kund.sv@nordhem.example");
    await expect(page).toHaveURL(`${SV}/mina-sidor/`);
    // The same session in a browser without JavaScript: the server's header of a page rendered
    // for the visitor (My Pages; public pages are shared, decision 030) must work as it is.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    await noScript.addCookies(await page.context().cookies());
    const plain = await noScript.newPage();
    await plain.goto(`${SV}/mina-sidor/`);
    const header = plain.getByRole("banner");
    await expect(header.getByRole("link", { name: "Johan" })).toHaveAttribute("href", "/mina-sidor/");
    await expect(header.getByRole("button", { name: /Användarmeny/ })).toHaveCount(0);
    await noScript.close();
  });

  test("a wrong password keeps what was typed and says so", async ({ page }) => {
    await page.goto(`${SV}/logga-in/`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Logga in med e-post och lösenord" }).click();
    await page.getByLabel("E-postadress").fill("kund.sv@nordhem.example");
    await page.getByLabel("Lösenord").fill("fel-losenord");
    await page.getByRole("button", { name: "Logga in", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Fel e-postadress eller lösenord.");
    await expect(page.getByLabel("E-postadress")).toHaveValue("kund.sv@nordhem.example");
  });

  test("after login the user returns to the referrer", async ({ page }) => {
    await page.goto(`${SV}/mina-sidor/`);
    await expect(page).toHaveURL(/referrer=%2Fmina-sidor%2F/);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Logga in med e-post och lösenord" }).click();
    await page.getByLabel("E-postadress").fill("kund.sv@nordhem.example");
    await page.getByLabel("Lösenord").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Logga in", exact: true }).click();
    await expect(page).toHaveURL(`${SV}/mina-sidor/`);
  });
});

test.describe("register and forgotten password", () => {
  test("register by e-mail, log out, and log in again", async ({ page }) => {
    const email = `ny.kund.${Date.now()}@example.se`;
    await page.goto(`${SV}/skapa-konto/`);
    await waitForHydration(page);
    await expectNoSeriousViolations(page);
    // Nothing filled in: the rules of spec 000 section 5 speak before anything is sent.
    await page.getByRole("button", { name: "Skapa konto", exact: true }).click();
    await expect(page.getByLabel("Förnamn")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Förnamn").fill("Nora");
    await page.getByLabel("Efternamn").fill("Lind");
    await page.getByLabel("E-postadress").fill(email);
    await page.getByLabel("Mobilnummer").fill("070-111 22 33");
    await page.getByLabel(/^Lösenord/).fill("hemligt123");
    await page.getByLabel("Upprepa lösenordet").fill("hemligt123");
    await page.getByLabel(/Jag godkänner användarvillkoren/).check();
    await page.getByRole("button", { name: "Skapa konto", exact: true }).click();
    await expect(page).toHaveURL(`${SV}/mina-sidor/`);
    await waitForHydration(page);
    await page.getByRole("button", { name: /Användarmeny/ }).click();
    await page.getByRole("navigation", { name: "Användarmeny" }).getByRole("button", { name: "Logga ut" }).click();
    await expect(page).toHaveURL(`${SV}/`);

    await page.goto(`${SV}/logga-in/`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Logga in med e-post och lösenord" }).click();
    await page.getByLabel("E-postadress").fill(email);
    await page.getByLabel("Lösenord").fill("hemligt123");
    await page.getByRole("button", { name: "Logga in", exact: true }).click();
    await expect(page).toHaveURL(`${SV}/mina-sidor/`);
    await expect(page.getByRole("button", { name: /Användarmeny/ })).toContainText("Nora");
  });

  test("forgot password: the link from the outbox sets a new password", async ({ page, request }) => {
    const email = `glomsk.${Date.now()}@example.se`;
    const registered = await request.post(`${SV}/api/account_service/register`, {
      data: {
        firstName: "Glenn",
        lastName: "Glömsk",
        email,
        phoneNumber: "070-222 33 44",
        password: "gammalt1",
        terms: true,
      },
    });
    expect((await registered.json()).status).toBe("Ok");

    await page.goto(`${SV}/glomt-losenord/`);
    await waitForHydration(page);
    await expectNoSeriousViolations(page);
    await page.getByLabel("E-postadress").fill(email);
    await page.getByRole("button", { name: "Skicka länk" }).click();
    await expect(page.getByText("Om det finns ett konto med den e-postadressen")).toBeVisible();

    const [mail] = await outboxFor(request, email);
    const link = /https?:\/\/\S+\?token=[\w-]+/.exec(mail?.text ?? "")?.[0];
    expect(link).toBeDefined();
    await page.goto(link ?? "");
    await waitForHydration(page);
    await expectNoSeriousViolations(page);
    await page.getByLabel("Nytt lösenord").fill("nytt-losen1");
    await page.getByLabel("Upprepa det nya lösenordet").fill("nytt-losen1");
    await page.getByRole("button", { name: "Spara lösenordet" }).click();
    await expect(page.getByText("Ditt nya lösenord är sparat")).toBeVisible();

    await page.goto(`${SV}/logga-in/`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Logga in med e-post och lösenord" }).click();
    await page.getByLabel("E-postadress").fill(email);
    await page.getByLabel("Lösenord").fill("nytt-losen1");
    await page.getByRole("button", { name: "Logga in", exact: true }).click();
    await expect(page).toHaveURL(`${SV}/mina-sidor/`);
  });

  test("register with BankID: the e-ID fills in name and identity number", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(`${SV}/skapa-konto/`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Skapa konto med BankID" }).click();
    await expect(page.getByRole("img", { name: "QR-kod för BankID" })).toBeVisible();
    const popup = page.waitForEvent("popup");
    await page.getByRole("link", { name: "Öppna BankID på den här enheten" }).click();
    const simulator = await popup;
    await simulator.getByLabel("Testperson").selectOption({ label: "Lars Nyström (196005222382)" });
    await simulator.getByRole("button", { name: "Legitimera" }).click();
    // The simulator's tab stays open, like the BankID app; the site's page goes on polling.
    await expect(page).toHaveURL(/\/skapa-konto\/\?poolingId=/);
    await expect(page.getByLabel("Förnamn")).toHaveValue("Lars");
    await expect(page.getByLabel("Personnummer")).toHaveValue("196005222382");
    await page.getByLabel("E-postadress").fill(`lars.${Date.now()}@example.se`);
    await page.getByLabel("Mobilnummer").fill("070-333 44 55");
    await page.getByLabel(/Jag godkänner användarvillkoren/).check();
    await page.getByRole("button", { name: "Skapa konto", exact: true }).click();
    await expect(page).toHaveURL(`${SV}/mina-sidor/`);
  });

  for (const [name, path] of [
    ["set password without a token", "/nytt-losenord/"],
    ["change e-mail", "/byt-e-post/?token=abcdefghijklmnopqrstuvwxyz0123456789"],
    ["consent", "/samtycke/"],
  ] as const) {
    test(`axe: ${name}`, async ({ page }) => {
      await page.goto(`${SV}${path}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }
});

test.describe("BankID", () => {
  // Two pages (the site and the simulator's app) and a poll each second: more than the default 30 s under load.
  test.describe.configure({ timeout: 60_000 });
  test("a cancelled attempt, one cancelled in the app, then a login through the QR dialog", async ({ page }) => {
    await page.goto(`${SV}/logga-in/`);
    await waitForHydration(page);

    // Closing the dialog cancels the attempt.
    await page.getByRole("button", { name: "Logga in med BankID" }).click();
    await expect(page.getByRole("img", { name: "QR-kod för BankID" })).toBeVisible();
    await page.getByRole("button", { name: "Avbryt" }).click();
    await expect(page.getByRole("button", { name: "Logga in med BankID" })).toBeVisible();

    // The user cancels in the BankID app.
    let simulator = await startBankId(page);
    // The app's tab stays open as after an identification: closing it while its answer still
    // navigates has hung Chromium's page close for the rest of the test.
    await simulator.getByRole("button", { name: "Avbryt" }).click();
    await expect(page.getByRole("alert")).toHaveText("Legitimeringen avbröts.");

    simulator = await startBankId(page);
    await simulator.getByLabel("Testperson").selectOption({ label: "Anna Lindqvist (198504122386)" });
    await simulator.getByRole("button", { name: "Legitimera" }).click();
    // The simulator's tab stays open, like the BankID app; the site's page goes on polling.
    // The next poll (within a second) logs in and the page loads My Pages.
    await expect(page).toHaveURL(/\/(mina-sidor|samtycke)\//, { timeout: 20_000 });
    await expect(page.getByRole("button", { name: /Användarmeny/ })).toContainText("Anna");
  });

  test("a person without an account is offered to create one with the same e-ID", async ({ page }) => {
    await page.goto(`${SV}/logga-in/`);
    await waitForHydration(page);
    const simulator = await startBankId(page);
    await simulator.getByLabel("Testperson").selectOption({ label: "Erik Johansson (199001012385)" });
    await simulator.getByRole("button", { name: "Legitimera" }).click();
    // The simulator's tab stays open, like the BankID app; the site's page goes on polling.
    const link = page.getByRole("link", { name: "Skapa ett konto med din e-legitimation" });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", /\/skapa-konto\/\?poolingId=[0-9a-f-]{36}$/);
  });

  test("an identity number typed into an account: BankID mails a link, which connects it in the same browser", async ({
    page,
    request,
  }) => {
    // Sara Ek is a test person no other journey uses: her number is typed into a new account by hand.
    const email = `sara.${Date.now()}@example.se`;
    const registered = await request.post(`${SV}/api/account_service/register`, {
      headers: { origin: SV },
      data: {
        firstName: "Sara",
        lastName: "Ek",
        email,
        password: "saras-losen",
        phoneNumber: "070-444 55 66",
        securityNumber: "199508152387",
        terms: true,
      },
    });
    expect((await registered.json()).status).toBe("Ok");

    await page.goto(`${SV}/logga-in/`);
    await waitForHydration(page);
    const simulator = await startBankId(page);
    await simulator.getByLabel("Testperson").selectOption({ label: "Sara Ek (199508152387)" });
    await simulator.getByRole("button", { name: "Legitimera" }).click();
    // The e-ID does not open the account: a link went to its e-mail, and a new account is the other way.
    await expect(page.getByText(/Vi har skickat en länk till s•••@example\.se/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Skapa ett konto med din e-legitimation" })).toBeVisible();

    const [mail] = await outboxFor(request, email);
    const link = /https?:\/\/\S+link=eid/.exec(mail?.text ?? "")?.[0];
    expect(link).toBeDefined();
    await page.goto(link ?? "");
    await waitForHydration(page);
    await expect(page.getByText(/Koppla BankID till ditt konto/)).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Behåll mitt nuvarande lösenord" }).click();
    await page.getByLabel("Nuvarande lösenord").fill("saras-losen");
    await page.getByRole("button", { name: "Koppla BankID" }).click();
    await expect(page.getByText("BankID är nu kopplat till ditt konto")).toBeVisible();

    // Now her BankID opens her account.
    await page.goto(`${SV}/logga-in/`);
    await waitForHydration(page);
    const again = await startBankId(page);
    await again.getByLabel("Testperson").selectOption({ label: "Sara Ek (199508152387)" });
    await again.getByRole("button", { name: "Legitimera" }).click();
    await expect(page).toHaveURL(/\/(mina-sidor|samtycke)\//, { timeout: 20_000 });
  });

  test("a board member with two associations chooses one", async ({ page }) => {
    await page.goto(`${SV}/logga-in/`);
    await waitForHydration(page);
    await page.getByRole("tab", { name: "Styrelseportal" }).click();
    await expect(page.getByRole("tab", { name: "Styrelseportal" })).toHaveAttribute("aria-selected", "true");
    const simulator = await startBankId(page);
    await simulator.getByLabel("Testperson").selectOption({ label: "Maria Berg (197211302380)" });
    await simulator.getByRole("button", { name: "Legitimera" }).click();
    // The simulator's tab stays open, like the BankID app; the site's page goes on polling.

    await expect(page.getByRole("heading", { name: "Vilken förening vill du logga in som?" })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Fortsätt" }).click();
    await expect(page.getByRole("alert")).toHaveText("Välj en förening för att fortsätta.");
    const choices = page.getByRole("radio");
    await expect(choices).toHaveCount(2);
    const second = ((await choices.nth(1).locator("xpath=..").textContent()) ?? "").split(" · ")[0] ?? "";
    await choices.nth(1).check();
    await page.getByRole("button", { name: "Fortsätt" }).click();
    await expect(page).toHaveURL(`${SV}/mina-sidor/`);
    await waitForHydration(page);
    await page.getByRole("button", { name: /Användarmeny/ }).click();
    const menu = page.getByRole("navigation", { name: "Användarmeny" });
    await expect(menu).toContainText(second.trim());
    await expect(menu.getByRole("link", { name: "Styrelsesidor" })).toBeVisible();
  });
});

test.describe("Norway's and Finland's e-ID", () => {
  test.describe.configure({ timeout: 60_000 });
  const cases = [
    {
      name: "Norway",
      host: "no.localhost",
      loginPath: "/logg-inn/",
      myPages: "/mine-sider/",
      consent: "/samtykke/",
      button: noCatalog.account.login.eidButton.eident,
      person: "Ingrid Haugen",
      submit: "Logg inn",
    },
    {
      name: "Finland",
      host: "fi.localhost",
      loginPath: "/kirjaudu-sisaan/",
      myPages: "/sivuni/",
      consent: "/suostumus/",
      button: fiCatalog.account.login.eidButton.signicat,
      person: "Aino Virtanen",
      submit: "Tunnistaudu",
    },
  ];
  for (const site of cases) {
    test(`${site.name}: login through the identity provider`, async ({ page }) => {
      const base = origin(site.host);
      await page.goto(`${base}${site.loginPath}`);
      await waitForHydration(page);
      await page.getByRole("button", { name: site.button, exact: true }).click();
      // The bundled OpenID Connect test provider's login page.
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.getByRole("radio", { name: new RegExp(site.person) }).check();
      await page.getByRole("button", { name: site.submit }).click();
      await expect(page).toHaveURL(new RegExp(`^${base}(${site.myPages}|${site.consent})`));
      await expect(page.getByRole("button", { name: new RegExp(site.person.split(" ")[0] ?? "") })).toBeVisible();
    });
  }
});

test.describe("login modal", () => {
  test("#open-login-board opens the board tab in a modal and the hash is removed", async ({ page }) => {
    await page.goto(`${SV}/#open-login-board`);
    const dialog = page.getByRole("dialog", { name: "Logga in" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("tab", { name: "Styrelseportal" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(`${SV}/`);
    await expectNoSeriousViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("#open-login logs in from the modal and stays on the page", async ({ page }) => {
    await page.goto(`${SV}/sok-bostad/#open-login`);
    const dialog = page.getByRole("dialog", { name: "Logga in" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Logga in med e-post och lösenord" }).click();
    await dialog.getByLabel("E-postadress").fill("kund.sv@nordhem.example");
    await dialog.getByLabel("Lösenord").fill(DEMO_PASSWORD);
    await dialog.getByRole("button", { name: "Logga in", exact: true }).click();
    await expect(page).toHaveURL(`${SV}/sok-bostad/`);
    await expect(page.getByRole("button", { name: /Användarmeny/ })).toBeVisible();
  });
});

test.describe("accessibility of the login views", () => {
  for (const [name, url] of [
    ["login (sv)", `${SV}/logga-in/`],
    ["login (no)", `${origin("no.localhost")}/logg-inn/`],
    ["login (fi)", `${origin("fi.localhost")}/kirjaudu-sisaan/`],
  ] as const) {
    test(`axe: ${name}`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }

  test("axe: the BankID QR view and the e-mail view, by keyboard", async ({ page }) => {
    await page.goto(`${SV}/logga-in/`);
    await waitForHydration(page);
    // Tabs follow the arrow keys.
    await page.getByRole("tab", { name: "Mina sidor" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Styrelseportal" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Mina sidor" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("button", { name: "Logga in med BankID" }).press("Enter");
    await expect(page.getByRole("img", { name: "QR-kod för BankID" })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Avbryt" }).press("Enter");
    await page.getByRole("button", { name: "Logga in med e-post och lösenord" }).press("Enter");
    await expect(page.getByRole("heading", { name: "Logga in med e-post" })).toBeFocused();
    await expectNoSeriousViolations(page);
  });
});

test.describe("session expiry", () => {
  // A second server of the same build with 30-second sessions (playwright.config.ts).
  const SHORT = `http://localhost:${PORT + 1}`;
  test("an expired session shows the modal, logs out and leaves My Pages for the front page", async ({ page }) => {
    test.setTimeout(120_000);
    await loginByEmail(page, SHORT, "kund.sv@nordhem.example");
    await expect(page).toHaveURL(`${SHORT}/mina-sidor/`);
    await expect(page.getByRole("button", { name: /Användarmeny/ })).toBeVisible();
    const dialog = page.getByRole("dialog", { name: "Din session har gått ut" });
    // Checked every 30 s: the 30-second session has ended by the second check at the latest.
    await expect(dialog).toBeVisible({ timeout: 75_000 });
    await expect(page).toHaveURL(`${SHORT}/`);
    await expect(dialog.getByRole("link", { name: "Logga in igen" })).toBeVisible();
    await dialog.getByRole("button", { name: "Stäng" }).click();
    await expect(page.getByRole("link", { name: "Logga in" })).toBeVisible();
  });
});
