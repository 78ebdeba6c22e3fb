// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderPage, stubFetch, stubPageLoads } from "~/features/account/pages/account-pages-test-harness";
import { SITES } from "~/sites/sites";
import { templateViewModel } from "~/test/template-view-model";
import type { DocumentDetail, DocumentSummary } from "../schema";
import { MyDocumentsTemplate } from "./MyDocumentsTemplate";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MENU = {
  current: "myAgreements" as const,
  items: [{ key: "myAgreements" as const, href: "/mina-sidor/mina-avtal/" }],
  board: false,
  associationName: null,
};
const ID = "6f1c2a7e-2d3b-4c5d-8e9f-0a1b2c3d4e5f";

const contract: DocumentSummary = {
  id: ID,
  kind: "purchaseContract",
  action: "sign",
  status: "pending",
  home: "Bryggvägen 1",
  createdAt: "2026-11-01T10:00:00.000Z",
  completedAt: null,
  buyers: [
    { name: "Olof Strand", you: false, doneAt: "2026-11-02T10:00:00.000Z" },
    { name: "Linnea Strand", you: true, doneAt: null },
  ],
  doneByYou: false,
  downloadUrl: `/api/documents/${ID}/file`,
};
const detail: DocumentDetail = {
  ...contract,
  signText: `Jag, Linnea Strand, signerar Köpekontrakt för Bryggvägen 1 hos Nordhem. Dokument-id: ${ID}.`,
  method: "bank_id",
  needsIdentity: false,
};

function render(
  view: "list" | "action" | "done",
  document: DocumentDetail | null,
  documents: DocumentSummary[] = [],
  site = SITES.sv,
) {
  const vm = templateViewModel(
    "myDocuments",
    { menu: MENU, view, documents, document, settingsHref: "/mina-sidor/mina-installningar/" },
    { title: "Mina avtal" },
  );
  return renderPage(<MyDocumentsTemplate vm={vm} />, { site, path: site.urls.myAgreements });
}

describe("my documents", () => {
  it("lists each document with its status in words and what each buyer has done", async () => {
    await render("list", null, [contract, { ...contract, id: "b", kind: "bookingAgreement", status: "done" }]);
    const [first, second] = screen.getAllByRole("listitem").filter((item) => item.querySelector("h2"));
    expect(within(first as HTMLElement).getByRole("heading", { name: "Köpekontrakt" })).toBeTruthy();
    expect(within(first as HTMLElement).getByText("Väntar")).toBeTruthy();
    expect(within(first as HTMLElement).getByText("Olof Strand: klart 2026-11-02")).toBeTruthy();
    expect(within(first as HTMLElement).getByText("Linnea Strand (du): väntar")).toBeTruthy();
    expect(
      within(first as HTMLElement)
        .getByRole("link", { name: "Öppna köpekontrakt" })
        .getAttribute("href"),
    ).toBe(`/mina-sidor/mina-avtal/?dokument=${ID}`);
    expect(within(second as HTMLElement).getByText("Klar")).toBeTruthy();
  });

  it("says so when there are none", async () => {
    await render("list", null, []);
    expect(screen.getByText("Du har inga dokument ännu.")).toBeTruthy();
  });

  it("shows the text to sign and starts BankID in a dialog", async () => {
    const fetchMock = stubFetch(
      json({ poolingId: "attempt-1", idType: "bank_id", autoStartUrl: "bankid:///?autostarttoken=x&redirect=null" }),
      json({ status: "Pending", hintCode: "outstandingTransaction" }),
    );
    await render("action", detail);
    expect(screen.getByRole("heading", { level: 1, name: "Köpekontrakt" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Det här signerar du" }).textContent).toContain(detail.signText);
    fireEvent.click(screen.getByRole("button", { name: "Signera med BankID" }));
    const dialog = await screen.findByRole("dialog", { name: "Signera köpekontrakt" });
    expect(dialog.textContent).toContain(detail.signText);
    await waitFor(() => expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/documents/${ID}/sign/bank_id/start`));
    await waitFor(() => expect(fetchMock.mock.calls[1]?.[0]).toBe("/api/documents/sign/bank_id/status/attempt-1"));
  });

  it("Norway: signing goes to the e-ID's identity provider", async () => {
    const assign = stubPageLoads();
    const redirectUrl = "https://eid.example/authorize?state=s";
    const fetchMock = stubFetch(json({ poolingId: "attempt-2", idType: "eident", redirectUrl }));
    await render("action", { ...detail, method: "eident" }, [], SITES.no);
    fireEvent.click(screen.getByRole("button", { name: "Signer med BankID" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(redirectUrl));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/documents/${ID}/sign/eident/start`);
  });

  it("a user without a verified identity is sent to activate BankID first", async () => {
    await render("action", { ...detail, needsIdentity: true });
    expect(screen.queryByRole("button", { name: "Signera med BankID" })).toBeNull();
    expect(screen.getByRole("link", { name: "Aktivera BankID i mina inställningar" }).getAttribute("href")).toBe(
      "/mina-sidor/mina-installningar/",
    );
  });

  it("approves after a confirmation and goes to the receipt", async () => {
    const assign = stubPageLoads();
    const receipt = `/mina-sidor/mina-avtal/?dokument=${ID}&klart=1`;
    const fetchMock = stubFetch(json({ status: "done", redirectTo: receipt }));
    await render("action", { ...detail, kind: "interiorChoices", action: "approve", method: "approve" });
    fireEvent.click(screen.getByRole("button", { name: "Godkänn" }));
    const dialog = await screen.findByRole("dialog", { name: "Vill du godkänna inredningsval?" });
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: "Ja, godkänn" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(receipt));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/documents/${ID}/approve`);
  });

  it("the receipt says what was done and whether others still have to sign", async () => {
    await render("done", { ...detail, doneByYou: true });
    expect(screen.getByRole("heading", { name: "Klart!" })).toBeTruthy();
    expect(screen.getByText("Du har signerat köpekontrakt.")).toBeTruthy();
    expect(screen.getByText("Dokumentet blir klart när alla köpare har signerat.")).toBeTruthy();
  });
});
