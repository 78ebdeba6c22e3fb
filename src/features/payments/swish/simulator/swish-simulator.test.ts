import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSwishProvider } from "../swish-client";
import { SWISH_TEST_PAYEE_ALIAS } from "../swish-schema";
import { startSwishSimulator } from "./swish-simulator";

/** The Swish simulator speaks Swish's Commerce API over real HTTP; the client reads it. */

let simulator: Awaited<ReturnType<typeof startSwishSimulator>>;
let now = new Date("2026-11-26T10:00:00Z");

beforeAll(async () => {
  simulator = await startSwishSimulator({ clock: () => now });
});
afterAll(() => simulator?.close());

const id = () => crypto.randomUUID().replace(/-/g, "").toUpperCase();

function create(instruction: string, body: Record<string, unknown>) {
  return fetch(`${simulator.url}/api/v2/paymentrequests/${instruction}`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      payeePaymentReference: "NH-100001",
      callbackUrl: "http://127.0.0.1:9/callback",
      payeeAlias: SWISH_TEST_PAYEE_ALIAS,
      amount: "5000.00",
      currency: "SEK",
      message: 'Bokningsavgift "A12"',
      ...body,
    }),
  });
}

describe("the Swish simulator", () => {
  it("creates a payment request: 201 with Location, and for the same device a PaymentRequestToken", async () => {
    const instruction = id();
    const response = await create(instruction, { payerAlias: "46701234567" });
    expect(response.status).toBe(201);
    expect(response.headers.get("location")).toBe(`${simulator.url}/api/v1/paymentrequests/${instruction}`);
    expect(response.headers.get("paymentrequesttoken")).toBeNull();
    const read = await (await fetch(response.headers.get("location")!)).json();
    expect(read).toMatchObject({ id: instruction, status: "CREATED", amount: "5000.00", currency: "SEK" });
    const sameDevice = await create(id(), {});
    expect(sameDevice.headers.get("paymentrequesttoken")).toMatch(/^[0-9a-f]{32}$/);
  });

  it("answers Swish's errors: 422 with codes for a bad payer, amount or currency; 409 for a used instruction id", async () => {
    const bad = async (body: Record<string, unknown>) => (await (await create(id(), body)).json())[0].errorCode;
    expect(await bad({ payerAlias: "46812345678" })).toBe("BE18");
    expect(await bad({ amount: "50,00" })).toBe("PA02");
    expect(await bad({ amount: "0.50" })).toBe("AM06");
    expect(await bad({ currency: "EUR" })).toBe("AM03");
    expect(await bad({ message: "<script>" })).toBe("RP02");
    const instruction = id();
    await create(instruction, { payerAlias: "46701234567" });
    expect((await create(instruction, { payerAlias: "46701234567" })).status).toBe(409);
  });

  it("the payer page escapes the merchant's message and pays; a cancel by PATCH ends a waiting request", async () => {
    const instruction = id();
    await create(instruction, { payerAlias: "46701234567" });
    const page = await (await fetch(`${simulator.url}/payer/${instruction}`)).text();
    expect(page).toContain("Bokningsavgift &quot;A12&quot;");
    expect(page).toContain(">Betala</button>");
    const paid = await fetch(`${simulator.url}/payer/${instruction}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "action=pay",
    });
    expect(await paid.text()).toContain("Betalningen är genomförd.");

    const other = id();
    await create(other, { payerAlias: "46701234567" });
    const cancel = await fetch(`${simulator.url}/api/v1/paymentrequests/${other}`, {
      method: "PATCH",
      headers: { "content-type": "application/json-patch+json" },
      body: JSON.stringify([{ op: "replace", path: "/status", value: "cancelled" }]),
    });
    expect((await cancel.json()).status).toBe("CANCELLED");
  });

  it("a request nobody answers ends as ERROR TM01 after three minutes, which the client reads as error", async () => {
    const instruction = id();
    await create(instruction, { payerAlias: "46701234567" });
    now = new Date(now.getTime() + 181_000);
    const provider = createSwishProvider({ baseUrl: simulator.url, payeeAlias: SWISH_TEST_PAYEE_ALIAS });
    expect(await provider.status(instruction)).toMatchObject({ state: "error", errorCode: "TM01", rawStatus: "ERROR" });
  });
});
