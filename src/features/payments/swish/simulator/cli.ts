import { z } from "zod";
import { startSwishSimulator } from "./swish-simulator";

/**
 * Runs the Swish simulator on its own: `tsx src/features/payments/swish/simulator/cli.ts`
 * (SWISH_SIMULATOR_HOST, SWISH_SIMULATOR_PORT; port 0 picks a free one).
 */
const env = z
  .object({
    SWISH_SIMULATOR_HOST: z.string().min(1).default("127.0.0.1"),
    SWISH_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(4200),
  })
  .parse(process.env);

const simulator = await startSwishSimulator({ host: env.SWISH_SIMULATOR_HOST, port: env.SWISH_SIMULATOR_PORT });
console.log(`Swish simulator: Commerce API ${simulator.url}/api, payer app ${simulator.url}/payer`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void simulator.close().then(() => process.exit(0));
  });
}
