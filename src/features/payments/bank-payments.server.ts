import { eq } from "drizzle-orm";
import type { Database } from "~/db/client";
import { payments } from "~/db/schema";
import type { AppConfig } from "~/server/config";
import { SITES, type SiteCode, type SiteSettings } from "~/sites/sites";
import { createNordeaClient, createNordeaProvider } from "./nordea/nordea-client";
import type { PaymentProviders } from "./provider";
import { createSveaClient, createSveaProvider } from "./svea/svea-client";

/**
 * Svea and Nordea connected to the payments feature (decision 047): the configured services, or
 * outside production the bundled simulators, each started as its own HTTP service (loaded only
 * then, never in production).
 */
export async function connectBankProviders(
  config: AppConfig,
  providers: PaymentProviders,
  onClose: (close: () => Promise<void>) => void,
): Promise<void> {
  if (config.svea) {
    const { apiUrl, merchantId, secret, termsUrl } = config.svea;
    providers.svea = createSveaProvider(createSveaClient({ apiUrl, merchantId, secret }), { termsUrl });
  } else if (config.flags.simulators) {
    const { startSveaSimulator, SVEA_SIMULATOR_MERCHANT } = await import("./svea/simulator/svea-simulator");
    const simulator = await startSveaSimulator({ host: "127.0.0.1" });
    onClose(simulator.close);
    providers.svea = createSveaProvider(createSveaClient({ apiUrl: simulator.url, ...SVEA_SIMULATOR_MERCHANT }));
  }
  if (config.nordea) {
    providers.nordea = createNordeaProvider(createNordeaClient(config.nordea));
  } else if (config.flags.simulators) {
    const { startNordeaSimulator, NORDEA_SIMULATOR_MERCHANT } = await import("./nordea/simulator/nordea-simulator");
    const simulator = await startNordeaSimulator({ host: "127.0.0.1" });
    onClose(simulator.close);
    providers.nordea = createNordeaProvider(createNordeaClient({ url: simulator.url, ...NORDEA_SIMULATOR_MERCHANT }));
  }
}

/**
 * Where the browser goes after Svea's checkout or Nordea's bank page: the buy flow's payment step
 * of the payment's site (`{clickToBuy}?steg=payment&betalning={id}`), or My Pages' payments page
 * for a VIP fee. Always a path of our own sites, made from our settings and a payment id we know;
 * an unknown payment goes to the click-to-buy path of the site the request came to.
 */
export async function paymentReturnPath(
  db: Database,
  paymentId: string | undefined,
  requestSite: SiteSettings,
): Promise<string> {
  const [row] = paymentId
    ? await db
        .select({ id: payments.id, site: payments.site, purpose: payments.purpose })
        .from(payments)
        .where(eq(payments.id, paymentId))
        .limit(1)
    : [];
  const site = (row && SITES[row.site as SiteCode]) || requestSite;
  const base = row?.purpose === "vipFee" ? site.urls.myPayments : site.urls.clickToBuy;
  const path = base && /^\/(?!\/)/.test(base) ? base : "/";
  if (!row) return path;
  return row.purpose === "vipFee"
    ? `${path}?betalning=${encodeURIComponent(row.id)}`
    : `${path}?steg=payment&betalning=${encodeURIComponent(row.id)}`;
}
