import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { collectErrors, hostRequest, SITES, type SiteCase, siteUrl, waitForHydration } from "./support";

/**
 * Issue 19, point 4: the 360 viewer. On a home with a tour, "Visa i 360°" opens the viewer: the
 * low-resolution panorama first, then the full one; another furnishing keeps the room, another
 * room keeps the furnishing; Esc closes it and focus returns to the button; axe on the dialog.
 */

const SV = SITES.find((s) => s.code === "sv") as SiteCase;

interface Hit {
  id: number;
  url: string;
}

/**
 * A home of the site with a 360 tour: the demo tours are on the first apartment stages (by id),
 * so the site's apartments are read (four pages) and asked about lowest id first.
 */
async function homeWithTour(request: APIRequestContext): Promise<Hit> {
  const hits: Hit[] = [];
  for (let offset = 0; offset < 1000; offset += 200) {
    const response = await hostRequest(SV).post(request, "/api/residence/search_object", {
      siteId: SV.siteId,
      filter: { residenceType: ["apartment"] },
      limit: 200,
      offset,
    });
    expect(response.status()).toBe(200);
    const page = ((await response.json()) as { hits: Hit[] }).hits;
    hits.push(...page);
    if (page.length < 200) break;
  }
  for (const hit of hits.sort((a, b) => a.id - b.id).slice(0, 100)) {
    const tour = await hostRequest(SV).get(request, `/api/residenceexplorer/panorama/${hit.id}`);
    if (tour.status() === 200) return hit;
  }
  throw new Error("no Swedish apartment with a 360 tour");
}

/** The viewer's picture area, with what it shows (data attributes the viewer sets when a picture is on screen). */
function stageOf(page: Page) {
  return page.getByRole("dialog").getByTestId("panorama-stage");
}

test("a home's 360 view: low then full resolution, furnishing and room change, Esc returns focus; axe-clean", async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const home = await homeWithTour(request);
  await page.goto(siteUrl(SV, home.url));
  await waitForHydration(page);

  const open = page.getByRole("button", { name: "Visa i 360°" });
  await open.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const stage = stageOf(page);
  // The sphere (WebGL) is used, not the flat fallback.
  await expect(dialog.getByRole("application")).toBeVisible();
  await expect(stage).toHaveAttribute("data-shown-level", "full");
  const marks = await page.evaluate(() =>
    ["panorama:low", "panorama:full"].map((name) => performance.getEntriesByName(name)[0]?.startTime ?? null),
  );
  expect(marks[0], "the low-resolution image was shown").not.toBeNull();
  expect(marks[0] as number).toBeLessThanOrEqual(marks[1] as number);
  await expect(dialog.getByRole("radio", { name: "Skandinavisk" })).toBeChecked();
  const firstCamera = await stage.getAttribute("data-shown-camera");

  // Another furnishing: the same room, now classic.
  await dialog.getByRole("radio", { name: "Klassisk" }).check();
  await expect(stage).toHaveAttribute("data-shown-archetype", "classic");
  await expect(stage).toHaveAttribute("data-shown-level", "full");
  await expect(stage).toHaveAttribute("data-shown-camera", firstCamera ?? "");

  // Another room from the list, by keyboard: the furnishing stays.
  const bedroom = dialog.getByRole("group", { name: "Rum" }).getByRole("button", { name: "Sovrum" });
  await bedroom.focus();
  await page.keyboard.press("Enter");
  await expect(bedroom).toHaveAttribute("aria-pressed", "true");
  await expect(stage).toHaveAttribute("data-shown-camera", /-bedroom$/);
  await expect(stage).toHaveAttribute("data-shown-level", "full");
  await expect(stage).toHaveAttribute("data-shown-archetype", "classic");

  // Through a doorway: the sphere's arrow (a named button) leads to the hall.
  await dialog.getByRole("button", { name: "Gå till Hall" }).click();
  await expect(stage).toHaveAttribute("data-shown-camera", /-hall$/);
  await expect(dialog.getByRole("group", { name: "Rum" }).getByRole("button", { name: "Hall" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  const axe = await new AxeBuilder({ page })
    .include("dialog")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  expect(errors).toEqual([]);
});

test("a panorama that fails to load shows a message and a retry that shows it", async ({ page, request }) => {
  const home = await homeWithTour(request);
  let failing = true;
  await page.route("**/api/residenceexplorer/panorama/image/**", (route) =>
    failing ? route.fulfill({ status: 503, body: "" }) : route.continue(),
  );
  await page.goto(siteUrl(SV, home.url));
  await waitForHydration(page);
  await page.getByRole("button", { name: "Visa i 360°" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("alert")).toContainText("Panoramabilden kunde inte laddas.");
  failing = false;
  await dialog.getByRole("button", { name: "Försök igen" }).click();
  await expect(stageOf(page)).toHaveAttribute("data-shown-level", "full");
  await expect(dialog.getByRole("alert")).toHaveCount(0);
});

test("a furnishing chosen while the first room still loads is the one shown", async ({ page, request }) => {
  const home = await homeWithTour(request);
  // The pictures wait until the visitor has chosen: the choice falls while the first room loads.
  let release: () => void = () => {};
  const chosen = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/residenceexplorer/panorama/image/**", async (route) => {
    await chosen;
    await route.continue();
  });
  await page.goto(siteUrl(SV, home.url));
  await waitForHydration(page);
  await page.getByRole("button", { name: "Visa i 360°" }).click();
  const dialog = page.getByRole("dialog");
  const stage = stageOf(page);
  await expect(stage).toHaveAttribute("data-shown-level", "none");
  await dialog.getByRole("radio", { name: "Klassisk" }).check();
  release();
  await expect(stage).toHaveAttribute("data-shown-level", "full");
  await expect(stage).toHaveAttribute("data-shown-archetype", "classic");
});
