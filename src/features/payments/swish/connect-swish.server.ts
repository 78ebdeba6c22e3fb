import { readFileSync } from "node:fs";
import type { AppConfig } from "~/server/config";
import type { PaymentProviders } from "../provider";
import { startSwishSimulator } from "./simulator/swish-simulator";
import { createSwishProvider } from "./swish-client";
import { SWISH_TEST_PAYEE_ALIAS } from "./swish-schema";

/**
 * Connects Swish as the e-IDs are connected (account.module.ts): the configured Commerce API with
 * the merchant certificate, else outside production the bundled simulator on a free port (its
 * close is returned). Production without SWISH_API_URL has no Swish: starts answer 503.
 */
export async function connectSwish(
  config: AppConfig,
  providers: PaymentProviders,
): Promise<{ close?: () => Promise<void> }> {
  const { swish } = config;
  if (swish) {
    const read = (path?: string) => (path ? readFileSync(path) : undefined);
    const hasCertificate = Boolean((swish.certPath && swish.keyPath) || swish.pfxPath);
    providers.swish = createSwishProvider({
      baseUrl: swish.apiUrl,
      payeeAlias: swish.payeeAlias,
      tls: hasCertificate
        ? {
            cert: read(swish.certPath),
            key: read(swish.keyPath),
            pfx: read(swish.pfxPath),
            passphrase: swish.pfxPassphrase,
            ca: read(swish.caPath),
          }
        : undefined,
    });
    return {};
  }
  if (!config.flags.simulators) {
    console.warn("Swish is not configured (SWISH_API_URL, SWISH_PAYEE_ALIAS): Swish payments are unavailable.");
    return {};
  }
  const simulator = await startSwishSimulator({ host: "127.0.0.1", port: 0 });
  providers.swish = createSwishProvider({
    baseUrl: simulator.url,
    payeeAlias: SWISH_TEST_PAYEE_ALIAS,
    // Local: a lost answer is known within seconds (the simulator's 03 behaviour never answers).
    timeoutMs: 2_000,
    payerPageOf: (instructionId) => `${simulator.url}/payer/${instructionId}`,
  });
  return { close: simulator.close };
}
