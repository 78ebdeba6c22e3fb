import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testPersonsOf } from "~/features/eid/test-persons";
import { createOidcEidClient, type OidcEidClient, OidcEidError, type OidcEidFetch } from "./oidc-eid-client";
import { formAction, freePort, TestBrowser } from "./oidc-test-browser";
import { type OidcSimulator, type OidcSimulatorCountry, startOidcSimulator } from "./simulator/oidc-simulator";

const REDIRECT_URI = "http://localhost:5173/auth/eid/callback";
const CLIENT = { clientId: "nordhem-web", clientSecret: "nordhem-web-secret-for-tests-only" };
const POST_CLIENT = { clientId: "nordhem-post", clientSecret: "nordhem-post-secret-for-tests-only" };
const IDENTITY_CLAIM = { no: "pid", fi: "hetu" } as const;

let simulator: OidcSimulator;

beforeAll(async () => {
  simulator = await startOidcSimulator({
    clients: [
      { ...CLIENT, redirectUris: [REDIRECT_URI] },
      { ...POST_CLIENT, redirectUris: [REDIRECT_URI], tokenEndpointAuthMethod: "client_secret_post" },
    ],
  });
});

afterAll(async () => {
  await simulator?.close();
});

function clientFor(country: OidcSimulatorCountry, overrides: Partial<Parameters<typeof createOidcEidClient>[0]> = {}) {
  return createOidcEidClient({
    issuerUrl: simulator.issuerOf(country),
    ...CLIENT,
    redirectUri: REDIRECT_URI,
    identityClaim: IDENTITY_CLAIM[country],
    allowInsecureHttp: true,
    ...overrides,
  });
}

/** Browser part of a login: open the authorization URL, pick the person (or cancel), return the callback URL. */
async function loginInBrowser(authorizationUrl: string, choice: { personalNumber: string } | "cancel"): Promise<URL> {
  const browser = new TestBrowser(REDIRECT_URI);
  const page = await browser.navigate(authorizationUrl);
  if (page.kind !== "page") throw new Error("Expected the login page");
  expect(page.response.status).toBe(200);
  const html = await page.response.text();
  const result =
    choice === "cancel"
      ? await browser.submitForm(formAction(html, "abort-form", page.url), {})
      : await browser.submitForm(formAction(html, "login-form", page.url), choice);
  if (result.kind !== "callback") throw new Error(`Expected a redirect to the client, got ${result.response.status}`);
  return result.url;
}

async function expectOidcEidError(promise: Promise<unknown>, kind: OidcEidError["kind"]): Promise<OidcEidError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OidcEidError);
  expect((error as OidcEidError).kind).toBe(kind);
  return error as OidcEidError;
}

describe.each([
  { country: "no" as const, lang: "nb", personIndex: 1 },
  { country: "fi" as const, lang: "fi", personIndex: 0 },
])("full login flow ($country)", ({ country, lang, personIndex }) => {
  it("returns the chosen person's number and names", async () => {
    const person = testPersonsOf(country)[personIndex]!;
    const client = clientFor(country);
    const start = await client.startAuthorization({ uiLocales: lang });

    const authorizationUrl = new URL(start.url);
    expect(authorizationUrl.href.startsWith(simulator.issuerOf(country))).toBe(true);
    expect(authorizationUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizationUrl.searchParams.get("state")).toBe(start.state);
    expect(authorizationUrl.searchParams.get("nonce")).toBe(start.nonce);
    expect(authorizationUrl.searchParams.get("ui_locales")).toBe(lang);
    expect(authorizationUrl.searchParams.has("code_verifier")).toBe(false);

    const browser = new TestBrowser(REDIRECT_URI);
    const page = await browser.navigate(start.url);
    if (page.kind !== "page") throw new Error("Expected the login page");
    const html = await page.response.text();
    expect(html).toContain(`<html lang="${lang}">`);
    for (const listed of testPersonsOf(country)) expect(html).toContain(`value="${listed.personalNumber}"`);

    const callback = await browser.submitForm(formAction(html, "login-form", page.url), {
      personalNumber: person.personalNumber,
    });
    if (callback.kind !== "callback") throw new Error("Expected a redirect to the client");
    expect(callback.url.searchParams.get("state")).toBe(start.state);
    expect(callback.url.searchParams.has("code")).toBe(true);

    const result = await client.completeAuthorization(callback.url, start);
    expect(result).toEqual({
      personalNumber: person.personalNumber,
      givenName: person.givenName,
      familyName: person.surname,
      birthDate: person.birthDate,
      subject: expect.any(String),
    });
  });
});

