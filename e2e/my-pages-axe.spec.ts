import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import enCatalog from "../src/i18n/messages/en/my-pages.json" with { type: "json" };
import fiCatalog from "../src/i18n/messages/fi/my-pages.json" with { type: "json" };
import noCatalog from "../src/i18n/messages/no/my-pages.json" with { type: "json" };
import svCatalog from "../src/i18n/messages/sv/my-pages.json" with { type: "json" };
import { origin, waitForHydration } from "./support";

/**
 * My Pages in the browser (issue 15): axe on every page of the demo accounts' menus in each
 * language (sv on the Swedish site, no, fi, and en on the English sub-site with the Swedish
 * site's login; decision 031), the board member's reduced menu titled as board pages, and the
 * Finnish customer without payments, VIP or errands. The pages are found through the sub-menu,
 * so each account's journey covers whatever its menu holds. One login per account, through the
 * login API (the login form has journeys of its own in account.spec.ts).
 */

const SV = origin();
const NO = origin("no.localhost");
const FI = origin("fi.localhost");
const DEMO_PASSWORD = "Demo1234!";

type Catalog = typeof svCatalog;

async function expectNoSeriousViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
    where,
  ).toEqual([]);
}

/**
 * Logs the browser in through the login API of `base`, from a page of that site (the browser
 * resolves *.localhost, Node does not): the session cookie is the browser context's.
 */
async function logIn(page: Page, base: string, email: string, loginKind: "private" | "boardMember" = "private") {
  await page.goto(`${base}/`);
  const answer = await page.evaluate(
    async (body) => {
      const response = await fetch("/api/account_service/login/email", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { status?: string } };
    },
    { email, password: DEMO_PASSWORD, loginKind },
  );
  expect(answer, `login as ${email}`).toEqual({ status: 200, body: expect.objectContaining({ status: "Ok" }) });
}

/** The sub-menu's links (name and path) of the My Pages page the browser is on. */
async function menuLinks(page: Page, menuLabel: string): Promise<{ name: string; path: string }[]> {
  const menu = page.getByRole("navigation", { name: menuLabel });
  await expect(menu).toBeVisible();
  return menu.getByRole("link").evaluateAll((links) =>
    links.map((link) => ({
      name: (link.textContent ?? "").trim(),
      path: new URL((link as HTMLAnchorElement).href).pathname,
    })),
  );
}

/** Visits every page of the menu shown at `start` and runs axe on each (hydrated). */
async function everyMenuPageIsAxeClean(page: Page, base: string, start: string, catalog: Catalog) {
  const first = await page.goto(`${base}${start}`);
  expect(first?.status(), start).toBe(200);
  const links = await menuLinks(page, catalog.myPages.menuLabel);
  expect(links.length).toBeGreaterThan(1);
  for (const link of links) {
    const response = await page.goto(`${base}${link.path}`);
    expect(response?.status(), link.path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The current page is marked in the menu.
    await expect(
      page
        .getByRole("navigation", { name: catalog.myPages.menuLabel })
        .getByRole("link", { name: link.name, exact: true }),
    ).toHaveAttribute("aria-current", "page");
    await waitForHydration(page);
    await expectNoSeriousViolations(page, link.path);
  }
  return links;
}

test.describe("axe: every My Pages page in each language", () => {
  test.describe.configure({ timeout: 120_000 });

  test("sv: a customer on the Swedish site", async ({ page }) => {
    await logIn(page, SV, "kund.sv@nordhem.example");
    await everyMenuPageIsAxeClean(page, SV, "/mina-sidor/", svCatalog);
  });

  test("sv: a VIP customer, whose menu has the VIP pages and payments besides", async ({ page }) => {
    await logIn(page, SV, "vip.sv@nordhem.example");
    const links = await everyMenuPageIsAxeClean(page, SV, "/mina-sidor/", svCatalog);
    expect(links.map((link) => link.path)).toEqual(
      expect.arrayContaining(["/mina-sidor/betalningar/", "/mina-sidor/vip/", "/mina-sidor/vip-visning/"]),
    );
  });

  test("no: a customer on the Norwegian site", async ({ page }) => {
    await logIn(page, NO, "kund.no@nordhem.example");
    await everyMenuPageIsAxeClean(page, NO, "/mine-sider/", noCatalog);
  });

  test("fi: a customer on the Finnish site", async ({ page }) => {
    await logIn(page, FI, "kund.fi@nordhem.example");
    await everyMenuPageIsAxeClean(page, FI, "/sivuni/", fiCatalog);
  });

  test("en: the English sub-site's limited set, logged in through the Swedish site", async ({ page }) => {
    await logIn(page, SV, "kund.sv@nordhem.example");
    const links = await everyMenuPageIsAxeClean(page, SV, "/en/my-pages/", enCatalog);
    for (const link of links) expect(link.path).toMatch(/^\/en\/my-pages\//);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test("a board member sees only overview, errands and contacts, titled as board pages", async ({ page }) => {
  await logIn(page, SV, "styrelse.ekbacken@nordhem.example", "boardMember");
  await page.goto(`${SV}/mina-sidor/`);
  const menu = page.getByRole("navigation", { name: svCatalog.myPages.boardMenuLabel });
  await expect(menu.getByText(svCatalog.myPages.boardTitleOf.replace("{{association}}", "Brf Ekbacken"))).toBeVisible();
  await expect(menu.getByRole("link")).toHaveText([
    svCatalog.myPages.menu.myPages,
    svCatalog.myPages.menu.myErrands,
    svCatalog.myPages.menu.myContact,
  ]);
  // Not titled My Pages: no customer menu on the page.
  await expect(page.getByRole("navigation", { name: svCatalog.myPages.menuLabel })).toHaveCount(0);
  for (const path of ["/mina-sidor/", "/mina-sidor/arenden/", "/mina-sidor/kontakt/"]) {
    expect((await page.goto(`${SV}${path}`))?.status(), path).toBe(200);
    await waitForHydration(page);
    await expectNoSeriousViolations(page, path);
  }
  // The customer's pages are not the board's: the 404 page.
  for (const path of ["/mina-sidor/mina-bostader/", "/mina-sidor/mina-installningar/", "/mina-sidor/vip/"]) {
    expect((await page.goto(`${SV}${path}`))?.status(), path).toBe(404);
  }
});

test("a Finnish customer has no payments, VIP or errands, and their paths answer 404", async ({ page }) => {
  await logIn(page, FI, "kund.fi@nordhem.example");
  await page.goto(`${FI}/sivuni/`);
  const links = await menuLinks(page, fiCatalog.myPages.menuLabel);
  const names = links.map((link) => link.name);
  for (const key of ["myPayments", "myVip", "myVipShowing", "myErrands"] as const) {
    expect(names).not.toContain(fiCatalog.myPages.menu[key]);
  }
  for (const path of ["/sivuni/vip/", "/sivuni/arenden/"]) {
    const response = await page.goto(`${FI}${path}`);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: fiCatalog.myPages.menuLabel })).toHaveCount(0);
  }
});
