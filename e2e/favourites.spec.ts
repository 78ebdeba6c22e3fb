import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { collectErrors, origin, waitForHydration } from "./support";

/**
 * Favourites (issue 15): an anonymous visitor favours a home in the search, finds it in the
 * header's list, logs in, and finds it again in the account's list and on My residences (the
 * browser's list merged at login). A board member sees no hearts and no favourites button.
 */

const SV = origin();
const DEMO_PASSWORD = "Demo1234!";

async function loginByEmail(page: Page, email: string, board = false) {
  await page.goto(`${SV}/logga-in/`);
  await waitForHydration(page);
  if (board) await page.getByRole("tab", { name: "Styrelseportal" }).click();
  await page.getByRole("button", { name: "Logga in med e-post och lösenord" }).click();
  await page.getByLabel("E-postadress").fill(email);
  await page.getByLabel("Lösenord").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Logga in", exact: true }).click();
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

test("an anonymous visitor favours a home, logs in and finds it in the header's list and on My residences", async ({
  page,
}) => {
  // A long journey (search, login, My Pages, two axe scans) on a machine shared with others.
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  await page.goto(`${SV}/sok-bostad/#object`);
  await waitForHydration(page);
  const heart = page.getByRole("button", { name: /som favorit$/ }).first();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  const label = (await heart.getAttribute("aria-label")) ?? "";
  const title = /^Spara (.+) som favorit$/.exec(label)?.[1];
  expect(title).toBeTruthy();
  await heart.click();
  const pressed = page.getByRole("button", { name: `Ta bort ${title} från favoriter` });
  await expect(pressed).toHaveAttribute("aria-pressed", "true");

  // The header's button counts it, and its list links to the home.
  const button = page.getByRole("button", { name: "Favoriter, 1 sparade" });
  await button.click();
  const list = page.getByRole("region", { name: "Mina favoriter" });
  await expect(list.getByRole("link", { name: title })).toBeVisible();
  await expect(list.getByText(/sparas i den här webbläsaren/)).toBeVisible();
  await expectNoSeriousViolations(page);
  // Opening another foldout closes this one (spec 000 section 4).
  await page.getByRole("button", { name: "Meny" }).click();
  await expect(list).toBeHidden();

  // Log in: the first page with a session merges the browser's list into the account.
  await loginByEmail(page, "kund.sv@nordhem.example");
  await expect(page).toHaveURL(`${SV}/mina-sidor/`);
  await waitForHydration(page);
  const accountButton = page.getByRole("button", { name: /^Favoriter, [1-9]\d* sparade$/ });
  await accountButton.click();
  const accountList = page.getByRole("region", { name: "Mina favoriter" });
  await expect(accountList.getByRole("link", { name: title })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("nordhem.favourites"))).toBeNull();

  await accountList.getByRole("link", { name: "Visa alla på Mina bostäder" }).click();
  await expect(page).toHaveURL(`${SV}/mina-sidor/mina-bostader/`);
  const favourites = page.getByRole("region", { name: "Favoriter", exact: true });
  await expect(favourites.getByRole("link", { name: title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Köpta och bokade bostäder" })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Removing it in the header's list takes it out of the account.
  await waitForHydration(page);
  await page.getByRole("button", { name: /^Favoriter, / }).click();
  await page.getByRole("button", { name: `Ta bort ${title}`, exact: true }).click();
  await page.reload();
  await expect(
    page.getByRole("region", { name: "Favoriter", exact: true }).getByRole("link", { name: title }),
  ).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a board member has no hearts and no favourites button", async ({ page }) => {
  await loginByEmail(page, "styrelse.ekbacken@nordhem.example", true);
  await expect(page).toHaveURL(`${SV}/mina-sidor/`);
  await page.goto(`${SV}/sok-bostad/#object`);
  await waitForHydration(page);
  // The user button shows the session is known; the search's homes are there.
  await expect(page.getByRole("button", { name: /Användarmeny/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Bostad / }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /som favorit$/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Favoriter/ })).toHaveCount(0);
});

for (const site of [
  {
    name: "Norway",
    host: "no.localhost",
    email: "kund.no@nordhem.example",
    login: ["/logg-inn/", "Logg inn med e-post og passord", "E-postadresse", "Passord", "Logg inn"],
    myResidences: "/mine-sider/mine-prosjekter/",
    favourites: "Favoritter",
  },
  {
    name: "Finland",
    host: "fi.localhost",
    email: "kund.fi@nordhem.example",
    login: [
      "/kirjaudu-sisaan/",
      "Kirjaudu sähköpostilla ja salasanalla",
      "Sähköpostiosoite",
      "Salasana",
      "Kirjaudu sisään",
    ],
    myResidences: "/sivuni/asuntoni/",
    favourites: "Suosikit",
  },
] as const) {
  test(`${site.name}: My residences in the site's language, axe-clean`, async ({ page }) => {
    const base = origin(site.host);
    const [path, useEmail, email, password, submit] = site.login;
    await page.goto(`${base}${path}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: useEmail }).click();
    await page.getByLabel(email).fill(site.email);
    await page.getByLabel(password).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: submit, exact: true }).click();
    await page.waitForURL((url) => url.pathname !== path);
    await page.goto(`${base}${site.myResidences}`);
    await expect(page.getByRole("region", { name: site.favourites, exact: true })).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: new RegExp(`^${site.favourites}, \\d+`) })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
