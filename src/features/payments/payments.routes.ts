import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PaymentsShared } from "./payments.module";

/**
 * createpaymentid, startswishpayment, paymentstatus, Swish's callback, and the VIP fee's payment
 * (issue 18): to be built.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsShared> = async (_app, _options) => {};
