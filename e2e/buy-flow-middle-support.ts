import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./support";

/** What the journeys of the buy flow's middle steps share (issue 18). */

export const DEMO_PASSWORD = "Demo1234!";

export async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/** Logs in with e-mail and password on the site of `origin` (its login path and texts given). */
export async function logIn(
  page: Page,
  at: { origin: string; path: string; useEmail: string; email: string; password: string; submit: string },
  account: string,
) {
  await page.goto(`${at.origin}${at.path}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: at.useEmail }).click();
  await page.getByLabel(at.email).fill(account);
  await page.getByLabel(at.password).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: at.submit, exact: true }).click();
}

/**
 * The journeys that book a home of one site, each with its own slot: a journey takes only homes
 * whose id leaves its slot's remainder, so two journeys running at once never pick the same home
 * (the developer tools' list shows free homes only, and both may read it before either holds).
 */
export const HOME_SLOTS = {
  sv: {
    bookOnline: 0,
    expiredHold: 1,
    documents: 2,
    nordea: 3,
    svea: 4,
    sweden: 5,
  },
  no: { middle: 0, norway: 1 },
  fi: { finland: 0 },
} as const;
const SLOT_COUNT = 6;

/**
 * A home of the page's site that books online and that the logged-in buyer may book now (the
 * developer tools' list of free homes, then is_bookable), in the journey's slot; with its
 * price, stage name and page path.
 */
export async function bookableHome(
  page: Page,
  slot: number,
): Promise<{ id: number; price: number; stageName: string; url: string }> {
  const home = await page.evaluate(
    async ({ slot, slots }) => {
      const free = (await fetch("/api/developer/buyresidence/bookable-homes").then((answer) => answer.json())) as {
        objectId: number;
        url: string;
      }[];
      for (const { objectId, url } of free.filter((candidate) => candidate.objectId % slots === slot)) {
        if ((await fetch(`/api/booking/is_bookable/${objectId}`).then((answer) => answer.json())) !== true) continue;
        const info = (await fetch(`/api/buyresidence/getbookingobjectinformation/${objectId}`).then((answer) =>
          answer.json(),
        )) as { price: number; stageName: string };
        return { id: objectId, price: info.price, stageName: info.stageName, url };
      }
      return null;
    },
    { slot, slots: SLOT_COUNT },
  );
  if (!home) throw new Error(`no free home in slot ${slot} books online in the demo data`);
  return home;
}

/** Lets the buyer's hold go (a run that stopped midway must not keep the home, or the buyer's one booking). */
export async function releaseHold(page: Page) {
  await page
    .evaluate(() => fetch("/api/buyresidence/removebuyresidenceexpire", { credentials: "same-origin" }))
    .catch(() => {});
}
