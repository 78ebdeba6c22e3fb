import { expect, type Locator, type Page, type Response, test } from "@playwright/test";
import {
  amountOf,
  type ConsoleError,
  collectErrors,
  escapeRegExp,
  factsOf,
  hrefsOf,
  outboxFor,
  SITES,
  type SiteCase,
  setSliderByKeyboard,
  siteUrl,
  uniqueEmail,
  waitForHydration,
} from "./support";

/**
 * The home search journey of issue 3 on the Swedish, Norwegian and Finnish sites: filter to
 * 3 rooms under a price with the keyboard, map view and back, show more, reload, back and
 * forward, open a home, register interest (stored and confirmed by e-mail) and book a showing
 * (confirmed through the e-mailed link).
 */

/** The count at the end of a tab's name ("Bostäder153"). */
async function countOf(tab: Locator): Promise<number> {
  const match = /(\d+)$/.exec((await tab.textContent()) ?? "");
  if (!match) throw new Error("the tab shows no count");
  return Number(match[1]);
}

/** The home search request of the journey's filter (3 rooms, the site's price limit). */
function isJourneySearch(response: Response, site: SiteCase): boolean {
  if (!response.url().endsWith("/api/residence/search_object") || response.request().method() !== "POST") return false;
  const body = response.request().postDataJSON() as {
    filter?: { minRooms?: number; maxRooms?: number; maxPrice?: number };
    offset?: number;
  };
  const filter = body.filter ?? {};
  return filter.minRooms === 3 && filter.maxRooms === 3 && filter.maxPrice === site.maxPrice && body.offset === 0;
}

/** Every listed home has 3 rooms and a price within the limit. */
async function expectJourneyHomes(homes: Locator, site: SiteCase, count: number) {
  const facts = await factsOf(homes);
  expect(facts).toHaveLength(count);
  for (const fact of facts) {
    expect(fact[site.t.rooms]).toBe(site.threeRooms);
    const price = fact[site.t.price] ?? "";
    expect(price).toMatch(/\d/);
    expect(amountOf(price)).toBeLessThanOrEqual(site.maxPrice);
  }
}

/** The booking's expected failure answer is logged by the browser; anything else is a bug. */
function unexpected(errors: ConsoleError[]): string[] {
  return errors
    .filter((error) => !(/\/api\/residence\/showings\/\d+\/book$/.test(error.url) && error.text.includes("400")))
    .map((error) => `${error.text} (${error.url})`);
}

/**
 * Books a place at a bookable showing with places for two: on the current home page, else on
 * the next of the candidate homes that has one. Returns the showing's time as the page shows it.
 */
async function findBookableShowing(page: Page, site: SiteCase, candidates: string[]) {
  for (const [index, href] of ["", ...candidates].entries()) {
    if (index > 0) {
      await page.goto(siteUrl(site, href));
      await waitForHydration(page);
    }
    const items = page
      .getByRole("region", { name: site.t.showingsHeading })
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: site.t.book }) })
      .filter({ hasText: site.t.placesLeft });
    if ((await items.count()) > 0) {
      return (await items.first().locator("time").textContent())?.trim() ?? "";
    }
  }
  throw new Error("none of the listed homes has a bookable showing");
}

async function fillPerson(scope: Locator, site: SiteCase, email: string) {
  await scope.getByLabel(site.t.firstName).fill("Testa");
  await scope.getByLabel(site.t.lastName).fill("Testsson");
  await scope.getByLabel(site.t.email).fill(email);
  await scope.getByLabel(site.t.phone).fill("+46 70 123 45 67");
}

