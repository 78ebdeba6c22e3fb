// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, renderPage, stubFetch } from "~/features/account/pages/account-pages-test-harness";
import { collectToasts } from "~/ui/toast/toast-test-support";
import { resetFavouritesStore, STORAGE_KEY } from "../favourites-store";
import { FavouriteHeart } from "./FavouriteHeart";
import { FavouritesFoldout } from "./FavouritesMenu";

const home = {
  kind: "object" as const,
  id: 42,
  name: "Kvarnholmen Strand, etapp 3",
  objectNumber: "1102",
  streetAddress: "Kvarngatan 3",
  url: "/bostader/stockholms-lan/nacka/kvarnholmen/etapp-3/1102/",
};

const serverHome = { ...home, image: null, price: 4_950_000, status: "forSale", createdAt: "2026-11-25T10:00:00.000Z" };

beforeEach(() => {
  resetFavouritesStore();
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderHeart(loggedIn: boolean) {
  await renderPage(
    <>
      <h1>Bostad</h1>
      <FavouriteHeart item={home} loggedIn={loggedIn} />
    </>,
  );
  const heart = () => screen.getByRole("button", { name: /Bostad 1102, Kvarngatan 3/ });
  await waitFor(() => expect((heart() as HTMLButtonElement).disabled).toBe(false));
  return heart;
}

describe("the heart toggle", () => {
  it("an anonymous visitor's favourite is kept in this browser; the label and state follow", async () => {
    const fetch = stubFetch();
    const heart = await renderHeart(false);
    expect(heart().getAttribute("aria-pressed")).toBe("false");
    expect(heart().getAttribute("aria-label")).toBe("Spara Bostad 1102, Kvarngatan 3 som favorit");
    fireEvent.click(heart());
    expect(heart().getAttribute("aria-pressed")).toBe("true");
    expect(heart().getAttribute("aria-label")).toBe("Ta bort Bostad 1102, Kvarngatan 3 från favoriter");
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "[]")).toEqual([
      expect.objectContaining({ kind: "object", id: 42, url: home.url }),
    ]);
    fireEvent.click(heart());
    expect(heart().getAttribute("aria-pressed")).toBe("false");
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("a customer's favourites come from the account; adding calls the server", async () => {
    const fetch = stubFetch(json({ favourites: [], limit: 200 }), json({ ok: true }));
    const heart = await renderHeart(true);
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/account_service/favorites");
    fireEvent.click(heart());
    expect(heart().getAttribute("aria-pressed")).toBe("true");
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(fetch.mock.calls[1]?.[0]).toBe("/api/account_service/favorites/object/42");
    expect(fetch.mock.calls[1]?.[1]?.method).toBe("PUT");
    expect(heart().getAttribute("aria-pressed")).toBe("true");
  });

  it("a refused addition rolls back and shows the server's message in a toast", async () => {
    const { toasts, stop } = collectToasts();
    stubFetch(
      json({ favourites: [], limit: 200 }),
      json({ error: { code: "favourites_limit", message: "Du kan spara högst 200 favoriter." } }, 400),
    );
    const heart = await renderHeart(true);
    await act(async () => fireEvent.click(heart()));
    await waitFor(() => expect(heart().getAttribute("aria-pressed")).toBe("false"));
    expect(toasts).toEqual([expect.objectContaining({ tone: "error", message: "Du kan spara högst 200 favoriter." })]);
    stop();
  });

  it("a removal without an answer rolls back with our own message", async () => {
    const { toasts, stop } = collectToasts();
    stubFetch(json({ favourites: [serverHome], limit: 200 }), new TypeError("offline"));
    const heart = await renderHeart(true);
    expect(heart().getAttribute("aria-pressed")).toBe("true");
    await act(async () => fireEvent.click(heart()));
    await waitFor(() => expect(heart().getAttribute("aria-pressed")).toBe("true"));
    expect(toasts).toEqual([
      expect.objectContaining({ tone: "error", message: "Favoriten kunde inte tas bort. Försök igen." }),
    ]);
    stop();
  });

  it("at login, the browser's list is merged into the account and forgotten here", async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([{ ...home, image: null, price: null }]));
    const fetch = stubFetch(json({ favourites: [serverHome], limit: 200, skipped: 0 }));
    const heart = await renderHeart(true);
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/account_service/favorites/merge");
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ favourites: [{ kind: "object", id: 42 }] });
    expect(heart().getAttribute("aria-pressed")).toBe("true");
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it("a failed merge keeps the browser's list for the next page", async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([{ ...home, image: null, price: null }]));
    stubFetch(json({ error: { code: "service_unavailable", message: "…" } }, 503));
    await renderHeart(true);
    expect(window.localStorage.getItem(STORAGE_KEY)).not.toBeNull();
  });
});

describe("the header's favourites list", () => {
  it("lists the favourites with links, removes one, and has an empty state", async () => {
    const fetch = stubFetch(json({ favourites: [serverHome], limit: 200 }), json({ ok: true }));
    await renderPage(
      <>
        <h1>Start</h1>
        <FavouritesFoldout loggedIn isOpen />
      </>,
    );
    const link = await screen.findByRole("link", { name: "Bostad 1102, Kvarngatan 3" });
    expect(link.getAttribute("href")).toBe(home.url);
    expect(screen.getByRole("link", { name: "Visa alla på Mina bostäder" }).getAttribute("href")).toBe(
      "/mina-sidor/mina-bostader/",
    );
    fireEvent.click(screen.getByRole("button", { name: "Ta bort Bostad 1102, Kvarngatan 3" }));
    expect(await screen.findByText(/Du har inga favoriter än/)).toBeTruthy();
    await waitFor(() => expect(fetch.mock.calls[1]?.[1]?.method).toBe("DELETE"));
  });
});
