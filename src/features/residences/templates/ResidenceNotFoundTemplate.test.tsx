// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub, Outlet, useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CATALOGS } from "~/i18n/catalogs.server";
import { I18nProvider } from "~/i18n/react";
import type { RootData } from "~/root";
import { SITES, type SiteCode } from "~/sites/sites";
import { templateViewModel } from "~/test/template-view-model";
import type { ResidenceNotFoundData } from "../not-found-page-data";
import { ResidenceNotFoundTemplate } from "./ResidenceNotFoundTemplate";

const AREA = { name: "Kvarnholmen Strand", url: "/bostader/stockholms-lan/nacka/kvarnholmen-strand/" };

const BASE: ResidenceNotFoundData = {
  kind: "object",
  reason: "sold",
  name: "Bostad 1102, Kvarngatan 3",
  scope: "area",
  area: AREA,
  municipality: { name: "Nacka", url: "/bostader/stockholms-lan/nacka/" },
  searchUrl: "/sok-bostad/",
  homes: [
    {
      id: 7,
      url: `${AREA.url}etapp-1/lgh-1201/`,
      title: "Bostad 1201, Kvarngatan 3",
      areaName: AREA.name,
      municipality: "Nacka",
      status: "forSale",
      rooms: 3,
      livingArea: 74.5,
      price: 4_250_000,
      monthlyRent: null,
      image: null,
    },
  ],
  premises: [],
};

function RootLayout() {
  const data = useLoaderData() as RootData;
  return (
    <I18nProvider language={data.site.language} catalog={data.catalog}>
      <Outlet />
    </I18nProvider>
  );
}

let currentPage: React.ReactElement | null = null;
function CurrentPage() {
  return currentPage;
}

function renderPage(data: ResidenceNotFoundData, title: string, status: number, site: SiteCode = "sv") {
  const template =
    data.kind === "premises" ? "notFoundPremises" : data.kind === "stage" ? "notFoundStage" : "notFoundObject";
  currentPage = <ResidenceNotFoundTemplate vm={{ ...templateViewModel(template, data, { title }), status }} />;
  const settings = SITES[site];
  const rootData = { site: settings, catalog: CATALOGS[settings.language], developerTools: false } as RootData;
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => rootData,
      Component: RootLayout,
      children: [{ path: "*", Component: CurrentPage }],
    },
  ]);
  return render(<Stub initialEntries={["/page/"]} hydrationData={{ loaderData: { root: rootData } }} />);
}

afterEach(cleanup);

describe("ResidenceNotFoundTemplate", () => {
  it("a sold home: its name, why, the way on and the similar homes as links", async () => {
    renderPage(BASE, "Bostad 1102, Kvarngatan 3", 410);
    expect(await screen.findByRole("heading", { level: 1, name: "Bostad 1102, Kvarngatan 3" })).toBeTruthy();
    expect(screen.getByText("Bostaden är såld")).toBeTruthy();
    const wayOn = screen.getByRole("navigation", { name: "Gå vidare" });
    expect(within(wayOn).getByRole("link", { name: "Sök bostad" }).getAttribute("href")).toBe("/sok-bostad/");
    expect(within(wayOn).getByRole("link", { name: "Till Kvarnholmen Strand" }).getAttribute("href")).toBe(AREA.url);
    expect(within(wayOn).getByRole("link", { name: "Bostäder i Nacka" })).toBeTruthy();
    const homes = screen.getByRole("region", { name: "Lediga bostäder i Kvarnholmen Strand" });
    const link = within(homes).getByRole("link", { name: "Bostad 1201, Kvarngatan 3" });
    expect(link.getAttribute("href")).toBe(`${AREA.url}etapp-1/lgh-1201/`);
    expect(homes.textContent).toContain("3\u00a0rok · 74,5\u00a0m² · 4\u00a0250\u00a0000\u00a0kr");
  });

  it("no homes nearby: says so and keeps the search", async () => {
    renderPage(
      { ...BASE, reason: "notFound", name: null, scope: "site", area: null, municipality: null, homes: [] },
      "Vi hittar inte bostaden",
      404,
    );
    expect(await screen.findByRole("heading", { level: 2, name: "Lediga bostäder" })).toBeTruthy();
    expect(screen.getByText(/Just nu finns inga lediga bostäder här/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sök bostad" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /^Till / })).toBeNull();
  });

  it("premises in Finnish: type, place, area and rent, and all premises", async () => {
    renderPage(
      {
        ...BASE,
        kind: "premises",
        reason: "removed",
        name: "Vanha liiketila",
        scope: "site",
        area: null,
        municipality: null,
        searchUrl: "/liiketilat/",
        homes: [],
        premises: [
          {
            id: 3,
            url: "/liiketilat/hameenkatu-1-tampere/",
            name: "Hämeenkatu 1",
            type: "shop",
            city: "Tampere",
            premisesArea: 120,
            monthlyRent: 2_400,
            price: null,
            image: null,
          },
        ],
      },
      "Vanha liiketila",
      410,
      "fi",
    );
    expect(await screen.findByText("Sivu on poistettu")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Kaikki liiketilat" }).getAttribute("href")).toBe("/liiketilat/");
    const list = screen.getByRole("region", { name: "Muut vapaat liiketilat" });
    expect(within(list).getByRole("link", { name: "Hämeenkatu 1" })).toBeTruthy();
    expect(list.textContent).toContain("Myymälä, Tampere");
    expect(list.textContent).toContain("2\u00a0400\u00a0€/kk");
  });
});
