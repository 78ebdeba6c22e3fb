// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet, useLocation, useNavigate } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CATALOGS } from "~/i18n/catalogs.server";
import { I18nProvider } from "~/i18n/react";
import type { RootData } from "~/root";
import { SITES, type SiteCode } from "~/sites/sites";
import type { TemplateViewModel } from "~/templates/page-data";
import { RenderOnlyContext, RenderOnlyData } from "~/templates/render-only";
import { templateViewModel } from "~/test/template-view-model";
import { FIRST_RESULTS, RESULTS_LIST_ID } from "./first-results";
import { SearchTemplate } from "./SearchTemplate";
import {
  filterBoundsOf,
  type Marker,
  type MarkersResponse,
  type MarkerType,
  type ObjectSearchResponse,
  type SearchCounts,
  SearchFilterSchema,
  type SearchHit,
  type StageAndAreaSearchResponse,
} from "./schema";
import type { SearchPageData } from "./search-page-data";

// The map engine needs WebGL; this one puts the HTML markers in the map's container.
vi.mock("~/ui/map/map-engine", () => ({
  createMapEngine: (container: HTMLElement) => ({
    setMarkers: (markers: { element?: HTMLElement }[]) => {
      container.replaceChildren(...markers.flatMap((marker) => (marker.element ? [marker.element] : [])));
    },
    setSelected: () => {},
    destroy: () => {},
  }),
}));

function hit(type: SearchHit["type"], id: number, overrides: Partial<SearchHit> = {}): SearchHit {
  return {
    id,
    type,
    name: `${type} ${id}`,
    url: `/bostader/stockholms-lan/solna/${type}-${id}/`,
    siteId: SITES.sv.siteId,
    area: "Hagastaden Port",
    municipality: "Solna",
    county: "Stockholms län",
    minRooms: 2,
    maxRooms: 4,
    minPrice: 2_950_000,
    maxPrice: 5_400_000,
    minRent: null,
    maxRent: null,
    minArea: 54,
    maxArea: 98.5,
    showings: [],
    status: "forSale",
    stageStatus: 3,
    concept: null,
    residenceType: "apartment",
    disposalForm: "condominium",
    inhabitFrom: "2026-09-01",
    inhabitTo: "2026-12-01",
    searchImage: null,
    shortDescription: "",
    geo: { latitude: 59.36, longitude: 18.0 },
    objectNumber: type === "object" ? String(1000 + id) : null,
    matchingObjects: type === "object" ? 1 : 6,
    ...overrides,
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

function counts(stages: number, areas: number, objects: number): SearchCounts {
  return { stages, areas, objects };
}

function stagesAndAreas(
  stageIds: number[],
  areaIds: number[],
  objects = 45,
  totals = { stages: stageIds.length, areas: areaIds.length },
): StageAndAreaSearchResponse {
  return {
    stages: stageIds.map((id) => hit("stage", id)),
    areas: areaIds.map((id) => hit("area", id)),
    counts: counts(totals.stages, totals.areas, objects),
    limit: 30,
    offset: 0,
  };
}

function objectsPage(ids: number[], total: number): ObjectSearchResponse {
  return { hits: ids.map((id) => hit("object", id)), counts: counts(3, 2, total), limit: ids.length, offset: 0 };
}

function pageData(overrides: Partial<SearchPageData> = {}): SearchPageData {
  return {
    filter: SearchFilterSchema.parse({}),
    sort: "recommended",
    tab: "stage",
    tags: [],
    stagesAndAreas: stagesAndAreas([1, 2, 3], [10, 11]),
    objects: objectsPage(range(1, 31), 45),
    bounds: filterBoundsOf("sv"),
    allTags: [{ id: 7, name: "Solna", url: "solna", hasRental: false }],
    unknownPlaces: [],
    ...overrides,
  };
}

function viewModel(data: SearchPageData | undefined) {
  return templateViewModel("search", data, { title: "Sök bostad" });
}

interface Call {
  url: string;
  body: Record<string, unknown>;
}
let calls: Call[] = [];
type Responder = (call: Call) => Response | Promise<Response>;
let respond: Responder;

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { "content-type": "application/json" } });

