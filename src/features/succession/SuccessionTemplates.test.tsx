// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, Outlet, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CATALOGS } from "~/i18n/catalogs.server";
import { I18nProvider } from "~/i18n/react";
import type { RootData } from "~/root";
import { SITES } from "~/sites/sites";
import { templateViewModel } from "~/test/template-view-model";
import { SuccessionTemplate } from "./SuccessionTemplates";
import type { SuccessionHit, SuccessionSearchResponse } from "./schema";

function hit(id: number, municipality = "Göteborg"): SuccessionHit {
  return {
    id,
    number: String(1000 + id),
    streetAddress: null,
    url: `/bostader/vastra-gotalands-lan/goteborg/omrade/etapp-1/lgh-${id}/`,
    residenceType: "apartment",
    disposalForm: "condominium",
    rooms: 3,
    livingArea: 74,
    price: 3_250_000,
    totalPrice: null,
    image: null,
    municipality,
    municipalitySlug: municipality === "Göteborg" ? "goteborg" : "malmo",
    stage: { id: 1, name: "Majorna Port, etapp 1", url: "/bostader/vastra-gotalands-lan/goteborg/omrade/etapp-1/" },
    broker: { name: "Maja Mäklare", role: 6, phone: "070-123 45 67", email: "maja@nordhem.example", image: null },
    distanceKm: null,
  };
}

const MUNICIPALITIES = [
  { name: "Göteborg", slug: "goteborg", count: 9 },
  { name: "Malmö", slug: "malmo", count: 4 },
];

function answer(hits: SuccessionHit[], total: number, offset = 0): SuccessionSearchResponse {
  return { hits, total, offset, limit: 6, municipalities: MUNICIPALITIES, allCount: 13 };
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
let location = "";

function Probe() {
  const here = useLocation();
  location = `${here.pathname}${here.search}`;
  return null;
}

const current: { vm?: ReturnType<typeof templateViewModel<"succession">> } = {};

function TestRoot() {
  return (
    <I18nProvider language="sv" catalog={CATALOGS.sv}>
      <Outlet />
    </I18nProvider>
  );
}

function TestPage() {
  if (!current.vm) throw new Error("no view model");
  return (
    <>
      <SuccessionTemplate vm={current.vm} />
      <Probe />
    </>
  );
}

function renderPage(url: string, data: { municipality: string | null; result: SuccessionSearchResponse }) {
  const rootData = { site: SITES.sv, catalog: CATALOGS.sv, developerTools: false } as RootData;
  current.vm = templateViewModel("succession", data, { title: "Mäklarobjekt" });
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => rootData,
      Component: TestRoot,
      children: [{ path: "*", Component: TestPage }],
    },
  ]);
  return render(<Stub initialEntries={[url]} hydrationData={{ loaderData: { root: rootData } }} />);
}

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function respond(body: SuccessionSearchResponse) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status: 200 }));
}

describe("the succession page", () => {
  it("lists every municipality with its count, all municipalities first and chosen by default", async () => {
    renderPage("/maklar-objekt/", {
      municipality: null,
      result: answer(
        range(1, 7).map((id) => hit(id)),
        13,
      ),
    });
    const select = await screen.findByLabelText("Kommun");
    expect((select as HTMLSelectElement).value).toBe("");
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Alla kommuner (13)", "Göteborg (9)", "Malmö (4)"]);
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(6);
    expect(screen.getByText("Visar 6 av 13 bostäder")).toBeTruthy();
    expect(screen.getAllByText("Maja Mäklare")).toHaveLength(6);
  });

  it("shows more: asks for the next six, appends them, moves focus to the first new home and announces the count", async () => {
    renderPage("/maklar-objekt/", {
      municipality: null,
      result: answer(
        range(1, 7).map((id) => hit(id)),
        13,
      ),
    });
    respond(
      answer(
        range(7, 13).map((id) => hit(id)),
        13,
        6,
      ),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Visa fler" }));
    await waitFor(() => expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(12));
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({ siteId: SITES.sv.siteId, offset: 6, limit: 6 });
    expect(body.municipality).toBeUndefined();
    const seventh = screen.getAllByRole("heading", { level: 3 })[6];
    await waitFor(() => expect(document.activeElement).toBe(seventh?.querySelector("a")));
    expect(screen.getByRole("status").textContent).toBe("Visar 12 av 13 bostäder");
  });

  it("choosing a municipality puts it in the URL and loads its first page; a failure offers a retry", async () => {
    renderPage("/maklar-objekt/", {
      municipality: null,
      result: answer(
        range(1, 7).map((id) => hit(id)),
        13,
      ),
    });
    fetchMock.mockResolvedValueOnce(new Response("{}", { status: 500 }));
    fireEvent.change(await screen.findByLabelText("Kommun"), { target: { value: "malmo" } });
    await waitFor(() => expect(location).toBe("/maklar-objekt/?kommun=malmo"));
    expect(await screen.findByRole("alert")).toBeTruthy();
    respond({
      ...answer(
        range(20, 24).map((id) => hit(id, "Malmö")),
        4,
      ),
    });
    fireEvent.click(screen.getByRole("button", { name: "Försök igen" }));
    await waitFor(() => expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(4));
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toMatchObject({ municipality: "malmo", offset: 0 });
    expect(screen.queryByRole("button", { name: "Visa fler" })).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("Visar 4 av 4 bostäder");
  });

  it("near me: asks the browser's position once clicked and lists the nearest homes first, with their distance", async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: 57.70812, longitude: 11.97456 } } as GeolocationPosition),
    );
    vi.stubGlobal("navigator", { ...navigator, geolocation: { getCurrentPosition } });
    renderPage("/maklar-objekt/", {
      municipality: null,
      result: answer(
        range(1, 7).map((id) => hit(id)),
        13,
      ),
    });
    respond(
      answer(
        [
          { ...hit(3), distanceKm: 1.4 },
          { ...hit(5), distanceKm: 12 },
        ],
        2,
      ),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Visa närmast mig" }));
    await waitFor(() => expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(2));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      geoSearch: { latitude: 57.708, longitude: 11.975, radiusKm: 500 },
      offset: 0,
    });
    expect(screen.getByText("1,4 km bort")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Visa alla i vanlig ordning" })).toBeTruthy();
  });

  it("says when a municipality has no resale homes and offers all municipalities", async () => {
    renderPage("/maklar-objekt/?kommun=kiruna", { municipality: "kiruna", result: answer([], 0) });
    expect(await screen.findByText("Det finns inga mäklarobjekt i den valda kommunen just nu.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Visa alla kommuner" })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
