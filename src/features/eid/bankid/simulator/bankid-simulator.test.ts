import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type BankIdClient, createBankIdClient } from "../bankid-client";
import { bankIdAutoStartLink, bankIdQrData } from "../qr";
import { startBankIdSimulator } from "./bankid-simulator";

const END_USER_IP = "192.0.2.10";
const ANNA = "198504122386";
const ERIK = "199001012385";

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

function post(path: string, body: string, contentType: string) {
  return fetch(`${simulator.url}${path}`, {
    method: "POST",
    headers: { "content-type": contentType },
    body,
    redirect: "manual",
  });
}

const postJson = (path: string, body: unknown) => post(path, JSON.stringify(body), "application/json");
const postForm = (path: string, fields: Record<string, string>) =>
  post(path, new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded");
const get = (path: string) => fetch(`${simulator.url}${path}`, { redirect: "manual" });

describe("BankID simulator: relying party API errors", () => {
  it("answers 415 unsupportedMediaType to a body that is not JSON", async () => {
    for (const [body, type] of [
      ["endUserIp=192.0.2.10", "application/x-www-form-urlencoded"],
      ['{"endUserIp":"192.0.2.10"}', "text/plain"],
    ]) {
      const response = await post("/rp/v6.0/auth", body!, type!);
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ errorCode: "unsupportedMediaType" });
    }
    expect((await fetch(`${simulator.url}/rp/v6.0/auth`, { method: "POST" })).status).toBe(415);
  });

  it("answers 400 invalidParameters to broken JSON and to bad fields", async () => {
    const broken = await post("/rp/v6.0/auth", "{", "application/json");
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ errorCode: "invalidParameters" });

    for (const body of [
      {},
      { endUserIp: "192.0.2.300" },
      { endUserIp: END_USER_IP, userVisibleData: "not base64!" },
      { endUserIp: END_USER_IP, userVisibleData: Buffer.from([0xff, 0xfe]).toString("base64") },
      { endUserIp: END_USER_IP, requirement: { personalNumber: "8504122386" } },
      { endUserIp: END_USER_IP, requirement: { cardReader: "class3" } },
      { endUserIp: END_USER_IP, userVisibleDataFormat: "html" },
      { endUserIp: END_USER_IP, app: { deviceOS: "iOS" }, web: { userAgent: "x" } },
      { endUserIp: END_USER_IP, userVisibleData: Buffer.from("x".repeat(1_200)).toString("base64") },
    ]) {
      const response = await postJson("/rp/v6.0/auth", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ errorCode: "invalidParameters" });
    }
    // sign needs the text the user signs.
    const sign = await postJson("/rp/v6.0/sign", { endUserIp: END_USER_IP });
    expect(sign.status).toBe(400);
    // The same 1 200 characters are fine to sign (40 000 base64 characters allowed).
    const longSign = await postJson("/rp/v6.0/sign", {
      endUserIp: END_USER_IP,
      userVisibleData: Buffer.from("x".repeat(1_200)).toString("base64"),
    });
    expect(longSign.status).toBe(200);
  });

  it("answers 404 notFound to an unknown path and 405 methodNotAllowed to a wrong method", async () => {
    const unknown = await postJson("/rp/v6.0/nothing", {});
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ errorCode: "notFound" });

    const wrongMethod = await get("/rp/v6.0/collect");
    expect(wrongMethod.status).toBe(405);
    expect(await wrongMethod.json()).toMatchObject({ errorCode: "methodNotAllowed" });
  });
});

