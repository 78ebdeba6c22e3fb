// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, renderPage, stubFetch } from "~/features/account/pages/account-pages-test-harness";
import type { SessionSummary } from "~/features/account/schema";
import { FoldoutProvider } from "~/shell/foldouts";
import { SITES } from "~/sites/sites";
import NotificationCenterEntry from "../entries/notification-bell";
import { refreshNotifications } from "../index";
import type { Notification } from "../schema";
import { NotificationCenter } from "./NotificationBell";
import { notificationTarget } from "./notification-target";
import { resetNotificationsStore } from "./notifications-store";

const CUSTOMER: SessionSummary = {
  firstName: "Karin",
  lastName: "Sjöberg",
  kind: "private",
  associationName: null,
  expiresAt: "2030-01-01T00:00:00.000Z",
};
const BOARD: SessionSummary = { ...CUSTOMER, kind: "boardMember", associationName: "Brf Ekbacken" };

const VIP_FEE: Notification = {
  notificationType: "VipPayment",
  name: "fee_due",
  id: "0b5e1c3e-3f0e-4d7c-9a55-6f1f1d0c0001",
  createdOn: "2026-11-20T09:00:00.000Z",
  subjectId: "payment-1",
};
const CONTRACT: Notification = {
  notificationType: "DocumentSigning",
  name: "awaiting_signature",
  id: "0b5e1c3e-3f0e-4d7c-9a55-6f1f1d0c0002",
  createdOn: "2026-11-21T09:00:00.000Z",
  subjectId: "document-1",
};
const ERRAND: Notification = {
  notificationType: "Case",
  name: "ongoing",
  id: "0b5e1c3e-3f0e-4d7c-9a55-6f1f1d0c0003",
  createdOn: "2026-11-22T09:00:00.000Z",
  subjectId: "E-17/2026",
};

/** The bell as the header has it, in the shell's foldout state. */
function HeaderPart({ session }: { session: SessionSummary }) {
  return (
    <>
      <h1>Mina sidor</h1>
      <NotificationCenter session={session} />
    </>
  );
}

function renderBell(session: SessionSummary = CUSTOMER, site = SITES.sv) {
  return renderPage(
    <FoldoutProvider>
      <HeaderPart session={session} />
    </FoldoutProvider>,
    { site },
  );
}

