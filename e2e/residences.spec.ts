import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  collectErrors,
  escapeRegExp,
  hostRequest,
  origin,
  outboxFor,
  type ResidenceUrls,
  residenceUrls,
  SITES,
  type SiteCase,
  siteUrl,
  uniqueEmail,
  waitForHydration,
} from "./support";

/**
 * Residence pages, the interest form's validation, showing bookings confirmed through the
 * e-mailed link, the SEO landing pages and the sitemaps.
 */

/** The showing booking's texts per site (residence.json: residence.showings, residence.mail.showing). */
const BOOKING = {
  sv: {
    requested:
      "Nästan klart! Vi har skickat en länk till din e-post. Öppna länken och bekräfta bokningen – platsen är din först när du har bekräftat.",
    subject: "Bekräfta din visning – ",
    dialog: "Bekräfta din visning",
    pending: "Stämmer uppgifterna? Bekräfta bokningen så är platsen din.",
    confirm: "Bekräfta bokningen",
    confirmed: "Klart! Din plats på visningen är bokad. Välkommen!",
    alreadyConfirmed: "Bokningen är redan bekräftad – platsen är din. Välkommen!",
    close: "Stäng",
  },
  no: {
    requested:
      "Nesten ferdig! Vi har sendt en lenke til e-posten din. Åpne lenken og bekreft bookingen – plassen er din først når du har bekreftet.",
    subject: "Bekreft visningen din – ",
    dialog: "Bekreft visningen din",
    pending: "Stemmer opplysningene? Bekreft bookingen, så er plassen din.",
    confirm: "Bekreft bookingen",
    confirmed: "Ferdig! Plassen din på visningen er booket. Velkommen!",
    alreadyConfirmed: "Bookingen er allerede bekreftet – plassen er din. Velkommen!",
    close: "Lukk",
  },
  fi: {
    requested:
      "Melkein valmista! Lähetimme sähköpostiisi linkin. Avaa linkki ja vahvista varaus – paikka on sinun vasta, kun olet vahvistanut sen.",
    subject: "Vahvista esittelyvarauksesi – ",
    dialog: "Vahvista esittelyvarauksesi",
    pending: "Ovatko tiedot oikein? Vahvista varaus, niin paikka on sinun.",
    confirm: "Vahvista varaus",
    confirmed: "Valmista! Paikkasi esittelyyn on varattu. Tervetuloa!",
    alreadyConfirmed: "Varaus on jo vahvistettu – paikka on sinun. Tervetuloa!",
    close: "Sulje",
  },
} as const;

interface ShowingHit {
  id: number;
  startsAt: string;
  capacity: number | null;
  placesLeft: number | null;
  objectId: number | null;
}

/** A stage of the site with a general showing that has at least three places left. */
async function stageWithBookableShowing(request: APIRequestContext, site: SiteCase) {
  const search = await hostRequest(site).post(request, "/api/residence/stage_and_area_search", {
    siteId: site.siteId,
    tab: "stage",
  });
  expect(search.status()).toBe(200);
  const { stages } = (await search.json()) as { stages: { id: number; url: string }[] };
  for (const stage of stages) {
    const response = await hostRequest(site).get(request, `/api/residence/showings/${stage.id}`);
    const { showings } = (await response.json()) as { showings: ShowingHit[] };
    const showing = showings.find((s) => s.objectId === null && (s.placesLeft ?? 0) >= 3);
    if (showing) return { stageId: stage.id, url: stage.url, showing };
  }
  throw new Error(`no stage of ${site.code} has a showing with places to book`);
}

async function expectNoSeriousViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/** The SEO pages' texts per site (seo.json). */
const SEO = {
  sv: { counties: "Välj län", projects: "Våra projekt i ", municipalities: "Kommuner i ", heading: "Nya bostäder i " },
  no: {
    counties: "Velg fylke",
    projects: "Våre prosjekter i ",
    municipalities: "Kommuner i ",
    heading: "Nye boliger i ",
  },
  fi: {
    counties: "Valitse maakunta",
    projects: "Kohteemme – ",
    municipalities: "Kunnat – ",
    heading: "Uudet asunnot – ",
  },
} as const;

/** "Till salu"-like texts of the sold-out page (residence.soldOut). */
const SOLD_OUT = {
  sv: { text: " är slutsålt", search: "Sök bland alla bostäder till salu" },
  no: { text: " er utsolgt", search: "Søk blant alle boliger til salgs" },
  fi: { text: " on loppuunmyyty", search: "Hae kaikista myynnissä olevista asunnoista" },
} as const;

