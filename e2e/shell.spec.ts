import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { origin, PORT } from "./support";

// From the config's port (E2E_PORT), so a run on another port tests its own server.
const SV = origin();
const NO = origin("no.localhost");
const FI = origin("fi.localhost");

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Hydration is done when React Router has attached its router to the window. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() =>
    Boolean((window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules),
  );
  await page.waitForLoadState("networkidle");
}

test.describe("start pages in each language", () => {
  for (const [url, lang, skip] of [
    [`${SV}/`, "sv", "Hoppa till innehåll"],
    [`${SV}/en/`, "en", "Skip to content"],
    [`${NO}/`, "nb", "Hopp til innhold"],
    [`${FI}/`, "fi", "Siirry sisältöön"],
    [`${origin("seniorgarden.localhost")}/`, "sv", "Hoppa till innehåll"],
    [`${origin("brf.localhost")}/`, "sv", "Hoppa till innehåll"],
    [`${origin("entreprenad.localhost")}/`, "sv", "Hoppa till innehåll"],
  ] as const) {
    test(`${url} renders in ${lang} and hydrates without console errors`, async ({ page }) => {
      const errors = collectErrors(page);
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("link", { name: skip })).toBeAttached();
      await waitForHydration(page);
      expect(errors).toEqual([]);
    });
  }
});

test("the page is useful without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${NO}/`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link").first()).toBeVisible();
  const links = await page.locator("a[href]").count();
  expect(links).toBeGreaterThan(10);
  // The foldouts cannot open without JavaScript, so their contents show in the page.
  await expect(page.getByRole("navigation", { name: "Hovedmeny" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Hva leter du etter?" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Meny" })).toBeHidden();
  await expect(page.getByRole("region", { name: "Viktig melding" }).getByRole("link")).toBeVisible();
  await context.close();
});

