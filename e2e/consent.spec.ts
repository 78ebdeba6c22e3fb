import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { CONSENT_COOKIE, parseConsent, serializeConsent } from "../src/features/consent/consent-cookie";
import { origin, residenceUrls, SITES, waitForHydration } from "./support";

/**
 * Cookie consent (issue 16): a first visit, as a new visitor makes it. These journeys start
 * without the consent cookie that every other journey browses with (playwright.config.ts).
 */
test.use({ storageState: { cookies: [], origins: [] } });

const SV = origin();
const COOKIES_PAGE = "/anvandarvillkor/cookies/";
const SV_SITE = SITES.find((site) => site.code === "sv")!;

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies(SV)).find((c) => c.name === name);
}

/** What the data layer holds: Consent Mode commands (gtag's arguments) and events. */
async function dataLayer(page: Page): Promise<{ commands: unknown[][]; events: Record<string, unknown>[] }> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];
    const commands: unknown[][] = [];
    const events: Record<string, unknown>[] = [];
    for (const entry of layer) {
      if (Object.prototype.toString.call(entry) === "[object Arguments]")
        commands.push(Array.from(entry as ArrayLike<unknown>));
      else events.push(entry as Record<string, unknown>);
    }
    return { commands, events };
  });
}

/** A visit with the page's clock in the test's hand, past the dialog's 2 s. */
async function visitUntilAsked(page: Page, url: string) {
  await page.clock.install();
  await page.goto(url);
  await waitForHydration(page);
  await page.clock.runFor(2100);
}

function askDialog(page: Page) {
  return page.getByRole("dialog", { name: "Vi använder cookies" });
}

function settingsDialog(page: Page) {
  return page.getByRole("dialog", { name: "Cookieinställningar" });
}

async function expectNoSeriousViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

test("a first visit is asked after 2 s, with every purpose denied until then, and not on the cookies page", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(`${SV}/`);
  await waitForHydration(page);
  await page.clock.runFor(1900);
  await expect(askDialog(page)).toHaveCount(0);
  await page.clock.runFor(200);
  await expect(askDialog(page)).toBeVisible();
  // Before any choice: Consent Mode's defaults, all denied, and no analytics event.
  await expect.poll(async () => (await dataLayer(page)).commands.length).toBeGreaterThan(0);
  const { commands, events } = await dataLayer(page);
  expect(commands[0]).toEqual([
    "consent",
    "default",
    expect.objectContaining({
      ad_storage: "denied",
      analytics_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    }),
  ]);
  expect(events).toEqual([]);
  await expectNoSeriousViolations(page, "dialog");

  // The cookies page has the settings itself: nothing asks there.
  await page.goto(`${SV}${COOKIES_PAGE}`);
  await waitForHydration(page);
  await page.clock.runFor(5000);
  await expect(askDialog(page)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Dina cookieinställningar" })).toBeVisible();
});

