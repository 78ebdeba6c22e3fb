// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { createContext, type ReactNode, useContext } from "react";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_COOKIE, CONSENT_POLICY_REVISION, serializeConsent } from "~/features/consent";
import { CATALOGS } from "~/i18n/catalogs.server";
import { I18nProvider } from "~/i18n/react";
import type { Catalog } from "~/i18n/translator";
import { SITES, type SiteSettings } from "~/sites/sites";
import { RecentlyViewed } from "./RecentlyViewed";
import { RecentlyViewedSlot } from "./RecentlyViewedSlot";
import type { VisitCard } from "./schema";
import { rememberVisitor } from "./visitor";

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

function card(overrides: Partial<VisitCard>): VisitCard {
  return {
    kind: "object",
    id: 1,
    url: "/boliger/oslo/oslo/bjorvika/trinn-1/leil-101/",
    name: "Trinn 1",
    number: "101",
    areaName: "Bjørvika Brygge",
    municipality: "Oslo",
    county: "Oslo",
    countySlug: "oslo",
    status: "forSale",
    image: null,
    minPrice: 5_400_000,
    maxPrice: 5_400_000,
    minRooms: 3,
    maxRooms: 3,
    minArea: 74,
    maxArea: 74,
    ...overrides,
  };
}

/** fetch answering the two lists by URL; records the URLs asked for. */
function answer(lists: { recent: VisitCard[] | Error; popular: VisitCard[] | Error }) {
  const asked: string[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request) => {
    const url = String(input);
    asked.push(url);
    const value = url.includes("/lastvisited/") ? lists.recent : lists.popular;
    if (value instanceof Error) throw value;
    return new Response(JSON.stringify(value), { status: 200, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return asked;
}

/** The visitor's consent cookie in jsdom: recently viewed needs statistics (issue 16). */
function consentToStatistics(statistics: boolean) {
  const value = serializeConsent({
    answered: true,
    marketing: false,
    statistics,
    thirdParty: false,
    revision: CONSENT_POLICY_REVISION,
  });
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the consent cookie as the dialog does
  document.cookie = `${CONSENT_COOKIE}=${value}; path=/`;
}

beforeEach(() => {
  localStorage.clear();
  consentToStatistics(true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("RecentlyViewed", () => {
  it("shows the visitor's homes and the most visited of the latest visit's county", async () => {
    const asked = answer({
      recent: [card({ status: "booked" }), card({ kind: "stage", id: 2, name: "Trinn 2", number: null })],
      popular: [card({ id: 3, number: "305" })],
    });
    renderOnSite(SITES.no, <RecentlyViewed visitorId="v-123" siteId={SITES.no.siteId} />);
    expect(await screen.findByRole("heading", { level: 2, name: "Sist besøkt" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Mest populært i Oslo" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Bolig 101" }).getAttribute("href")).toBe(card({}).url);
    expect(screen.getByRole("link", { name: "Trinn 2" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Bolig 305" })).toBeTruthy();
    // Norway shows a booked home as sold.
    expect(screen.getByText("Solgt")).toBeTruthy();
    expect(screen.getAllByText(/kr 5 400 000/).length).toBeGreaterThan(0);
    expect(asked).toEqual([
      `/api/timeseries/lastvisited/v-123/${SITES.no.siteId}`,
      "/api/timeseries/mostvisited/county/oslo",
    ]);
  });

  it("renders nothing when both lists are empty or the calls fail", async () => {
    // The mocked calls settle in microtasks; an empty act lets them and the effects after them run.
    const settled = () => act(async () => {});
    const asked = answer({ recent: [], popular: [] });
    const { container } = renderOnSite(SITES.sv, <RecentlyViewed visitorId="v" siteId={SITES.sv.siteId} />);
    await waitFor(() => expect(asked).toHaveLength(1));
    await settled();
    expect(container.innerHTML).toBe("");
    cleanup();

    const failing = answer({ recent: new Error("offline"), popular: new Error("offline") });
    const second = renderOnSite(SITES.sv, <RecentlyViewed visitorId="v" siteId={SITES.sv.siteId} />);
    await waitFor(() => expect(failing).toHaveLength(1));
    await settled();
    expect(second.container.innerHTML).toBe("");
  });

  it("shows the visitor's homes alone when the county's list fails", async () => {
    answer({ recent: [card({})], popular: new Error("offline") });
    renderOnSite(SITES.no, <RecentlyViewed visitorId="v" siteId={SITES.no.siteId} />);
    expect(await screen.findByRole("heading", { level: 2, name: "Sist besøkt" })).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 2, name: /Mest populært/ })).toBeNull();
  });
});

describe("RecentlyViewedSlot", () => {
  it("loads nothing for a visitor who has not seen any residence", async () => {
    const asked = answer({ recent: [card({})], popular: [] });
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => {
      callback();
      return 1;
    });
    vi.stubGlobal("cancelIdleCallback", () => {});
    const { container } = renderOnSite(SITES.no, <RecentlyViewedSlot />);
    // The idle callback ran at once (stubbed); its effects and any call would have settled here.
    await act(async () => {});
    expect(asked).toEqual([]);
    expect(container.innerHTML).toBe("");
  });

  it("shows the lists after idle once the visitor has a remembered id", async () => {
    rememberVisitor("v-456");
    answer({ recent: [card({})], popular: [] });
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => {
      callback();
      return 1;
    });
    vi.stubGlobal("cancelIdleCallback", () => {});
    renderOnSite(SITES.no, <RecentlyViewedSlot />);
    expect(await screen.findByRole("heading", { level: 2, name: "Sist besøkt" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: /Mest populært/ })).toBeNull();
  });

  it("shows nothing and forgets the remembered id without statistics consent (issue 16)", async () => {
    rememberVisitor("v-999");
    consentToStatistics(false);
    const asked = answer({ recent: [card({})], popular: [] });
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => {
      callback();
      return 1;
    });
    renderOnSite(SITES.no, <RecentlyViewedSlot />);
    await act(async () => {});
    expect(asked).toEqual([]);
    expect(localStorage.getItem("nordhem.visitorId")).toBeNull();
  });

  it("stays empty on a site without residences (the English sub-site)", async () => {
    rememberVisitor("v-789");
    const asked = answer({ recent: [card({})], popular: [] });
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => {
      callback();
      return 1;
    });
    renderOnSite(SITES.sv_en, <RecentlyViewedSlot />);
    await act(async () => {});
    expect(asked).toEqual([]);
  });
});
