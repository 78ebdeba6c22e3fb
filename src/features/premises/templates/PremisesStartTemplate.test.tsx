// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, Outlet, useLocation, useNavigate } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CATALOGS } from "~/i18n/catalogs.server";
import { I18nProvider } from "~/i18n/react";
import type { RootData } from "~/root";
import { SITES } from "~/sites/sites";
import type { TemplateViewModel } from "~/templates/page-data";
import { templateViewModel } from "~/test/template-view-model";
import type { PremisesStartData } from "../page-data";
import type { PremisesHit } from "../schema";
import { PremisesStartTemplate } from "./PremisesStartTemplate";

/**
 * The premises start page in the browser (decision 052): the server's first results without a
 * second request, a filter change written to the URL and searched, back restoring the list, the
 * empty result with its reset, and the error with its retry.
 */

function hit(id: number, overrides: Partial<PremisesHit> = {}): PremisesHit {
  return {
    id,
    name: `Lokal ${id}`,
    url: `/lokaler/lokal-${id}/`,
    type: "office",
    status: "forSale",
    premisesArea: 40 + id * 10,
    monthlyRent: 10_000 + id,
    price: null,
    accessDate: "2027-01-01",
    streetAddress: `Gatan ${id}`,
    municipality: "Solna",
    latitude: 59.36,
    longitude: 18,
    image: null,
    tags: [],
    ...overrides,
  };
}

const ALL = [hit(1), hit(2, { status: "rented", monthlyRent: null, price: 4_500_000 }), hit(3)];

function pageData(): PremisesStartData {
  return {
    query: "",
    filter: { tags: [] },
    sort: "accessAsc",
    bounds: { min: 0, max: 200 },
    tags: [{ id: 5, name: "Centralt läge", url: "centralt-lage" }],
    results: { hits: ALL, total: ALL.length },
  };
}

interface Call {
  url: string;
  body: { filter?: { minArea?: number; maxArea?: number; type?: string; tags?: number[] }; sort?: string };
}
let calls: Call[] = [];
let respond: (call: Call) => Response;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The search as the server would answer it, over ALL. */
function defaultResponder(call: Call): Response {
  const { minArea = 0, type } = call.body.filter ?? {};
  const hits = ALL.filter((one) => one.premisesArea >= minArea && (!type || one.type === type));
  return json({ hits, total: hits.length });
}

function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="url">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        history-back
      </button>
    </>
  );
}

const current: { vm: TemplateViewModel<"premisesStart"> } = {
  vm: templateViewModel("premisesStart", undefined),
};

function TestRoot() {
  return (
    <I18nProvider language="sv" catalog={CATALOGS.sv}>
      <Outlet />
    </I18nProvider>
  );
}

function TestPage() {
  return (
    <>
      <PremisesStartTemplate vm={current.vm} />
      <Probe />
    </>
  );
}

function renderPage(url: string, data: PremisesStartData | undefined) {
  const rootData = { site: SITES.sv, catalog: CATALOGS.sv, developerTools: false } as RootData;
  current.vm = templateViewModel("premisesStart", data, { title: "Lokaler" });
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

const currentUrl = () => screen.getByTestId("url").textContent ?? "";
/** The polite live region (the probe's <output> is a status too). */
const announcement = () =>
  screen.getAllByRole("status").find((element) => element.getAttribute("aria-live") === "polite")?.textContent;
const cards = () => screen.getByRole("list", { name: "Lokaler" }).querySelectorAll("li");

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
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: the page writes the filters cookie; each test starts without it
  document.cookie = "selectedPremisesFilters=; Max-Age=0; Path=/";
});

describe("the premises start page", () => {
  it("shows the server's results without asking again: cards with status, size, rent or price", async () => {
    renderPage("/lokaler/", pageData());
    await act(async () => {});
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole("link", { name: "Lokal 2" }).getAttribute("href")).toBe("/lokaler/lokal-2/");
    expect(screen.getByText("Uthyrd")).toBeTruthy();
    expect(screen.getByText("4 500 000 kr")).toBeTruthy();
    expect(announcement()).toBe("3 lokaler hittades");
    expect(calls).toEqual([]);
  });

  it("writes a filter to the URL, searches with it, and back restores the list", async () => {
    renderPage("/lokaler/", pageData());
    await act(async () => {});
    const smallest = screen.getByRole("slider", { name: "Minsta storlek" });
    fireEvent.change(smallest, { target: { value: "60" } });
    fireEvent.blur(smallest);
    await waitFor(() => expect(currentUrl()).toBe("/lokaler/?minArea=60"));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(calls.at(-1)?.body).toMatchObject({ filter: { minArea: 60, tags: [] }, sort: "accessAsc" });
    expect(announcement()).toBe("2 lokaler hittades");

    fireEvent.change(screen.getByRole("combobox", { name: "Typ av lokal" }), { target: { value: "shop" } });
    await waitFor(() => expect(currentUrl()).toBe("/lokaler/?minArea=60&type=shop"));
    expect(await screen.findByRole("heading", { name: "Inga lokaler matchar din sökning" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "history-back" }));
    await waitFor(() => expect(currentUrl()).toBe("/lokaler/?minArea=60"));
    await waitFor(() => expect(cards()).toHaveLength(2));
  });

  it("chooses tags by their URL names and sends their ids", async () => {
    renderPage("/lokaler/", pageData());
    await act(async () => {});
    fireEvent.click(screen.getByRole("checkbox", { name: "Centralt läge" }));
    await waitFor(() => expect(currentUrl()).toBe("/lokaler/?tags=centralt-lage"));
    await waitFor(() => expect(calls.at(-1)?.body.filter?.tags).toEqual([5]));
  });

  it("says when nothing matches and resets the filters", async () => {
    renderPage("/lokaler/?minArea=190", pageData());
    respond = () => json({ hits: [], total: 0 });
    await screen.findByRole("heading", { name: "Inga lokaler matchar din sökning" });
    respond = defaultResponder;
    fireEvent.click(screen.getAllByRole("button", { name: "Rensa filter" })[0] as HTMLElement);
    await waitFor(() => expect(currentUrl()).toBe("/lokaler/"));
    await waitFor(() => expect(cards()).toHaveLength(3));
  });

  it("shows an error with a retry when the search fails", async () => {
    respond = () => json({ error: { code: "internal_error", message: "x" } }, 500);
    renderPage("/lokaler/?type=office", undefined);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Lokalerna kunde inte hämtas just nu.");
    respond = defaultResponder;
    fireEvent.click(screen.getByRole("button", { name: "Försök igen" }));
    await waitFor(() => expect(cards()).toHaveLength(3));
  });
});
