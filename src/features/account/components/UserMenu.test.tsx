// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastHost } from "~/ui/toast/ToastHost";
import { collectToasts } from "~/ui/toast/toast-test-support";
import { json, renderPage, stubFetch, stubPageLoads } from "../pages/account-pages-test-harness";
import { UserFoldout } from "./UserMenu";

const session = {
  firstName: "Johan",
  lastName: "Andersson",
  kind: "private",
  associationName: null,
  expiresAt: "",
} as const;
let assign = vi.fn();

beforeEach(() => {
  assign = stubPageLoads();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = () =>
  renderPage(
    <>
      <h1>Mina sidor</h1>
      <UserFoldout session={session} isOpen />
      <ToastHost />
    </>,
  );

describe("logout", () => {
  it("goes to the start page once the session is over (also one that had already ended)", async () => {
    const { toasts, stop } = collectToasts();
    stubFetch(new Response(null, { status: 204 }));
    await open();
    fireEvent.click(screen.getByRole("button", { name: "Logga ut" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/"));

    assign.mockReset();
    cleanup();
    stubFetch(json({ error: { code: "unauthorized", message: "Du är inte inloggad." } }, 401));
    await open();
    fireEvent.click(screen.getByRole("button", { name: "Logga ut" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/"));
    // Logged out is logged out: no toast.
    stop();
    expect(toasts).toEqual([]);
  });

  it("a logout the server could not do is an error toast, and the visitor stays, still logged in", async () => {
    stubFetch(json({ error: { code: "unavailable", message: "Tjänsten är tillfälligt otillgänglig." } }, 503));
    await open();
    fireEvent.click(screen.getByRole("button", { name: "Logga ut" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Tjänsten är tillfälligt otillgänglig.");
    expect(assign).not.toHaveBeenCalled();
    expect((screen.getByRole("button", { name: "Logga ut" }) as HTMLButtonElement).disabled).toBe(false);
  });
});
