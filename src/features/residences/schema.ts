import { z } from "zod";
import {
  emailField,
  messageField,
  nameField,
  phoneField,
  postalCodeField,
  roomsField,
  termsField,
  VALIDATION_MESSAGES,
} from "~/lib/validation";

/**
 * Contracts of the area, stage and home pages (issue 3): the page data the templates get,
 * the contact interest form and the showing booking. Shared by the server and the browser
 * (one schema validates the form, the request and documents the API), so keep it free of
 * server-only imports.
 */

/** A database id: a positive int4, so a bigger number answers 400 instead of failing in PostgreSQL. */
export const entityId = z.coerce
  .number({ error: VALIDATION_MESSAGES.invalidInput })
  .int(VALIDATION_MESSAGES.invalidInput)
  .positive(VALIDATION_MESSAGES.invalidInput)
  .max(2_147_483_647, VALIDATION_MESSAGES.invalidInput);

/** The fields of the contact interest form (spec 000 section 3). */
const interestFields = {
  firstName: nameField(),
  lastName: nameField(),
  email: emailField(),
  phone: phoneField(),
  message: messageField(),
  postalCode: postalCodeField(),
  minRooms: roomsField(),
  maxRooms: roomsField(),
  terms: termsField(),
};

function roomsInOrder(form: { minRooms?: number; maxRooms?: number }): boolean {
  return form.minRooms === undefined || form.maxRooms === undefined || form.minRooms <= form.maxRooms;
}
const roomsOrder = { path: ["maxRooms"], message: VALIDATION_MESSAGES.minAboveMax };

/** The contact interest form as the browser validates it. */
export const InterestFormSchema = z.object(interestFields).refine(roomsInOrder, roomsOrder);

/**
 * POST /api/residence/interest: the form and what it is about (at least one id): an area, stage
 * or home, or else commercial premises (issue 19: `premisesId`, alone).
 */
export const InterestRequestSchema = z
  .object({
    ...interestFields,
    areaId: entityId.optional(),
    stageId: entityId.optional(),
    objectId: entityId.optional(),
    premisesId: entityId.optional(),
  })
  .strict()
  .refine(roomsInOrder, roomsOrder)
  .refine((form) => Boolean(form.areaId ?? form.stageId ?? form.objectId ?? form.premisesId), {
    path: ["areaId"],
    message: "validation.interestTargetRequired",
  })
  .refine((form) => form.premisesId === undefined || (form.areaId ?? form.stageId ?? form.objectId) === undefined, {
    path: ["premisesId"],
    message: VALIDATION_MESSAGES.invalidInput,
  });
export type InterestRequest = z.infer<typeof InterestRequestSchema>;

export const InterestResponseSchema = z.object({ id: z.string(), message: z.string() });

/** The showing-booking form of a bookable showing. */
export const ShowingBookingSchema = z
  .object({
    firstName: nameField(),
    lastName: nameField(),
    email: emailField(),
    phone: phoneField(),
  })
  .strict();
export type ShowingBooking = z.infer<typeof ShowingBookingSchema>;

export const ShowingIdParamsSchema = z.object({ showingId: entityId });
export const StageIdParamsSchema = z.object({ stageId: entityId });
/** "/api/residence/floorplan/12.svg": the id with its extension; `file` parses to the id. */
export const FloorPlanParamsSchema = z.object({
  file: z
    .string()
    .regex(/^\d{1,10}\.svg$/, VALIDATION_MESSAGES.invalidInput)
    .transform((file, context) => {
      const id = entityId.safeParse(file.slice(0, -".svg".length));
      if (id.success) return id.data;
      context.addIssue({ code: "custom", message: VALIDATION_MESSAGES.invalidInput });
      return z.NEVER;
    }),
});

// ---------------------------------------------------------------------------------------
// Parts of the pages' data (./page-data.ts) that the API answers carry too.

export const ImageSchema = z.object({ src: z.string(), alt: z.string() });
export type ResidenceImage = z.infer<typeof ImageSchema>;

export const ContactPersonSchema = z.object({
  name: z.string(),
  /** Staff role 0–11. */
  role: z.number(),
  phone: z.string(),
  email: z.string(),
  image: z.string().nullable(),
});
export type ContactPersonView = z.infer<typeof ContactPersonSchema>;

export const ShowingSchema = z.object({
  id: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.string(),
  /** Places for booked visitors; null is a drop-in showing without booking. */
  capacity: z.number().nullable(),
  placesLeft: z.number().nullable(),
  /** The home it shows, when it is a showing of one home. */
  objectId: z.number().nullable(),
});
export type ShowingView = z.infer<typeof ShowingSchema>;
export const ShowingsResponseSchema = z.object({ showings: z.array(ShowingSchema) });

/**
 * A booking request's answer: the booking is pending until the visitor confirms it through the
 * e-mailed link (decision 013), so `showing.placesLeft` is unchanged by it.
 */
export const BookingResponseSchema = z.object({
  id: z.string(),
  status: z.literal("pending"),
  message: z.string(),
  showing: ShowingSchema,
});

export { CONFIRM_SHOWING_HASH } from "./confirm-link";

// The confirmation calls' contracts are in ./confirm-schema.ts: only the dialog's lazy chunk
// and the server load them.

// The page data of the area, stage and home templates: its schemas are in ./page-data.ts, which
// only the server loads (the browser needs the types alone).
export type {
  AreaPageData,
  AreaRef,
  HomeDetails,
  HomeSummary,
  ObjectPageData,
  ProjectLink,
  Range,
  StagePageData,
  StageRef,
  StageSummary,
  TagView,
} from "./page-data";