describe("BankID simulator: the tester's app", () => {
  it("lists pending orders newest first and shows userVisibleData as text", async () => {
    const empty = await (await get("/app")).text();
    expect(empty).toContain('<html lang="sv">');
    expect(empty).toContain("Det finns inga väntande ordrar");

    const older = await client.auth({ endUserIp: END_USER_IP, userVisibleData: "Första ordern" });
    now = new Date(now.getTime() + 5_000);
    const newer = await client.sign({
      endUserIp: END_USER_IP,
      userVisibleData: '<script>alert("x")</script> & mer',
      requirement: { personalNumber: ERIK },
    });

    const response = await get("/app");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; mer");
    expect(html.indexOf(newer.orderRef)).toBeLessThan(html.indexOf(older.orderRef));
    expect(html).toContain("Kräver person");
    expect(html).toContain("Erik Johansson (199001012385)");
    for (const button of ["Legitimera", "Signera", "Avbryt", "Låt ordern gå ut", "Starta misslyckas"]) {
      expect(html).toContain(`>${button}</button>`);
    }
    // Every select and text field has a label.
    expect(html).toContain(`<label for="order-${older.orderRef}-person">Testperson</label>`);
    expect(html).toContain('<label for="qr-content">QR-kod (innehåll)</label>');
    expect(html).toContain('<label for="next-start">');
    expect(html).not.toContain("Det finns inga väntande ordrar");
  });

  it("marks an order started when it is opened, and completes it from the form", async () => {
    const order = await client.auth({ endUserIp: END_USER_IP });
    const page = await get(`/app/orders/${order.orderRef}`);
    expect(page.status).toBe(200);
    expect(await client.collect(order.orderRef)).toMatchObject({ status: "pending", hintCode: "userSign" });

    const done = await postForm(`/app/orders/${order.orderRef}`, { action: "complete", personalNumber: ERIK });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/app?result=complete");
    const collected = await client.collect(order.orderRef);
    expect(collected.status === "complete" && collected.completionData.user.personalNumber).toBe(ERIK);
    expect(await (await get("/app?result=complete")).text()).toContain('role="status">Ordern är genomförd.');

    // Gone from the list, and cannot be finished twice.
    expect(await (await get("/app")).text()).not.toContain(order.orderRef);
    const again = await postForm(`/app/orders/${order.orderRef}`, { action: "userCancel" });
    expect(again.status).toBe(409);
    expect((await get(`/app/orders/${order.orderRef}`)).status).toBe(404);
  });

  it("lets only the required person complete, and cancels from the form", async () => {
    const order = await client.auth({ endUserIp: END_USER_IP, requirement: { personalNumber: ANNA } });
    const wrong = await postForm(`/app/orders/${order.orderRef}`, { action: "complete", personalNumber: ERIK });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('role="alert"');
    expect(await client.collect(order.orderRef)).toMatchObject({ status: "pending" });

    const cancelled = await postForm(`/app/orders/${order.orderRef}`, { action: "userCancel" });
    expect(cancelled.status).toBe(303);
    expect(await client.collect(order.orderRef)).toMatchObject({ status: "failed", hintCode: "userCancel" });
  });

  it("refuses a form it cannot read with a page, not a crash", async () => {
    const order = await client.auth({ endUserIp: END_USER_IP });
    const response = await postForm(`/app/orders/${order.orderRef}`, { action: "explode" });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("text/html");
  });

  it("opens the order of a genuine pasted QR code and rejects a forged or stale one", async () => {
    const order = await client.auth({ endUserIp: END_USER_IP });
    const tokens = { token: order.qrStartToken, secret: order.qrStartSecret };

    const forged = await postForm("/app/qr", { qr: bankIdQrData(tokens.token, "guessed-secret", 0) });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain("QR-koden är inte äkta");
    expect(await client.collect(order.orderRef)).toMatchObject({ hintCode: "outstandingTransaction" });

    const garbage = await postForm("/app/qr", { qr: "https://example.com" });
    expect(garbage.status).toBe(400);

    now = new Date(now.getTime() + 61_000);
    const stale = await postForm("/app/qr", { qr: bankIdQrData(tokens.token, tokens.secret, 0) });
    expect(stale.status).toBe(400);
    expect(await stale.text()).toContain("för gammal");

    const genuine = await postForm("/app/qr", { qr: ` ${bankIdQrData(tokens.token, tokens.secret, 60)} ` });
    expect(genuine.status).toBe(303);
    expect(genuine.headers.get("location")).toBe(`/app/orders/${order.orderRef}`);
    expect(await client.collect(order.orderRef)).toMatchObject({ status: "pending", hintCode: "userSign" });
  });

  it("follows an autostart link and returns to its redirect after completion", async () => {
    const order = await client.auth({ endUserIp: END_USER_IP });
    const link = bankIdAutoStartLink(
      `${simulator.url}/app`,
      order.autoStartToken,
      "https://nordhem.example/logga-in?steg=2",
    );
    const started = await fetch(link, { redirect: "manual" });
    expect(started.status).toBe(303);
    const orderPage = started.headers.get("location") ?? "";
    expect(orderPage).toMatch(new RegExp(`^/app/orders/${order.orderRef}\\?redirect=`));

    const html = await (await get(orderPage)).text();
    expect(html).toContain('name="redirect" value="https://nordhem.example/logga-in?steg=2"');
    expect(await client.collect(order.orderRef)).toMatchObject({ hintCode: "userSign" });

    const done = await postForm(`/app/orders/${order.orderRef}`, {
      action: "complete",
      personalNumber: ANNA,
      redirect: "https://nordhem.example/logga-in?steg=2",
    });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("https://nordhem.example/logga-in?steg=2");
  });

  it("returns to the order's returnUrl when the autostart link says redirect=null", async () => {
    const order = await client.auth({ endUserIp: END_USER_IP, returnUrl: "https://nordhem.example/tillbaka" });
    const started = await fetch(bankIdAutoStartLink(`${simulator.url}/app`, order.autoStartToken), {
      redirect: "manual",
    });
    expect(started.headers.get("location")).toBe(`/app/orders/${order.orderRef}?redirect=null`);
    const done = await postForm(`/app/orders/${order.orderRef}`, { action: "userCancel", redirect: "null" });
    expect(done.headers.get("location")).toBe("https://nordhem.example/tillbaka");
  });

  it("rejects an unknown autostart token and a redirect that is not http(s)", async () => {
    expect((await get("/app?autostarttoken=nope&redirect=null")).status).toBe(404);
    const order = await client.auth({ endUserIp: END_USER_IP });
    const script = await get(
      `/app?autostarttoken=${order.autoStartToken}&redirect=${encodeURIComponent("javascript:alert(1)")}`,
    );
    expect(script.status).toBe(400);
  });

  it("answers the next auth with alreadyInProgress once when set in the form", async () => {
    const saved = await postForm("/app/next-start", { errorCode: "alreadyInProgress" });
    expect(saved.status).toBe(303);
    expect(await (await get("/app")).text()).toContain('<option value="alreadyInProgress" selected>');

    const refused = await postJson("/rp/v6.0/auth", { endUserIp: END_USER_IP });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errorCode: "alreadyInProgress" });
    expect((await postJson("/rp/v6.0/auth", { endUserIp: END_USER_IP })).status).toBe(200);
  });
});

describe("BankID simulator: test endpoints", () => {
  it("validates the outcome request", async () => {
    const order = await client.auth({ endUserIp: END_USER_IP });
    expect((await postJson(`/sim/orders/${order.orderRef}/outcome`, { outcome: "maybe" })).status).toBe(400);
    expect((await postJson("/sim/orders/unknown/outcome", { outcome: "complete" })).status).toBe(404);
    expect(
      (await postJson(`/sim/orders/${order.orderRef}/outcome`, { outcome: "complete", personalNumber: "12889010051" }))
        .status,
    ).toBe(400);
    expect((await postJson("/sim/next-start", { errorCode: "maintenance" })).status).toBe(400);
  });
});
