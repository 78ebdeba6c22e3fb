import { decodeJwt } from "jose";
import * as oidc from "openid-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testPersonsOf } from "~/features/eid/test-persons";
import { formAction, freePort, TestBrowser } from "../oidc-test-browser";
import { type OidcSimulator, type OidcSimulatorCountry, startOidcSimulator } from "./oidc-simulator";
import { subjectOf } from "./simulator-accounts";

const REDIRECT_URI = "http://localhost:5173/auth/eid/callback";
const CLIENT = { clientId: "nordhem-web", clientSecret: "nordhem-web-secret-for-tests-only" };
const HOSTILE_CLIENT_ID = `<script>alert("x")</script>&'`;

let simulator: OidcSimulator;

beforeAll(async () => {
  simulator = await startOidcSimulator({
    clients: [
      { ...CLIENT, redirectUris: [REDIRECT_URI] },
      { clientId: HOSTILE_CLIENT_ID, clientSecret: "hostile-secret", redirectUris: [REDIRECT_URI] },
    ],
  });
});

afterAll(async () => {
  await simulator?.close();
});

async function configurationFor(country: OidcSimulatorCountry, clientId = CLIENT.clientId) {
  return oidc.discovery(new URL(simulator.issuerOf(country)), clientId, CLIENT.clientSecret, undefined, {
    execute: [oidc.allowInsecureRequests],
  });
}

/** Starts an authorization with openid-client and opens the login page in a fresh browser. */
async function openLoginPage(country: OidcSimulatorCountry, clientId = CLIENT.clientId, extra = {}) {
  const config = await configurationFor(country, clientId);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: "openid profile",
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
    ...extra,
  });
  const browser = new TestBrowser(REDIRECT_URI);
  const page = await browser.navigate(url);
  if (page.kind !== "page") throw new Error("Expected the login page");
  return { config, browser, page, html: await page.response.text(), codeVerifier, state, nonce };
}

