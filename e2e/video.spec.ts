import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  CONSENT_COOKIE,
  CONSENT_POLICY_REVISION,
  parseConsent,
  serializeConsent,
} from "../src/features/consent/consent-cookie";
import { collectErrors, origin, waitForHydration } from "./support";

/**
 * Video blocks (issue 16, decision 037): a visitor who has answered the consent without
 * third-party content presses play, the overlay asks, "accept for videos" loads the provider's
 * player. There is no internet here, so the players' origins answer with a stand-in page: the
 * journey checks the frame element and what was requested, not the player.
 */

const SV = origin();
const PLAYER_HOSTS = /youtube|youtu\.be|ytimg|vimeo/;

test.use({
  storageState: {
    cookies: [
      {
        name: CONSENT_COOKIE,
        value: serializeConsent({
          answered: true,
          marketing: false,
          statistics: false,
          thirdParty: false,
          revision: CONSENT_POLICY_REVISION,
        }),
        domain: "localhost",
        path: "/",
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: "Lax",
      },
    ],
    origins: [],
  },
});

/** Every request to a video provider, each answered by a stand-in page. */
async function watchProviders(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(PLAYER_HOSTS, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" });
  });
  return requested;
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/** Tabs from the top of the page until `target` has focus: the keyboard's way there. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error("The keyboard never reached the element");
}

async function consentCookie(page: Page) {
  const cookie = (await page.context().cookies(SV)).find((c) => c.name === CONSENT_COOKIE);
  return parseConsent(cookie?.value);
}

test("a video asks for consent, then plays in the page (keyboard only)", async ({ page }) => {
  const requested = await watchProviders(page);
  const errors = collectErrors(page);
  await page.goto(`${SV}/kopa-nyproduktion/`);
  await waitForHydration(page);

  const block = page.locator("section", { has: page.getByRole("heading", { name: "Köpprocessen på tre minuter" }) });
  const play = page.getByRole("button", { name: "Spela upp videon: Köpprocessen på tre minuter" });
  await expect(play).toBeVisible();
  await expect(block.getByRole("img", { name: "Flerbostadshus med balkonger i kvällsljus" })).toBeVisible();
  await expectNoSeriousViolations(page);

  // The script is readable without playing: the next stop after play opens it.
  await tabTo(page, play);
  await page.keyboard.press("Tab");
  await expect(block.getByText("Läs vad som sägs i videon")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(block.getByText(/Först anmäler du intresse för projektet/)).toBeVisible();
  await page.keyboard.press("Shift+Tab");
  await expect(play).toBeFocused();
  await page.keyboard.press("Enter");
  const overlay = page.getByRole("region", { name: "Videon visas av en annan tjänst" });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole("heading", { name: "Videon visas av en annan tjänst" })).toBeFocused();
  await expect(overlay).toContainText("Videon visas av YouTube, som kan sätta cookies");
  await expectNoSeriousViolations(page);
  // Nothing of the provider's before consent: no frame, no request.
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(requested).toEqual([]);

  const reported = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/api/experiments/cookie-consent/3"),
  );
  await page.keyboard.press("Tab");
  await expect(overlay.getByRole("button", { name: "Godkänn för videor" })).toBeFocused();
  await page.keyboard.press("Enter");

  const player = page.locator("iframe");
  await expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/Nh3kQp7vR2s?autoplay=1");
  await expect(player).toHaveAttribute("title", "Video från YouTube: Köpprocessen på tre minuter");
  await expect(player).toBeFocused();
  await expect(overlay).toHaveCount(0);
  expect(JSON.parse((await reported).postData() ?? "{}")).toMatchObject({ thirdParty: true, source: "video" });
  // The visitor's other choices are kept; only thirdParty is added.
  expect(await consentCookie(page)).toMatchObject({
    answered: true,
    marketing: false,
    statistics: false,
    thirdParty: true,
  });
  await expect.poll(() => requested).toEqual(["https://www.youtube-nocookie.com/embed/Nh3kQp7vR2s?autoplay=1"]);
  // No hydration mismatch or script error on the way (the consent report's answer is the
  // consent feature's: its route may not be there yet, which must not matter here).
  expect(errors.filter((error) => !error.url.includes("/api/experiments/"))).toEqual([]);
});

test("a video of the about page plays in a dialog, after consent asked there (keyboard only)", async ({ page }) => {
  const requested = await watchProviders(page);
  await page.goto(`${SV}/om-oss/`);
  await waitForHydration(page);

  const play = page.getByRole("button", { name: "Spela upp videon: Nordhem på två minuter" });
  // The description is for the dialog only.
  await expect(page.getByText(/En film om hur vi arbetar/)).toHaveCount(0);
  await tabTo(page, play);
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: "Nordhem på två minuter" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Videon visas av en annan tjänst" })).toBeVisible();
  await expect(dialog).toContainText("En film om hur vi arbetar");
  await expectNoSeriousViolations(page);
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(requested).toEqual([]);

  await tabTo(page, dialog.getByRole("button", { name: "Godkänn för videor" }));
  await page.keyboard.press("Enter");
  const player = dialog.locator("iframe");
  await expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/Ts8mWq1xLbE?autoplay=1");
  await expect(player).toHaveAttribute("title", "Video från YouTube: Nordhem på två minuter");
  expect((await consentCookie(page)).thirdParty).toBe(true);

  // Focus is in the player; the dialog's close button is the stop before it. Closing removes the
  // player, and focus is back on play.
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("button", { name: "Stäng" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(play).toBeFocused();
});
