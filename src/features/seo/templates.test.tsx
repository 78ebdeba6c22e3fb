// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createContext, type ReactNode, useContext } from "react";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CATALOGS } from "~/i18n/catalogs.server";
import { I18nProvider } from "~/i18n/react";
import type { Catalog } from "~/i18n/translator";
import { SITES, type SiteSettings } from "~/sites/sites";
import type { TemplateData } from "~/templates/page-data";
import { templateViewModel } from "~/test/template-view-model";
import { AreasTemplate } from "./AreasTemplate";
import { SeoCountyTemplate } from "./SeoCountyTemplate";
import { SeoMunicipalityTemplate } from "./SeoMunicipalityTemplate";
import type { AreasData, ProjectCard, SeoPlaceData } from "./schema";

const UiContext = createContext<ReactNode>(null);

function Fallback() {
  return null;
}

/** The root route's role in the tests: the site and catalog from its loader, as in src/root.tsx. */
function Root() {
  const { site, catalog } = useLoaderData() as { site: SiteSettings; catalog: Catalog };
  return (
    <I18nProvider language={site.language} catalog={catalog}>
      {useContext(UiContext)}
    </I18nProvider>
  );
}

function renderOnSite(site: SiteSettings, ui: ReactNode) {
  const catalog = CATALOGS[site.language];
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({
        site,
        catalog,
        developerTools: false,
        baseMap: { kind: "offline", placesUrl: "/api/residence/map/places" },
      }),
      HydrateFallback: Fallback,
      Component: Root,
    },
  ]);
  return render(
    <UiContext.Provider value={ui}>
      <Stub initialEntries={["/"]} />
    </UiContext.Provider>,
  );
}

function vmWith<K extends "areas" | "seoCounty" | "seoMunicipality">(template: K, data: TemplateData[K], title = "") {
  return templateViewModel(template, data, { title });
}

const project: ProjectCard = {
  id: 7,
  name: "Tapiolan Puisto",
  url: "/asunnot/uusimaa/espoo/tapiolan-puisto/",
  county: "Uusimaa",
  municipality: "Espoo",
  status: "soldOut",
  image: { src: "demo/tapiola.jpg", alt: "Tapiolan Puisto" },
  shortDescription: "Kotisi Tapiolan puistossa.",
  stages: 2,
  homesForSale: 0,
  minPrice: 210_000,
  maxPrice: 480_000,
  minRooms: 1,
  maxRooms: 4,
};

const place: SeoPlaceData = {
  level: "municipality",
  heading: "Uudet asunnot – Espoo",
  intro: ["Nordhem rakentaa 1 asuntokohteen alueella Espoo.", "Alla näet kaikki kohteemme."],
  county: { name: "Uusimaa", slug: "uusimaa", url: "/asunnot/uusimaa/" },
  municipality: { name: "Espoo", slug: "espoo", url: "/asunnot/uusimaa/espoo/" },
  stats: { projects: 1, homesForSale: 0, minPrice: 210_000, maxPrice: 480_000 },
  municipalities: [
    {
      name: "Helsinki",
      slug: "helsinki",
      url: "/asunnot/uusimaa/helsinki/",
      projects: 3,
      homesForSale: 12,
      minPrice: null,
      maxPrice: null,
    },
  ],
  projects: [project],
  searchUrl: "/myytavat-asunnot/?q=Espoo",
};

afterEach(cleanup);

describe("SEO landing page templates", () => {
  it("renders a municipality page with one h1, key numbers, projects, other places and the search link", async () => {
    renderOnSite(SITES.fi, <SeoMunicipalityTemplate vm={vmWith("seoMunicipality", place)} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Uudet asunnot – Espoo" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const facts = screen.getByRole("heading", { level: 2, name: "Lukuina" }).nextElementSibling as HTMLElement;
    expect(within(facts).getByText("210 000–480 000 €")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Hae asuntoja – Espoo" }).getAttribute("href")).toBe(
      "/myytavat-asunnot/?q=Espoo",
    );
    expect(screen.getByRole("heading", { level: 2, name: "Kohteemme – Espoo" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Tapiolan Puisto" }).getAttribute("href")).toBe(project.url);
    expect(screen.getByText("Loppuunmyyty")).toBeTruthy();
    expect(screen.getByText("1–4 h+k")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Muut paikkakunnat – Uusimaa" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Helsinki" }).getAttribute("href")).toBe("/asunnot/uusimaa/helsinki/");
    expect(screen.getByText(/3 kohdetta · 12 asuntoa myynnissä/)).toBeTruthy();
  });

  it("renders a county page's municipalities under their own heading", async () => {
    renderOnSite(
      SITES.sv,
      <SeoCountyTemplate
        vm={vmWith("seoCounty", {
          ...place,
          level: "county",
          heading: "Nya bostäder i Uusimaa",
          municipality: null,
          searchUrl: null,
        })}
      />,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Nya bostäder i Uusimaa" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Kommuner i Uusimaa" })).toBeTruthy();
    // No search on the site: no search link.
    expect(screen.queryByRole("link", { name: /Sök bostäder/ })).toBeNull();
  });

  it("renders the residences base page with every county and its municipalities", async () => {
    const data: AreasData = {
      intro: ["Nordhem har just nu 4 bostadsprojekt.", "Välj ett län nedan."],
      stats: { projects: 4, homesForSale: 3, minPrice: 2_500_000, maxPrice: 6_500_000 },
      counties: [
        {
          name: "Stockholms län",
          slug: "stockholms-lan",
          url: "/bostader/stockholms-lan/",
          projects: 3,
          homesForSale: 2,
          minPrice: null,
          maxPrice: null,
          municipalities: [
            {
              name: "Nacka",
              slug: "nacka",
              url: "/bostader/stockholms-lan/nacka/",
              projects: 1,
              homesForSale: 0,
              minPrice: null,
              maxPrice: null,
            },
          ],
        },
      ],
      searchUrl: "/sok-bostad/",
    };
    renderOnSite(SITES.sv, <AreasTemplate vm={vmWith("areas", data, "Bostäder")} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Bostäder" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Välj län" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Stockholms län" }).getAttribute("href")).toBe("/bostader/stockholms-lan/");
    expect(screen.getByRole("link", { name: "Nacka" }).getAttribute("href")).toBe("/bostader/stockholms-lan/nacka/");
    expect(screen.getByRole("link", { name: "Sök bland alla bostäder" }).getAttribute("href")).toBe("/sok-bostad/");
    expect(screen.getByText("2 500 000–6 500 000 kr")).toBeTruthy();
  });

  it("renders the base page's title alone when its data is missing", async () => {
    renderOnSite(SITES.sv, <AreasTemplate vm={vmWith("areas", undefined, "Bostäder")} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Bostäder" })).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 2 })).toBeNull();
  });
});