describe("OIDC simulator", () => {
  it("serves one discovery document per country, with the issuer's path", async () => {
    for (const [country, claim] of [
      ["no", "pid"],
      ["fi", "hetu"],
    ] as const) {
      const issuer = simulator.issuerOf(country);
      expect(issuer).toBe(`${simulator.url}/${country}`);
      const response = await fetch(`${issuer}/.well-known/openid-configuration`);
      expect(response.status).toBe(200);
      const metadata = (await response.json()) as Record<string, unknown>;
      expect(metadata.issuer).toBe(issuer);
      expect(metadata.authorization_endpoint).toBe(`${issuer}/auth`);
      expect(metadata.token_endpoint).toBe(`${issuer}/token`);
      expect(metadata.userinfo_endpoint).toBe(`${issuer}/me`);
      expect(metadata.code_challenge_methods_supported).toEqual(["S256"]);
      expect(metadata.scopes_supported).toEqual(expect.arrayContaining(["openid", "profile"]));
      expect(metadata.claims_supported).toContain(claim);
      const jwks = (await (await fetch(String(metadata.jwks_uri))).json()) as { keys: Array<Record<string, unknown>> };
      expect(jwks.keys).toHaveLength(1);
      expect(jwks.keys[0]).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig" });
      expect(jwks.keys[0]).not.toHaveProperty("d");
    }
  });

  it("lists the country's test persons on an accessible login page", async () => {
    const no = await openLoginPage("no");
    expect(no.page.response.headers.get("content-type")).toContain("text/html");
    expect(no.html).toContain('<html lang="nb">');
    expect(no.html).toMatch(/<h1>Logg inn<\/h1>/);
    expect(no.html).toMatch(/<fieldset>\s*<legend>Velg testperson<\/legend>/);
    expect(no.html).toContain(">Logg inn</button>");
    expect(no.html).toContain(">Avbryt</button>");
    for (const person of testPersonsOf("no")) {
      expect(no.html).toContain(`value="${person.personalNumber}"`);
      expect(no.html).toContain(`${person.givenName} ${person.surname}${person.deceased ? " (død)" : ""} <span`);
    }

    const fi = await openLoginPage("fi");
    expect(fi.html).toContain('<html lang="fi">');
    expect(fi.html).toMatch(/<fieldset>\s*<legend>Valitse testihenkilö<\/legend>/);
    expect(fi.html).toContain(">Tunnistaudu</button>");
    expect(fi.html).toContain(">Peruuta</button>");
    const deceased = testPersonsOf("fi").find((person) => person.deceased)!;
    expect(fi.html).toContain(`${deceased.givenName} ${deceased.surname} (kuollut)`);
    expect(fi.html).not.toContain(testPersonsOf("no")[0]!.personalNumber);
  });

  it("escapes the client's values on the login page", async () => {
    const { html } = await openLoginPage("no", HOSTILE_CLIENT_ID);
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;");
  });

  it("puts the person's claims in the ID token, and userinfo answers them too", async () => {
    const person = testPersonsOf("no")[0]!;
    const { config, browser, page, html, codeVerifier, state, nonce } = await openLoginPage("no");
    const callback = await browser.submitForm(formAction(html, "login-form", page.url), {
      personalNumber: person.personalNumber,
    });
    if (callback.kind !== "callback") throw new Error("Expected a redirect to the client");
    const tokens = await oidc.authorizationCodeGrant(config, callback.url, {
      pkceCodeVerifier: codeVerifier,
      expectedState: state,
      expectedNonce: nonce,
    });
    const expected = {
      sub: subjectOf("no", person.personalNumber),
      name: `${person.givenName} ${person.surname}`,
      given_name: person.givenName,
      family_name: person.surname,
      birthdate: person.birthDate,
      pid: person.personalNumber,
    };
    expect(decodeJwt(tokens.id_token!)).toMatchObject(expected);
    await expect(oidc.fetchUserInfo(config, tokens.access_token, expected.sub)).resolves.toMatchObject(expected);
  });

  it("asks for a person again on the next authorization (no single sign-on)", async () => {
    const person = testPersonsOf("fi")[1]!;
    const first = await openLoginPage("fi");
    const done = await first.browser.submitForm(formAction(first.html, "login-form", first.page.url), {
      personalNumber: person.personalNumber,
    });
    expect(done.kind).toBe("callback");
    const again = oidc.buildAuthorizationUrl(first.config, {
      redirect_uri: REDIRECT_URI,
      scope: "openid",
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: "S256",
    });
    const page = await first.browser.navigate(again);
    expect(page.kind).toBe("page");
  });

  it("logs out with its own pages (RP-initiated logout)", async () => {
    const { browser, page, html } = await openLoginPage("no");
    const login = await browser.submitForm(formAction(html, "login-form", page.url), {
      personalNumber: testPersonsOf("no")[0]!.personalNumber,
    });
    expect(login.kind).toBe("callback");

    const logout = await browser.navigate(`${simulator.issuerOf("no")}/session/end`);
    if (logout.kind !== "page") throw new Error("Expected the logout page");
    const logoutHtml = await logout.response.text();
    expect(logoutHtml).toContain('<html lang="nb">');
    expect(logoutHtml).toContain(">Ja, logg ut</button>");
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logoutHtml)?.[1];
    expect(xsrf).toBeDefined();

    const done = await browser.submitForm(formAction(logoutHtml, "op.logoutForm", logout.url), {
      xsrf: xsrf!,
      logout: "yes",
    });
    if (done.kind !== "page") throw new Error("Expected the logged-out page");
    expect(done.url.pathname).toBe("/no/session/end/success");
    expect(await done.response.text()).toContain("Du er nå logget ut.");
  });

  it("requires PKCE", async () => {
    const config = await configurationFor("no");
    const url = oidc.buildAuthorizationUrl(config, { redirect_uri: REDIRECT_URI, scope: "openid", state: "s" });
    const result = await new TestBrowser(REDIRECT_URI).navigate(url);
    if (result.kind !== "callback") throw new Error("Expected an error redirect to the client");
    expect(result.url.searchParams.get("error")).toBe("invalid_request");
    expect(result.url.searchParams.get("error_description")).toMatch(/PKCE/);
  });

  it("shows its own error page, in the country's language, for an unknown redirect_uri", async () => {
    const config = await configurationFor("fi");
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: "https://evil.example/callback",
      scope: "openid",
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: "S256",
    });
    const result = await new TestBrowser(REDIRECT_URI).navigate(url);
    if (result.kind !== "page") throw new Error("Expected an error page");
    expect(result.response.status).toBe(400);
    const html = await result.response.text();
    expect(html).toContain('<html lang="fi">');
    expect(html).toContain("<h1>Jotain meni vikaan</h1>");
    expect(html).toContain("invalid_redirect_uri");
  });

  describe("login form input", () => {
    it("answers 400 with the form and an error when no person is chosen", async () => {
      const { browser, page, html } = await openLoginPage("no");
      const response = await browser.postForm(formAction(html, "login-form", page.url), {});
      expect(response.status).toBe(400);
      const again = await response.text();
      expect(again).toContain('role="alert"');
      expect(again).toContain("Velg en testperson før du logger inn.");
      expect(again).toContain('<fieldset aria-describedby="person-error">');
    });

    it("answers 400 for a person of another country or an unknown number", async () => {
      const { browser, page, html } = await openLoginPage("no");
      const action = formAction(html, "login-form", page.url);
      for (const personalNumber of [testPersonsOf("fi")[0]!.personalNumber, "x".repeat(100)]) {
        const response = await browser.postForm(action, { personalNumber });
        expect(response.status).toBe(400);
        await response.arrayBuffer();
      }
      // The interaction is still usable afterwards.
      const result = await browser.submitForm(action, { personalNumber: testPersonsOf("no")[0]!.personalNumber });
      expect(result.kind).toBe("callback");
    });

    it("answers 415 for a body that is not urlencoded and 413 for a huge one", async () => {
      const { browser, page, html } = await openLoginPage("fi");
      const action = formAction(html, "login-form", page.url);
      const json = await browser.post(action, JSON.stringify({ personalNumber: "x" }), "application/json");
      expect(json.status).toBe(415);
      const huge = await browser.postForm(action, { personalNumber: "1".repeat(20_000) });
      expect(huge.status).toBe(413);
    });

    it("answers 405 for a GET on the form target", async () => {
      const { browser, page, html } = await openLoginPage("fi");
      const response = await browser.get(formAction(html, "login-form", page.url));
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    });

    it("answers 400 with an explanation when the interaction is unknown (no cookie)", async () => {
      const { page, html } = await openLoginPage("no");
      const response = await fetch(formAction(html, "login-form", page.url), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `personalNumber=${testPersonsOf("no")[0]!.personalNumber}`,
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Innloggingen er utløpt");
    });
  });

  it("answers 404 outside the issuers and serves an index page at its root", async () => {
    expect((await fetch(`${simulator.url}/se/.well-known/openid-configuration`)).status).toBe(404);
    const index = await fetch(`${simulator.url}/`);
    expect(index.status).toBe(200);
    const html = await index.text();
    expect(html).toContain(`href="${simulator.issuerOf("no")}/.well-known/openid-configuration"`);
    expect(html).toContain(`href="${simulator.issuerOf("fi")}/.well-known/openid-configuration"`);
  });

  it("uses publicUrl (with a path) for its issuers", async () => {
    const port = await freePort();
    const behindPath = await startOidcSimulator({
      port,
      publicUrl: `http://localhost:${port}/eid-simulator/`,
      clients: [{ ...CLIENT, redirectUris: [REDIRECT_URI] }],
    });
    try {
      expect(behindPath.url).toBe(`http://localhost:${port}/eid-simulator`);
      expect(behindPath.issuerOf("no")).toBe(`http://localhost:${port}/eid-simulator/no`);
      const metadata = (await (
        await fetch(`${behindPath.issuerOf("no")}/.well-known/openid-configuration`)
      ).json()) as Record<string, unknown>;
      expect(metadata.issuer).toBe(behindPath.issuerOf("no"));
      expect(metadata.authorization_endpoint).toBe(`${behindPath.issuerOf("no")}/auth`);
    } finally {
      await behindPath.close();
    }
  });

  it("rejects invalid options", async () => {
    await expect(startOidcSimulator({ clients: [] })).rejects.toThrow(TypeError);
    await expect(
      startOidcSimulator({ clients: [{ ...CLIENT, redirectUris: ["not a url"] }], port: 0 }),
    ).rejects.toThrow(TypeError);
    await expect(
      startOidcSimulator({
        clients: [{ ...CLIENT, redirectUris: [REDIRECT_URI] }],
        publicUrl: "http://x.example/?a=1",
      }),
    ).rejects.toThrow(TypeError);
  });
});
