// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "~/features/account/pages/account-pages-test-harness";
import { BuyFlowContext, type BuyFlowContextValue } from "../buy-flow-context";
import { PaymentStep } from "./PaymentStep";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const bookingId = "6f1c1a52-3c1e-4c57-9d43-1e0c1c6f2a10";
const paymentId = "0b8f7a3e-9a55-4a8e-8f3d-3d1f4c1e9b21";
const secondPaymentId = "1c9e8b4f-0b66-4b9f-9a4e-4e2a5d2f0c32";

function payment(id = paymentId, number = "NH-100001") {
  return { paymentId: id, paymentNumber: number, amountMinor: 500_000, currency: "SEK", status: "created" };
}

/** A fetch that answers by URL; `statuses` are the payment's states, one per status read (the last repeats). */
function stubPaymentApi(options: { statuses: string[]; creates?: unknown[] }) {
  const creates = [...(options.creates ?? [payment()])];
  const statuses = [...options.statuses];
  const calls: { url: string; init?: RequestInit }[] = [];
  const mock = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    if (url.startsWith("/api/buyresidence/createpaymentid/")) return Response.json(creates.shift() ?? creates.at(-1));
    if (url === "/api/buyresidence/startswishpayment") {
      const body = JSON.parse(String(init?.body)) as { PaymentNumber: string };
      const id = body.PaymentNumber === "NH-100002" ? secondPaymentId : paymentId;
      return Response.json({
        paymentId: id,
        status: "pending",
        appUrl: `http://127.0.0.1:4200/payer/${"A".repeat(32)}`,
      });
    }
    if (url.startsWith("/api/buyresidence/paymentstatus/")) {
      const status = statuses.length > 1 ? statuses.shift()! : statuses[0]!;
      const message = status === "declined" ? "Betalningen avböjdes." : undefined;
      return Response.json({ ...payment(), status, provider: "swish", ...(message ? { message } : {}) });
    }
    throw new Error(`unexpected fetch ${url}`);
  });
  vi.stubGlobal("fetch", mock);
  return { mock, calls };
}

function flow(overrides: Partial<BuyFlowContextValue> = {}): BuyFlowContextValue {
  return {
    data: {
      steps: ["start-booking", "personal-info", "documents", "sign", "payment", "done"],
      paymentProviders: ["swish", "svea", "nordea"],
      object: { number: "A12" },
    } as never,
    booking: { id: bookingId, objectId: 42, status: "held" } as never,
    step: "payment",
    expired: false,
    setBooking: vi.fn(),
    completeStep: vi.fn(),
    goTo: vi.fn(),
    cancel: vi.fn(),
    ...overrides,
  };
}

async function renderStep(value: BuyFlowContextValue) {
  await renderPage(
    <BuyFlowContext.Provider value={value}>
      <h1>Betalning</h1>
      <PaymentStep />
    </BuyFlowContext.Provider>,
  );
}

describe("the payment step", () => {
  it("shows the fee and number, pays with Swish under one idempotency key, and completes the step when paid", async () => {
    const api = stubPaymentApi({ statuses: ["pending", "paid"] });
    const value = flow();
    await renderStep(value);
    expect(await screen.findByText("NH-100001")).toBeTruthy();
    expect(screen.getByText(/5\s000\s*kr/)).toBeTruthy();
    const methods = screen.getByRole("group", { name: "Betalsätt" });
    expect(methods).toBeTruthy();
    expect((screen.getByRole("radio", { name: "Swish" }) as HTMLInputElement).checked).toBe(true);

    // A number that is not a Swedish mobile is refused in place.
    fireEvent.change(screen.getByLabelText(/Mobilnummer för Swish/), { target: { value: "08-123 456" } });
    fireEvent.click(screen.getByRole("button", { name: "Betala med Swish" }));
    expect(await screen.findByText("Ange ett svenskt mobilnummer, t.ex. 070-123 45 67.")).toBeTruthy();
    expect(api.calls.some((call) => call.url.includes("startswishpayment"))).toBe(false);

    fireEvent.change(screen.getByLabelText(/Mobilnummer för Swish/), { target: { value: "070-123 45 67" } });
    fireEvent.click(screen.getByRole("button", { name: "Betala med Swish" }));
    expect(await screen.findByRole("link", { name: "Öppna Swish-simulatorn (testmiljö)" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Öppna Swish och godkänn betalningen.");
    const start = api.calls.find((call) => call.url.includes("startswishpayment"));
    expect(JSON.parse(String(start?.init?.body))).toEqual({
      ObjectId: 42,
      ContractId: bookingId,
      UserIds: [],
      PaymentNumber: "NH-100001",
      PhoneNumber: "070-123 45 67",
      Message: "Bokningsavgift bostad A12",
    });
    expect((start?.init?.headers as Record<string, string> | undefined)?.["idempotency-key"]).toMatch(
      /^[0-9a-f-]{36}$/,
    );

    await waitFor(() => expect(value.completeStep).toHaveBeenCalledWith("payment", "done"), { timeout: 4000 });
    expect(screen.getByRole("status").textContent).toBe("Betalningen är mottagen.");
  });

  it("a declined payment says so and a new attempt makes a new payment with a new key", async () => {
    const api = stubPaymentApi({
      statuses: ["declined"],
      creates: [payment(), payment(secondPaymentId, "NH-100002")],
    });
    await renderStep(flow());
    await screen.findByText("NH-100001");
    fireEvent.change(screen.getByLabelText(/Mobilnummer för Swish/), { target: { value: "0701234501" } });
    fireEvent.click(screen.getByRole("button", { name: "Betala med Swish" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Betalningen avböjdes.");
    await waitFor(() => expect(document.activeElement).toBe(alert));
    fireEvent.click(screen.getByRole("button", { name: "Försök igen" }));
    expect(await screen.findByText("NH-100002")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Mobilnummer för Swish/), { target: { value: "0701234567" } });
    fireEvent.click(screen.getByRole("button", { name: "Betala med Swish" }));
    await screen.findByRole("link", { name: "Öppna Swish-simulatorn (testmiljö)" });
    const keys = api.calls
      .filter((call) => call.url.includes("startswishpayment"))
      .map((call) => (call.init?.headers as Record<string, string> | undefined)?.["idempotency-key"]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it("back from a bank's page with a declined attempt: says so above the methods, with the next payment", async () => {
    window.history.replaceState(null, "", `/boka/?steg=payment&betalning=${paymentId}`);
    try {
      stubPaymentApi({ statuses: ["declined"], creates: [payment(secondPaymentId, "NH-100002")] });
      await renderStep(flow());
      expect(await screen.findByText("Betalningen avböjdes.")).toBeTruthy();
      expect(screen.getByText("NH-100002")).toBeTruthy();
      expect(screen.getAllByRole("radio").length).toBe(3);
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });

  it("Norway offers Nordea and Svea, which go to the provider's page", async () => {
    stubPaymentApi({ statuses: ["pending"] });
    await renderStep(flow({ data: { ...flow().data, paymentProviders: ["nordea", "svea"] } as never }));
    await screen.findByText("NH-100001");
    expect(screen.getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual(["nordea", "svea"]);
    expect(screen.queryByLabelText(/Mobilnummer för Swish/)).toBeNull();
    expect(screen.getByRole("button", { name: "Gå vidare till betalning" })).toBeTruthy();
  });
});