test.describe("header foldouts", () => {
  test("opening one closes the others, toggling the open one closes it, and the page blurs", async ({ page }) => {
    await page.goto(`${SV}/`);
    await waitForHydration(page);
    const menu = page.getByRole("button", { name: "Meny" });
    const search = page.getByRole("button", { name: "Sök", exact: true });
    const navigation = page.getByRole("navigation", { name: "Huvudmeny" });
    const searchBox = page.getByRole("searchbox", { name: "Vad letar du efter?" });

    await menu.click();
    await expect(navigation).toBeVisible();
    await expect(page.getByRole("button", { name: "Stäng meny" })).toHaveAttribute("aria-expanded", "true");
    // The blur fades in and out (a CSS transition): wait for its end state.
    const pageFilter = () =>
      page.locator("main").evaluate((main) => getComputedStyle(main.parentElement as Element).filter);
    await expect.poll(pageFilter).toBe("blur(3px)");

    await search.click();
    await expect(searchBox).toBeVisible();
    await expect(navigation).toBeHidden();
    await expect(searchBox).toBeFocused();

    // The toggle, not the form's submit button of the same name.
    await page.getByRole("button", { name: "Sök", exact: true, expanded: true }).click();
    await expect(searchBox).toBeHidden();
    await expect.poll(pageFilter).toBe("none");
  });

  test("Escape closes a foldout and gives focus back to its button", async ({ page }) => {
    await page.goto(`${SV}/`);
    await waitForHydration(page);
    const language = page.getByRole("button", { name: "Språk" });
    await language.click();
    await expect(page.getByRole("navigation", { name: "Välj språk" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Välj språk" })).toBeHidden();
    await expect(language).toBeFocused();
  });

  test("main navigation links navigate without a full page load", async ({ page }) => {
    await page.goto(`${SV}/`);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    await page.getByRole("button", { name: "Meny" }).click();
    const firstLink = page.getByRole("navigation", { name: "Huvudmeny" }).getByRole("link").first();
    const href = await firstLink.getAttribute("href");
    await firstLink.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("navigation", { name: "Huvudmeny" })).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test("the search foldout submits to the site's text search", async ({ page }) => {
    await page.goto(`${FI}/`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Hae", exact: true }).click();
    await page.getByRole("searchbox", { name: "Mitä etsit?" }).fill("rivitalo");
    await page.getByRole("searchbox", { name: "Mitä etsit?" }).press("Enter");
    await expect(page).toHaveURL(/\/hae\/\?s=rivitalo$/);
  });
});

test("the language switch moves to the same page in the other language", async ({ page }) => {
  await page.goto(`${SV}/karriar/`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Språk" }).click();
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(`${SV}/en/careers/`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("button", { name: "Language" }).click();
  await expect(page.getByRole("link", { name: "Svenska" })).toHaveAttribute("href", "/karriar/");
  await expect(page.getByRole("link", { name: "Norsk" })).toHaveAttribute(
    "href",
    new RegExp(`^http://no\\.localhost:${PORT}/karriere/$`),
  );
});

test("the skip link focuses the first heading of the content", async ({ page }) => {
  await page.goto(`${SV}/karriar/`);
  await waitForHydration(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Hoppa till innehåll" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeFocused();
});

test("pages with forms break no rule of their CSP (zod's eval probe did, on every page with a form)", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  for (const path of ["/logga-in/", "/kundservice/"]) {
    await page.goto(`${SV}${path}`);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  }
});

test("the crisis banner's text can be toggled", async ({ page }) => {
  await page.goto(`${NO}/`);
  await waitForHydration(page);
  const banner = page.getByRole("region", { name: "Viktig melding" });
  const toggle = banner.getByRole("button", { name: "Vis mer" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  const text = banner.locator("[id]").last();
  await expect(text).toBeHidden();
  await toggle.click();
  await expect(banner.getByRole("button", { name: "Vis mindre" })).toHaveAttribute("aria-expanded", "true");
  await expect(text).toBeVisible();
  // The link says what it is about, not only "Les mer" (link purpose, Lighthouse's link texts).
  await expect(banner.getByRole("link", { name: /^Les mer: .+/ })).toBeVisible();
  await banner.getByRole("button", { name: "Vis mindre" }).click();
  await expect(text).toBeHidden();
});

test.describe("mobile layout below 625 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("breadcrumb links are at least 24 px high (target size)", async ({ page }) => {
    await page.goto(`${SV}/karriar/lediga-jobb/`);
    const links = page.getByRole("navigation", { name: "Du är här" }).getByRole("link");
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) {
      expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(24);
    }
  });

  test("quick links move into the menu", async ({ page }) => {
    await page.goto(`${SV}/`);
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Genvägar" })).toBeHidden();
    await page.getByRole("button", { name: "Meny" }).click();
    const menu = page.getByRole("navigation", { name: "Huvudmeny" });
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
  });
});

test.describe("error pages", () => {
  test("an unknown path shows the 404 page with status 404 and records it in the data layer", async ({ page }) => {
    const response = await page.goto(`${SV}/det-har-finns-inte/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Till startsidan", exact: true })).toBeVisible();
    await waitForHydration(page);
    const dataLayer = await page.evaluate(
      () => (window as unknown as { dataLayer: { event: string; errorStatus?: number }[] }).dataLayer,
    );
    expect(dataLayer).toContainEqual(expect.objectContaining({ event: "error", errorStatus: 404 }));
  });

  test("when a page's data cannot be fetched on navigation, the browser loads the page from the server", async ({
    page,
  }) => {
    await page.goto(`${SV}/`);
    await waitForHydration(page);
    await page.route("**/*.data*", (route) => route.fulfill({ status: 503, body: "Service Unavailable" }));
    const link = page.getByRole("contentinfo").getByRole("link").first();
    const href = await link.getAttribute("href");
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link").first()).toBeVisible();
  });

  test("a feature the site lacks is a 404 (no login on the contracting site)", async ({ page }) => {
    const response = await page.goto(`${origin("entreprenad.localhost")}/logga-in/`);
    expect(response?.status()).toBe(404);
  });

  test("My Pages leads to the login page with the referrer", async ({ page }) => {
    await page.goto(`${SV}/mina-sidor/`);
    await expect(page).toHaveURL(`${SV}/logga-in/?referrer=%2Fmina-sidor%2F`);
    await expect(page.getByRole("heading", { level: 1, name: "Logga in" })).toBeVisible();
  });
});

test("a new site version reloads the page on the next navigation", async ({ page }) => {
  await page.goto(`${SV}/`);
  await waitForHydration(page);
  const current = await page.locator('meta[name="site-version"]').getAttribute("content");
  expect(current).toBeTruthy();
  await page.route("**/*.data*", async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replaceAll(current!, "a-newer-release");
    await route.fulfill({ response, body });
  });
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 1;
  });
  await page.getByRole("button", { name: "Meny" }).click();
  await page.getByRole("navigation", { name: "Huvudmeny" }).getByRole("link").first().click();
  await page.waitForFunction(() => (window as unknown as { marker?: number }).marker === undefined);
});

test.describe("toasts (spec 001 section 8)", () => {
  test("a login the server refuses: its message as a toast, announced inside the modal, dismissed by keyboard; axe passes", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(`${SV}/karriar/#open-login`);
    const dialog = page.getByRole("dialog", { name: "Logga in" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Logga in med e-post och lösenord" }).click();
    await dialog.getByLabel("E-postadress").fill("kund.sv@nordhem.example");
    await dialog.getByLabel("Lösenord").fill("fel-losenord");
    // The host's code is not part of the page until a toast is shown.
    expect(scripts.filter((url) => url.includes("/ToastHost-"))).toEqual([]);
    await dialog.getByRole("button", { name: "Logga in", exact: true }).click();

    // The server's words, in an alert (read out as it appears) inside the modal dialog: the page
    // behind a modal is inert, where a screen reader would not hear it.
    const toast = dialog.getByRole("alert");
    await expect(toast).toHaveText("Fel e-postadress eller lösenord.");
    await expect(dialog).toMatchAriaSnapshot(`
      - alert:
        - paragraph: Fel e-postadress eller lösenord.
        - button "Stäng meddelandet"
    `);
    expect(scripts.filter((url) => url.includes("/ToastHost-"))).toHaveLength(1);
    // It takes no focus; the typed address stays.
    await expect(toast.getByRole("button", { name: "Stäng meddelandet" })).not.toBeFocused();
    await expect(dialog.getByLabel("E-postadress")).toHaveValue("kund.sv@nordhem.example");
    // An error stays until dismissed.
    await expect(toast).toBeVisible();

    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);

    // Escape on the toast dismisses the toast, not the dialog.
    await toast.getByRole("button", { name: "Stäng meddelandet" }).focus();
    await page.keyboard.press("Escape");
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await expect(dialog).toBeVisible();

    // A second refusal shows it again; the button dismisses it by keyboard too.
    await dialog.getByRole("button", { name: "Logga in", exact: true }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Fel e-postadress eller lösenord.");
    await dialog.getByRole("alert").getByRole("button", { name: "Stäng meddelandet" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
