import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type BankIdClient, BankIdError, createBankIdClient } from "./bankid-client";
import type { BankIdCollectResponse } from "./bankid-schema";
import { startBankIdSimulator } from "./simulator/bankid-simulator";

const ANNA = "198504122386";
const ERIK = "199001012385";
const END_USER_IP = "192.0.2.10";

let now: Date;
let simulator: { url: string; close(): Promise<void> };
let client: BankIdClient;

beforeEach(async () => {
  now = new Date("2026-03-02T09:00:00Z");
  simulator = await startBankIdSimulator({ clock: () => now });
  client = createBankIdClient({ baseUrl: simulator.url });
});

afterEach(async () => {
  await simulator.close();
});

async function simulatorJson(path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${simulator.url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

function setOutcome(orderRef: string, outcome: string, personalNumber?: string) {
  return simulatorJson(`/sim/orders/${orderRef}/outcome`, { outcome, personalNumber });
}

async function rejection(promise: Promise<unknown>): Promise<BankIdError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(BankIdError);
  return error as BankIdError;
}

function completion(response: BankIdCollectResponse) {
  if (response.status !== "complete") throw new Error(`expected complete, got ${JSON.stringify(response)}`);
  return response.completionData;
}

const decode = (base64: string) => Buffer.from(base64, "base64").toString("utf8");

describe("BankID client against the simulator", () => {
  it("authenticates: outstandingTransaction, then userSign once opened, then complete with the person", async () => {
    const order = await client.auth({ endUserIp: END_USER_IP, userVisibleData: "Logga in på *Nordhem*" });
    for (const value of Object.values(order)) expect(value).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(Object.values(order)).size).toBe(4);

    expect(await client.collect(order.orderRef)).toEqual({
      orderRef: order.orderRef,
      status: "pending",
      hintCode: "outstandingTransaction",
    });

    const listed = await simulatorJson("/sim/orders");
    expect(listed.json).toMatchObject({
      orders: [
        {
          orderRef: order.orderRef,
          type: "auth",
          createdAt: now.toISOString(),
          userVisibleData: "Logga in på *Nordhem*",
        },
      ],
    });

    const opened = await fetch(`${simulator.url}/app/orders/${order.orderRef}`);
    expect(opened.status).toBe(200);
    expect(await client.collect(order.orderRef)).toMatchObject({ status: "pending", hintCode: "userSign" });

    expect((await setOutcome(order.orderRef, "complete", ERIK)).status).toBe(200);
    const collected = await client.collect(order.orderRef);
    const data = completion(collected);
    expect(data.user).toEqual({
      personalNumber: ERIK,
      name: "Erik Johansson",
      givenName: "Erik",
      surname: "Johansson",
    });
    expect(data.device.ipAddress).toBe(END_USER_IP);
    expect(data.bankIdIssueDate).toBe("2026-03-02");
    expect(decode(data.signature)).toContain("Simulated");
    expect(decode(data.signature)).toContain(order.orderRef);
    expect(decode(data.ocspResponse)).toContain("simulated");
    expect(data.risk).toBeUndefined();
    expect(data.stepUp).toBeUndefined();
    // A finished order stays collectable with the same answer.
    expect(await client.collect(order.orderRef)).toEqual(collected);
    expect((await simulatorJson("/sim/orders")).json).toEqual({ orders: [] });
  });

  it("signs for the required person only, with risk and step-up when asked", async () => {
    const order = await client.sign({
      endUserIp: "2001:db8::1",
      userVisibleData: "Jag godkänner köpeavtalet för Lägenhet 1102, Åsa gård",
      userVisibleDataFormat: "simpleMarkdownV1",
      userNonVisibleData: new Uint8Array([0, 1, 2, 255]),
      requirement: { personalNumber: ANNA, mrtd: true, pinCode: true },
      returnRisk: true,
    });
    expect((await simulatorJson("/sim/orders")).json).toMatchObject({
      orders: [
        {
          type: "sign",
          requiredPersonalNumber: ANNA,
          userVisibleData: "Jag godkänner köpeavtalet för Lägenhet 1102, Åsa gård",
        },
      ],
    });

    const wrongPerson = await setOutcome(order.orderRef, "complete", ERIK);
    expect(wrongPerson).toMatchObject({ status: 400, json: { errorCode: "invalidParameters" } });
    expect(await client.collect(order.orderRef)).toMatchObject({ status: "pending" });

    // Without a choice the required person signs.
    expect(await setOutcome(order.orderRef, "complete")).toMatchObject({ status: 200, json: { status: "complete" } });
    const data = completion(await client.collect(order.orderRef));
    expect(data.user.personalNumber).toBe(ANNA);
    expect(data.user.name).toBe("Anna Lindqvist");
    expect(data.device.ipAddress).toBe("2001:db8::1");
    expect(data.risk).toBe("low");
    expect(data.stepUp).toEqual({ mrtd: true });
    expect(decode(data.signature)).toContain(Buffer.from([0, 1, 2, 255]).toString("base64"));
  });

  it("completes with the first Swedish test person when no one is chosen or required", async () => {
    const order = await client.auth({ endUserIp: END_USER_IP });
    await setOutcome(order.orderRef, "complete");
    expect(completion(await client.collect(order.orderRef)).user.personalNumber).toBe(ANNA);
  });

  it.each(["userCancel", "startFailed", "expiredTransaction"] as const)(
    "fails with %s when the tester chooses it",
    async (outcome) => {
      const order = await client.auth({ endUserIp: END_USER_IP });
      await setOutcome(order.orderRef, outcome);
      expect(await client.collect(order.orderRef)).toEqual({
        orderRef: order.orderRef,
        status: "failed",
        hintCode: outcome,
      });
      // A finished order cannot be finished again.
      expect((await setOutcome(order.orderRef, "complete")).status).toBe(400);
    },
  );

  it("expires an order older than its lifetime, judged by the clock at collect time", async () => {
    const order = await client.auth({ endUserIp: END_USER_IP });
    now = new Date(now.getTime() + 179_000);
    expect(await client.collect(order.orderRef)).toMatchObject({ status: "pending" });
    now = new Date(now.getTime() + 2_000);
    expect(await client.collect(order.orderRef)).toEqual({
      orderRef: order.orderRef,
      status: "failed",
      hintCode: "expiredTransaction",
    });
    expect((await setOutcome(order.orderRef, "complete")).status).toBe(400);
  });

  it("reports cancelled after the relying party cancels, and refuses a second cancel", async () => {
    const order = await client.auth({ endUserIp: END_USER_IP });
    await expect(client.cancel(order.orderRef)).resolves.toBeUndefined();
    expect(await client.collect(order.orderRef)).toEqual({
      orderRef: order.orderRef,
      status: "failed",
      hintCode: "cancelled",
    });
    const error = await rejection(client.cancel(order.orderRef));
    expect(error.errorCode).toBe("invalidParameters");
  });

  it("answers alreadyInProgress for a second order for the same person and cancels the first", async () => {
    const first = await client.auth({ endUserIp: END_USER_IP, requirement: { personalNumber: ANNA } });
    const other = await client.auth({ endUserIp: END_USER_IP, requirement: { personalNumber: ERIK } });
    const error = await rejection(client.auth({ endUserIp: END_USER_IP, requirement: { personalNumber: ANNA } }));
    expect(error).toMatchObject({ errorCode: "alreadyInProgress", httpStatus: 400 });
    expect(await client.collect(first.orderRef)).toMatchObject({ status: "failed", hintCode: "cancelled" });
    expect(await client.collect(other.orderRef)).toMatchObject({ status: "pending" });
    // Once nothing is pending for her, a new order goes through.
    await expect(
      client.sign({ endUserIp: END_USER_IP, userVisibleData: "x", requirement: { personalNumber: ANNA } }),
    ).resolves.toHaveProperty("orderRef");
  });

  it("answers alreadyInProgress once when the tester asked for it", async () => {
    expect(await simulatorJson("/sim/next-start", { errorCode: "alreadyInProgress" })).toMatchObject({ status: 200 });
    const error = await rejection(client.auth({ endUserIp: END_USER_IP }));
    expect(error.errorCode).toBe("alreadyInProgress");
    await expect(client.auth({ endUserIp: END_USER_IP })).resolves.toHaveProperty("orderRef");
  });

  it("turns BankID's invalidParameters into a BankIdError", async () => {
    const badIp = await rejection(client.auth({ endUserIp: "not-an-ip" }));
    expect(badIp).toMatchObject({ errorCode: "invalidParameters", httpStatus: 400 });
    expect(badIp.details).toContain("endUserIp");

    const unknownOrder = await rejection(client.collect("6f1d2a8e-5b1c-4b0e-9d53-2f1f4f6b0c11"));
    expect(unknownOrder).toMatchObject({ errorCode: "invalidParameters", httpStatus: 400, details: "No such order" });

    const badPerson = await rejection(
      client.auth({ endUserIp: END_USER_IP, requirement: { personalNumber: "198504122387" } }),
    );
    expect(badPerson.errorCode).toBe("invalidParameters");
  });
});

