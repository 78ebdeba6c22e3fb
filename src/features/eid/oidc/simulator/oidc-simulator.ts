import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider, { type Configuration, errors, interactionPolicy, type KoaContextWithOIDC } from "oidc-provider";
import { z } from "zod";
import { IDENTITY_CLAIM, type SimulatorAccount, simulatorAccountsOf } from "./simulator-accounts";
import {
  type OidcSimulatorCountry,
  renderIndexPage,
  renderInteractionExpiredPage,
  renderLoggedOutPage,
  renderLoginPage,
  renderLogoutPage,
  renderMessagePage,
  SIMULATOR_TEXTS,
} from "./simulator-pages";

/**
 * Local stand-in for Norway's e-ident (ID-porten) and Finland's identity service: one HTTP server
 * with two real OpenID Connect providers (oidc-provider), `<url>/no` and `<url>/fi`. The product's
 * OIDC client talks to it exactly as to the real services. Outside production only; everything
 * (keys, cookie keys, sessions, codes) lives in memory and is new on every start.
 */

export type { OidcSimulatorCountry } from "./simulator-pages";

const COUNTRIES: readonly OidcSimulatorCountry[] = ["no", "fi"];
const FORM_BODY_LIMIT_BYTES = 8 * 1024;

const SimulatorClientSchema = z.object({
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  redirectUris: z.array(z.url({ protocol: /^https?$/ })).min(1),
  tokenEndpointAuthMethod: z.enum(["client_secret_basic", "client_secret_post"]).default("client_secret_basic"),
});

const OidcSimulatorOptionsSchema = z.object({
  host: z.string().min(1).default("127.0.0.1"),
  port: z.number().int().min(0).max(65535).default(0),
  /** What browsers and clients use to reach the simulator; may carry a path prefix (kept by the proxy). */
  publicUrl: z
    .url({ protocol: /^https?$/ })
    .refine((value) => {
      const url = new URL(value);
      return url.search === "" && url.hash === "";
    }, "publicUrl must not have a query or fragment")
    .optional(),
  clients: z.array(SimulatorClientSchema).min(1),
});

export type OidcSimulatorOptions = z.input<typeof OidcSimulatorOptionsSchema>;

export interface OidcSimulator {
  /** The public base URL (no trailing slash). */
  url: string;
  issuerOf(country: OidcSimulatorCountry): string;
  close(): Promise<void>;
}

const LoginFormSchema = z.object({ personalNumber: z.string().trim().min(1).max(32) });

interface Mount {
  country: OidcSimulatorCountry;
  /** Path of the issuer on this server, e.g. "/no". */
  path: string;
  provider: Provider;
  accountsByNumber: Map<string, SimulatorAccount>;
}

