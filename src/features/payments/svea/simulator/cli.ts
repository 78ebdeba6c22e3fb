import { z } from "zod";
import { SVEA_SIMULATOR_MERCHANT, startSveaSimulator } from "./svea-simulator";

/**
 * Runs the Svea simulator on its own, for several processes to share (their SVEA_API_URL):
 * `tsx src/features/payments/svea/simulator/cli.ts` (SVEA_SIMULATOR_HOST, SVEA_SIMULATOR_PORT;
 * port 0 picks a free one). Its merchant is SVEA_SIMULATOR_MERCHANT.
 */
const env = z
  .object({
    SVEA_SIMULATOR_HOST: z.string().min(1).default("127.0.0.1"),
    SVEA_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(4300),
  })
  .parse(process.env);

const simulator = await startSveaSimulator({ host: env.SVEA_SIMULATOR_HOST, port: env.SVEA_SIMULATOR_PORT });
console.log(
  `Svea simulator: checkout API ${simulator.url}/api/orders, merchant ${SVEA_SIMULATOR_MERCHANT.merchantId} (SVEA_MERCHANT_ID, SVEA_SECRET of the simulator)`,
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void simulator.close().then(() => process.exit(0));
  });
}