/** A fake search service: answers by call, records what the page asked. */
function defaultResponder(call: Call): Response {
  if (call.url.endsWith("/stage_and_area_search")) {
    // The list of the tab asked for; both without one.
    const { tab: only } = call.body;
    return json(
      stagesAndAreas(only === "area" ? [] : [4, 5], only === "stage" ? [] : [12], 12, { stages: 2, areas: 1 }),
    );
  }
  if (call.url.endsWith("/search/markers")) {
    const type = call.body.type as MarkerType;
    const markers: Marker[] = range(1, 41).map((id) => [
      id,
      59 + id / 100,
      18,
      "forSale",
      `${type} ${id}`,
      type === "object" ? String(1000 + id) : null,
    ]);
    return json({ type, markers, total: 40, truncated: false } satisfies MarkersResponse);
  }
  if (call.url.endsWith("/search/premises")) {
    const premises = {
      id: 7,
      name: "Kontor vid torget",
      url: "/lokaler/kontor-vid-torget/",
      type: "office",
      status: "forSale",
      premisesArea: 120,
      monthlyRent: 15_000,
      price: null,
      accessDate: "2027-01-01",
      streetAddress: "Torget 1",
      municipality: "Solna",
      latitude: 59.36,
      longitude: 18,
      image: null,
      tags: [],
    };
    return json({ hits: [premises], total: 1 });
  }
  const byIds = /\/search\/by_ids\/(area|stage|object)$/.exec(call.url);
  if (byIds) {
    const type = byIds[1] as MarkerType;
    return json({ hits: (call.body.ids as number[]).map((id) => hit(type, id, { minPrice: 1_000_000 })) });
  }
  if (call.url.endsWith("/search_object")) {
    const offset = Number(call.body.offset);
    const limit = Number(call.body.limit);
    const total = 45;
    const ids = range(offset + 1, Math.min(offset + limit, total) + 1);
    return json({ ...objectsPage(ids, total), offset });
  }
  if (call.url.endsWith("/search/tags/url")) return json({ tags: [] });
  if (call.url.endsWith("/search/tags"))
    return json({ tags: [{ id: 9, name: "Sundbyberg", url: "sundbyberg", hasRental: false }] });
  return json({ message: "unknown" }, 404);
}

