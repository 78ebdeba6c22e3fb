import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  amountOf,
  collectErrors,
  factsOf,
  hostRequest,
  SITES,
  type SiteCase,
  siteUrl,
  waitForHydration,
} from "./support";

/**
 * Issue 13, points 6 and 7: the gallery and the floor plan full screen, each market's figures on
 * the home page, the monthly-cost calculator and a showing to the calendar (.ics).
 */

const site = (code: SiteCase["code"]) => SITES.find((s) => s.code === code)!;
const SV = site("sv");

interface Hit {
  id: number;
  url: string;
  minPrice: number | null;
  status: string;
}

/** A home for sale of a site, found through the search API (the demo data decides which exist). */
async function homeFor(request: APIRequestContext, s: SiteCase, filter: Record<string, unknown> = {}): Promise<Hit> {
  const response = await hostRequest(s).post(request, "/api/residence/search_object", {
    siteId: s.siteId,
    filter,
    limit: 50,
  });
  expect(response.status()).toBe(200);
  const { hits } = (await response.json()) as { hits: Hit[] };
  const hit = hits.find((h) => h.minPrice !== null && h.status === "forSale");
  if (!hit) throw new Error(`no home for sale on ${s.code} with ${JSON.stringify(filter)}`);
  return hit;
}

/** The key facts of the home page: label → text. */
async function factsOfPage(page: Page): Promise<Record<string, string>> {
  const facts = page.locator("main dl").first();
  await expect(facts).toBeVisible();
  return facts.evaluate((dl) =>
    Object.fromEntries(
      [...dl.querySelectorAll("dt")].map((dt) => [
        dt.textContent?.trim() ?? "",
        dt.nextElementSibling?.textContent?.trim() ?? "",
      ]),
    ),
  );
}

async function expectNoSeriousViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

