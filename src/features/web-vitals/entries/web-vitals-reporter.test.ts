// @vitest-environment jsdom

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MetricType } from "web-vitals";
import { CONSENT_COOKIE, CONSENT_POLICY_REVISION, serializeConsent } from "~/features/consent";
import { WebVitalReportSchema } from "../schema";

/**
 * The reporter in a browser-like page: what it sends, how, and that it sends nothing without
 * statistics consent. The web-vitals library is replaced by a recorder of its callbacks, so a
 * test can hand the reporter the measures a real page load would produce.
 */

const callbacks = vi.hoisted(() => new Map<string, (metric: unknown) => void>());
vi.mock("web-vitals", () => {
  const register = (name: string) => (callback: (metric: unknown) => void) => {
    callbacks.set(name, callback);
  };
  return {
    onCLS: register("CLS"),
    onFCP: register("FCP"),
    onLCP: register("LCP"),
    onTTFB: register("TTFB"),
    onINP: register("INP"),
  };
});

function setConsent(statistics: boolean | undefined) {
  if (statistics === undefined) {
    // biome-ignore lint/suspicious/noDocumentCookie: the consent cookie is what the page's own code writes
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
    return;
  }
  const state = { answered: true, marketing: false, statistics, thirdParty: false, revision: CONSENT_POLICY_REVISION };
  // biome-ignore lint/suspicious/noDocumentCookie: the consent cookie is what the page's own code writes
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(state)}; Path=/`;
}

function measure(name: MetricType["name"], value: number): void {
  callbacks.get(name)?.({
    name,
    value,
    delta: value,
    id: `v5-1764115200000-${name}`,
    rating: "good",
    navigationType: "navigate",
    entries: [],
  });
}

async function startReporter(template = "stage") {
  vi.resetModules();
  callbacks.clear();
  const { startWebVitals } = await import("./web-vitals-reporter");
  startWebVitals({ template });
  return startWebVitals;
}

const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 204 }));

beforeEach(() => {
  window.history.replaceState(null, "", "/bostader/stockholms-lan/nacka/?q=1#map");
  Object.defineProperty(navigator, "sendBeacon", { value: sendBeacon, configurable: true, writable: true });
  vi.stubGlobal("fetch", fetchMock);
  sendBeacon.mockClear();
  sendBeacon.mockImplementation(() => true);
  fetchMock.mockClear();
});
afterEach(() => {
  setConsent(undefined);
  vi.unstubAllGlobals();
});

async function beaconBody(call = 0): Promise<unknown> {
  const [url, data] = sendBeacon.mock.calls[call]!;
  expect(url).toBe("/api/webvitals/save");
  expect(data).toBeInstanceOf(Blob);
  expect((data as Blob).type).toBe("application/json");
  // jsdom's Blob has no text(): read it as a browser without it would.
  const text = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(data as Blob);
  });
  return JSON.parse(text);
}

describe("startWebVitals", () => {
  it("registers CLS, FCP, LCP, TTFB and INP and sends each with sendBeacon, in the call's schema", async () => {
    setConsent(true);
    await startReporter("stage");
    expect([...callbacks.keys()].sort()).toEqual(["CLS", "FCP", "INP", "LCP", "TTFB"]);

    measure("LCP", 2100.5);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const body = await beaconBody();
    expect(body).toEqual({
      id: "v5-1764115200000-LCP",
      name: "LCP",
      value: 2100.5,
      navigationType: "navigate",
      rating: "good",
      path: "/bostader/stockholms-lan/nacka/",
      host: window.location.host,
      template: "stage",
    });
    expect(WebVitalReportSchema.safeParse(body).success).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps the path of the page load after a client-side navigation", async () => {
    setConsent(true);
    await startReporter();
    window.history.pushState(null, "", "/sok-bostad/");
    measure("CLS", 0.02);
    expect(await beaconBody()).toMatchObject({ name: "CLS", path: "/bostader/stockholms-lan/nacka/" });
  });

  it("sends nothing without statistics consent, and nothing more after it is withdrawn", async () => {
    setConsent(false);
    await startReporter();
    measure("FCP", 900);
    expect(sendBeacon).not.toHaveBeenCalled();

    setConsent(true);
    measure("TTFB", 300);
    expect(sendBeacon).toHaveBeenCalledTimes(1);

    setConsent(false);
    measure("INP", 180);
    measure("CLS", 0.3);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("falls back to fetch with keepalive when sendBeacon refuses or is missing", async () => {
    setConsent(true);
    await startReporter();
    sendBeacon.mockImplementation(() => false);
    measure("LCP", 1500);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/webvitals/save");
    expect(init).toMatchObject({ method: "POST", keepalive: true, headers: { "content-type": "application/json" } });
    expect(JSON.parse(init?.body as string)).toMatchObject({ name: "LCP", value: 1500 });

    Object.defineProperty(navigator, "sendBeacon", { value: undefined, configurable: true, writable: true });
    measure("FCP", 800);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("never throws into the page: a beacon that throws falls back to fetch, a failing fetch is dropped", async () => {
    setConsent(true);
    await startReporter();
    sendBeacon.mockImplementation(() => {
      throw new TypeError("sendBeacon() with a Blob whose type is not CORS-safelisted is disallowed");
    });
    fetchMock.mockImplementation(async () => {
      throw new TypeError("offline");
    });
    expect(() => measure("LCP", 1500)).not.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.stubGlobal("fetch", () => {
      throw new TypeError("no fetch");
    });
    expect(() => measure("FCP", 900)).not.toThrow();
  });

  it("starts once per page load", async () => {
    setConsent(true);
    const startWebVitals = await startReporter();
    callbacks.clear();
    startWebVitals({ template: "stage" });
    expect(callbacks.size).toBe(0);
  });
});
