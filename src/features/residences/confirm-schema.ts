import { z } from "zod";
import { VALIDATION_MESSAGES } from "~/lib/validation";
import { ShowingSchema } from "./schema";

/**
 * Contracts of the booking confirmation calls (decision 013), shared by the server and the
 * confirmation dialog. Apart from ./schema.ts so that only the dialog's lazily loaded code
 * carries them, not every stage and home page.
 */

/** 32 random bytes, base64url. */
export const ConfirmTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, VALIDATION_MESSAGES.invalidInput);
export const ConfirmBookingRequestSchema = z.object({ token: ConfirmTokenSchema }).strict();
export type ConfirmBookingRequest = z.infer<typeof ConfirmBookingRequestSchema>;

/**
 * What a confirmation link's booking is or became: `pending` (lookup only: not yet confirmed),
 * `confirmed` (this request booked the place), `alreadyConfirmed` (the place is already the
 * visitor's), `full` (the showing filled up first), `expired` (the link or the showing has
 * passed), `invalid` (no such link on this site).
 */
export const CONFIRM_STATUSES = ["pending", "confirmed", "alreadyConfirmed", "full", "expired", "invalid"] as const;
export type ConfirmStatus = (typeof CONFIRM_STATUSES)[number];

export const ConfirmBookingResponseSchema = z.object({
  status: z.enum(CONFIRM_STATUSES),
  /** The outcome in the site's language. */
  message: z.string(),
  /** The booking, except for an invalid link. */
  booking: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      /** "Lägenhet 1102, Kvarnholmen Strand, etapp 1" / the stage's name. */
      residence: z.string(),
      showing: ShowingSchema,
    })
    .nullable(),
});
export type ConfirmBookingResponse = z.infer<typeof ConfirmBookingResponseSchema>;
