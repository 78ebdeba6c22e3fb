// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  fieldErrors,
  json,
  renderPage,
  sentBody,
  stubFetch,
} from "~/features/account/pages/account-pages-test-harness";
import { templateViewModel } from "~/test/template-view-model";
import type { SavedSearch } from "../schema";
import { SavedSearchesTemplate } from "./SavedSearchesTemplate";

const menu = {
  current: "mySavedSearches" as const,
  items: [{ key: "mySavedSearches" as const, href: "/mina-sidor/sparade-sokningar/" }],
  board: false,
  associationName: null,
};
const nacka: SavedSearch = {
  id: "0b6f3f57-3f0e-4a3c-9b5e-6a2f1d9c8e71",
  name: "Nacka",
  url: "/sok-bostad/?q=Nacka",
  alertsEnabled: true,
  createdAt: "2026-11-20T10:00:00.000Z",
};

function page(searches: SavedSearch[]) {
  const vm = templateViewModel(
    "mySavedSearches",
    { menu, searches, max: 20, searchPage: "/sok-bostad/" },
    { title: "Sparade sökningar" },
  );
  return renderPage(<SavedSearchesTemplate vm={vm as never} />, { path: "/mina-sidor/sparade-sokningar/" });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the saved searches page", () => {
  it("without searches, links to the search page", async () => {
    await page([]);
    expect(screen.getByText("Du har inga sparade sökningar än.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sök bostad och spara sökningen" }).getAttribute("href")).toBe(
      "/sok-bostad/",
    );
  });

  it("opens a search by its link", async () => {
    await page([nacka]);
    expect(screen.getByRole("link", { name: "Öppna sökningen Nacka" }).getAttribute("href")).toBe(
      "/sok-bostad/?q=Nacka",
    );
  });

  it("a refused new name stays as typed with the field's error; an accepted one replaces the name", async () => {
    const fetchMock = stubFetch(
      fieldErrors({ name: "Fältet får inte innehålla webbadresser eller tecknen <, >, @, ? och =." }),
      json({ ...nacka, name: "Nacka strand" }),
    );
    await page([nacka]);
    fireEvent.click(screen.getByRole("button", { name: "Byt namn på Nacka" }));
    const input = screen.getByLabelText(/Nytt namn/) as HTMLInputElement;
    fireEvent.change(input, { target: { value: "Nacka <b>" } });
    fireEvent.click(screen.getByRole("button", { name: "Spara" }));
    await waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"));
    expect(input.value).toBe("Nacka <b>");
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/saved_searches/${nacka.id}`);
    expect(fetchMock.mock.calls[0]![1]?.method).toBe("PATCH");
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({ name: "Nacka <b>" });

    fireEvent.change(input, { target: { value: "Nacka strand" } });
    fireEvent.click(screen.getByRole("button", { name: "Spara" }));
    await screen.findByRole("link", { name: "Öppna sökningen Nacka strand" });
  });

  it("turns the alerts off", async () => {
    const fetchMock = stubFetch(json({ ...nacka, alertsEnabled: false }));
    await page([nacka]);
    const alerts = screen.getByRole("checkbox", { name: "Bevakning via e-post" }) as HTMLInputElement;
    expect(alerts.checked).toBe(true);
    fireEvent.click(alerts);
    expect(alerts.checked).toBe(false);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({ alertsEnabled: false });
  });

  it("deletes a search only after the confirmation", async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await page([nacka]);
    fireEvent.click(screen.getByRole("button", { name: "Ta bort Nacka" }));
    const dialog = await screen.findByRole("dialog", { name: "Ta bort sparad sökning?" });
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: "Ta bort" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: "Öppna sökningen Nacka" })).toBeNull());
    expect(fetchMock.mock.calls[0]![1]?.method).toBe("DELETE");
    expect(screen.getByText("Du har inga sparade sökningar än.")).toBeTruthy();
  });
});
