// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, Outlet, useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CATALOGS } from "~/i18n/catalogs.server";
import { I18nProvider } from "~/i18n/react";
import type { RootData } from "~/root";
import { SITES } from "~/sites/sites";
import type { ExplorerApartment, ExplorerData, ExplorerSettings } from "../schema";
import { ExplorerReady } from "./Explorer";

const square = (x: number, y: number): [number, number][] => [
  [x, y],
  [x + 100, y],
  [x + 100, y + 80],
  [x, y + 80],
];

const apartment = (objectId: number, number: string, extra: Partial<ExplorerApartment>): ExplorerApartment => ({
  objectId,
  apartmentNumber: number,
  name: `Bostad ${number}`,
  url: `/bostader/x/y/z/etapp-1/${number}/`,
  viewId: "street",
  rooms: 3,
  possibleRooms: null,
  price: 3_450_000,
  primaryArea: 74.5,
  objectStatus: "forSale",
  floor: 1,
  files: {
    balconyViews: [
      {
        src: "/img/explorer/balcony-street-low.jpg?w=1200&ar=original",
        width: 1200,
        height: 800,
        caption: "Utsikt från balkongen mot sydväst",
        azimuth: 225,
      },
    ],
    object3DViews: [],
  },
  hasPanorama: false,
  ...extra,
});

const DATA: ExplorerData = {
  stageId: 5,
  firstViewId: "street",
  location: { latitude: 59.3, longitude: 18.1, timeZone: "Europe/Stockholm" },
  apts: [
    apartment(1, "1001", {}),
    apartment(2, "1002", { objectStatus: "sold", price: null, rooms: 2, primaryArea: 51 }),
    apartment(3, "1101", { floor: 2, viewId: "court" }),
  ],
  views: [
    {
      id: "street",
      name: "Gatufasaden",
      src: "/img/explorer/street.jpg",
      width: 1600,
      height: 1000,
      sunstudy: null,
      clickAreas: [
        { kind: "apartment", objectId: 1, points: square(100, 800) },
        { kind: "apartment", objectId: 2, points: square(200, 800) },
        { kind: "interLink", targetViewId: "court", label: "Gården", points: square(1400, 400) },
      ],
    },
    {
      id: "court",
      name: "Gården",
      src: "/img/explorer/court.jpg",
      width: 1600,
      height: 1000,
      sunstudy: null,
      clickAreas: [{ kind: "apartment", objectId: 3, points: square(100, 700) }],
    },
  ],
};

const SETTINGS: ExplorerSettings = {
  siteId: SITES.sv.siteId,
  stageIds: [5],
  stageId: 5,
  hasExplorer: true,
  currentObjectId: null,
  sunStudyExternalUrl: null,
};

function RootLayout() {
  const data = useLoaderData() as RootData;
  return (
    <I18nProvider language={data.site.language} catalog={data.catalog}>
      <Outlet />
    </I18nProvider>
  );
}

/** The settings of the explorer under test (route stubs take components, not elements). */
let currentSettings = SETTINGS;
function Page() {
  return <ExplorerReady data={DATA} settings={currentSettings} stageName="Etapp 1" />;
}

function renderExplorer(settings: ExplorerSettings = SETTINGS) {
  currentSettings = settings;
  const rootData = { site: SITES.sv, catalog: CATALOGS.sv, developerTools: false } as RootData;
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => rootData,
      Component: RootLayout,
      children: [{ path: "*", Component: Page }],
    },
  ]);
  return render(<Stub initialEntries={["/x/"]} hydrationData={{ loaderData: { root: rootData } }} />);
}

afterEach(cleanup);

const picture = () => screen.getByRole("group", { name: /Gatufasaden: bild av huset/ });

describe("the explorer's picture of the building", () => {
  it("names every home on the facade by number, rooms, area, price and status", async () => {
    renderExplorer();
    const homes = within(await waitFor(picture)).getAllByRole("button", { name: /^Bostad/ });
    expect(homes.map((home) => home.getAttribute("aria-label"))).toEqual([
      "Bostad 1001, 3\u00a0rok, 74,5\u00a0m², 3\u00a0450\u00a0000\u00a0kr, Till salu",
      "Bostad 1002, 2\u00a0rok, 51\u00a0m², pris visas ej, Såld",
    ]);
    for (const home of homes) expect(home.getAttribute("tabindex")).toBe("0");
  });

  it("shows a home's card on focus and opens its panel with Enter", async () => {
    renderExplorer();
    const home = within(await waitFor(picture)).getByRole("button", { name: /^Bostad 1001/ });
    fireEvent.focus(home);
    expect(document.querySelector("[aria-hidden='true'] strong")?.textContent).toBe("Bostad 1001");
    fireEvent.keyDown(home, { key: "Enter" });
    const panel = screen.getByRole("region", { name: "Bostad 1001" });
    expect(home.getAttribute("aria-pressed")).toBe("true");
    expect(within(panel).getByRole("link", { name: "Gå till bostadens sida" }).getAttribute("href")).toBe(
      "/bostader/x/y/z/etapp-1/1001/",
    );
    // The balcony view opens in the panel.
    fireEvent.click(within(panel).getByRole("button", { name: "Utsikt från balkongen mot sydväst" }));
    expect(within(panel).getByRole("img", { name: "Utsikt från balkongen mot sydväst" })).toBeTruthy();
    expect(within(panel).getByText(/Mot sydväst/)).toBeTruthy();
    // No 360 tour: no button for it.
    expect(within(panel).queryByRole("button", { name: "Visa i 360°" })).toBeNull();
  });

  it("switches views by an interLink and by the tabs", async () => {
    renderExplorer();
    fireEvent.keyDown(within(await waitFor(picture)).getByRole("button", { name: "Gå till vyn Gården" }), {
      key: " ",
    });
    expect(screen.getByRole("tab", { name: "Gården" }).getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(screen.getByRole("tab", { name: "Gården" }), { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "Gatufasaden" }).getAttribute("aria-selected")).toBe("true");
  });

  it("hides the homes of a status the filter leaves out, in the picture and in the list", async () => {
    renderExplorer();
    fireEvent.click(await screen.findByRole("checkbox", { name: "Såld" }));
    expect(within(picture()).queryByRole("button", { name: /^Bostad 1002/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Välj Bostad 1002" })).toBeNull();
    expect(screen.getByRole("button", { name: "Välj Bostad 1001" })).toBeTruthy();
  });

  it("selects a home from the list as a click does: its view, its panel with the focus", async () => {
    renderExplorer();
    fireEvent.click(await screen.findByRole("button", { name: "Välj Bostad 1101" }));
    expect(screen.getByRole("tab", { name: "Gården" }).getAttribute("aria-selected")).toBe("true");
    const heading = screen.getByRole("heading", { name: "Bostad 1101" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it("opens with the home of currentObjectId selected, and links an external sun study", async () => {
    renderExplorer({ ...SETTINGS, currentObjectId: 3, sunStudyExternalUrl: "https://sol.example.com/" });
    const panel = await screen.findByRole("region", { name: "Bostad 1101" });
    expect(
      within(panel).getByRole("link", { name: "Öppna projektets solstudie (extern webbplats)" }).getAttribute("href"),
    ).toBe("https://sol.example.com/");
  });
});
