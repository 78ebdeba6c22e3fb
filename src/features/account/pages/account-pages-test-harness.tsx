import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub, useLoaderData } from "react-router";
import { vi } from "vitest";
import type { PageViewModel } from "~/features/content/schema";
import { CATALOGS } from "~/i18n/catalogs.server";
import { I18nProvider } from "~/i18n/react";
import { SITES, type SiteSettings } from "~/sites/sites";

/**
 * Test support for the account page component tests (jsdom): the page inside a router whose
 * root route gives the site and its translations, as the app's root loader does.
 */

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

/** Renders the page and waits for the root loader (the page's h1 is then on screen). */
export async function renderPage(
  ui: ReactNode,
  { site = SITES.sv, path = "/" }: { site?: SiteSettings; path?: string } = {},
) {
  pageUnderTest = ui;
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "*",
      loader: () => ({
        site,
        catalog: CATALOGS[site.language],
        developerTools: false,
        baseMap: { kind: "offline", placesUrl: "/api/residence/map/places" },
        session: null,
      }),
      HydrateFallback,
      Component: StubRoot,
    },
  ]);
  const result = render(<Stub initialEntries={[path]} />);
  await screen.findByRole("heading", { level: 1 });
  return result;
}

/** The view model of a system page: what the templates read is the title (and summary). */
export function pageVm(template: string, title: string, summary: string | null = null): PageViewModel {
  return {
    currentComponent: template,
    viewModel: { title, summary, image: null, publishedAt: "", blocks: [], lists: {}, jobs: [] },
  } as unknown as PageViewModel;
}

type FetchCall = [url: string, init?: RequestInit];

/** Replaces fetch with answers given in order; the mock records the calls. */
export function stubFetch(...answers: Array<Response | Promise<Response> | Error>) {
  const queue = [...answers];
  const mock = vi.fn(async (..._call: FetchCall): Promise<Response> => {
    const next = queue.shift();
    if (next === undefined) throw new Error("unexpected fetch");
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal("fetch", mock);
  return mock;
}

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status });
}

/** A 400 answer of the API's error shape with messages per field. */
export function fieldErrors(fields: Record<string, string>): Response {
  return json(
    {
      error: {
        code: "validation",
        message: "Förfrågan innehåller ogiltiga uppgifter.",
        fields: Object.entries(fields).map(([field, message]) => ({ field, message })),
      },
    },
    400,
  );
}

/** The JSON body a fetch call sent. */
export function sentBody(call: FetchCall | undefined): unknown {
  return JSON.parse(String(call?.[1]?.body));
}

/** Records full page loads (window.location.assign) instead of navigating jsdom. */
export function stubPageLoads() {
  const assign = vi.fn();
  vi.stubGlobal("location", { ...window.location, assign });
  return assign;
}
