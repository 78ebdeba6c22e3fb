import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ClickToBuyShared } from "./click-to-buy.module";

/** Click to buy (issue 18): signcontract, the sign cookie, completebooking, the order form. To be built. */
export const signingRoutes: FastifyPluginAsyncZod<ClickToBuyShared> = async (_app, _options) => {};
