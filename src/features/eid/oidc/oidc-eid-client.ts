import * as oidc from "openid-client";
import { z } from "zod";

/**
 * OpenID Connect client for the e-ID services that speak OIDC: Norway's e-ident (ID-porten) and
 * Finland's identity service. Authorization code flow with PKCE (S256), state and nonce, as a
 * confidential client. The caller keeps the three secrets of `startAuthorization` server-side
 * (never in the browser) and hands them back to `completeAuthorization` on the callback.
 */

export type OidcEidErrorKind = "cancelled" | "failed";

/** Why an e-ID login did not produce a person: the user cancelled, or anything else went wrong. */
export class OidcEidError extends Error {
  override readonly name = "OidcEidError";
  readonly kind: OidcEidErrorKind;
  /** The provider's error code when it answered the callback with one (e.g. "access_denied"). */
  readonly providerError: string | undefined;

  constructor(kind: OidcEidErrorKind, message: string, options: { cause?: unknown; providerError?: string } = {}) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.providerError = options.providerError;
  }
}

/** A fetch to reach the provider with (e.g. through an egress proxy); global fetch by default. */
export type OidcEidFetch = oidc.CustomFetch;

const scopeToken = /^[\x21\x23-\x5B\x5D-\x7E]+$/;

const OidcEidClientOptionsSchema = z
  .object({
    issuerUrl: z.url({ protocol: /^https?$/ }),
    clientId: z.string().min(1),
    clientSecret: z.string().min(1),
    redirectUri: z.url({ protocol: /^https?$/ }),
    scope: z
      .string()
      .default("openid profile")
      .refine((scope) => scope.split(" ").every((token) => scopeToken.test(token)), "scope: space-separated tokens")
      .refine((scope) => scope.split(" ").includes("openid"), "scope must include openid"),
    /** The claim that carries the national identity number: "pid" (ID-porten), "hetu" (Finland). */
    identityClaim: z.string().min(1),
    /** Plain-http issuers are only for the local simulator. */
    allowInsecureHttp: z.boolean().default(false),
    tokenEndpointAuthMethod: z.enum(["client_secret_basic", "client_secret_post"]).default("client_secret_basic"),
    /** Per HTTP request to the provider. */
    timeoutSeconds: z.number().int().min(1).max(120).default(10),
    fetch: z.custom<OidcEidFetch>((value) => typeof value === "function", "fetch must be a function").optional(),
  })
  .refine((options) => options.allowInsecureHttp || new URL(options.issuerUrl).protocol === "https:", {
    message: "issuerUrl must use https unless allowInsecureHttp is set",
    path: ["issuerUrl"],
  })
  .refine((options) => options.allowInsecureHttp || isHttpsOrLoopback(new URL(options.redirectUri)), {
    message: "redirectUri must use https (or http on loopback) unless allowInsecureHttp is set",
    path: ["redirectUri"],
  });

