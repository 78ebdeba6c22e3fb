import { readFileSync } from "node:fs";
import { z } from "zod";
import {
  BANKID_APP_URL,
  createBankIdClient,
  createOidcEidClient,
  type OidcEidClient,
  startBankIdSimulator,
  startOidcSimulator,
} from "~/features/eid/index.server";
import type { Mailer } from "~/features/mail/index.server";
import type { NotificationsService } from "~/features/notifications/index.server";
import type { OidcIssuerConfig } from "~/server/config";
import type { FeatureDeps, FeatureModule } from "~/server/feature-module";
import { defineJob } from "~/server/jobs";
import type { SiteCode } from "~/sites/sites";
import { accountRoutes } from "./account.routes";
import { createAccountService } from "./account.service";
import { callbackPath, createEidService, type EidProviders } from "./eid.service";
import { createIdentityVerification, type IdentityVerification } from "./identity-verification.server";
import { testPersonRegister, unavailablePersonRegister } from "./person-register.server";
import { clearSessionCookies } from "./session-cookie-writer";
import { tokenOf } from "./session-token-of";
import { createSessionTokens } from "./session-tokens.server";

/** The OIDC e-IDs: which site's country each serves and the claim carrying its identity number. */
const OIDC_EIDS = {
  eident: { site: "no", country: "no", identityClaim: "pid" },
  signicat: { site: "fi", country: "fi", identityClaim: "hetu" },
} as const satisfies Record<string, { site: SiteCode; country: "no" | "fi"; identityClaim: string }>;

/**
 * Accounts, sessions and e-ID login (issue 4). Outside production, e-IDs without a configured
 * service run against the bundled simulators, started here as their own HTTP services.
 */