test("accept all sets the consent and visitor cookies, reports code 2 and lets analytics run", async ({
  page,
  context,
}) => {
  await visitUntilAsked(page, `${SV}/`);
  const report = page.waitForRequest((request) => request.url().endsWith("/api/experiments/cookie-consent/2"));
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/experiments/cookie-consent/2"));
  await askDialog(page).getByRole("button", { name: "Godkänn alla" }).click();
  expect((await report).postDataJSON()).toMatchObject({ marketing: true, statistics: true, thirdParty: true });
  expect((await answered).status()).toBe(204);
  await expect(askDialog(page)).toHaveCount(0);

  const consent = await cookie(context, CONSENT_COOKIE);
  expect(parseConsent(consent?.value)).toMatchObject({
    answered: true,
    marketing: true,
    statistics: true,
    thirdParty: true,
  });
  expect(consent?.sameSite).toBe("Lax");
  // 6 months, give or take the test's own minutes.
  expect(consent!.expires * 1000 - Date.now()).toBeGreaterThan(180 * 24 * 3600 * 1000);
  const visitor = await cookie(context, "jmuid");
  expect(visitor?.httpOnly).toBe(true);
  expect(visitor!.expires * 1000 - Date.now()).toBeGreaterThan(180 * 24 * 3600 * 1000);

  await expect
    .poll(async () => (await dataLayer(page)).commands.at(-1))
    .toEqual([
      "consent",
      "update",
      { ad_storage: "granted", analytics_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" },
    ]);
  // The page the visitor agreed on counts once.
  const { events } = await dataLayer(page);
  expect(events.filter((event) => event.event === "pageview")).toHaveLength(1);

  // The next page does not ask again.
  await page.goto(`${SV}/om-oss/`);
  await waitForHydration(page);
  await page.clock.runFor(3000);
  await expect(askDialog(page)).toHaveCount(0);
});

test("a manual choice without statistics sets no visitor id and tracks nothing over three pages", async ({
  page,
  context,
  request,
}) => {
  const urls = await residenceUrls(request, SV_SITE);
  const tracking: string[] = [];
  page.on("request", (r) => {
    if (/\/api\/(timeseries\/visit|webvitals\/save)/.test(r.url())) tracking.push(r.url());
  });
  await visitUntilAsked(page, `${SV}/`);
  await askDialog(page).getByRole("button", { name: "Välj själv" }).click();
  const settings = settingsDialog(page);
  await expect(settings).toBeVisible();
  await expectNoSeriousViolations(page, "dialog");
  for (const name of ["Statistik", "Marknadsföring", "Innehåll från andra tjänster"]) {
    await expect(settings.getByRole("switch", { name })).not.toBeChecked();
  }
  await expect(settings.getByRole("switch", { name: /Nödvändiga/ })).toBeChecked();
  await expect(settings.getByRole("switch", { name: /Nödvändiga/ })).toBeDisabled();
  await settings.getByRole("switch", { name: "Marknadsföring" }).check();
  const report = page.waitForResponse((r) => r.url().endsWith("/api/experiments/cookie-consent/3"));
  await settings.getByRole("button", { name: "Spara mina val" }).click();
  expect((await report).request().postDataJSON()).toMatchObject({
    marketing: true,
    statistics: false,
    thirdParty: false,
  });
  await expect(page.getByText("Dina cookieval är sparade.")).toBeVisible();

  for (const url of [urls.area, urls.stage, urls.object]) {
    await page.goto(url);
    await waitForHydration(page);
    await page.clock.runFor(3000);
    await expect(askDialog(page)).toHaveCount(0);
    await expect
      .poll(async () => (await dataLayer(page)).commands.at(-1))
      .toEqual([
        "consent",
        "update",
        { ad_storage: "granted", analytics_storage: "denied", ad_user_data: "granted", ad_personalization: "granted" },
      ]);
    expect((await dataLayer(page)).events).toEqual([]);
  }
  // Leaving the page would send web vitals: nothing goes.
  await page.goto(`${SV}/`);
  await waitForHydration(page);
  expect(await cookie(context, "jmuid")).toBeUndefined();
  expect(tracking).toEqual([]);
});

test("a new policy revision asks again", async ({ page, context }) => {
  await context.addCookies([
    {
      name: CONSENT_COOKIE,
      value: serializeConsent({
        answered: true,
        marketing: true,
        statistics: true,
        thirdParty: true,
        revision: "2020-01-01",
      }),
      domain: "localhost",
      path: "/",
    },
  ]);
  await visitUntilAsked(page, `${SV}/`);
  await expect(askDialog(page)).toBeVisible();
  // An earlier revision's yes is no yes to this one: nothing is granted meanwhile.
  const { commands } = await dataLayer(page);
  expect(commands.filter((command) => command[1] === "update")).toEqual([]);
});

test("keyboard only: the dialog takes the focus, the choices are reachable, Escape is the choice 'necessary only'", async ({
  page,
  context,
}) => {
  await visitUntilAsked(page, `${SV}/`);
  const dialog = askDialog(page);
  await expect(dialog).toBeVisible();
  // The focus is in the dialog, and Tab stays in it (the page behind is inert while it asks).
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
  // (Past its last control the browser's own toolbar may take the focus, never the page behind.)
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    const where = await page.evaluate(() =>
      document.activeElement?.closest("dialog")
        ? "dialog"
        : document.activeElement === document.body
          ? "browser"
          : "page",
    );
    expect(where).not.toBe("page");
  }
  // To "Let me choose" and into the settings with the keyboard.
  await dialog.getByRole("button", { name: "Välj själv" }).focus();
  await page.keyboard.press("Enter");
  const settings = settingsDialog(page);
  await expect(settings).toBeVisible();
  await settings.getByRole("switch", { name: "Statistik" }).focus();
  await page.keyboard.press("Space");
  await expect(settings.getByRole("switch", { name: "Statistik" })).toBeChecked();
  // Escape before saving: the visitor has not chosen yet, so closing is the choice "necessary only".
  const report = page.waitForResponse((r) => r.url().endsWith("/api/experiments/cookie-consent/1"));
  await page.keyboard.press("Escape");
  expect((await report).status()).toBe(204);
  await expect(settings).toHaveCount(0);
  expect(parseConsent((await cookie(context, CONSENT_COOKIE))?.value)).toMatchObject({
    answered: true,
    statistics: false,
    marketing: false,
    thirdParty: false,
  });
  // The page is usable again at once.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("dialog") ?? null)).toBeNull();
});

