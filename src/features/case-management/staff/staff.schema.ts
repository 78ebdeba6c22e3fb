import { z } from "zod";
import { EMAIL_MAX, multilineTextField, PASSWORD_MAX, SHORT_TEXT_MAX, VALIDATION_MESSAGES } from "~/lib/validation";
import { SITE_CODES } from "~/sites/sites";
import { CASE_AREAS, CASE_KINDS, CASE_TYPES, CaseEventSchema, CaseFileSchema } from "../schema";
import { CASE_STATUS_CODES, STATUS_DISPLAY_GROUPS } from "../statuses";

/**
 * The staff calls' wire shapes (case handling, issue 17 part 6): login, the case list with its
 * filters, a case with everything, status changes, messages and rounds. The staff pages post
 * the same fields as forms.
 */

const M = VALIDATION_MESSAGES;
/** A staff message to the reporter (it goes into an e-mail). */
export const STAFF_MESSAGE_MAX = 2000;

/**
 * Required multi-line text. The marked schema stays the pipe's input: a schema derived from it
 * (`.min()`) is a new object the input guard would not know as multi-line, and line breaks would be refused.
 */
function staffMessageField() {
  return multilineTextField(STAFF_MESSAGE_MAX).pipe(z.string().min(1, { error: M.required }));
}

/** An empty form field is a field not given. */
function optionalOf<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());
}

/** One value or several (a repeated query or form field). */
function oneOrMany<T extends z.ZodType>(schema: T, max: number) {
  return z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z.array(schema).max(max),
  );
}

export const StaffLoginRequestSchema = z
  .object({
    email: z.string().trim().min(1, M.required).max(EMAIL_MAX, M.email),
    password: z.string().min(1, M.required).max(PASSWORD_MAX, M.maxLength),
  })
  .strict();

export const StaffSchema = z.object({ name: z.string(), email: z.string() });

export const STAFF_CASE_SORTS = ["created", "createdAsc", "status"] as const;
export const STAFF_PAGE_SIZE = 25;

/**
 * The case list's filters. status: display groups (a group includes its sub-statuses) or status
 * codes; age: older than N days; text: a ticket number (digits, a leading # allowed).
 */
export const StaffCasesQuerySchema = z
  .object({
    status: optionalOf(oneOrMany(z.enum([...STATUS_DISPLAY_GROUPS, ...CASE_STATUS_CODES]), 40)),
    property: optionalOf(z.coerce.number({ error: M.invalidInput }).int().positive().max(2_147_483_647)),
    olderThanDays: optionalOf(z.coerce.number({ error: M.invalidInput }).int().min(0).max(3650)),
    site: optionalOf(z.enum(SITE_CODES)),
    text: optionalOf(
      z
        .string()
        .trim()
        .max(SHORT_TEXT_MAX, M.maxLength)
        .regex(/^#?\d{1,15}$/, M.numeric),
    ),
    sort: optionalOf(z.enum(STAFF_CASE_SORTS)),
    page: optionalOf(z.coerce.number({ error: M.invalidInput }).int().min(1).max(10_000)),
  })
  .strict();
export type StaffCasesQuery = z.infer<typeof StaffCasesQuerySchema>;

export const StaffCaseListItemSchema = z.object({
  id: z.uuid(),
  ticketNumber: z.number().int(),
  site: z.string(),
  kind: z.enum(CASE_KINDS),
  caseType: z.enum(CASE_TYPES),
  area: z.enum(CASE_AREAS),
  statusCode: z.enum(CASE_STATUS_CODES),
  displayGroup: z.enum(STATUS_DISPLAY_GROUPS),
  createdAt: z.string(),
  propertyId: z.number().int().nullable(),
  propertyName: z.string().nullable(),
  address: z.string().nullable(),
  roomId: z.string(),
  roomName: z.string(),
  reporterName: z.string(),
  associationName: z.string().nullable(),
});
export type StaffCaseListItem = z.infer<typeof StaffCaseListItemSchema>;

export const StaffCaseListSchema = z.object({
  items: z.array(StaffCaseListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StaffCaseList = z.infer<typeof StaffCaseListSchema>;

export const StaffCaseDetailSchema = StaffCaseListItemSchema.extend({
  description: z.string(),
  assetTypeId: z.string().nullable(),
  detailName: z.string().nullable(),
  associationId: z.number().int().nullable(),
  buildingName: z.string().nullable(),
  buildingPartName: z.string().nullable(),
  governmentObjectId: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  reporter: z.object({
    userId: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  boardEmail: z.string().nullable(),
  alternativeContact: z
    .object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() })
    .nullable(),
  compoundName: z.string().nullable(),
  compoundNumber: z.string().nullable(),
  /** The statuses this case may be moved to (its country's variants). */
  allowedStatusCodes: z.array(z.enum(CASE_STATUS_CODES)),
  files: z.array(CaseFileSchema),
  history: z.array(CaseEventSchema),
});
export type StaffCaseDetail = z.infer<typeof StaffCaseDetailSchema>;

export const StaffStatusChangeSchema = z
  .object({
    statusCode: z.enum(CASE_STATUS_CODES, { error: "caseValidation.selectOption" }),
    message: optionalOf(staffMessageField()),
  })
  .strict();

export const StaffMessageSchema = z.object({ message: staffMessageField() }).strict();

export const StaffFileParamsSchema = z.object({ id: z.uuid(), attachmentId: z.uuid() });

function isoDate() {
  return (
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, M.invalidInput)
      // A real day: 2026-02-30 does not round-trip (Date would roll it over to March).
      .refine((value) => {
        const date = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
      }, M.invalidInput)
  );
}

function shortText(max = 200) {
  return z.string().trim().min(1, { error: M.required, abort: true }).max(max, M.maxLength);
}

export const StaffRoundRequestSchema = z
  .object({
    associationId: z.coerce.number({ error: M.invalidInput }).int().positive().max(2_147_483_647),
    propertyId: optionalOf(z.coerce.number({ error: M.invalidInput }).int().positive().max(2_147_483_647)),
    title: shortText(),
    plannedFor: isoDate(),
    controlPoints: z
      .array(
        z
          .object({
            title: shortText(),
            location: optionalOf(shortText()),
            caseId: optionalOf(z.uuid()),
          })
          .strict(),
      )
      .min(1, M.required)
      .max(50),
  })
  .strict();
export type StaffRoundRequest = z.infer<typeof StaffRoundRequestSchema>;

export const StaffRoundResponseSchema = z.object({ id: z.number().int() });
