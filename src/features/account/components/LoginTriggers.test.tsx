// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastHost } from "~/ui/toast/ToastHost";
import { json, renderPage, stubFetch } from "../pages/account-pages-test-harness";
import { LoginTriggers } from "./LoginTriggers";

const ID = "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The address the page shows, to see what the triggers leave in it. */
function Address() {
  const location = useLocation();
  return <output aria-label="Adress">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

const open = (path: string) =>
  renderPage(
    <>
      <h1>Karriär</h1>
      <Address />
      <LoginTriggers loggedIn={false} />
      <ToastHost />
    </>,
    { path },
  );

describe("login triggers", () => {
  for (const name of ["cid", "sid"]) {
    it(`an e-ID attempt named ${name} with its type opens the login modal, which resumes it`, async () => {
      const fetchMock = stubFetch(json({ status: "Cancelled", message: "Legitimeringen avbröts." }));
      await open(`/karriar/?${name}=${ID}&type=login&q=1`);
      // The modal is a lazily loaded chunk: its first import may take longer than findBy's second on a busy machine.
      const dialog = await screen.findByRole("dialog", { name: "Logga in" }, { timeout: 5000 });
      // The attempt leaves the address; the rest stays.
      await waitFor(() => expect(screen.getByRole("status", { name: "Adress" }).textContent).toBe("/karriar/?q=1"));
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/account_service/login/bank_id/status/${ID}`);
      // Its outcome is an error toast inside the modal (the page behind it is inert).
      expect((await within(dialog).findByRole("alert")).textContent).toBe("Legitimeringen avbröts.");
    });
  }

  it("a type that is no login's opens nothing", async () => {
    const fetchMock = stubFetch();
    await open(`/karriar/?sid=${ID}&type=register`);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("status", { name: "Adress" }).textContent).toBe(`/karriar/?sid=${ID}&type=register`);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