test.describe("gallery and floor plan", () => {
  test("the gallery opens full screen; the arrow keys and a swipe change the picture, not the page's scroll", async ({
    page,
    request,
  }) => {
    test.slow();
    const errors = collectErrors(page);
    const home = await homeFor(request, SV);
    await page.goto(siteUrl(SV, home.url));
    await waitForHydration(page);

    const gallery = page.getByRole("region", { name: /^Bilder på / });
    await expect(gallery.getByText("Bild 1 av 6")).toBeVisible();
    // On the page: the arrow key on the gallery changes the picture instead of scrolling.
    await gallery.getByRole("button", { name: "Nästa bild" }).focus();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.keyboard.press("ArrowRight");
    await expect(gallery.getByText("Bild 2 av 6")).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    const open = gallery.getByRole("button", { name: /Visa bilderna i helskärm/ });
    await open.click();
    const dialog = page.getByRole("dialog", { name: /^Bilder på / });
    await expect(dialog).toBeVisible();
    // Full screen: the dialog covers the viewport.
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    await expect(dialog.getByText("Bild 2 av 6")).toBeVisible();
    const picture = dialog.getByRole("img");
    const firstAlt = await picture.getAttribute("alt");

    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByText("Bild 3 av 6")).toBeVisible();
    expect(await picture.getAttribute("alt")).not.toBe(firstAlt);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByText("Bild 1 av 6")).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByText("Bild 6 av 6")).toBeVisible();

    // A swipe to the left across the picture's area shows the next picture.
    const y = viewport.height / 2;
    await page.mouse.move(viewport.width * 0.7, y);
    await page.mouse.down();
    await page.mouse.move(viewport.width * 0.3, y, { steps: 5 });
    await page.mouse.up();
    await expect(dialog.getByText("Bild 1 av 6")).toBeVisible();

    // Zoom: the button and the + key, and back.
    await dialog.getByRole("button", { name: "Zooma in" }).click();
    await expect(dialog.getByRole("button", { name: /Återställ zoom: Zoom 150 %/ })).toBeVisible();
    await page.keyboard.press("+");
    await expect(dialog.getByRole("button", { name: /Zoom 200 %/ })).toBeVisible();
    // The picture (rendered by the image proxy on first use) is wider than the screen once loaded.
    await expect
      .poll(async () => (await picture.boundingBox())?.width ?? 0, { timeout: 30_000 })
      .toBeGreaterThan(viewport.width);
    // Zoomed, the arrow keys move the picture instead of changing it.
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByText("Bild 1 av 6")).toBeVisible();
    await expect.poll(() => picture.evaluate((img) => img.parentElement!.scrollLeft)).toBeGreaterThan(0);
    await dialog.getByRole("button", { name: /Återställ zoom/ }).click();
    await expect(dialog.getByRole("button", { name: /Zoom 100 %/ })).toBeVisible();

    await expectNoSeriousViolations(page, "dialog");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    expect(errors).toEqual([]);
  });

  test("the floor plan opens full screen, zooms and downloads as SVG", async ({ page, request }) => {
    const home = await homeFor(request, SV);
    await page.goto(siteUrl(SV, home.url));
    await waitForHydration(page);

    const open = page.getByRole("button", { name: "Visa planlösningen i helskärm" });
    await open.click();
    const dialog = page.getByRole("dialog", { name: /^Planlösning för / });
    await expect(dialog).toBeVisible();
    const viewport = page.viewportSize()!;
    expect(await dialog.boundingBox()).toMatchObject({ width: viewport.width, height: viewport.height });
    const plan = dialog.getByRole("img", { name: /^Planlösning för / });
    await expect(plan).toBeVisible();
    const before = (await plan.boundingBox())!;
    await dialog.getByRole("button", { name: "Zooma in" }).click();
    await dialog.getByRole("button", { name: "Zooma in" }).click();
    await expect.poll(async () => (await plan.boundingBox())!.width).toBeGreaterThan(before.width * 1.5);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("link", { name: "Ladda ner planlösningen (SVG)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^planlosning-.+\.svg$/);
    const stream = await download.createReadStream();
    let svg = "";
    for await (const chunk of stream) svg += chunk.toString();
    expect(svg).toContain("<svg");
    expect(svg).toContain("Vardagsrum");

    await expectNoSeriousViolations(page, "dialog");
    await dialog.getByRole("button", { name: "Stäng helskärmsläget" }).click();
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe("each market's figures", () => {
  test("Sweden: price per m², monthly fee and estimated running costs", async ({ page, request }) => {
    const home = await homeFor(request, SV, { disposalForm: ["condominium"], residenceType: ["apartment"] });
    await page.goto(siteUrl(SV, home.url));
    const facts = await factsOfPage(page);
    expect(amountOf(facts.Pris ?? "")).toBe(home.minPrice);
    expect(facts["Pris per m²"]).toMatch(/^[\d\s]+\skr\/m²$/);
    expect(facts.Månadsavgift).toMatch(/kr/);
    expect(facts["Beräknad driftkostnad"]).toMatch(/^[\d\s]+\skr\/år$/);
    // The price per m² is the price over the living area, as the page shows them.
    const area = Number((facts.Boarea ?? "").replace(/[^\d,]/g, "").replace(",", "."));
    const perSqm = amountOf((facts["Pris per m²"] ?? "").replace(/kr\/m²$/, ""));
    expect(Math.abs(perSqm - home.minPrice! / area)).toBeLessThanOrEqual(home.minPrice! / area / 100);
  });

  test("Norway: totalpris, fellesgjeld, omkostninger and felleskostnader", async ({ page, request }) => {
    const no = site("no");
    const home = await homeFor(request, no, { disposalForm: ["condominium"] });
    await page.goto(siteUrl(no, home.url));
    const facts = await factsOfPage(page);
    const price = amountOf(facts.Pris ?? "");
    expect(price).toBe(home.minPrice);
    const debt = amountOf(facts.Fellesgjeld ?? "");
    const costs = amountOf(facts.Omkostninger ?? "");
    expect(debt).toBeGreaterThan(0);
    expect(costs).toBeGreaterThan(0);
    expect(amountOf(facts.Totalpris ?? "")).toBe(price + debt + costs);
    expect(facts.Felleskostnader).toMatch(/^kr\s[\d\s]+\sper\smnd\.?$/);
  });

  test("Finland: velaton hinta, myyntihinta, lainaosuus, hoitovastike, rahoitusvastike and energialuokka", async ({
    page,
    request,
  }) => {
    const fi = site("fi");
    const home = await homeFor(request, fi, { disposalForm: ["condominium"] });
    await page.goto(siteUrl(fi, home.url));
    const facts = await factsOfPage(page);
    const debtFree = amountOf(facts["Velaton hinta"] ?? "");
    expect(debtFree).toBe(home.minPrice);
    expect(amountOf(facts.Myyntihinta ?? "") + amountOf(facts.Lainaosuus ?? "")).toBe(debtFree);
    expect(facts.Hoitovastike).toMatch(/€/);
    expect(facts.Rahoitusvastike).toMatch(/€/);
    expect(facts.Energialuokka).toMatch(/^[A-G]2018$/);
  });
});

test.describe("each market's figures on the search's home cards", () => {
  const CARD = {
    sv: ["Pris per m²", "Månadsavgift", "Beräknad driftkostnad"],
    no: ["Totalpris", "Fellesgjeld", "Felleskostnader"],
    fi: ["Myyntihinta", "Hoitovastike", "Rahoitusvastike", "Energialuokka"],
  } as const;
  for (const s of SITES) {
    test(`${s.code}: the home cards show the market's figures`, async ({ page }) => {
      await page.goto(siteUrl(s, `${s.searchPath}#object`));
      await waitForHydration(page);
      const homes = page.getByRole("list", { name: s.t.objectList });
      await expect(homes.getByRole("listitem")).toHaveCount(30);
      const facts = await factsOf(homes);
      for (const label of CARD[s.code])
        expect(
          facts.some((fact) => Boolean(fact[label])),
          label,
        ).toBe(true);
    });
  }
});

test("the monthly-cost calculator computes from the shown assumptions and announces the total", async ({
  page,
  request,
}) => {
  const home = await homeFor(request, SV, { disposalForm: ["condominium"], residenceType: ["apartment"] });
  await page.goto(siteUrl(SV, home.url));
  await waitForHydration(page);
  const calculator = page.getByRole("region", { name: "Vad kostar bostaden per månad?" });
  await expect(calculator.getByLabel("Pris (kr)")).toHaveValue(String(home.minPrice));
  await expect(calculator.getByText("Lånet är 85 % av priset", { exact: false })).toBeVisible();

  await calculator.getByLabel("Pris (kr)").fill("4000000");
  await calculator.getByLabel("Lånandel (% av priset)").fill("85");
  await calculator.getByLabel("Ränta (% per år)").fill("5");
  await calculator.getByLabel("Amortering (% av lånet per år)").fill("2");
  await calculator.getByLabel("Månadsavgift (kr per månad)").fill("4200");
  // 3 400 000 kr: interest 14 167, amortisation 5 667, fee 4 200.
  const total = calculator.getByRole("definition").last();
  await expect.poll(async () => amountOf((await total.textContent()) ?? "")).toBe(24_034);
  await expect(calculator.getByRole("status")).toHaveText(/^Månadskostnad: 24\s034\skr$/);
  await expect(calculator.getByText("Räntan är 5 % per år", { exact: false })).toBeVisible();

  const rate = calculator.getByLabel("Ränta (% per år)");
  await rate.fill("abc");
  await expect(rate).toHaveAttribute("aria-invalid", "true");
  await expect(calculator.getByText("Ange ett tal mellan 0 och 20.")).toBeVisible();
  await rate.fill("3,5");
  await expect(rate).not.toHaveAttribute("aria-invalid");
  await expectNoSeriousViolations(page, "main");
});

test("a showing downloads as a calendar file with its time in UTC", async ({ page, request }) => {
  const search = await hostRequest(SV).post(request, "/api/residence/stage_and_area_search", { siteId: SV.siteId });
  const { stages } = (await search.json()) as { stages: { id: number; url: string }[] };
  let found: { url: string; showing: { id: number; startsAt: string; endsAt: string } } | undefined;
  for (const stage of stages) {
    const response = await hostRequest(SV).get(request, `/api/residence/showings/${stage.id}`);
    const { showings } = (await response.json()) as { showings: { id: number; startsAt: string; endsAt: string }[] };
    if (showings[0]) {
      found = { url: stage.url, showing: showings[0] };
      break;
    }
  }
  if (!found) throw new Error("no stage of sv has a showing");
  await page.goto(siteUrl(SV, found.url));
  await waitForHydration(page);
  const link = page.locator(`a[href="/api/residence/showings/${found.showing.id}.ics"]`);
  await expect(link).toHaveAccessibleName(/^Lägg till i kalendern /);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe(`visning-${found.showing.id}.ics`);
  let ics = "";
  for await (const chunk of await download.createReadStream()) ics += chunk.toString();
  const utc = (iso: string) =>
    new Date(iso)
      .toISOString()
      .replace(/\.\d{3}Z$/, "Z")
      .replace(/[-:]/g, "");
  const lines = ics.replace(/\r\n /g, "").split("\r\n");
  expect(lines).toContain(`DTSTART:${utc(found.showing.startsAt)}`);
  expect(lines).toContain(`DTEND:${utc(found.showing.endsAt)}`);
  expect(lines.find((line) => line.startsWith("SUMMARY:"))).toMatch(/^SUMMARY:Visning: /);
  expect(lines.find((line) => line.startsWith("URL:"))).toContain(found.url);
  expect(lines.find((line) => line.startsWith("LOCATION:"))).toBeTruthy();
});