describe("OIDC e-ID client", () => {
  it("gives the same subject for the same person on every login", async () => {
    const client = clientFor("no");
    const person = testPersonsOf("no")[0]!;
    const subjects: string[] = [];
    for (let round = 0; round < 2; round++) {
      const start = await client.startAuthorization();
      const callback = await loginInBrowser(start.url, { personalNumber: person.personalNumber });
      subjects.push((await client.completeAuthorization(callback, start)).subject);
    }
    expect(subjects[0]).toBe(subjects[1]);
    expect(subjects[0]).not.toContain(person.personalNumber);
  });

  it("authenticates with client_secret_post as well", async () => {
    const client = clientFor("fi", { ...POST_CLIENT, tokenEndpointAuthMethod: "client_secret_post" });
    const person = testPersonsOf("fi")[2]!;
    const start = await client.startAuthorization();
    const callback = await loginInBrowser(start.url, { personalNumber: person.personalNumber });
    await expect(client.completeAuthorization(callback, start)).resolves.toMatchObject({
      personalNumber: person.personalNumber,
    });
  });

  it("reports a cancelled login as kind cancelled", async () => {
    const client = clientFor("no");
    const start = await client.startAuthorization();
    const callback = await loginInBrowser(start.url, "cancel");
    expect(callback.searchParams.get("error")).toBe("access_denied");
    expect(callback.searchParams.get("state")).toBe(start.state);

    const error = await expectOidcEidError(client.completeAuthorization(callback, start), "cancelled");
    expect(error.providerError).toBe("access_denied");
  });

  it("reports another provider error as kind failed", async () => {
    const client = clientFor("no");
    const start = await client.startAuthorization();
    const callback = new URL(REDIRECT_URI);
    callback.search = new URLSearchParams({
      error: "server_error",
      state: start.state,
      iss: simulator.issuerOf("no"),
    }).toString();
    const error = await expectOidcEidError(client.completeAuthorization(callback, start), "failed");
    expect(error.providerError).toBe("server_error");
  });

  describe("refuses a callback that does not belong to the login", () => {
    let client: OidcEidClient;
    let start: Awaited<ReturnType<OidcEidClient["startAuthorization"]>>;
    let callback: URL;

    // Each case gets a fresh, valid code: a failed redemption may consume it.
    async function freshLogin() {
      client = clientFor("no");
      start = await client.startAuthorization();
      callback = await loginInBrowser(start.url, { personalNumber: testPersonsOf("no")[2]!.personalNumber });
    }

    it("wrong state", async () => {
      await freshLogin();
      await expectOidcEidError(client.completeAuthorization(callback, { ...start, state: "another-state" }), "failed");
    });

    it("wrong nonce", async () => {
      await freshLogin();
      await expectOidcEidError(client.completeAuthorization(callback, { ...start, nonce: "another-nonce" }), "failed");
    });

    it("tampered code", async () => {
      await freshLogin();
      const tampered = new URL(callback);
      tampered.searchParams.set("code", `${callback.searchParams.get("code")}x`);
      await expectOidcEidError(client.completeAuthorization(tampered, start), "failed");
    });

    it("PKCE verifier that does not match the challenge", async () => {
      await freshLogin();
      const otherVerifier = "a".repeat(43);
      await expectOidcEidError(
        client.completeAuthorization(callback, { ...start, codeVerifier: otherVerifier }),
        "failed",
      );
    });

    it("a code used a second time", async () => {
      await freshLogin();
      await client.completeAuthorization(callback, start);
      await expectOidcEidError(client.completeAuthorization(callback, start), "failed");
    });

    it("malformed stored secrets", async () => {
      await freshLogin();
      await expectOidcEidError(client.completeAuthorization(callback, { ...start, codeVerifier: "" }), "failed");
    });
  });

  it("fails when the identity claim is missing from the ID token and userinfo", async () => {
    const client = clientFor("no", { identityClaim: "hetu" });
    const start = await client.startAuthorization();
    const callback = await loginInBrowser(start.url, { personalNumber: testPersonsOf("no")[0]!.personalNumber });
    const error = await expectOidcEidError(client.completeAuthorization(callback, start), "failed");
    expect(error.message).toContain("hetu");
  });

  it("fails when the client secret is wrong", async () => {
    const client = clientFor("fi", { clientSecret: "not-the-secret" });
    const start = await client.startAuthorization();
    const callback = await loginInBrowser(start.url, { personalNumber: testPersonsOf("fi")[0]!.personalNumber });
    await expectOidcEidError(client.completeAuthorization(callback, start), "failed");
  });

  it("discovers once and reuses the provider metadata", async () => {
    const discoveryRequests: string[] = [];
    const countingFetch: OidcEidFetch = (url, init) => {
      if (url.includes("/.well-known/openid-configuration")) discoveryRequests.push(url);
      return fetch(url, init as RequestInit);
    };
    const client = clientFor("fi", { fetch: countingFetch });
    await Promise.all([client.startAuthorization(), client.startAuthorization()]);
    await client.startAuthorization();
    expect(discoveryRequests).toEqual([`${simulator.issuerOf("fi")}/.well-known/openid-configuration`]);
  });

  it("fails when discovery fails, and retries discovery on the next call", async () => {
    const port = await freePort();
    const client = createOidcEidClient({
      issuerUrl: `http://127.0.0.1:${port}/no`,
      ...CLIENT,
      redirectUri: REDIRECT_URI,
      identityClaim: "pid",
      allowInsecureHttp: true,
    });
    await expectOidcEidError(client.startAuthorization(), "failed");

    const late = await startOidcSimulator({ port, clients: [{ ...CLIENT, redirectUris: [REDIRECT_URI] }] });
    try {
      const start = await client.startAuthorization();
      expect(start.url.startsWith(`${late.issuerOf("no")}/`)).toBe(true);
    } finally {
      await late.close();
    }
  });

  it("rejects invalid options", () => {
    const valid = {
      issuerUrl: "https://idporten.example/",
      ...CLIENT,
      redirectUri: "https://www.example.no/auth/eid/callback",
      identityClaim: "pid",
    };
    expect(() => createOidcEidClient(valid)).not.toThrow();
    expect(() => createOidcEidClient({ ...valid, issuerUrl: "http://idporten.example/" })).toThrow(TypeError);
    expect(() => createOidcEidClient({ ...valid, redirectUri: "http://www.example.no/callback" })).toThrow(TypeError);
    expect(() => createOidcEidClient({ ...valid, scope: "profile" })).toThrow(TypeError);
    expect(() => createOidcEidClient({ ...valid, clientSecret: "" })).toThrow(TypeError);
  });

  it("rejects malformed ui_locales", async () => {
    await expect(clientFor("no").startAuthorization({ uiLocales: 'nb" onload' })).rejects.toThrow(TypeError);
  });
});