for (const site of SITES) {
  test(`${site.code}: search, filter, map, show more, reload, back/forward, open a home, interest and showing`, async ({
    page,
    request,
  }) => {
    test.slow();
    const errors = collectErrors(page);
    const filteredUrl = siteUrl(site, `${site.searchPath}?maxPrice=${site.maxPrice}&minRooms=3&maxRooms=3`);
    const tabs = page.getByRole("tablist", { name: site.t.tabs });
    const objectTab = tabs.getByRole("tab", { name: new RegExp(`^${escapeRegExp(site.t.tabObject)}`) });
    const homes = page.getByRole("list", { name: site.t.objectList });
    const maxPrice = page.getByRole("slider", { name: site.t.maxPrice });
    const mapButton = page.getByRole("button", { name: site.t.mapView, exact: true });
    const imageButton = page.getByRole("button", { name: site.t.imageView, exact: true });

    const response = await page.goto(siteUrl(site, site.searchPath));
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", site.lang);
    await waitForHydration(page);

    let allHomes = 0;
    await test.step("the home tab lists the first 30 homes", async () => {
      await objectTab.click();
      await expect(objectTab).toHaveAttribute("aria-selected", "true");
      await expect(homes.getByRole("listitem")).toHaveCount(30);
      allHomes = await countOf(objectTab);
      expect(allHomes).toBeGreaterThan(60);
    });

    let total = 0;
    await test.step("filter to 3 rooms under the price with the keyboard", async () => {
      const searched = page.waitForResponse((r) => isJourneySearch(r, site));
      await setSliderByKeyboard(page.getByRole("slider", { name: site.t.minRooms }), 3);
      await setSliderByKeyboard(page.getByRole("slider", { name: site.t.maxRooms }), 3);
      await setSliderByKeyboard(maxPrice, site.maxPrice);
      await expect(maxPrice).toHaveAttribute("aria-valuetext", site.maxPriceText);
      await expect(page).toHaveURL(filteredUrl);
      total = ((await (await searched).json()) as { counts: { objects: number } }).counts.objects;
      expect(total).toBeLessThan(allHomes);
      // More than one page, so that "show more" has something to show.
      expect(total).toBeGreaterThan(30);
      await expect(objectTab).toHaveText(new RegExp(`^${escapeRegExp(site.t.tabObject)}${total}$`));
      await expect(page.getByText(site.t.showing(30, total))).toBeVisible();
      await expect(homes.getByRole("listitem")).toHaveCount(30);
      await expectJourneyHomes(homes, site, 30);
    });

    await test.step("switch to the map view and back to the image view", async () => {
      await mapButton.click();
      await expect(page).toHaveURL(`${filteredUrl}#map`);
      await expect(mapButton).toHaveAttribute("aria-pressed", "true");
      const map = page.getByRole("region", { name: `${site.t.map}: ${site.t.objectList}` });
      await expect(map).toBeVisible();
      // MapLibre's canvas (a region of its own for keyboard panning) and the homes as markers.
      await expect(map.getByRole("region", { name: site.t.mapCanvas })).toBeVisible();
      await expect(map).toHaveAttribute("aria-busy", "false");
      const markers = map.getByRole("button", { name: new RegExp(`^${escapeRegExp(site.t.homeWord)} `) });
      await expect(markers.first()).toBeVisible();
      // At most one marker per matching home (homes without a position are left out).
      expect(await markers.count()).toBeLessThanOrEqual(total);
      // The list stays under the map.
      await expect(homes.getByRole("listitem")).toHaveCount(30);

      await imageButton.click();
      await expect(page).toHaveURL(filteredUrl);
      await expect(imageButton).toHaveAttribute("aria-pressed", "true");
      await expect(map).toHaveCount(0);
      await expect(homes.getByRole("listitem")).toHaveCount(30);
    });

    await test.step("show more appends the next 30 homes", async () => {
      await page.getByRole("tabpanel").getByRole("button", { name: site.t.showMore }).click();
      const shown = Math.min(60, total);
      await expect(homes.getByRole("listitem")).toHaveCount(shown);
      await expect(page.getByText(site.t.showing(shown, total))).toBeVisible();
      // Keyboard users continue at the first new home.
      await expect(homes.getByRole("link").nth(30)).toBeFocused();
      await expectJourneyHomes(homes, site, shown);
    });

    let firstHits: string[] = [];
    await test.step("a reload shows the same results", async () => {
      firstHits = (await hrefsOf(homes)).slice(0, 30);
      await page.reload();
      await waitForHydration(page);
      await expect(page).toHaveURL(filteredUrl);
      await expect(objectTab).toHaveAttribute("aria-selected", "true");
      await expect(objectTab).toHaveText(new RegExp(`^${escapeRegExp(site.t.tabObject)}${total}$`));
      await expect(maxPrice).toHaveAttribute("aria-valuetext", site.maxPriceText);
      // "Show more" starts again from one page.
      await expect(homes.getByRole("listitem")).toHaveCount(30);
      await expect(page.getByText(site.t.showing(30, total))).toBeVisible();
      expect(await hrefsOf(homes)).toEqual(firstHits);
    });

    await test.step("back and forward restore filters and results", async () => {
      const tabText = (count: number) => new RegExp(`^${escapeRegExp(site.t.tabObject)}${count}$`);
      await page.getByRole("button", { name: site.t.clearFilters }).click();
      await expect(page).toHaveURL(siteUrl(site, site.searchPath));
      await expect(objectTab).toHaveText(tabText(allHomes));
      await expect(maxPrice).not.toHaveValue(String(site.maxPrice));
      await expect(page.getByText(site.t.showing(30, allHomes))).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(filteredUrl);
      await expect(maxPrice).toHaveValue(String(site.maxPrice));
      await expect(page.getByRole("slider", { name: site.t.minRooms })).toHaveValue("3");
      await expect(page.getByRole("slider", { name: site.t.maxRooms })).toHaveValue("3");
      await expect(objectTab).toHaveText(tabText(total));
      await expect(page.getByText(site.t.showing(30, total))).toBeVisible();
      await expect.poll(() => hrefsOf(homes)).toEqual(firstHits);

      await page.goForward();
      await expect(page).toHaveURL(siteUrl(site, site.searchPath));
      await expect(maxPrice).not.toHaveValue(String(site.maxPrice));
      await expect(objectTab).toHaveText(tabText(allHomes));

      await page.goBack();
      await expect(page).toHaveURL(filteredUrl);
      await expect(objectTab).toHaveText(tabText(total));
      await expect.poll(() => hrefsOf(homes)).toEqual(firstHits);
      await expectJourneyHomes(homes, site, 30);
    });

    const candidates = await hrefsOf(homes);
    await test.step("open a home from the results", async () => {
      const first = homes.getByRole("link").first();
      const number = ((await first.textContent()) ?? "").replace(site.t.homeWord, "").trim();
      expect(number).not.toBe("");
      await first.click();
      await expect(page).toHaveURL(siteUrl(site, candidates[0] ?? ""));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(number);
      await waitForHydration(page);
    });

    await test.step("register interest: stored, and confirmed by e-mail in the site's language", async () => {
      const email = uniqueEmail(`interest-${site.code}`);
      const form = page.getByRole("region", { name: site.t.interestHeading });
      await fillPerson(form, site, email);
      await form.getByRole("checkbox", { name: site.t.terms }).check();
      const stored = page.waitForResponse(
        (r) => r.url().endsWith("/api/residence/interest") && r.request().method() === "POST",
      );
      await form.getByRole("button", { name: site.t.interestSubmit }).click();
      expect((await stored).status()).toBeLessThan(300);
      await expect(form.getByRole("status")).toHaveText(site.t.interestSuccess);
      await expect(form.getByRole("status")).toBeFocused();
      await expect
        .poll(async () => (await outboxFor(request, email)).map((m) => ({ site: m.site, subject: m.subject })))
        .toEqual([{ site: site.code, subject: expect.stringMatching(`^${escapeRegExp(site.t.interestSubject)}`) }]);
    });

    await test.step("book a showing and confirm it with the e-mailed link; the same e-mail cannot book it twice", async () => {
      const email = uniqueEmail(`showing-${site.code}`);
      const time = await findBookableShowing(page, site, candidates.slice(1));
      expect(time).not.toBe("");
      const showings = page.getByRole("region", { name: site.t.showingsHeading });
      const item = showings.getByRole("listitem").filter({ hasText: time });
      await item.getByRole("button", { name: `${site.t.book} ${time}` }).click();
      const form = item.getByRole("form", { name: new RegExp(`^${escapeRegExp(site.t.bookingForm)} `) });
      await fillPerson(form, site, email);
      await form.getByRole("button", { name: site.t.bookSubmit, exact: true }).click();
      await expect(item.getByRole("status")).toHaveText(site.t.booked);
      await expect
        .poll(async () => (await outboxFor(request, email)).map((m) => ({ site: m.site, subject: m.subject })))
        .toEqual([{ site: site.code, subject: expect.stringMatching(`^${escapeRegExp(site.t.bookedSubject)}`) }]);

      // The place is the visitor's once confirmed: the link opens the showing's page with a dialog.
      const bookedOn = page.url();
      const [mail] = await outboxFor(request, email);
      const link = /https?:\/\/\S+#confirm-showing=[A-Za-z0-9_-]{43}/.exec(mail?.text ?? "")?.[0] ?? "";
      expect(link).not.toBe("");
      await page.goto("about:blank");
      await page.goto(link);
      await waitForHydration(page);
      const dialog = page.getByRole("dialog", { name: site.t.confirmDialog });
      await dialog.getByRole("button", { name: site.t.confirmBooking }).click();
      await expect(dialog.getByRole("status")).toHaveText(site.t.confirmed);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);

      await page.goto(bookedOn);
      await waitForHydration(page);
      const again = showings.getByRole("listitem").filter({ hasText: time });
      await again.getByRole("button", { name: `${site.t.book} ${time}` }).click();
      const secondForm = again.getByRole("form", { name: new RegExp(`^${escapeRegExp(site.t.bookingForm)} `) });
      await fillPerson(secondForm, site, email);
      const refused = page.waitForResponse((r) => /\/api\/residence\/showings\/\d+\/book$/.test(r.url()));
      await secondForm.getByRole("button", { name: site.t.bookSubmit, exact: true }).click();
      expect((await refused).status()).toBe(400);
      // The refusal is the e-mail field's error; what was typed stays.
      const emailField = secondForm.getByLabel(site.t.email);
      await expect(emailField).toHaveAttribute("aria-invalid", "true");
      await expect(emailField).toHaveAccessibleDescription(site.t.alreadyBooked);
      await expect(emailField).toHaveValue(email);
      await expect(emailField).toBeFocused();
      // Still one booking confirmation.
      expect(await outboxFor(request, email)).toHaveLength(1);
    });

    expect(unexpected(errors)).toEqual([]);
  });
}