export async function startOidcSimulator(input: OidcSimulatorOptions): Promise<OidcSimulator> {
  const parsed = OidcSimulatorOptionsSchema.safeParse(input);
  if (!parsed.success) throw new TypeError(`Invalid OIDC simulator options: ${z.prettifyError(parsed.error)}`);
  const options = parsed.data;

  // Keys before listening, so the providers exist from the first request on.
  const signingKeys = new Map<OidcSimulatorCountry, Record<string, unknown>>();
  for (const country of COUNTRIES) signingKeys.set(country, await generateSigningKey());

  const mounts: Mount[] = [];
  const server = createServer((request, response) => {
    handleRequest(request, response).catch((error: unknown) => {
      console.error("OIDC simulator: unexpected error", error);
      if (response.headersSent) {
        response.destroy();
        return;
      }
      sendText(response, 500, "Internal error in the OIDC simulator");
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });

  const address = server.address() as AddressInfo;
  const base = new URL(options.publicUrl ?? `http://${hostForUrl(address.address)}:${address.port}`);
  const basePath = base.pathname.replace(/\/+$/, "");
  const url = `${base.origin}${basePath}`;
  const issuerOf = (country: OidcSimulatorCountry) => `${url}/${country}`;

  for (const country of COUNTRIES) {
    const issuer = issuerOf(country);
    const accounts = simulatorAccountsOf(country);
    const provider = new Provider(
      issuer,
      providerConfiguration(country, `${basePath}/${country}`, accounts, signingKeys.get(country)!, options.clients),
    );
    // Behind a TLS-terminating proxy (an https public URL) the proxy's X-Forwarded-* headers are the truth.
    provider.proxy = base.protocol === "https:";
    provider.on("server_error", (_ctx: unknown, error: unknown) => {
      console.error(`OIDC simulator (${country}): server error`, error);
    });
    const accountsByNumber = new Map([...accounts.values()].map((account) => [account.person.personalNumber, account]));
    mounts.push({ country, path: `${basePath}/${country}`, provider, accountsByNumber });
  }

  async function handleRequest(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // Only path and query are taken from the request; the base is a placeholder.
    const requestUrl = new URL(request.url ?? "/", "http://simulator.invalid");
    const path = requestUrl.pathname;

    if (path === basePath || path === `${basePath}/`) {
      if (!allowMethods(request, response, ["GET", "HEAD"])) return;
      sendHtml(response, 200, renderIndexPage({ no: issuerOf("no"), fi: issuerOf("fi") }));
      return;
    }

    const mount = mounts.find((candidate) => path === candidate.path || path.startsWith(`${candidate.path}/`));
    if (!mount) {
      sendText(response, 404, "Not found");
      return;
    }
    const rest = path.slice(mount.path.length) || "/";

    const interaction = /^\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|abort))?$/.exec(rest);
    if (interaction) {
      await handleInteraction(
        mount,
        interaction[1]!,
        interaction[2] as "login" | "abort" | undefined,
        request,
        response,
      );
      return;
    }

    // Mounted the way oidc-provider expects (as under express): it reads its mount path from
    // originalUrl minus url, and builds its endpoint URLs from that.
    const providerUrl = `${rest}${requestUrl.search}`;
    Object.assign(request, { originalUrl: `${mount.path}${providerUrl}`, url: providerUrl });
    await mount.provider.callback()(request, response);
  }

  async function handleInteraction(
    mount: Mount,
    uid: string,
    action: "login" | "abort" | undefined,
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<void> {
    if (!allowMethods(request, response, action ? ["POST"] : ["GET", "HEAD"])) return;

    let details: Awaited<ReturnType<Provider["interactionDetails"]>>;
    try {
      details = await mount.provider.interactionDetails(request, response);
    } catch (error) {
      if (!(error instanceof errors.SessionNotFound)) throw error;
      request.resume();
      sendHtml(response, 400, renderInteractionExpiredPage(mount.country));
      return;
    }
    if (details.uid !== uid) {
      request.resume();
      sendHtml(response, 400, renderInteractionExpiredPage(mount.country));
      return;
    }

    if (action === "abort") {
      request.resume();
      await mount.provider.interactionFinished(
        request,
        response,
        { error: "access_denied", error_description: "End-User aborted interaction" },
        { mergeWithLastSubmission: false },
      );
      return;
    }

    if (details.prompt.name !== "login") {
      // Consent is granted by loadExistingGrant, so no other prompt is expected.
      request.resume();
      sendHtml(response, 501, renderMessagePage(mount.country, `Unsupported prompt: ${details.prompt.name}`));
      return;
    }

    const pageInput = {
      country: mount.country,
      persons: [...mount.accountsByNumber.values()].map((account) => account.person),
      clientId: String(details.params.client_id ?? ""),
      submitPath: `${mount.path}/interaction/${uid}/login`,
      abortPath: `${mount.path}/interaction/${uid}/abort`,
    };

    if (action === undefined) {
      sendHtml(response, 200, renderLoginPage(pageInput));
      return;
    }

    const form = await readUrlEncodedForm(request);
    if (form === "unsupported-media-type") {
      sendText(response, 415, "Expected application/x-www-form-urlencoded");
      return;
    }
    if (form === "too-large") {
      sendText(response, 413, "Form body too large");
      return;
    }
    const login = LoginFormSchema.safeParse({ personalNumber: form.get("personalNumber") ?? undefined });
    const account = login.success ? mount.accountsByNumber.get(login.data.personalNumber) : undefined;
    if (!account) {
      sendHtml(response, 400, renderLoginPage({ ...pageInput, showChoosePersonError: true }));
      return;
    }
    await mount.provider.interactionFinished(
      request,
      response,
      { login: { accountId: account.subject } },
      { mergeWithLastSubmission: false },
    );
  }

  return {
    url,
    issuerOf,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function providerConfiguration(
  country: OidcSimulatorCountry,
  mountPath: string,
  accounts: Map<string, SimulatorAccount>,
  signingKey: Record<string, unknown>,
  clients: z.output<typeof SimulatorClientSchema>[],
): Configuration {
  const texts = SIMULATOR_TEXTS[country];
  const supportedScopes = new Set(["openid", "profile"]);
  const loginPolicy = interactionPolicy.base();
  // Testers switch persons all the time: no single sign-on, every authorization asks for a person.
  loginPolicy
    .get("login")!
    .checks.add(
      new interactionPolicy.Check(
        "simulator_login_every_time",
        "the simulator asks for a test person every time",
        (ctx) =>
          ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );

  return {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ["authorization_code"],
      response_types: ["code"],
      token_endpoint_auth_method: client.tokenEndpointAuthMethod,
    })),
    jwks: { keys: [signingKey] },
    cookies: {
      keys: [randomBytes(32).toString("base64url")],
      // Both issuers share one host: their cookies must not overwrite each other.
      names: {
        session: `_session_${country}`,
        interaction: `_interaction_${country}`,
        resume: `_interaction_resume_${country}`,
      },
      long: { httpOnly: true, sameSite: "lax", signed: true },
      short: { httpOnly: true, sameSite: "lax", signed: true },
    },
    scopes: [...supportedScopes],
    claims: {
      // The identity number comes with openid, as ID-porten's pid does.
      openid: ["sub", IDENTITY_CLAIM[country]],
      profile: ["name", "given_name", "family_name", "birthdate"],
    },
    // All claims of the granted scopes in the ID token, so clients need not call userinfo.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: account.subject, claims: () => account.claims };
    },
    responseTypes: ["code"],
    pkce: { methods: ["S256"], required: () => true },
    clientBasedCORS: () => false,
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = "html";
          ctx.body = renderLogoutPage(country, form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = "html";
          ctx.body = renderLoggedOutPage(country);
        },
      },
    },
    interactions: {
      policy: loginPolicy,
      url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}`,
    },
    // No consent screen (the real services show none to the relying party's users): grant what was asked.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, account, session } = ctx.oidc;
      if (!client || !account) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session?.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      const grant =
        existing && existing.accountId === account.accountId
          ? existing
          : new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: account.accountId });
      const requested = String(ctx.oidc.params?.scope ?? "")
        .split(" ")
        .filter((scope) => supportedScopes.has(scope));
      grant.addOIDCScope(requested.join(" "));
      grant.addOIDCClaims([...ctx.oidc.requestParamClaims]);
      await grant.save();
      return grant;
    },
    renderError: (ctx, out) => {
      ctx.type = "html";
      ctx.body = renderMessagePage(country, texts.requestFailed, {
        error: out.error,
        description: out.error_description,
      });
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      ClientCredentials: 600,
      IdToken: 600,
      Interaction: 1800,
      Session: 3600,
      Grant: 3600,
      RefreshToken: 3600,
    },
  };
}

async function generateSigningKey(): Promise<Record<string, unknown>> {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: randomUUID(), alg: "RS256", use: "sig" };
}

function hostForUrl(address: string): string {
  if (address === "0.0.0.0") return "127.0.0.1";
  if (address === "::") return "[::1]";
  return address.includes(":") ? `[${address}]` : address;
}

function allowMethods(request: IncomingMessage, response: ServerResponse, methods: string[]): boolean {
  if (methods.includes(request.method ?? "")) return true;
  request.resume();
  response.setHeader("Allow", methods.join(", "));
  sendText(response, 405, "Method not allowed");
  return false;
}

/** Reads a small urlencoded form; anything past the limit is drained and dropped, not buffered. */
async function readUrlEncodedForm(
  request: IncomingMessage,
): Promise<URLSearchParams | "unsupported-media-type" | "too-large"> {
  const contentType = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (contentType !== "application/x-www-form-urlencoded") {
    request.resume();
    return "unsupported-media-type";
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= FORM_BODY_LIMIT_BYTES) chunks.push(chunk);
  }
  if (size > FORM_BODY_LIMIT_BYTES) return "too-large";
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    // No form-action: the login form's redirects end at the client's own origin.
    "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  });
  response.end(html);
}

function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
  response.end(text);
}