describe("BankID client failures", () => {
  let server: Server | undefined;

  afterEach(async () => {
    if (server) await new Promise((resolve) => server?.close(resolve));
    server = undefined;
  });

  async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
    server = createServer(handler);
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("maps a refused connection to internalError", async () => {
    const url = await serve(() => {});
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
    const error = await rejection(createBankIdClient({ baseUrl: url }).collect("x"));
    expect(error.errorCode).toBe("internalError");
    expect(error.httpStatus).toBeUndefined();
    expect(error.details).toContain("ECONNREFUSED");
  });

  it("maps no answer in time to requestTimeout", async () => {
    const url = await serve(() => {
      // Never answers.
    });
    const error = await rejection(createBankIdClient({ baseUrl: url, timeoutMs: 150 }).collect("x"));
    expect(error).toMatchObject({ errorCode: "requestTimeout", httpStatus: undefined });
  });

  it("treats an answer of the wrong shape as an error, not a crash", async () => {
    const url = await serve((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ orderRef: 42 }));
    });
    const error = await rejection(createBankIdClient({ baseUrl: url }).auth({ endUserIp: END_USER_IP }));
    expect(error).toMatchObject({ errorCode: "internalError", httpStatus: 200 });
    expect(error.details).toContain("orderRef");
  });

  it("derives the error code from the status when the body is not BankID's", async () => {
    const url = await serve((_request, response) => {
      response.writeHead(503, { "content-type": "text/html" }).end("<h1>Down for maintenance</h1>");
    });
    const error = await rejection(createBankIdClient({ baseUrl: url }).collect("x"));
    expect(error).toMatchObject({ errorCode: "maintenance", httpStatus: 503 });
  });

  it("sends JSON to the v6.0 path under the base URL, with the texts base64-encoded", async () => {
    let received: { url?: string; contentType?: string; body?: string } = {};
    const url = await serve((request, response) => {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        received = { url: request.url, contentType: request.headers["content-type"], body };
        response
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ orderRef: "a", autoStartToken: "b", qrStartToken: "c", qrStartSecret: "d" }));
      });
    });
    await createBankIdClient({ baseUrl: `${url}/` }).sign({
      endUserIp: END_USER_IP,
      userVisibleData: "Åsa",
      userNonVisibleData: "intern referens",
      web: { referringDomain: "nordhem.se" },
    });
    expect(received.url).toBe("/rp/v6.0/sign");
    expect(received.contentType).toBe("application/json");
    expect(JSON.parse(received.body ?? "")).toEqual({
      endUserIp: END_USER_IP,
      userVisibleData: Buffer.from("Åsa").toString("base64"),
      userNonVisibleData: Buffer.from("intern referens").toString("base64"),
      web: { referringDomain: "nordhem.se" },
    });
  });
});
