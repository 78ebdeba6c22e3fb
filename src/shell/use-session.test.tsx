// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_EXPIRES_COOKIE } from "~/features/account";
import type { SessionSummary } from "~/features/account/schema";
import { resetSessionStore, SESSION_PENDING_ATTRIBUTE, SESSION_URL } from "./session-store";
import { useSession } from "./use-session";

const ANNA: SessionSummary = {
  firstName: "Anna",
  lastName: "Andersson",
  kind: "private",
  associationName: null,
  expiresAt: "2030-01-01T00:00:00.000Z",
};

function Who() {
  const session = useSession();
  return <p>{session ? `Inloggad: ${session.firstName}` : "Utloggad"}</p>;
}

/** Two users of the hook on the page (the header and the page shell ask alike). */
function Page() {
  return (
    <>
      <Who />
      <Who />
    </>
  );
}

function NothingYet() {
  return null;
}

function renderPage(rendered: SessionSummary | null) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ session: rendered }),
      HydrateFallback: NothingYet,
      Component: Page,
    },
  ]);
  return render(<Stub />);
}

function setMarker(present: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: the marker cookie as the server writes it, in jsdom.
  document.cookie = `${SESSION_EXPIRES_COOKIE}=${present ? "1900000000000" : ""}; path=/${present ? "" : "; max-age=0"}`;
}

describe("useSession", () => {
  let fetcher: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    resetSessionStore();
    fetcher = vi.fn(async () => new Response(JSON.stringify({ session: ANNA }), { status: 200 }));
    vi.stubGlobal("fetch", fetcher);
    document.documentElement.setAttribute(SESSION_PENDING_ATTRIBUTE, "");
  });
  afterEach(() => {
    cleanup();
    setMarker(false);
    vi.unstubAllGlobals();
  });

  it("uses the session the server rendered, and asks nothing", async () => {
    setMarker(true);
    renderPage(ANNA);
    expect(await screen.findAllByText("Inloggad: Anna")).toHaveLength(2);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("on a shared page with the marker cookie, asks the session endpoint once for the document", async () => {
    setMarker(true);
    renderPage(null);
    expect(await screen.findAllByText("Inloggad: Anna")).toHaveLength(2);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]?.[0]).toBe(SESSION_URL);
    cleanup();
    renderPage(null);
    expect(await screen.findAllByText("Inloggad: Anna")).toHaveLength(2);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("without the marker cookie asks nothing and shows the login button again", async () => {
    renderPage(null);
    // "Utloggad" shows while nothing is known yet too: wait for the store's answer, not the text.
    await vi.waitFor(() => expect(document.documentElement.hasAttribute(SESSION_PENDING_ATTRIBUTE)).toBe(false));
    expect(screen.getAllByText("Utloggad")).toHaveLength(2);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("an ended session (null), a failed call or a malformed answer logs no one in", async () => {
    for (const answer of [
      new Response(JSON.stringify({ session: null }), { status: 200 }),
      new Response("{}", { status: 500 }),
      new Response(JSON.stringify({ session: { firstName: 1 } }), { status: 200 }),
    ]) {
      resetSessionStore();
      cleanup();
      setMarker(true);
      document.documentElement.setAttribute(SESSION_PENDING_ATTRIBUTE, "");
      fetcher.mockResolvedValueOnce(answer);
      renderPage(null);
      await vi.waitFor(() => expect(document.documentElement.hasAttribute(SESSION_PENDING_ATTRIBUTE)).toBe(false));
      expect(screen.getAllByText("Utloggad")).toHaveLength(2);
    }
  });
});
