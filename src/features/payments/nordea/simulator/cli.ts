import { z } from "zod";
import { NORDEA_SIMULATOR_MERCHANT, startNordeaSimulator } from "./nordea-simulator";

/**
 * Runs the Nordea simulator on its own, for several processes to share (their NORDEA_URL):
 * `tsx src/features/payments/nordea/simulator/cli.ts` (NORDEA_SIMULATOR_HOST,
 * NORDEA_SIMULATOR_PORT; port 0 picks a free one). Its merchant is NORDEA_SIMULATOR_MERCHANT.
 */
const env = z
  .object({
    NORDEA_SIMULATOR_HOST: z.string().min(1).default("127.0.0.1"),
    NORDEA_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(4400),
  })
  .parse(process.env);

const simulator = await startNordeaSimulator({ host: env.NORDEA_SIMULATOR_HOST, port: env.NORDEA_SIMULATOR_PORT });
console.log(
  `Nordea simulator: payment page ${simulator.url}/pay, status query ${simulator.url}/query, merchant ${NORDEA_SIMULATOR_MERCHANT.merchantId}`,
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void simulator.close().then(() => process.exit(0));
  });
}