/** Providers' test environments accept plain-http redirect URIs on loopback during development. */
function isHttpsOrLoopback(url: URL): boolean {
  return url.protocol === "https:" || ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

export type OidcEidClientOptions = z.input<typeof OidcEidClientOptionsSchema>;

/** Space-separated BCP 47 language tags, e.g. "nb" or "fi sv". */
const StartAuthorizationSchema = z
  .object({
    uiLocales: z
      .string()
      .regex(/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*( [A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*)*$/, "uiLocales: language tags")
      .optional(),
  })
  .default({});

const AuthorizationSecretsSchema = z.object({
  codeVerifier: z.string().min(43).max(128),
  state: z.string().min(1),
  nonce: z.string().min(1),
});

export type OidcEidAuthorizationSecrets = z.infer<typeof AuthorizationSecretsSchema>;

export interface OidcEidAuthorizationStart extends OidcEidAuthorizationSecrets {
  /** Where to send the browser. */
  url: string;
}

export interface OidcEidPerson {
  /** The national identity number as the provider gave it (the caller validates it for its country). */
  personalNumber: string;
  givenName: string;
  familyName: string;
  /** YYYY-MM-DD when the provider gives it. */
  birthDate?: string;
  /** The provider's subject identifier for the person. */
  subject: string;
}

export interface OidcEidClient {
  startAuthorization(extra?: { uiLocales?: string }): Promise<OidcEidAuthorizationStart>;
  completeAuthorization(callbackUrl: URL, expected: OidcEidAuthorizationSecrets): Promise<OidcEidPerson>;
}

/**
 * Error codes with which a provider tells that the user chose to cancel. ID-porten and the Finnish
 * service answer access_denied; some brokers in front of them use user_cancel(led).
 */
const CANCEL_ERRORS = new Set(["access_denied", "user_cancel", "user_cancelled"]);

const PersonClaimsSchema = z.object({
  sub: z.string().min(1),
  given_name: z.string().trim().min(1),
  family_name: z.string().trim().min(1),
  birthdate: z.unknown().optional(),
});

export function createOidcEidClient(input: OidcEidClientOptions): OidcEidClient {
  const parsed = OidcEidClientOptionsSchema.safeParse(input);
  if (!parsed.success) {
    throw new TypeError(`Invalid e-ID client options: ${z.prettifyError(parsed.error)}`);
  }
  const options = parsed.data;
  const clientAuth =
    options.tokenEndpointAuthMethod === "client_secret_post"
      ? oidc.ClientSecretPost(options.clientSecret)
      : oidc.ClientSecretBasic(options.clientSecret);

  // Discovery once, shared by concurrent callers; a failure is forgotten so the next call retries.
  let configuration: Promise<oidc.Configuration> | undefined;

  function discover(): Promise<oidc.Configuration> {
    if (!configuration) {
      const execute: Array<(config: oidc.Configuration) => void> = [
        // Verify the ID token's signature against the provider's keys as well, not only TLS.
        oidc.enableNonRepudiationChecks,
      ];
      if (options.allowInsecureHttp) execute.push(oidc.allowInsecureRequests);
      configuration = oidc
        .discovery(
          new URL(options.issuerUrl),
          options.clientId,
          { client_secret: options.clientSecret, token_endpoint_auth_method: options.tokenEndpointAuthMethod },
          clientAuth,
          {
            execute,
            timeout: options.timeoutSeconds,
            ...(options.fetch ? { [oidc.customFetch]: options.fetch } : {}),
          },
        )
        .catch((error: unknown) => {
          configuration = undefined;
          const reason = error instanceof Error ? `: ${error.message}` : "";
          throw new OidcEidError("failed", `e-ID provider discovery failed for ${options.issuerUrl}${reason}`, {
            cause: error,
          });
        });
    }
    return configuration;
  }

  async function startAuthorization(extra?: { uiLocales?: string }): Promise<OidcEidAuthorizationStart> {
    const extraParsed = StartAuthorizationSchema.safeParse(extra);
    if (!extraParsed.success)
      throw new TypeError(`Invalid e-ID authorization options: ${z.prettifyError(extraParsed.error)}`);
    const { uiLocales } = extraParsed.data;
    const config = await discover();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const parameters: Record<string, string> = {
      redirect_uri: options.redirectUri,
      response_type: "code",
      scope: options.scope,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
      state,
      nonce,
    };
    if (uiLocales) parameters.ui_locales = uiLocales;
    const url = oidc.buildAuthorizationUrl(config, parameters);
    return { url: url.href, codeVerifier, state, nonce };
  }

  async function completeAuthorization(
    callbackUrl: URL,
    expected: OidcEidAuthorizationSecrets,
  ): Promise<OidcEidPerson> {
    const secrets = AuthorizationSecretsSchema.safeParse(expected);
    if (!secrets.success) {
      throw new OidcEidError("failed", "The stored e-ID login state is missing or malformed", {
        cause: secrets.error,
      });
    }
    const config = await discover();

    // Only the query of the callback counts: the redirect_uri sent to the token endpoint must be the
    // registered one, even when the app sees its own URL differently behind a proxy.
    const responseUrl = new URL(options.redirectUri);
    responseUrl.search = callbackUrl.search;

    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(config, responseUrl, {
        pkceCodeVerifier: secrets.data.codeVerifier,
        expectedState: secrets.data.state,
        expectedNonce: secrets.data.nonce,
      });
    } catch (error) {
      if (error instanceof oidc.AuthorizationResponseError) {
        const kind = CANCEL_ERRORS.has(error.error) ? "cancelled" : "failed";
        const description = error.error_description ? `: ${error.error_description}` : "";
        throw new OidcEidError(kind, `The e-ID provider answered ${error.error}${description}`, {
          cause: error,
          providerError: error.error,
        });
      }
      const reason = error instanceof Error ? `: ${error.message}` : "";
      throw new OidcEidError("failed", `The e-ID login could not be completed${reason}`, { cause: error });
    }

    const idTokenClaims = tokens.claims();
    if (!idTokenClaims) throw new OidcEidError("failed", "The e-ID provider returned no ID token");
    let claims: Record<string, unknown> = { ...idTokenClaims };

    // Providers that keep the ID token lean give the rest from userinfo (same subject, checked).
    const needed = [options.identityClaim, "given_name", "family_name"];
    if (needed.some((name) => claims[name] === undefined) && config.serverMetadata().userinfo_endpoint) {
      try {
        const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, idTokenClaims.sub);
        claims = { ...userInfo, ...claims };
      } catch (error) {
        throw new OidcEidError("failed", "The e-ID provider's userinfo could not be read", { cause: error });
      }
    }

    const identity = claims[options.identityClaim];
    if (typeof identity !== "string" || identity.trim() === "") {
      throw new OidcEidError("failed", `The e-ID provider gave no identity number (claim ${options.identityClaim})`);
    }
    const person = PersonClaimsSchema.safeParse(claims);
    if (!person.success) {
      throw new OidcEidError("failed", "The e-ID provider gave no name for the person", { cause: person.error });
    }
    const { birthdate } = person.data;
    return {
      personalNumber: identity.trim(),
      givenName: person.data.given_name,
      familyName: person.data.family_name,
      // Optional and informative only: anything but a plain date is left out rather than failing the login.
      ...(typeof birthdate === "string" && /^\d{4}-\d{2}-\d{2}$/.test(birthdate) ? { birthDate: birthdate } : {}),
      subject: person.data.sub,
    };
  }

  return { startAuthorization, completeAuthorization };
}
