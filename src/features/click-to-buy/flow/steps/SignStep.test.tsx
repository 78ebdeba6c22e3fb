// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderPage, stubFetch, stubPageLoads } from "~/features/account/pages/account-pages-test-harness";
import { SITES } from "~/sites/sites";
import type { BuyStep } from "../../flows";
import type { BuyResidenceData } from "../../schema";
import { BuyFlowContext, type BuyFlowContextValue } from "../buy-flow-context";
import { DoneStep } from "./DoneStep";
import { SignStep } from "./SignStep";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

const DOCUMENT = "6f1c2a7e-2d3b-4c5d-8e9f-0a1b2c3d4e5f";
const agreement = (method: "bank_id" | "signicat", extra: object = {}) => ({
  id: DOCUMENT,
  kind: "bookingAgreement",
  action: "sign",
  status: "pending",
  home: "Bryggvägen 1",
  createdAt: "2026-11-26T10:00:00.000Z",
  completedAt: null,
  buyers: [{ name: "Anna Lindqvist", you: true, doneAt: null }],
  doneByYou: false,
  downloadUrl: `/api/documents/${DOCUMENT}/file`,
  signText: `Jag, Anna Lindqvist, signerar Bokningsavtal för Bryggvägen 1 hos Nordhem. Dokument-id: ${DOCUMENT}.`,
  method,
  needsIdentity: false,
  ...extra,
});

function renderStep(step: "sign" | "done", site = SITES.sv, steps: BuyStep[] = ["sign", "payment", "done"]) {
  const completeStep = vi.fn();
  const goTo = vi.fn();
  const value = {
    data: { steps } as unknown as BuyResidenceData,
    booking: null,
    step,
    expired: false,
    setBooking: vi.fn(),
    completeStep,
    goTo,
    cancel: vi.fn(),
  } satisfies BuyFlowContextValue;
  const ui = (
    <BuyFlowContext.Provider value={value}>
      <h1>Bokningsavtal</h1>
      {step === "sign" ? <SignStep /> : <DoneStep />}
    </BuyFlowContext.Provider>
  );
  return { completeStep, goTo, rendered: renderPage(ui, { site, path: site.urls.signAgreement }) };
}

describe("the sign step", () => {
  it("makes the agreement, shows exactly what is signed with its PDF, and offers BankID", async () => {
    const fetch = stubFetch(new Response(DOCUMENT, { status: 200 }), json(agreement("bank_id")));
    const { rendered } = renderStep("sign");
    await rendered;
    expect(await screen.findByRole("heading", { name: "Det här signerar du" })).toBeTruthy();
    expect(screen.getByText(agreement("bank_id").signText)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Bokningsavtalet (PDF)" }).getAttribute("href")).toBe(
      `/api/documents/${DOCUMENT}/file`,
    );
    expect(screen.getByRole("button", { name: "Signera med BankID" })).toBeTruthy();
    expect(fetch.mock.calls.map((call) => call[0])).toEqual([
      "/api/buyresidence/signcontract",
      `/api/buyresidence/agreement/${DOCUMENT}`,
    ]);
  });

  it("back from the Finnish e-ID with #signed: the signature is checked and the flow goes on", async () => {
    window.history.replaceState(null, "", "/varaus/varaussopimus/#signed");
    stubFetch(new Response(DOCUMENT), json(agreement("signicat")), json({ next: "done" }));
    const { completeStep, rendered } = renderStep("sign", SITES.fi, ["sign", "done"]);
    await rendered;
    await waitFor(() => expect(completeStep).toHaveBeenCalledWith("sign", "done"));
    expect(window.location.hash).toBe("");
  });

  it("back with #signfailed: says so and offers the Finnish e-ID again", async () => {
    window.history.replaceState(null, "", "/varaus/varaussopimus/#signfailed");
    stubFetch(new Response(DOCUMENT), json(agreement("signicat")));
    const { rendered } = renderStep("sign", SITES.fi, ["sign", "done"]);
    await rendered;
    expect((await screen.findByRole("alert")).textContent).toBe("Allekirjoitus ei onnistunut. Yritä uudelleen.");
    expect(screen.getByRole("button", { name: "Allekirjoita suomalaisella tunnistautumisella" })).toBeTruthy();
  });

  it("a refused signcontract shows the server's message", async () => {
    stubFetch(json({ error: { code: "notHeld", message: "Bostaden är inte längre reserverad för dig." } }, 409));
    const { rendered } = renderStep("sign");
    await rendered;
    expect((await screen.findByRole("alert")).textContent).toBe("Bostaden är inte längre reserverad för dig.");
  });
});

describe("the done step", () => {
  it("completes the booking and goes to the success page", async () => {
    const assign = stubPageLoads();
    stubFetch(json({ redirectTo: "/boka/klart/?bokning=1" }));
    const { rendered } = renderStep("done");
    await rendered;
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/boka/klart/?bokning=1"));
  });

  it("an unpaid fee says so and leads back to the payment step", async () => {
    stubFetch(json({ error: { code: "notPaid", message: "Bokningsavgiften är inte betald än." } }, 409));
    const { goTo, rendered } = renderStep("done");
    await rendered;
    expect((await screen.findByRole("alert")).textContent).toBe("Bokningsavgiften är inte betald än.");
    fireEvent.click(screen.getByRole("button", { name: "Till betalningen" }));
    expect(goTo).toHaveBeenCalledWith("payment");
  });

  it("a failure is the general message with a retry", async () => {
    stubFetch(new Error("offline"), json({ redirectTo: "/boka/klart/" }));
    const assign = stubPageLoads();
    const { rendered } = renderStep("done");
    await rendered;
    await screen.findByRole("alert");
    fireEvent.click(screen.getByRole("button", { name: "Försök igen" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/boka/klart/"));
  });
});
