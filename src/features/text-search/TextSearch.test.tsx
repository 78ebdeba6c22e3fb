// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CATALOGS } from "~/i18n/catalogs.server";
import { I18nProvider } from "~/i18n/react";
import { SITES, type SiteSettings } from "~/sites/sites";
import { templateViewModel } from "~/test/template-view-model";
import { EMPTY_COUNTS, type TextSearchPageData } from "./page-query";
import { QuickSearch } from "./QuickSearch";
import type { TextSearchHit, TextSearchResponse } from "./schema";
import { TextSearchTemplate } from "./TextSearchTemplate";

/** The page under test; the stub's root renders it inside the site's translations. */
let pageUnderTest: ReactNode = null;

function StubRoot() {
  const { site } = useLoaderData() as { site: SiteSettings };
  return (
    <I18nProvider language={site.language} catalog={CATALOGS[site.language]}>
      {pageUnderTest}
    </I18nProvider>
  );
}

function HydrateFallback() {
  return null;
}

function renderOnSite(site: SiteSettings, ui: ReactNode, path = "/") {
  pageUnderTest = ui;
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "*",
      loader: () => ({ site, catalog: CATALOGS[site.language], developerTools: false }),
      HydrateFallback,
      Component: StubRoot,
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

function hit(overrides: Partial<TextSearchHit>): TextSearchHit {
  return {
    id: "object:1",
    title: "Lägenhet 1102, Kvarnholmen Strand",
    url: "/bostader/stockholms-lan/nacka/kvarnholmen-strand/etapp-1/lgh-1102/",
    category: "residencial",
    excerpt: [],
    image: null,
    publishedAt: "2026-01-10T00:00:00.000Z",
    ...overrides,
  };
}

function response(overrides: Partial<TextSearchResponse>): TextSearchResponse {
  return {
    text: "lägenhet",
    hits: [],
    total: 0,
    counts: { ...EMPTY_COUNTS },
    correctedText: null,
    skip: 0,
    take: 25,
    ...overrides,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("header quick search", () => {
  it("asks for 3 hits per category once typing pauses, and lists them as links by category", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json(
        response({
          hits: [
            hit({}),
            hit({ id: "page:1", title: "Köpa nyproduktion", url: "/kopa-nyproduktion/", category: "content" }),
          ],
          total: 14,
          counts: { all: 14, residencial: 9, content: 5, news: 0, career: 0 },
        }),
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    const { rerender } = render(
      <I18nProvider language="sv" catalog={CATALOGS.sv}>
        <QuickSearch text="l" siteId={SITES.sv.siteId} action="/sok/" />
      </I18nProvider>,
    );
    for (const text of ["lä", "läg", "lägenhet"]) {
      rerender(
        <I18nProvider language="sv" catalog={CATALOGS.sv}>
          <QuickSearch text={text} siteId={SITES.sv.siteId} action="/sok/" />
        </I18nProvider>,
      );
    }
    expect(await screen.findByRole("link", { name: "Lägenhet 1102, Kvarnholmen Strand" })).toBeTruthy();
    // Debounced: one request for what was typed last, none for the single character.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/textsearch");
    expect(JSON.parse(String(init?.body))).toMatchObject({ text: "lägenhet", take: 3, perCategory: true });
    expect(screen.getByRole("heading", { name: "Bostäder (9)" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Information (5)" })).toBeTruthy();
    expect(screen.getByText("14 träffar")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Visa alla träffar (14)" }).getAttribute("href")).toBe(
      "/sok/?s=l%C3%A4genhet",
    );
  });

  it("shows an error message when the search service fails (the error flag)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 503 })),
    );
    render(
      <I18nProvider language="sv" catalog={CATALOGS.sv}>
        <QuickSearch text="nacka" siteId={SITES.sv.siteId} action="/sok/" />
      </I18nProvider>,
    );
    expect(await screen.findByText("Sökningen fungerar inte just nu. Tryck på Sök för att försöka igen.")).toBeTruthy();
    expect(screen.queryAllByRole("link")).toHaveLength(0);
  });

  it("does not search below 2 characters", async () => {
    vi.useFakeTimers();
    try {
      const fetchMock = vi.fn();
      vi.stubGlobal("fetch", fetchMock);
      render(
        <I18nProvider language="sv" catalog={CATALOGS.sv}>
          <QuickSearch text=" a " siteId={SITES.sv.siteId} action="/sok/" />
        </I18nProvider>,
      );
      // Well past the 300 ms debounce (spec 000 section 9), without waiting for it.
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000);
      });
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

function vmOf(data: TextSearchPageData, template: "textSearch" | "corporateSearch" = "textSearch") {
  return templateViewModel(template, data, { title: "Sök" });
}

describe("text search page", () => {
  it("renders the server's first page: highlighted excerpts, categories with counts, page links", async () => {
    const data: TextSearchPageData = {
      query: { s: "lägenhter", category: "all", page: 1 },
      status: "ok",
      result: response({
        text: "lägenhter",
        correctedText: "lägenheter",
        total: 60,
        counts: { all: 60, residencial: 50, content: 6, news: 4, career: 0 },
        hits: [
          hit({
            excerpt: [
              { text: "Ljusa ", highlight: false },
              { text: "lägenheter", highlight: true },
              { text: " <script>alert(1)</script>", highlight: false },
            ],
          }),
        ],
      }),
    };
    renderOnSite(SITES.sv, <TextSearchTemplate vm={vmOf(data)} />, "/sok/?s=l%C3%A4genhter");
    expect(await screen.findByRole("heading", { level: 1, name: "Sök" })).toBeTruthy();
    const mark = document.querySelector("mark");
    expect(mark?.textContent).toBe("lägenheter");
    // Excerpt text is text, never markup.
    expect(document.querySelector("script")).toBeNull();
    expect(screen.getByText(/Visar resultat för ”lägenheter”/)).toBeTruthy();
    const categories = within(screen.getByRole("navigation", { name: "Visa träffar i" }));
    const homes = categories.getByRole("link", { name: /Bostäder/ });
    expect(homes.textContent).toContain("(50)");
    expect(homes.getAttribute("href")).toBe("/sok/?s=l%C3%A4genhter&category=residencial");
    expect(categories.getByRole("link", { name: /Alla/ }).getAttribute("aria-current")).toBe("page");
    const pages = within(screen.getByRole("navigation", { name: "Sidor med sökträffar" }));
    expect(pages.getByRole("link", { name: "Sida 3 av 3" }).getAttribute("href")).toBe("/sok/?s=l%C3%A4genhter&page=3");
    expect(pages.getByRole("link", { name: "Nästa" }).getAttribute("href")).toBe("/sok/?s=l%C3%A4genhter&page=2");
  });

  it("asks for at least 2 characters without calling the service", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const data: TextSearchPageData = { query: { s: "a", category: "all", page: 1 }, status: "tooShort", result: null };
    renderOnSite(SITES.sv, <TextSearchTemplate vm={vmOf(data)} />, "/sok/?s=a");
    expect(await screen.findByText("Skriv minst 2 tecken för att söka.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fetches in the browser when the query in the URL is not the one the server rendered", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json(response({ text: "nyheter", total: 0 })),
    );
    vi.stubGlobal("fetch", fetchMock);
    const data: TextSearchPageData = {
      query: { s: "bostad", category: "all", page: 1 },
      status: "ok",
      result: response({}),
    };
    renderOnSite(
      SITES.sv,
      <TextSearchTemplate vm={vmOf(data, "corporateSearch")} />,
      "/om-oss/sok/?s=nyheter&category=news",
    );
    expect(await screen.findByText("Inga träffar för ”nyheter”.")).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/textsearch/corporate");
    expect(JSON.parse(String(init?.body))).toMatchObject({ text: "nyheter", categories: ["news"], skip: 0, take: 25 });
    await waitFor(() => expect(screen.queryByRole("link", { name: /Bostäder/ })).toBeNull());
  });
});
