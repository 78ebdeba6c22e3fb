import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import {
  collectErrors,
  hostRequest,
  origin,
  residenceUrls,
  SITES,
  siteUrl,
  uniqueEmail,
  waitForHydration,
} from "./support";

/**
 * Issue 13, points 3, 9 and 11 on the Swedish site: a search never misleads (an unknown place,
 * an empty result, a tab in the hash), the forms' rules (rooms, common passwords) and the
 * remembered state (a return to the search, the interest form of a returning visitor).
 */

const SV = origin();
const site = SITES[0] as (typeof SITES)[number];

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

const NO_RESULTS = "Inga bostäder matchar din sökning";

const tab = (page: Page, name: string) => page.getByRole("tab", { name: new RegExp(`^${name}`) });

test.describe("searches never mislead (issue 13, point 3)", () => {
  test("a place that does not exist finds nothing and says so; removing it searches again", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`${SV}/sok-bostad/?q=xyzzyabc`);
    await waitForHydration(page);
    await expect(page.getByRole("tabpanel").getByText("Vi hittar ingen plats som heter ”xyzzyabc”")).toBeVisible();
    // No results, and every tab counts none (before issue 13: all homes under a chip "xyzzyabc").
    await expect(page.getByRole("list", { name: site.t.stageList })).toHaveCount(0);
    for (const name of [site.t.tabArea, site.t.tabStage, site.t.tabObject]) {
      await expect(tab(page, name)).toHaveText(`${name}0`);
    }
    await expectNoSeriousViolations(page);

    await page.getByRole("button", { name: "Ta bort ”xyzzyabc”" }).click();
    await expect(page).toHaveURL(`${SV}/sok-bostad/`);
    await expect(page.getByRole("list", { name: site.t.stageList }).getByRole("listitem").first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("an empty result suggests what to widen, with what each would find", async ({ page }) => {
    await page.goto(`${SV}/sok-bostad/?maxPrice=500000&minRooms=4`);
    await waitForHydration(page);
    await expect(page.getByText(NO_RESULTS)).toBeVisible();
    await expect(page.getByText("Prova att bredda sökningen:")).toBeVisible();
    const widenPrice = page.getByRole("button", { name: /^Utan prisgräns – \d+ etapp/ });
    await expect(widenPrice).toBeVisible();
    await expectNoSeriousViolations(page);
    const found = Number(/– (\d+)/.exec((await widenPrice.textContent()) ?? "")?.[1]);
    await widenPrice.click();
    await expect(page).toHaveURL(`${SV}/sok-bostad/?minRooms=4`);
    await expect(tab(page, site.t.tabStage)).toHaveText(`${site.t.tabStage}${found}`);
  });

  test("an empty result in a place suggests the nearest places where the rest of the search finds homes", async ({
    page,
  }) => {
    await page.goto(`${SV}/sok-bostad/?q=Nacka&maxPrice=2000000#object`);
    await waitForHydration(page);
    await expect(page.getByText(NO_RESULTS)).toBeVisible();
    const place = page.getByRole("button", { name: /^Sök i .+ – \d+ bostäder?$/ }).first();
    await expect(place).toBeVisible();
    const name = /^Sök i (.+) – /.exec((await place.textContent()) ?? "")?.[1] ?? "";
    const found = Number(/– (\d+)/.exec((await place.textContent()) ?? "")?.[1]);
    await place.click();
    await expect(page.getByRole("button", { name: `Ta bort ${name}` })).toBeVisible();
    await expect(tab(page, site.t.tabObject)).toHaveText(`${site.t.tabObject}${found}`);
  });

  test("with #object in the URL, the stage results the server rendered never show", async ({ page }) => {
    // Hold the page's JavaScript: what shows now is what the server's HTML shows before hydration.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/**/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${SV}/sok-bostad/#object`, { waitUntil: "commit" });
    // The server rendered the stage tab's list; it is in the page, and hidden.
    const rendered = page.locator(`ul[aria-label="${site.t.stageList}"]`);
    await expect(rendered).toBeAttached();
    await expect(rendered).toBeHidden();
    const stages = page.getByRole("list", { name: site.t.stageList });
    release();
    await waitForHydration(page);
    await expect(page.getByRole("list", { name: site.t.objectList }).getByRole("listitem").first()).toBeVisible();
    await expect(tab(page, site.t.tabObject)).toHaveAttribute("aria-selected", "true");
    // The hash no longer applies once the visitor picks another tab: its results show.
    await tab(page, site.t.tabStage).click();
    await expect(stages.getByRole("listitem").first()).toBeVisible();
  });
});

test.describe("forms (issue 13, point 9)", () => {
  test("the interest form refuses more minimum rooms than maximum, in the browser and in the API", async ({
    page,
    request,
  }) => {
    const urls = await residenceUrls(request, site);
    const posted: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/residence/interest")) posted.push(r.url());
    });
    await page.goto(siteUrl(site, urls.object));
    await waitForHydration(page);
    const form = page.getByRole("region", { name: site.t.interestHeading });
    await form.getByLabel(site.t.firstName).fill("Anna");
    await form.getByLabel(site.t.lastName).fill("Andersson");
    await form.getByLabel(site.t.email).fill(uniqueEmail("rum"));
    await form.getByLabel(site.t.phone).fill("070-111 22 33");
    await form.getByLabel("Minst antal rok").selectOption("4");
    await form.getByLabel("Högst antal rok").selectOption("2");
    // The consent links to the privacy information.
    await expect(form.getByRole("link", { name: "Så behandlar vi dina personuppgifter" })).toHaveAttribute(
      "href",
      "/anvandarvillkor/integritetspolicy/",
    );
    await form.getByRole("checkbox", { name: site.t.terms }).check();
    await form.getByRole("button", { name: site.t.interestSubmit }).click();
    await expect(form.getByLabel("Högst antal rok")).toHaveAccessibleDescription(
      "Högsta antalet får inte vara lägre än lägsta.",
    );
    expect(posted).toEqual([]);

    const answer = await hostRequest(site).post(request, "/api/residence/interest", {
      firstName: "Anna",
      lastName: "Andersson",
      email: uniqueEmail("rum-api"),
      phone: "070-111 22 33",
      minRooms: 4,
      maxRooms: 2,
      terms: true,
      objectId: 1,
    });
    expect(answer.status()).toBe(400);
    expect(JSON.stringify(await answer.json())).toContain("Högsta antalet får inte vara lägre än lägsta.");
  });

  test("registration refuses a common password with a clear message, and takes an uncommon one", async ({ page }) => {
    await page.goto(`${SV}/skapa-konto/`);
    await waitForHydration(page);
    await page.getByLabel("Förnamn").fill("Nora");
    await page.getByLabel("Efternamn").fill("Lind");
    await page.getByLabel("E-postadress").fill(uniqueEmail("vanligt"));
    await page.getByLabel("Mobilnummer").fill("070-111 22 33");
    const password = page.getByLabel(/^Lösenord/);
    await password.fill("qwerty123");
    await page.getByLabel("Upprepa lösenordet").fill("qwerty123");
    await page.getByLabel(/Jag godkänner användarvillkoren/).check();
    await page.getByRole("button", { name: "Skapa konto", exact: true }).click();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Lösenordet är för vanligt och lätt att gissa. Välj ett annat.")).toBeVisible();
    // The password and its repeat stand side by side on one line (the hint is under the field).
    const [a, b] = await Promise.all([password.boundingBox(), page.getByLabel("Upprepa lösenordet").boundingBox()]);
    expect(Math.abs((a?.y ?? 0) - (b?.y ?? 1))).toBeLessThan(2);
    // (An invalid field's border is 1 px thicker on each side.)
    expect(Math.abs((a?.height ?? 0) - (b?.height ?? 1))).toBeLessThan(4);

    await password.fill("hemligt-och-ovanligt");
    await page.getByLabel("Upprepa lösenordet").fill("hemligt-och-ovanligt");
    await page.getByRole("button", { name: "Skapa konto", exact: true }).click();
    await expect(page).toHaveURL(`${SV}/mina-sidor/`);
  });
});

