import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ClickToBuyShared } from "./click-to-buy.module";

/** Click to buy (issue 18): the booking calls: cookies, holds, startbookingasync, getbookingstatus, is_bookable, usercanbook…, getbookingobjectinformation, the steps' data. To be built. */
export const bookingRoutes: FastifyPluginAsyncZod<ClickToBuyShared> = async (_app, _options) => {};
