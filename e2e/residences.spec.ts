import { expect, test } from "@playwright/test";
import {
  collectErrors,
  escapeRegExp,
  hostRequest,
  origin,
  type ResidenceUrls,
  residenceUrls,
  SITES,
  siteUrl,
  waitForHydration,
} from "./support";

/** Residence pages, the interest form's validation, the SEO landing pages and the sitemaps. */

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