test.describe("words and ways on (issue 13, point 9)", () => {
  test("one word per thing: rooms are rok in Swedish, the area is bruksareal on the Norwegian filter and page", async ({
    page,
    request,
  }) => {
    const urls = await residenceUrls(request, site);
    await page.goto(siteUrl(site, urls.object));
    await waitForHydration(page);
    const form = page.getByRole("region", { name: site.t.interestHeading });
    await expect(form.getByLabel("Minst antal rok").getByRole("option", { name: "3 rok" })).toHaveCount(1);
    // \s: the formatters join a number to its unit with a no-break space (decision 018).
    await expect(page.getByRole("main")).not.toContainText(/\d\s*rum\b|antal\s+rum/i);

    const no = SITES[1] as (typeof SITES)[number];
    await page.goto(siteUrl(no, no.searchPath));
    await waitForHydration(page);
    await expect(page.getByText("Bruksareal", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(/boligareal/i);
    const noUrls = await residenceUrls(request, no);
    await page.goto(siteUrl(no, noUrls.object));
    await expect(page.getByText("Bruksareal", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(/boligareal/i);
  });

  test("the 404 page offers a search box and the homes", async ({ page }) => {
    const response = await page.goto(`${SV}/finns-inte-alls/`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "Se bostäder till salu" })).toHaveAttribute("href", "/sok-bostad/");
    await expectNoSeriousViolations(page);
    const search = page.getByRole("search").filter({ has: page.getByLabel("Sök på webbplatsen") });
    await search.getByLabel("Sök på webbplatsen").fill("lägenheter");
    await search.getByRole("button", { name: "Sök", exact: true }).click();
    await expect(page).toHaveURL(`${SV}/sok/?s=l%C3%A4genheter`);
  });

  test("the English start page leads to the Swedish home search", async ({ page }) => {
    await page.goto(`${SV}/en/`);
    await page
      .getByRole("link", { name: /Homes for sale/ })
      .first()
      .click();
    await expect(page).toHaveURL(`${SV}/sok-bostad/`);
  });
});

test.describe("remembered state (issue 13, point 11)", () => {
  test("coming back to the search shows the results loaded so far, where the visitor left them", async ({ page }) => {
    await page.goto(`${SV}/sok-bostad/#object`);
    await waitForHydration(page);
    const homes = page.getByRole("list", { name: site.t.objectList }).getByRole("listitem");
    await expect(homes).toHaveCount(30);
    await page.getByRole("button", { name: site.t.showMore }).click();
    await expect(homes).toHaveCount(60);
    const chosen = homes.nth(44).getByRole("link").first();
    await chosen.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    await chosen.click();
    await expect(page).not.toHaveURL(/sok-bostad/);

    await page.goBack();
    await expect(homes).toHaveCount(60);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 50);

    // Back to the search from a page loaded in full (another document) restores it too. The list
    // may render its restored rows again just then (the element is replaced): scroll once it holds.
    await expect(async () => chosen.scrollIntoViewIfNeeded()).toPass();
    const href = (await chosen.getAttribute("href")) ?? "";
    await page.goto(`${SV}${href}`);
    await page.goBack();
    await waitForHydration(page);
    await expect(homes).toHaveCount(60);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);

    // A reload starts again from one page (issue 3).
    await page.reload();
    await waitForHydration(page);
    await expect(homes).toHaveCount(30);

    // A link to the search opens it anew, at the top with the first page.
    await page.goto(`${SV}/`);
    await page.goto(`${SV}/sok-bostad/#object`);
    await waitForHydration(page);
    await expect(homes).toHaveCount(30);
  });

  test("the chosen tab is kept (the residenceType cookie), and the last filters are offered again", async ({
    page,
  }) => {
    await page.goto(`${SV}/sok-bostad/?minRooms=3`);
    await waitForHydration(page);
    await tab(page, site.t.tabArea).click();
    await expect(tab(page, site.t.tabArea)).toHaveAttribute("aria-selected", "true");
    await page.goto(`${SV}/`);
    await page.goto(`${SV}/sok-bostad/`);
    await waitForHydration(page);
    await expect(tab(page, site.t.tabArea)).toHaveAttribute("aria-selected", "true");
    await page.getByRole("link", { name: "Fortsätt med din senaste sökning" }).click();
    await expect(page).toHaveURL(`${SV}/sok-bostad/?minRooms=3`);
    await expect(page.getByRole("link", { name: "Fortsätt med din senaste sökning" })).toHaveCount(0);
    // Clearing the filters forgets them.
    await page.getByRole("button", { name: site.t.clearFilters }).first().click();
    await expect(page).toHaveURL(`${SV}/sok-bostad/`);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "Fortsätt med din senaste sökning" })).toHaveCount(0);
  });

  test("a returning visitor finds the interest form filled in, and can have it forgotten", async ({
    page,
    request,
  }) => {
    const urls = await residenceUrls(request, site);
    const email = uniqueEmail("atervandande");
    await page.goto(siteUrl(site, urls.object));
    await waitForHydration(page);
    const form = page.getByRole("region", { name: site.t.interestHeading });
    await form.getByLabel(site.t.firstName).fill("Anna");
    await form.getByLabel(site.t.lastName).fill("Andersson");
    await form.getByLabel(site.t.email).fill(email);
    await form.getByLabel(site.t.phone).fill("070-111 22 33");
    await form.getByRole("checkbox", { name: site.t.terms }).check();
    await form.getByRole("button", { name: site.t.interestSubmit }).click();
    await expect(form.getByRole("status")).toBeVisible();

    await page.goto(siteUrl(site, urls.stage));
    await waitForHydration(page);
    const next = page.getByRole("region", { name: site.t.interestHeading });
    await expect(next.getByLabel(site.t.firstName)).toHaveValue("Anna");
    await expect(next.getByLabel(site.t.email)).toHaveValue(email);
    await expect(next.getByLabel(site.t.phone)).toHaveValue("070-111 22 33");
    // Consent is asked anew for every interest.
    await expect(next.getByRole("checkbox", { name: site.t.terms })).not.toBeChecked();
    await expect(next.getByText("Vi har fyllt i dina kontaktuppgifter från förra gången.")).toBeVisible();
    await expectNoSeriousViolations(page);

    await next.getByRole("button", { name: "Glöm mina uppgifter" }).click();
    await expect(next.getByLabel(site.t.firstName)).toHaveValue("");
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: site.t.interestHeading }).getByLabel(site.t.firstName)).toHaveValue(
      "",
    );
  });
});
