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

/** A home for sale of the site that the logged-in buyer may book now (search, then is_bookable), and its price. */
export async function bookableHome(page: Page, siteId: string): Promise<{ id: number; price: number }> {
  const home = await page.evaluate(async (site) => {
    // Page through the search (the stages that book online may be anywhere in it).
    for (let offset = 0; offset < 3000; offset += 300) {
      const response = await fetch("/api/residence/search_object", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ siteId: site, limit: 300, offset }),
      });
      const { hits } = (await response.json()) as { hits: { id: number; status: string }[] };
      for (const hit of hits.filter((candidate) => candidate.status === "forSale")) {
        const bookable = await fetch(`/api/booking/is_bookable/${hit.id}`).then((answer) => answer.json());
        if (bookable !== true) continue;
        const info = await fetch(`/api/buyresidence/getbookingobjectinformation/${hit.id}`).then((answer) =>
          answer.json(),
        );
        return { id: hit.id, price: (info as { price: number }).price };
      }
      if (hits.length < 300) break;
    }
    return null;
  }, siteId);
  if (!home) throw new Error("no home books online in the demo data");
  return home;
}

/** Lets the buyer's hold go (a run that stopped midway must not keep the home, or the buyer's one booking). */
export async function releaseHold(page: Page) {
  await page
    .evaluate(() => fetch("/api/buyresidence/removebuyresidenceexpire", { credentials: "same-origin" }))
    .catch(() => {});
}