export function accountFeature(
  deps: FeatureDeps & {
    mailer: Mailer;
    notifications?: NotificationsService;
    /** Other features' callbacks of the same OIDC e-IDs (signing documents), registered with the bundled simulator too. */
    otherOidcCallbacks?: ((idType: keyof typeof OIDC_EIDS) => string)[];
  },
): FeatureModule & {
  /** The connected e-IDs (filled when the routes register), for signing documents. */ eidProviders: EidProviders;
  /** Proving a logged-in user's identity for another feature (the buy flow, issue 18). */
  identityVerification: IdentityVerification;
} {
  const { config } = deps;
  if (!config.flags.simulators) {
    // Production connects the population registers (SPAR, Folkeregisteret, DVV) here; the
    // specification names none yet (decision 011). Until then registrations fail closed.
    console.warn(
      "No population register is connected: registrations with an identity number are refused until one is (decision 011).",
    );
  }
  const { mailer } = deps;
  const accounts = createAccountService({
    db: deps.database.db,
    clock: deps.clock,
    tokens: createSessionTokens(config.authSecret, deps.clock),
    mailer,
    personRegister: config.flags.simulators ? testPersonRegister : unavailablePersonRegister,
    sessionMinutes: config.sessionMinutes,
    throttle: deps.throttle,
    notifications: deps.notifications,
  });
  const providers: EidProviders = { oidc: {} };
  const eid = createEidService({ db: deps.database.db, clock: deps.clock, accounts, providers });
  const closers: (() => Promise<void>)[] = [];

  async function connectProviders() {
    const { eid: eidConfig } = config;
    const needsSimulators = config.flags.simulators && (!eidConfig.bankId || !eidConfig.eident || !eidConfig.signicat);
    const simulatorPort = (offset: number) => (eidConfig.simulatorPort === 0 ? 0 : eidConfig.simulatorPort + offset);

    if (eidConfig.bankId) {
      const { apiUrl, pfxPath, pfxPassphrase, caPath } = eidConfig.bankId;
      providers.bankId = {
        client: createBankIdClient({
          baseUrl: apiUrl,
          tls:
            pfxPath && caPath
              ? { pfx: readFileSync(pfxPath), passphrase: pfxPassphrase ?? "", ca: readFileSync(caPath) }
              : undefined,
        }),
        appUrl: BANKID_APP_URL,
      };
    } else if (needsSimulators) {
      const simulator = await startBankIdSimulator({ host: "127.0.0.1", port: simulatorPort(0) });
      closers.push(simulator.close);
      providers.bankId = { client: createBankIdClient({ baseUrl: simulator.url }), appUrl: `${simulator.url}/app` };
    }

    const servedSites = new Set<SiteCode>(Object.values(config.hostMap));
    let oidcSimulator: Awaited<ReturnType<typeof startOidcSimulator>> | undefined;
    for (const [idType, eidInfo] of Object.entries(OIDC_EIDS) as [
      keyof typeof OIDC_EIDS,
      (typeof OIDC_EIDS)[keyof typeof OIDC_EIDS],
    ][]) {
      // An e-ID of a country whose site this deployment does not serve is never used.
      if (!servedSites.has(eidInfo.site)) continue;
      let issuer: OidcIssuerConfig | undefined = eidConfig[idType];
      // Plain http only to a test provider outside production (the bundled one, or one a test starts).
      let allowInsecureHttp = config.appEnv !== "prod" && (issuer?.issuerUrl.startsWith("http:") ?? false);
      if (!issuer && needsSimulators) {
        if (!oidcSimulator) {
          oidcSimulator = await startOidcSimulator({
            host: "127.0.0.1",
            port: simulatorPort(1),
            clients: Object.entries(OIDC_EIDS)
              .filter(([, info]) => servedSites.has(info.site))
              .map(([type, info]) => ({
                clientId: `nordhem-${type}`,
                clientSecret: `nordhem-${type}-simulator-secret`,
                redirectUris: redirectUrisOf(info.site, type as keyof typeof OIDC_EIDS),
              })),
          });
          closers.push(oidcSimulator.close);
        }
        issuer = {
          issuerUrl: oidcSimulator.issuerOf(eidInfo.country),
          clientId: `nordhem-${idType}`,
          clientSecret: `nordhem-${idType}-simulator-secret`,
        };
        allowInsecureHttp = true;
      }
      if (!issuer) continue;
      const clients = new Map<string, OidcEidClient>();
      const configured = issuer;
      providers.oidc[idType] = (redirectUri) => {
        let client = clients.get(redirectUri);
        if (!client) {
          client = createOidcEidClient({
            issuerUrl: configured.issuerUrl,
            clientId: configured.clientId,
            clientSecret: configured.clientSecret,
            redirectUri,
            identityClaim: eidInfo.identityClaim,
            allowInsecureHttp,
          });
          clients.set(redirectUri, client);
        }
        return client;
      };
    }
  }

  /** Every origin the site is served at locally (with and without the port), for the simulator's client registration. */
  function redirectUrisOf(site: SiteCode, idType: keyof typeof OIDC_EIDS): string[] {
    const hosts = Object.entries(config.hostMap)
      .filter(([, code]) => code === site)
      .map(([host]) => host);
    const paths = [callbackPath(idType), ...(deps.otherOidcCallbacks ?? []).map((pathOf) => pathOf(idType))];
    return hosts.flatMap((host) =>
      [host, `${host}:${config.port}`].flatMap((authority) =>
        paths.flatMap((path) => [`http://${authority}${path}`, `https://${authority}${path}`]),
      ),
    );
  }

  return {
    name: "account",
    eidProviders: providers,
    identityVerification: createIdentityVerification(eid, config.flags.secureCookies),
    routes: async (app) => {
      await connectProviders();
      await app.register(accountRoutes, { accounts, eid, secureCookies: config.flags.secureCookies });
    },
    sessions: {
      resolve: (request) => accounts.authenticate(tokenOf(request)),
      forget: (reply) => clearSessionCookies(reply, config.flags.secureCookies),
      summary: (auth) => accounts.summaryOf(auth),
    },
    jobs: [
      defineJob({
        name: "account.cleanup",
        schema: z.object({}),
        schedule: "*/15 * * * *",
        handle: () => accounts.purgeExpired(),
      }),
    ],
    close: async () => {
      await Promise.all(closers.map((close) => close()));
    },
  };
}
