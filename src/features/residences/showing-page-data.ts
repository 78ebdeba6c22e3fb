import { z } from "zod";
import { ContactPersonSchema, ImageSchema, ShowingSchema } from "./schema";

/**
 * The data of the showing pages (templates "showingForm" and "showingQr", spec 000 section 2
 * "showing form and QR"): a stage's bookable showings at `<stage>/visning/`, and the sign that
 * leads there at `<stage>/qr/` (decision 022). Dynamic pages of the showing page resolver
 * (./showing-pages.ts); the browser imports the types only.
 */

/** A QR code as one SVG path over a square of `size` modules (quiet zone included). */
export const QrCodeSchema = z.object({ size: z.number().int().positive(), path: z.string() });
export type QrCode = z.infer<typeof QrCodeSchema>;

export const ShowingPageDataSchema = z.object({
  kind: z.literal("showing"),
  stage: z.object({
    id: z.number(),
    name: z.string(),
    url: z.string(),
    projectStatus: z.string(),
    shortDescription: z.string(),
    image: ImageSchema.nullable(),
  }),
  area: z.object({ name: z.string(), municipality: z.string() }),
  /** Upcoming showings of the stage, soonest first (places left are refreshed in the browser). */
  showings: z.array(ShowingSchema),
  contacts: z.array(ContactPersonSchema),
  /** The showing form's address on the site's public origin: what the sign's QR code holds. */
  formUrl: z.string(),
  /** The QR code of `formUrl` (the QR page only). */
  qr: QrCodeSchema.nullable(),
});
export type ShowingPageData = z.infer<typeof ShowingPageDataSchema>;
