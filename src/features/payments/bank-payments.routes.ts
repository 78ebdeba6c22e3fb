import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PaymentsShared } from "./payments.module";

/** startsveapayment, startnordeapayment, and Svea's and Nordea's callbacks and returns (issue 18): to be built. */
export const bankPaymentsRoutes: FastifyPluginAsyncZod<PaymentsShared> = async (_app, _options) => {};
