import { z } from "zod";
import { startBankIdSimulator } from "./bankid-simulator";

/**
 * Runs the BankID simulator on its own: `tsx src/features/eid/bankid/simulator/cli.ts`
 * (BANKID_SIMULATOR_HOST, BANKID_SIMULATOR_PORT; port 0 picks a free one).
 */
const env = z
  .object({
    BANKID_SIMULATOR_HOST: z.string().min(1).default("127.0.0.1"),
    BANKID_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(4100),
  })
  .parse(process.env);

const simulator = await startBankIdSimulator({ host: env.BANKID_SIMULATOR_HOST, port: env.BANKID_SIMULATOR_PORT });
console.log(`BankID simulator: relying party API ${simulator.url}/rp/v6.0, tester app ${simulator.url}/app`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void simulator.close().then(() => process.exit(0));
  });
}
