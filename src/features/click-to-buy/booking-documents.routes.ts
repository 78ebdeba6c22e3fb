import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ClickToBuyShared } from "./click-to-buy.module";

/** Click to buy (issue 18): getbookingdocuments and the booking agreement's and terms' PDFs. To be built. */
export const bookingDocumentsRoutes: FastifyPluginAsyncZod<ClickToBuyShared> = async (_app, _options) => {};