beforeEach(() => resetNotificationsStore());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the bell", () => {
  it("shows the count of new notifications, in its accessible name", async () => {
    const fetch = stubFetch(json([ERRAND, CONTRACT]));
    await renderBell();
    expect(await screen.findByRole("button", { name: "Aviseringar, 2 nya" })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/notifications/Jmse");
  });

  it("asks with the site's code (Norway: Jmno) and speaks its language", async () => {
    const fetch = stubFetch(json([VIP_FEE]));
    await renderBell(CUSTOMER, SITES.no);
    expect(await screen.findByRole("button", { name: "Varsler, 1 nytt" })).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/notifications/Jmno");
  });

  it("ignores failures: no count, no message, nothing broken (a refused call, a broken answer, the network)", async () => {
    for (const answer of [
      json({ error: { code: "unavailable", message: "x" } }, 503),
      json({ not: "a list" }),
      new TypeError("offline"),
    ]) {
      resetNotificationsStore();
      stubFetch(answer);
      await renderBell();
      const bell = await screen.findByRole("button", { name: "Aviseringar" });
      fireEvent.click(bell);
      expect(screen.queryByRole("alert")).toBeNull();
      expect(screen.getByRole("heading", { name: "Aviseringar" })).toBeTruthy();
      cleanup();
    }
  });

  it("a board member's session has no bell and asks nothing", async () => {
    const fetch = stubFetch();
    await renderBell(BOARD);
    expect(screen.queryByRole("button", { name: /Aviseringar/ })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Aviseringar" })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reloads when the page regains focus and when a page asks", async () => {
    const fetch = stubFetch(json([CONTRACT]), json([]), json([VIP_FEE, CONTRACT]));
    await renderBell();
    await screen.findByRole("button", { name: "Aviseringar, 1 ny" });
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    await screen.findByRole("button", { name: "Aviseringar" });
    act(() => refreshNotifications());
    await screen.findByRole("button", { name: "Aviseringar, 2 nya" });
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe("the notification foldout", () => {
  it("names a completed booking (the buy flow's booking_completed) and leads to the documents", async () => {
    stubFetch(json([{ ...CONTRACT, name: "booking_completed" }]));
    await renderBell();
    fireEvent.click(await screen.findByRole("button", { name: "Aviseringar, 1 ny" }));
    const foldout = screen.getByRole("region", { name: "Aviseringar" });
    expect(
      within(foldout)
        .getByRole("link", { name: /Din bokning är klar/ })
        .getAttribute("href"),
    ).toBe("/mina-sidor/mina-avtal/");
  });

  it("lists each notification with its text and date, leading where spec 000 section 2 says", async () => {
    stubFetch(json([ERRAND, CONTRACT, VIP_FEE, { ...CONTRACT, id: "x", name: "awaiting_approval" }]));
    await renderBell();
    fireEvent.click(await screen.findByRole("button", { name: "Aviseringar, 4 nya" }));
    const foldout = screen.getByRole("region", { name: "Aviseringar" });
    const link = (name: string) =>
      within(foldout)
        .getByRole("link", { name: new RegExp(name) })
        .getAttribute("href");
    expect(link("Ditt ärende har fått ny status")).toBe("/mina-sidor/arenden/?errandId=E-17%2F2026");
    expect(link("Ett dokument väntar på din signering")).toBe("/mina-sidor/mina-avtal/");
    expect(link("Ett dokument väntar på ditt godkännande")).toBe("/mina-sidor/mina-avtal/");
    expect(link("Din VIP-avgift är inte betald")).toBe("/mina-sidor/betalningar/");
    // The errand is chosen by the query: its link loads the page (also from the errands page itself).
    const caseLink = within(foldout).getByRole("link", { name: /Ditt ärende/ });
    expect(caseLink.hasAttribute("data-reload")).toBe(true);
    expect(
      within(foldout)
        .getByRole("link", { name: /VIP-avgift/ })
        .hasAttribute("data-reload"),
    ).toBe(false);
    expect(within(foldout).getByRole("link", { name: /VIP-avgift/ }).textContent).toContain("2026-11-20");
    // Opening moves focus into the foldout.
    expect(document.activeElement?.closest("#foldout-notification")).toBeTruthy();
  });

  it("dismisses a notification (pause), then reloads the list; the count drops", async () => {
    const fetch = stubFetch(json([CONTRACT, VIP_FEE]), new Response(null, { status: 204 }), json([CONTRACT]));
    await renderBell();
    fireEvent.click(await screen.findByRole("button", { name: "Aviseringar, 2 nya" }));
    fireEvent.click(screen.getByRole("button", { name: "Ta bort aviseringen: Din VIP-avgift är inte betald" }));
    await screen.findByRole("button", { name: "Aviseringar, 1 ny" });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(fetch.mock.calls.map((call) => call[0])).toEqual([
      "/api/notifications/Jmse",
      `/api/notifications/pause/${VIP_FEE.id}`,
      "/api/notifications/Jmse",
    ]);
    expect(screen.queryByRole("link", { name: /VIP-avgift/ })).toBeNull();
  });

  it("a failed pause is ignored: the reloaded list shows what the server has", async () => {
    stubFetch(json([VIP_FEE]), new TypeError("offline"), json([VIP_FEE]));
    await renderBell();
    fireEvent.click(await screen.findByRole("button", { name: "Aviseringar, 1 ny" }));
    fireEvent.click(screen.getByRole("button", { name: /Ta bort aviseringen/ }));
    expect(await screen.findByRole("link", { name: /VIP-avgift/ })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says so when there are none", async () => {
    stubFetch(json([]));
    await renderBell();
    fireEvent.click(await screen.findByRole("button", { name: "Aviseringar" }));
    expect(await screen.findByText("Du har inga nya aviseringar.")).toBeTruthy();
  });
});

describe("the header's entry", () => {
  it("leaves the header without a bell, rather than breaking the page, when the bell fails", () => {
    // Outside the page's router and translations the bell cannot render: it throws.
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { container } = render(
      <main>
        <NotificationCenterEntry session={CUSTOMER} />
        <p>Sidans innehåll</p>
      </main>,
    );
    expect(container.textContent).toBe("Sidans innehåll");
    expect(logged).toHaveBeenCalled();
  });
});

describe("notificationTarget", () => {
  it("leads to My Pages where the site has no such page (the English sub-site has no payments or errands)", () => {
    expect(notificationTarget(SITES.sv_en.urls, VIP_FEE)).toBe("/en/my-pages/");
    expect(notificationTarget(SITES.sv_en.urls, ERRAND)).toBe("/en/my-pages/");
    expect(notificationTarget(SITES.sv_en.urls, CONTRACT)).toBe("/en/my-pages/documents/");
    expect(notificationTarget(SITES.fi.urls, CONTRACT)).toBe(SITES.fi.urls.myAgreements);
  });
});