for (const site of SITES) {
  test.describe(`${site.code} residence pages`, () => {
    let urls: ResidenceUrls;
    test.beforeAll(async ({ request }) => {
      urls = await residenceUrls(request, site);
    });

    for (const kind of ["area", "stage", "object", "soldOut"] as const) {
      test(`the ${kind} page renders and hydrates without console errors`, async ({ page }) => {
        const errors = collectErrors(page);
        const response = await page.goto(siteUrl(site, urls[kind]));
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", site.lang);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        if (kind === "soldOut") {
          await expect(page.getByRole("main")).toContainText(SOLD_OUT[site.code].text);
          await expect(page.getByRole("link", { name: SOLD_OUT[site.code].search })).toHaveAttribute(
            "href",
            site.searchPath,
          );
        } else {
          await expect(page.getByRole("region", { name: site.t.interestHeading })).toBeVisible();
        }
        await waitForHydration(page);
        expect(errors.map((error) => `${error.text} (${error.url})`)).toEqual([]);
      });
    }

    test("the interest form shows translated errors on the fields and keeps what was typed", async ({ page }) => {
      const errors = collectErrors(page);
      const posted: string[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith("/api/residence/interest")) posted.push(request.url());
      });
      await page.goto(siteUrl(site, urls.stage));
      await waitForHydration(page);
      const form = page.getByRole("region", { name: site.t.interestHeading });
      const firstName = form.getByLabel(site.t.firstName);
      const lastName = form.getByLabel(site.t.lastName);
      const email = form.getByLabel(site.t.email);
      const phone = form.getByLabel(site.t.phone);
      const terms = form.getByRole("checkbox", { name: site.t.terms });

      await firstName.fill("Anna");
      await form.getByRole("button", { name: site.t.interestSubmit }).click();

      for (const field of [lastName, email, phone]) {
        await expect(field).toHaveAttribute("aria-invalid", "true");
        await expect(field).toHaveAccessibleDescription(site.t.required);
      }
      await expect(terms).toHaveAttribute("aria-invalid", "true");
      await expect(terms).toHaveAccessibleDescription(site.t.termsRequired);
      // The focus moves to the first field to correct; what was typed stays.
      await expect(lastName).toBeFocused();
      await expect(firstName).toHaveValue("Anna");
      await expect(firstName).not.toHaveAttribute("aria-invalid", "true");

      // After the first attempt, the errors follow the typing.
      await email.fill("anna@");
      await expect(email).toHaveAccessibleDescription(site.t.invalidEmail);
      await lastName.fill("Andersson");
      await expect(lastName).not.toHaveAttribute("aria-invalid", "true");
      await expect(firstName).toHaveValue("Anna");
      await expect(email).toHaveValue("anna@");
      // Nothing invalid reached the server.
      expect(posted).toEqual([]);
      expect(errors.map((error) => `${error.text} (${error.url})`)).toEqual([]);
    });
  });

  test(`${site.code}: a showing booking holds a place only once confirmed through the e-mailed link`, async ({
    page,
    request,
  }) => {
    test.slow();
    const errors = collectErrors(page);
    const texts = BOOKING[site.code];
    const email = uniqueEmail(`confirm-${site.code}`);
    const { stageId, url, showing } = await stageWithBookableShowing(request, site);
    await page.goto(siteUrl(site, url));
    await waitForHydration(page);
    const showings = page.getByRole("region", { name: site.t.showingsHeading });
    // The list item of the chosen showing, found once by its time; roles and names from here on.
    const time = ((await showings.locator(`time[datetime="${showing.startsAt}"]`).textContent()) ?? "").trim();
    expect(time).not.toBe("");
    const item = showings.getByRole("listitem").filter({ hasText: time });
    const places = async () => Number(site.t.placesLeft.exec((await item.textContent()) ?? "")?.[1] ?? Number.NaN);
    const before = await places();
    expect(before).toBeGreaterThanOrEqual(3);

    await test.step("ask for a place: the answer says to confirm by e-mail, and no place is taken yet", async () => {
      await item.getByRole("button", { name: `${site.t.book} ${time}` }).click();
      const form = item.getByRole("form", { name: new RegExp(`^${escapeRegExp(site.t.bookingForm)} `) });
      await form.getByLabel(site.t.firstName).fill("Testa");
      await form.getByLabel(site.t.lastName).fill("Testsson");
      await form.getByLabel(site.t.email).fill(email);
      await form.getByLabel(site.t.phone).fill("+46 70 123 45 67");
      await form.getByRole("button", { name: site.t.bookSubmit, exact: true }).click();
      await expect(item.getByRole("status")).toHaveText(texts.requested);
      await expect(item.getByRole("status")).toBeFocused();
    });

    const link = await test.step("one e-mail in the site's language carries the confirmation link", async () => {
      await expect
        .poll(async () => (await outboxFor(request, email)).map((m) => ({ site: m.site, subject: m.subject })))
        .toEqual([{ site: site.code, subject: expect.stringMatching(`^${escapeRegExp(texts.subject)}`) }]);
      const [mail] = await outboxFor(request, email);
      const found = /(https?:\/\/\S+)#confirm-showing=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "");
      expect(found?.[1]).toBe(siteUrl(site, url));
      return found?.[0] ?? "";
    });

    await test.step("the link opens the page's dialog; only its button confirms", async () => {
      // A fresh page load, as when the link is opened from a mail program.
      await page.goto("about:blank");
      await page.goto(link);
      await waitForHydration(page);
      const dialog = page.getByRole("dialog", { name: texts.dialog });
      await expect(dialog.getByRole("status")).toHaveText(texts.pending);
      await expect(dialog).toContainText(time);
      await expect(dialog).toContainText("Testa Testsson");
      await expectNoSeriousViolations(page, "dialog");
      // Opening the link took no place.
      const fresh = await hostRequest(site).get(request, `/api/residence/showings/${stageId}`);
      const listed = ((await fresh.json()) as { showings: ShowingHit[] }).showings.find((s) => s.id === showing.id);
      expect(listed?.placesLeft).toBe(before);

      await dialog.getByRole("button", { name: texts.confirm }).click();
      await expect(dialog.getByRole("status")).toHaveText(texts.confirmed);
      await expect(dialog.getByRole("status")).toBeFocused();
      await expect(dialog.getByRole("button", { name: texts.confirm })).toHaveCount(0);
      await expectNoSeriousViolations(page, "dialog");
      await dialog.getByRole("button", { name: texts.close }).click();
      await expect(dialog).toHaveCount(0);
      // The place is taken, and the token has left the address.
      await expect.poll(places).toBe(before - 1);
      await expect(page).toHaveURL(siteUrl(site, url));
    });

    await test.step("the link again: already confirmed, nothing to press", async () => {
      await page.goto("about:blank");
      await page.goto(link);
      await waitForHydration(page);
      const dialog = page.getByRole("dialog", { name: texts.dialog });
      await expect(dialog.getByRole("status")).toHaveText(texts.alreadyConfirmed);
      await expect(dialog.getByRole("button", { name: texts.confirm })).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect.poll(places).toBe(before - 1);
    });

    expect(errors.map((error) => `${error.text} (${error.url})`)).toEqual([]);
  });

  test(`${site.code}: the residences base page leads to a county page that lists projects and links to an area page`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const seo = SEO[site.code];
    await page.goto(siteUrl(site, site.seoBase));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const counties = page.getByRole("region", { name: seo.counties });
    const county = counties.getByRole("heading", { level: 3 }).getByRole("link").first();
    const countyName = (await county.textContent())?.trim() ?? "";
    const countyHref = (await county.getAttribute("href")) ?? "";
    expect(countyHref).toMatch(new RegExp(`^${escapeRegExp(site.seoBase)}[a-z0-9-]+/$`));
    await county.click();

    await expect(page).toHaveURL(siteUrl(site, countyHref));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${seo.heading}${countyName}`);
    const projects = page.getByRole("region", { name: `${seo.projects}${countyName}` });
    const projectLinks = projects.getByRole("link");
    expect(await projectLinks.count()).toBeGreaterThan(0);
    // Every project is an area page of the county: <base><county>/<municipality>/<area>/.
    for (const href of await projectLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(new RegExp(`^${escapeRegExp(countyHref)}[a-z0-9-]+/[a-z0-9-]+/$`));
    }
    const municipalities = page.getByRole("region", { name: `${seo.municipalities}${countyName}` });
    const municipality = municipalities.getByRole("link").first();
    const municipalityHref = (await municipality.getAttribute("href")) ?? "";
    expect(municipalityHref).toMatch(new RegExp(`^${escapeRegExp(countyHref)}[a-z0-9-]+/$`));
    await waitForHydration(page);

    const project = projectLinks.first();
    const projectName = (await project.textContent())?.trim() ?? "";
    const projectHref = (await project.getAttribute("href")) ?? "";
    await project.click();
    await expect(page).toHaveURL(siteUrl(site, projectHref));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(projectName);

    // And the municipality page of the county.
    const response = await page.goto(siteUrl(site, municipalityHref));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`^${escapeRegExp(seo.heading)}`));
    await expect(page.getByRole("region", { name: new RegExp(`^${escapeRegExp(seo.projects)}`) })).toBeVisible();
    await waitForHydration(page);
    expect(errors.map((error) => `${error.text} (${error.url})`)).toEqual([]);
  });

  test(`${site.code}: sitemap.xml lists the host's pages, residences included`, async ({ request }) => {
    const urls = await residenceUrls(request, site);
    const response = await hostRequest(site).get(request, "/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^(application|text)\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml /);
    expect(xml).toContain("<urlset");
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    expect(locations.length).toBeGreaterThan(50);
    for (const location of locations) expect(location.startsWith(`${origin(site.host)}/`)).toBe(true);
    for (const path of [site.seoBase, urls.area, urls.stage, urls.object, urls.soldOut]) {
      expect(locations).toContain(`${origin(site.host)}${path}`);
    }
  });
}