function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="url">{`${location.pathname}${location.search}${location.hash}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        history-back
      </button>
    </>
  );
}

/** What the stub routes render; set by renderSearch (components are module-level, as React wants). */
const current: { vm: TemplateViewModel<"search">; site: SiteCode } = { vm: viewModel(undefined), site: "sv" };

function TestRoot() {
  const language = SITES[current.site].language;
  return (
    <I18nProvider language={language} catalog={CATALOGS[language]}>
      <Outlet />
    </I18nProvider>
  );
}

function TestPage() {
  return (
    <>
      <SearchTemplate vm={current.vm} />
      <Probe />
    </>
  );
}

function searchPage(url: string, data: SearchPageData | undefined, site: SiteCode = "sv") {
  const rootData = { site: SITES[site], catalog: CATALOGS[SITES[site].language], developerTools: false } as RootData;
  current.vm = viewModel(data);
  current.site = site;
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => rootData,
      Component: TestRoot,
      children: [{ path: "*", Component: TestPage }],
    },
  ]);
  return <Stub initialEntries={[url]} hydrationData={{ loaderData: { root: rootData } }} />;
}

function renderSearch(url: string, data: SearchPageData | undefined, site: SiteCode = "sv") {
  return render(searchPage(url, data, site));
}

function setCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the page reads document.cookie, so the test sets it
  document.cookie = value;
}

const currentUrl = () => screen.getByTestId("url").textContent ?? "";
const searchCalls = (endpoint: string) => calls.filter((call) => call.url.endsWith(endpoint));
const tab = (name: RegExp) => screen.getByRole("tab", { name });
const checked = (name: string) => (screen.getByRole("checkbox", { name }) as HTMLInputElement).checked;

beforeEach(() => {
  calls = [];
  respond = defaultResponder;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const call = { url: String(input), body: init?.body ? JSON.parse(String(init.body)) : {} };
      calls.push(call);
      return respond(call);
    }),
  );
  setCookie("residenceType=; Max-Age=0; Path=/");
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // A return to the search restores what the last test left (use-search-memory.ts).
  sessionStorage.clear();
});

describe("search page, first paint", () => {
  it("shows the server's results without searching again, with counts on every tab", async () => {
    renderSearch("/sok-bostad/", pageData());
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(tab(/Etapper/).getAttribute("aria-selected")).toBe("true");
    expect(within(tab(/Etapper/)).getByText("3")).toBeTruthy();
    expect(within(tab(/Områden/)).getByText("2")).toBeTruthy();
    expect(within(tab(/Bostäder/)).getByText("45")).toBeTruthy();
    const list = screen.getByRole("list", { name: "Etapper som matchar" });
    expect(within(list).getAllByRole("article")).toHaveLength(3);
    expect(within(list).getByRole("link", { name: "stage 1" }).getAttribute("href")).toBe(
      "/bostader/stockholms-lan/solna/stage-1/",
    );
    expect(screen.getAllByText("2 950 000–5 400 000 kr").length).toBeGreaterThan(0);
    expect(screen.getAllByText("2–4 rok").length).toBeGreaterThan(0);
    await act(async () => {});
    expect(calls).toEqual([]);
  });

  it("searches from the browser when the page came without results", async () => {
    renderSearch("/sok-bostad/?minRooms=3", undefined);
    await waitFor(() => expect(screen.getByRole("list", { name: "Etapper som matchar" })).toBeTruthy());
    const [call] = searchCalls("/stage_and_area_search");
    expect(call?.body).toMatchObject({ siteId: SITES.sv.siteId, sort: "recommended", filter: { minRooms: 3 } });
  });

  it("resolves the URL's tag names to ids before searching", async () => {
    respond = (call) =>
      call.url.endsWith("/search/tags/url")
        ? json({ tags: [{ id: 31, name: "Nacka", url: "nacka", hasRental: false }] })
        : defaultResponder(call);
    renderSearch("/sok-bostad/?q=Solna;Nacka", pageData());
    await waitFor(() => expect(searchCalls("/stage_and_area_search")).toHaveLength(1));
    // Solna is one of the site's known tags; only Nacka had to be looked up.
    expect(searchCalls("/search/tags/url")[0]?.body).toMatchObject({ q: "Nacka", url: "" });
    expect(searchCalls("/stage_and_area_search")[0]?.body).toMatchObject({ filter: { tags: [7, 31] } });
  });
});

describe("search page, hydration (decision 023)", () => {
  // The page's data as the server sends it: the counts, no hits; the server renders the hits.
  const sentData = () => pageData({ stagesAndAreas: stagesAndAreas([], [], 45, { stages: 3, areas: 2 }) });
  const firstHits = () => [1, 2, 3].map((id) => hit("stage", id));

  /** The server's HTML of the page, its first hits given render-only as the page loader does. */
  function serverHtml(url: string): string {
    const renderOnly = new RenderOnlyData();
    renderOnly.set(FIRST_RESULTS, { tab: "stage", hits: firstHits() });
    return renderToString(
      <RenderOnlyContext.Provider value={renderOnly}>{searchPage(url, sentData())}</RenderOnlyContext.Provider>,
    );
  }

  let container: HTMLDivElement;
  let root: Root | null = null;
  beforeEach(() => {
    container = document.createElement("div");
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    container.remove();
  });

  it("adopts the server's list as it is, then fetches its own copy and keeps the focus", async () => {
    container.innerHTML = serverHtml("/sok-bostad/");
    const serverLink = within(container).getByRole("link", { name: "stage 2" });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    respond = async (call) => {
      if (!call.url.endsWith("/stage_and_area_search")) return defaultResponder(call);
      await gate;
      return json(stagesAndAreas([1, 2, 3], [], 45, { stages: 3, areas: 2 }));
    };
    const recoverable: unknown[] = [];
    const consoleError = vi.spyOn(console, "error");
    await act(async () => {
      root = hydrateRoot(container, searchPage("/sok-bostad/", sentData()), {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    // React found the server's markup: no mismatch, and the very same elements are kept.
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    expect(container.contains(serverLink)).toBe(true);
    expect(serverLink.getAttribute("href")).toBe("/bostader/stockholms-lan/solna/stage-2/");
    const panel = within(container).getByRole("tabpanel");
    expect(panel.getAttribute("aria-busy")).toBe("false");
    expect(within(container).getByRole("button", { name: /Visa 3 etapper/ })).toBeTruthy();
    // Its own copy of the hits is fetched in the background (after a zero delay: a timer), once.
    await waitFor(() => expect(searchCalls("/stage_and_area_search")).toHaveLength(1));
    expect(searchCalls("/stage_and_area_search")[0]?.body).toMatchObject({ tab: "stage", offset: 0 });

    serverLink.focus();
    await act(async () => release());
    // React's own list replaces the adopted markup; the focus stays on the same card's link.
    await waitFor(() => expect(container.contains(serverLink)).toBe(false));
    const list = within(container).getByRole("list", { name: "Etapper som matchar" });
    expect(within(list).getAllByRole("article")).toHaveLength(3);
    expect(document.activeElement).toBe(within(list).getByRole("link", { name: "stage 2" }));
  });

  it("keeps the server's list when its background fetch fails", async () => {
    container.innerHTML = serverHtml("/sok-bostad/");
    respond = (call) =>
      call.url.endsWith("/stage_and_area_search") ? json({ message: "down" }, 503) : defaultResponder(call);
    await act(async () => {
      root = hydrateRoot(container, searchPage("/sok-bostad/", sentData()));
    });
    await waitFor(() => expect(searchCalls("/stage_and_area_search")).toHaveLength(1));
    await act(async () => {});
    expect(within(container).queryByRole("alert")).toBeNull();
    expect(within(container).getAllByRole("link", { name: /^stage [123]$/ })).toHaveLength(3);
  });

  it("adopts nothing when the page is not hydrated: a client-side visit fetches its hits", async () => {
    // Another page's list with the same id in the document must never be shown as this search's.
    container.innerHTML = `<div id="${RESULTS_LIST_ID}"><a href="/stale/">stale</a></div>`;
    renderSearch("/sok-bostad/", sentData());
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).queryByRole("link", { name: "stale" })).toBeNull();
    expect(panel.getAttribute("aria-busy")).toBe("true");
    const list = await screen.findByRole("list", { name: "Etapper som matchar" });
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["stage 4", "stage 5"]);
  });
});

describe("tabs", () => {
  it("takes the tab from the hash, for object, area and stage only", async () => {
    renderSearch("/sok-bostad/#object", pageData());
    await waitFor(() => expect(tab(/Bostäder/).getAttribute("aria-selected")).toBe("true"));
    cleanup();
    renderSearch("/sok-bostad/#area", pageData());
    await waitFor(() => expect(tab(/Områden/).getAttribute("aria-selected")).toBe("true"));
    cleanup();
    setCookie("residenceType=area; Path=/");
    renderSearch("/sok-bostad/#premises", pageData());
    await act(async () => {});
    // Not an accepted override: the cookie decides.
    expect(tab(/Områden/).getAttribute("aria-selected")).toBe("true");
  });

  it("takes the tab from the cookie, and defaults to stage", async () => {
    renderSearch("/sok-bostad/", pageData());
    await act(async () => {});
    expect(tab(/Etapper/).getAttribute("aria-selected")).toBe("true");
    cleanup();
    setCookie("residenceType=object; Path=/");
    renderSearch("/sok-bostad/", pageData());
    await waitFor(() => expect(tab(/Bostäder/).getAttribute("aria-selected")).toBe("true"));
  });

  it("has a premises tab on a site with premises, from the cookie too, listing them with a link to all", async () => {
    setCookie("residenceType=premises; Path=/");
    renderSearch("/sok-bostad/", pageData());
    await waitFor(() => expect(tab(/Lokaler/).getAttribute("aria-selected")).toBe("true"));
    const panel = screen.getByRole("tabpanel");
    expect(panel.getAttribute("aria-labelledby")).toBe(tab(/Lokaler/).id);
    // The tab's list is a lazy chunk with its texts: the first import can take a while.
    expect(await screen.findByRole("link", { name: "Kontor vid torget" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Visa alla lokaler" }).getAttribute("href")).toBe("/lokaler/");
    expect(searchCalls("/search/premises")[0]?.body).toMatchObject({ siteId: SITES.sv.siteId, limit: 12 });
    await waitFor(() => expect(tab(/Lokaler/).textContent).toContain("1"));
    fireEvent.click(tab(/Etapper/));
    expect(screen.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe(tab(/Etapper/).id);
    expect(document.cookie).toContain("residenceType=stage");
  });

  it("has no premises tab where the site has none (Norway), whatever the cookie says", async () => {
    setCookie("residenceType=premises; Path=/");
    renderSearch("/finn-din-bolig/", pageData(), "no");
    await act(async () => {});
    expect(screen.getAllByRole("tab")).toHaveLength(3);
    expect(screen.queryByRole("tab", { name: /Lokaler/ })).toBeNull();
    expect(screen.getAllByRole("tab").find((candidate) => candidate.getAttribute("aria-selected") === "true")?.id).toBe(
      "search-tab-stage",
    );
  });

  it("stores the chosen tab in the cookie; arrow keys move between tabs", async () => {
    renderSearch("/sok-bostad/", pageData());
    await act(async () => {});
    fireEvent.click(tab(/Områden/));
    expect(tab(/Områden/).getAttribute("aria-selected")).toBe("true");
    expect(document.cookie).toContain("residenceType=area");
    fireEvent.keyDown(tab(/Områden/), { key: "ArrowRight" });
    expect(tab(/Etapper/).getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(tab(/Etapper/));
    expect(document.cookie).toContain("residenceType=stage");
    fireEvent.keyDown(tab(/Etapper/), { key: "ArrowRight" });
    expect(tab(/Bostäder/).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe(tab(/Bostäder/).id);
    fireEvent.keyDown(tab(/Bostäder/), { key: "End" });
    expect(tab(/Lokaler/).getAttribute("aria-selected")).toBe("true");
    expect(document.cookie).toContain("residenceType=premises");
  });
});

describe("filters and the URL", () => {
  it("writes a filter change to the URL and searches with it; back restores the previous search", async () => {
    renderSearch("/sok-bostad/", pageData());
    await act(async () => {});
    fireEvent.click(screen.getByRole("checkbox", { name: "Radhus" }));
    await waitFor(() => expect(currentUrl()).toBe("/sok-bostad/?type=townHouse"));
    await waitFor(() => expect(searchCalls("/stage_and_area_search")).toHaveLength(1));
    expect(searchCalls("/stage_and_area_search")[0]?.body).toMatchObject({ filter: { residenceType: ["townHouse"] } });
    const announcement = await screen.findByText("2 etapper hittades");
    expect(announcement.getAttribute("role")).toBe("status");
    expect(checked("Radhus")).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "history-back" }));
    await waitFor(() => expect(currentUrl()).toBe("/sok-bostad/"));
    expect(checked("Radhus")).toBe(false);
    await waitFor(() => expect(searchCalls("/stage_and_area_search")).toHaveLength(2));
    expect(searchCalls("/stage_and_area_search")[1]?.body).toMatchObject({ filter: { residenceType: [] } });
  });

  it("moves a slider with a debounced search, one history entry per drag", async () => {
    // Only the page's own timers are faked, so the debounce can be stepped through.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      renderSearch("/sok-bostad/", pageData());
      await act(async () => {});
      const maxPrice = screen.getByRole("slider", { name: "Högsta pris" });
      expect(maxPrice.getAttribute("aria-valuetext")).toBe("10\u00a0000\u00a0000+\u00a0kr");
      fireEvent.change(maxPrice, { target: { value: "4000000" } });
      await act(async () => {});
      expect(currentUrl()).toBe("/sok-bostad/?maxPrice=4000000");
      await act(async () => vi.advanceTimersByTime(200));
      fireEvent.change(maxPrice, { target: { value: "3750000" } });
      await act(async () => {});
      expect(maxPrice.getAttribute("aria-valuetext")).toBe("3\u00a0750\u00a0000\u00a0kr");
      expect(currentUrl()).toBe("/sok-bostad/?maxPrice=3750000");
      await act(async () => vi.advanceTimersByTime(200));
      // No search for the value passed on the way, and none before the thumb rests for 300 ms.
      expect(searchCalls("/stage_and_area_search")).toHaveLength(0);
      await act(async () => vi.advanceTimersByTime(150));
      expect(searchCalls("/stage_and_area_search")).toHaveLength(1);
      expect(searchCalls("/stage_and_area_search")[0]?.body).toMatchObject({ filter: { maxPrice: 3_750_000 } });
      // The drag added one history entry and replaced it while moving: back is the search before.
      fireEvent.pointerUp(maxPrice);
      fireEvent.click(screen.getByRole("button", { name: "history-back" }));
      await act(async () => {});
      expect(currentUrl()).toBe("/sok-bostad/");
      expect(maxPrice.getAttribute("aria-valuetext")).toBe("10\u00a0000\u00a0000+\u00a0kr");
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps the filter's bounds per site: Finland ends at 1 000 000 €", async () => {
    renderSearch("/myytavat-asunnot/?maxPrice=900000", pageData({ bounds: filterBoundsOf("fi") }), "fi");
    await act(async () => {});
    const maxPrice = screen.getByRole("slider", { name: "Ylin velaton hinta" });
    expect(maxPrice.getAttribute("max")).toBe("1000000");
    expect(maxPrice.getAttribute("aria-valuetext")).toBe("900\u00a0000\u00a0€");
  });

  it("adds a suggested tag to q", async () => {
    renderSearch("/sok-bostad/", pageData());
    await act(async () => {});
    const input = screen.getByRole("combobox", { name: "Ort, kommun eller område" });
    fireEvent.change(input, { target: { value: "Sund" } });
    const option = await screen.findByRole("option", { name: "Sundbyberg" }, { timeout: 2000 });
    expect(searchCalls("/search/tags")[0]?.body).toMatchObject({ text: "Sund" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input.getAttribute("aria-activedescendant")).toBe(option.id);
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(currentUrl()).toBe("/sok-bostad/?q=Sundbyberg"));
    await waitFor(() => expect(searchCalls("/stage_and_area_search")).toHaveLength(1));
    // The picked tag's id is known: no lookup by URL.
    expect(searchCalls("/search/tags/url")).toHaveLength(0);
    expect(searchCalls("/stage_and_area_search")[0]?.body).toMatchObject({ filter: { tags: [9] } });
  });

  it("switches to the map view with #map and keeps the list", async () => {
    renderSearch("/sok-bostad/?minRooms=2", pageData());
    await act(async () => {});
    fireEvent.click(screen.getByRole("button", { name: "Kartvy" }));
    await waitFor(() => expect(currentUrl()).toBe("/sok-bostad/?minRooms=2#map"));
    expect(screen.getByRole("button", { name: "Kartvy" }).getAttribute("aria-pressed")).toBe("true");
    const map = screen.getByRole("region", { name: "Karta: Etapper som matchar" });
    expect(screen.getByRole("list", { name: "Etapper som matchar" })).toBeTruthy();
    // The map fetches every hit of the tab as a marker (40 here, the list has 3); no new search.
    await waitFor(() => expect(within(map).getAllByRole("button", { name: /^stage \d+$/ })).toHaveLength(40));
    expect(calls.map((call) => call.url)).toEqual(["/api/residence/search/markers"]);
    expect(calls[0]?.body).toMatchObject({ siteId: SITES.sv.siteId, type: "stage", filter: { minRooms: 2 } });
    // A chosen marker opens its card; a hit of the loaded list gives it its link (focused) and facts.
    fireEvent.click(within(map).getByRole("button", { name: "stage 2" }));
    const card = screen.getByRole("region", { name: "stage 2" });
    const link = within(card).getByRole("link", { name: "stage 2" });
    expect(link.getAttribute("href")).toBe("/bostader/stockholms-lan/solna/stage-2/");
    expect(document.activeElement).toBe(link);
    expect(within(card).getByText("2 950 000–5 400 000 kr")).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(["/api/residence/search/markers"]);
    // A hit beyond the loaded list: its link and facts are fetched when it is chosen.
    // The card has the focus until the link arrives, then the link.
    fireEvent.click(within(map).getByRole("button", { name: "stage 20" }));
    const other = screen.getByRole("region", { name: "stage 20" });
    expect(within(other).queryByRole("link")).toBeNull();
    expect(document.activeElement).toBe(other);
    const otherLink = await within(other).findByRole("link", { name: "stage 20" });
    await waitFor(() => expect(document.activeElement).toBe(otherLink));
    expect(within(other).getByText("1 000 000–5 400 000 kr")).toBeTruthy();
    expect(searchCalls("/search/by_ids/stage").map((call) => call.body)).toEqual([
      { siteId: SITES.sv.siteId, ids: [20] },
    ]);
    // The home tab has markers of its own.
    fireEvent.click(tab(/Bostäder/));
    await waitFor(() => expect(searchCalls("/search/markers")).toHaveLength(2));
    expect(searchCalls("/search/markers")[1]?.body).toMatchObject({ type: "object" });
    await waitFor(() => expect(within(map).getByRole("button", { name: "Bostad 1001, object 1" })).toBeTruthy());
  });

  it("says so on the card when a chosen marker's details cannot be fetched", async () => {
    respond = (call) => (call.url.includes("/by_ids/") ? json({ message: "down" }, 503) : defaultResponder(call));
    renderSearch("/sok-bostad/#map", pageData());
    const map = await screen.findByRole("region", { name: "Karta: Etapper som matchar" });
    fireEvent.click(await within(map).findByRole("button", { name: "stage 30" }));
    const card = screen.getByRole("region", { name: "stage 30" });
    expect(await within(card).findByRole("alert")).toBeTruthy();
    expect(within(card).queryByRole("link")).toBeNull();
    // Closing the card removes it.
    fireEvent.click(within(card).getByRole("button", { name: "Stäng" }));
    expect(screen.queryByRole("region", { name: "stage 30" })).toBeNull();
  });

  it("says when the map shows only the first markers", async () => {
    respond = (call) =>
      call.url.endsWith("/search/markers")
        ? json({ type: "stage", markers: [], total: 12_345, truncated: true } satisfies MarkersResponse)
        : defaultResponder(call);
    renderSearch("/sok-bostad/#map", pageData());
    expect(
      await screen.findByText("Kartan visar de första 0 av 12 345 träffarna. Filtrera för att se resten."),
    ).toBeTruthy();
  });
});

describe("homes: show more", () => {
  it("appends the next page, moves the focus to the first new home, and resets the page size on open", async () => {
    renderSearch("/sok-bostad/#object", pageData());
    await waitFor(() => expect(tab(/Bostäder/).getAttribute("aria-selected")).toBe("true"));
    // The page's data holds the hits of the server's tab (stages) only: the homes' first page loads.
    const list = await screen.findByRole("list", { name: "Bostäder som matchar" });
    expect(searchCalls("/search_object")[0]?.body).toMatchObject({ offset: 0, limit: 30 });
    expect((screen.getByRole("combobox", { name: "Antal per sida" }) as HTMLSelectElement).value).toBe("30");
    expect(within(list).getAllByRole("listitem")).toHaveLength(30);
    expect(screen.getByText("Visar 30 av 45 bostäder")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Visa fler" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(45));
    expect(searchCalls("/search_object")[1]?.body).toMatchObject({ offset: 30, limit: 30 });
    // The focus moves when "show more" settles, which may be just after the new items render.
    await waitFor(() => expect(document.activeElement).toBe(within(list).getByRole("link", { name: "Bostad 1031" })));
    expect(screen.queryByRole("button", { name: "Visa fler" })).toBeNull();
  });

  it("uses the chosen page size for the next page", async () => {
    renderSearch("/sok-bostad/#object", pageData());
    await waitFor(() => expect(tab(/Bostäder/).getAttribute("aria-selected")).toBe("true"));
    await screen.findByRole("list", { name: "Bostäder som matchar" });
    fireEvent.change(screen.getByRole("combobox", { name: "Antal per sida" }), { target: { value: "60" } });
    fireEvent.click(screen.getByRole("button", { name: "Visa fler" }));
    await waitFor(() => expect(searchCalls("/search_object")).toHaveLength(2));
    expect(searchCalls("/search_object")[1]?.body).toMatchObject({ offset: 30, limit: 60 });
  });
});

describe("stages and areas: show more", () => {
  it("appends the next page of the tab's list only, and moves the focus to the first new card", async () => {
    respond = (call) => {
      if (!call.url.endsWith("/stage_and_area_search")) return defaultResponder(call);
      const offset = Number(call.body.offset);
      const ids = range(offset + 1, Math.min(offset + Number(call.body.limit), 45) + 1);
      return json({ ...stagesAndAreas(ids, [], 200, { stages: 45, areas: 2 }), offset });
    };
    renderSearch(
      "/sok-bostad/",
      pageData({ stagesAndAreas: stagesAndAreas(range(1, 31), [10, 11], 200, { stages: 45, areas: 2 }) }),
    );
    await act(async () => {});
    const list = screen.getByRole("list", { name: "Etapper som matchar" });
    expect(within(list).getAllByRole("article")).toHaveLength(30);
    expect(screen.getByText("Visar 30 av 45 etapper")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Visa fler" }));
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(45));
    expect(searchCalls("/stage_and_area_search")[0]?.body).toMatchObject({ tab: "stage", offset: 30, limit: 30 });
    // The focus moves when "show more" settles, which may be just after the new items render.
    await waitFor(() => expect(document.activeElement).toBe(within(list).getByRole("link", { name: "stage 31" })));
    expect(screen.queryByRole("button", { name: "Visa fler" })).toBeNull();
    // The area tab has its own list and page (loaded when shown: the page's data holds the server's tab only).
    fireEvent.click(tab(/Områden/));
    await waitFor(() => expect(searchCalls("/stage_and_area_search")).toHaveLength(2));
    expect(searchCalls("/stage_and_area_search")[1]?.body).toMatchObject({ tab: "area", offset: 0 });
  });

  it("loads another tab's first page when the search changed since it was shown", async () => {
    renderSearch("/sok-bostad/", pageData());
    await act(async () => {});
    fireEvent.click(screen.getByRole("checkbox", { name: "Radhus" }));
    await waitFor(() => expect(searchCalls("/stage_and_area_search")).toHaveLength(1));
    expect(searchCalls("/stage_and_area_search")[0]?.body).toMatchObject({ tab: "stage", limit: 30, offset: 0 });
    fireEvent.click(tab(/Områden/));
    await waitFor(() => expect(searchCalls("/stage_and_area_search")).toHaveLength(2));
    expect(searchCalls("/stage_and_area_search")[1]?.body).toMatchObject({ tab: "area", offset: 0 });
    const list = await screen.findByRole("list", { name: "Områden som matchar" });
    await waitFor(() => expect(within(list).getByRole("link", { name: "area 12" })).toBeTruthy());
  });
});

describe("rented homes", () => {
  it("shows the monthly rent of a hit without a price: “Hyra från 9 340 kr/mån”", async () => {
    const rentals = hit("stage", 1, { minPrice: null, maxPrice: null, minRent: 9_340, maxRent: 12_500 });
    const home = hit("object", 2, { minPrice: null, maxPrice: null, minRent: 9_340, maxRent: 9_340 });
    respond = (call) =>
      call.url.endsWith("/search_object") ? json({ ...objectsPage([], 1), hits: [home] }) : defaultResponder(call);
    renderSearch(
      "/sok-bostad/",
      pageData({
        stagesAndAreas: { ...stagesAndAreas([], [10]), stages: [rentals] },
        objects: objectsPage([], 1),
      }),
    );
    await act(async () => {});
    const card = within(screen.getByRole("list", { name: "Etapper som matchar" })).getByRole("article");
    expect(within(card).queryByText("Pris")).toBeNull();
    const rent = within(card).getByText("Hyra");
    expect(rent.tagName).toBe("DT");
    expect(rent.nextElementSibling?.textContent).toBe("från 9\u00a0340\u00a0kr/mån");
    fireEvent.click(tab(/Bostäder/));
    const homes = await screen.findByRole("list", { name: "Bostäder som matchar" });
    await waitFor(() => expect(within(homes).getByText("9 340 kr/mån")).toBeTruthy());
  });
});

describe("empty and error states", () => {
  it("says that nothing matches and offers to clear the filters", async () => {
    respond = (call) =>
      call.url.endsWith("/stage_and_area_search") ? json(stagesAndAreas([], [], 0)) : defaultResponder(call);
    renderSearch("/sok-bostad/?minRooms=5&type=plot", pageData());
    await act(async () => {});
    fireEvent.click(screen.getByRole("checkbox", { name: "Villa" }));
    expect(await screen.findByText("Inga bostäder matchar din sökning", {}, { timeout: 3000 })).toBeTruthy();
    const [clear] = screen.getAllByRole("button", { name: "Rensa filter" }).slice(-1);
    fireEvent.click(clear as HTMLElement);
    await waitFor(() => expect(currentUrl()).toBe("/sok-bostad/"));
  });

  it("shows an error with a retry when the search service fails", async () => {
    let fail = true;
    respond = (call) =>
      fail && call.url.endsWith("/stage_and_area_search") ? json({ message: "down" }, 503) : defaultResponder(call);
    renderSearch("/sok-bostad/", undefined);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Sökningen kunde inte genomföras just nu.");
    fail = false;
    fireEvent.click(within(alert).getByRole("button", { name: "Försök igen" }));
    await waitFor(() => expect(screen.getByRole("list", { name: "Etapper som matchar" })).toBeTruthy());
    expect(searchCalls("/stage_and_area_search")).toHaveLength(2);
  });
});