test("the footer's Cookie settings reopens the settings with the choice made, and a change takes the visitor id away", async ({
  page,
  context,
}) => {
  await visitUntilAsked(page, `${SV}/`);
  await askDialog(page).getByRole("button", { name: "Godkänn alla" }).click();
  await expect.poll(async () => (await cookie(context, "jmuid"))?.value).toBeTruthy();

  await page.getByRole("contentinfo").getByRole("link", { name: "Cookieinställningar" }).click();
  const settings = settingsDialog(page);
  await expect(settings).toBeVisible();
  await expect(settings.getByRole("switch", { name: "Statistik" })).toBeChecked();
  await settings.getByRole("switch", { name: "Statistik" }).uncheck();
  const report = page.waitForResponse((r) => r.url().endsWith("/api/experiments/cookie-consent/3"));
  await settings.getByRole("button", { name: "Spara mina val" }).click();
  expect((await report).status()).toBe(204);
  await expect(settings).toHaveCount(0);
  expect(await cookie(context, "jmuid")).toBeUndefined();
  expect(parseConsent((await cookie(context, CONSENT_COOKIE))?.value)).toMatchObject({
    statistics: false,
    marketing: true,
  });
  // Closing the settings once chosen changes nothing and reports nothing.
  await page.getByRole("contentinfo").getByRole("link", { name: "Cookieinställningar" }).click();
  await expect(settings).toBeVisible();
  let reported = false;
  page.on("request", (r) => {
    if (r.url().includes("/api/experiments/")) reported = true;
  });
  await settings.getByRole("button", { name: "Stäng och godkänn bara nödvändiga cookies" }).click();
  await expect(settings).toHaveCount(0);
  expect(parseConsent((await cookie(context, CONSENT_COOKIE))?.value)).toMatchObject({ marketing: true });
  expect(reported).toBe(false);
});

test("the dialog that opens after 2 s does not become the page's largest contentful paint", async ({ page }) => {
  await page.addInitScript(() => {
    const entries: { inDialog: boolean }[] = [];
    (window as unknown as { lcp: typeof entries }).lcp = entries;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
        entries.push({ inDialog: Boolean(entry.element?.closest("dialog")) });
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await page.clock.install();
  // A page whose own content is small: a text page without a picture.
  await page.goto(`${SV}/anvandarvillkor/`);
  await waitForHydration(page);
  await page.clock.runFor(2100);
  await expect(askDialog(page)).toBeVisible();
  // Two frames after the dialog painted, its text would have been reported if it were the largest.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const entries = await page.evaluate(() => (window as unknown as { lcp: { inDialog: boolean }[] }).lcp);
  expect(entries.length).toBeGreaterThan(0);
  expect(entries.filter((entry) => entry.inDialog)).toEqual([]);
});

test("without JavaScript the cookies page is a plain settings page that saves the choice", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(`${SV}${COOKIES_PAGE}`);
  const form = page.getByRole("region", { name: "Dina cookieinställningar" });
  await expect(form.getByRole("switch", { name: "Statistik" })).not.toBeChecked();
  await form.getByRole("switch", { name: "Statistik" }).check();
  await form.getByRole("button", { name: "Spara mina val" }).click();
  await expect(page).toHaveURL(/\/anvandarvillkor\/cookies\/\?saved=m0s1t0#cookie-settings$/);
  await expect(form.getByRole("status")).toHaveText("Dina val är sparade.");
  await expect(form.getByRole("switch", { name: "Statistik" })).toBeChecked();
  await expect(form.getByRole("switch", { name: "Marknadsföring" })).not.toBeChecked();
  const consent = (await context.cookies(SV)).find((c) => c.name === CONSENT_COOKIE);
  expect(parseConsent(consent?.value)).toMatchObject({ answered: true, statistics: true, marketing: false });
  // The footer's link leads here without JavaScript.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Cookieinställningar" })).toHaveAttribute(
    "href",
    `${COOKIES_PAGE}#cookie-settings`,
  );
  await context.close();
});

/** Every site and language asks, in its own words, and the footer's link has its own name. */
const SITE_CASES = [
  {
    name: "English sub-site",
    url: `${SV}/en/`,
    title: "We use cookies",
    acceptAll: "Accept all",
    settings: "Cookie settings",
  },
  {
    name: "Norway",
    url: `${origin("no.localhost")}/`,
    title: "Vi bruker informasjonskapsler",
    acceptAll: "Godta alle",
    settings: "Innstillinger for informasjonskapsler",
  },
  {
    name: "Finland",
    url: `${origin("fi.localhost")}/`,
    title: "Käytämme evästeitä",
    acceptAll: "Hyväksy kaikki",
    settings: "Evästeasetukset",
  },
  {
    name: "Seniorgården",
    url: `${origin("seniorgarden.localhost")}/`,
    title: "Vi använder cookies",
    acceptAll: "Godkänn alla",
    settings: "Cookieinställningar",
  },
];

for (const site of SITE_CASES) {
  test(`${site.name}: the dialog asks in the site's language, and accept all is saved for that site`, async ({
    page,
    context,
  }) => {
    await visitUntilAsked(page, site.url);
    const dialog = page.getByRole("dialog", { name: site.title });
    await expect(dialog).toBeVisible();
    const report = page.waitForResponse((r) => r.url().endsWith("/api/experiments/cookie-consent/2"));
    await dialog.getByRole("button", { name: site.acceptAll }).click();
    expect((await report).status()).toBe(204);
    const consent = (await context.cookies(site.url)).find((c) => c.name === CONSENT_COOKIE);
    expect(parseConsent(consent?.value)).toMatchObject({ answered: true, statistics: true });
    await page.getByRole("contentinfo").getByRole("link", { name: site.settings }).click();
    await expect(page.getByRole("dialog", { name: site.settings })).toBeVisible();
  });
}
