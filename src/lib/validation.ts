import { z } from "zod";
import { isSiteId } from "~/sites/site-ids";

/**
 * Field rules of spec 000 section 5 (and the free-text variants of spec 001 section 5) as zod
 * builders, shared by forms in the browser and the API. Every message is a translation key
 * under `validation.*`: the browser translates it with `t`, and the API's 400 answer translates
 * it in the site's language (src/server/plugins/errors.ts). Keep this file free of server-only
 * imports.
 */

/** The translation keys these rules use (the spec's field error kinds). */
export const VALIDATION_MESSAGES = {
  required: "validation.required",
  email: "validation.email",
  phoneNumber: "validation.phoneNumber",
  phoneWithCountryCode: "validation.phoneWithCountryCode",
  inputToLong: "validation.inputToLong",
  maxLength: "validation.maxLength",
  invalidInput: "validation.invalidInput",
  noDigits: "validation.noDigits",
  numeric: "validation.numeric",
  postalCode: "validation.postalCode",
  termsRequired: "validation.termsRequired",
  invalidBirthDate: "validation.invalidBirthDate",
  minAboveMax: "validation.minAboveMax",
  minLength: "validation.minLength",
  passwordMismatch: "validation.passwordMismatch",
  commonPassword: "validation.commonPassword",
  pnrFormat: "validation.pnrFormat",
  pnrCheck: "validation.pnrCheck",
  uniqueEmail: "validation.uniqueEmail",
  uniqueSocial: "validation.uniqueSocial",
  emailInUse: "validation.emailInUse",
  controlCharacters: "validation.controlCharacters",
  unknownSiteId: "validation.unknownSiteId",
} as const;
const M = VALIDATION_MESSAGES;

// In the browser zod must not probe whether it may compile parsers with `new Function`: the
// page's CSP forbids eval (no 'unsafe-eval'), so the caught probe still logs a CSP violation
// (Lighthouse's best practices). The server keeps zod's compiled parsers.
if (typeof document !== "undefined") z.config({ jitless: true });

/** Free text may not carry links or markup (spec 000 section 5). */
export const FORBIDDEN_FRAGMENTS = ["//", "www.", "<", ">", "@", "?", "="] as const;

/** Short free text (names, addresses) is at most 50 characters; over that is "input too long". */
export const SHORT_TEXT_MAX = 50;
export const MESSAGE_MAX = 500;
export const POSTAL_CODE_MAX = 50;
export const PHONE_MIN = 7;
export const PHONE_MAX = 20;
/** The longest e-mail address RFC 5321 allows. */
export const EMAIL_MAX = 254;

const PHONE_CHARACTERS = /^[\d\-+ ]+$/;
/** Spec 000 section 5: a plus, a nonzero digit, then 7–14 digits. */
const INTERNATIONAL_PHONE = /^\+[1-9]\d{7,14}$/;
const POSTAL_CODE = /^[\d ]+$/;

export function containsForbiddenFragment(value: string): boolean {
  const lower = value.toLowerCase();
  return FORBIDDEN_FRAGMENTS.some((fragment) => lower.includes(fragment));
}

/** NUL and the other C0 controls, and DEL: never in any text we take. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

/**
 * Whether a text holds characters no field takes: C0 controls and DEL anywhere, and tab, line
 * feed and carriage return outside multi-line fields (the server checks every request with it,
 * src/server/plugins/input-guard.ts).
 */
export function controlCharacterProblem(value: string, allowLineBreaks: boolean): boolean {
  return CONTROL.test(value) || (!allowLineBreaks && LINE_BREAK_OR_TAB.test(value));
}

/** Schemas of multi-line text (messages, descriptions), where line breaks and tabs are allowed. */
const multilineSchemas = new WeakSet<object>();
export function isMultilineText(schema: object): boolean {
  return multilineSchemas.has(schema);
}

/**
 * A string field whose missing value says "required" and whose wrong type says "invalid
 * input" (instead of zod's English default), trimmed before the rules run.
 */
function text({ multiline = false } = {}) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? M.required : M.invalidInput) })
    .trim()
    .refine((value) => !controlCharacterProblem(value, multiline), { error: M.controlCharacters, abort: true });
}

/** Multi-line free text of at most `max` characters; its schema is marked so that the request guard allows line breaks. */
export function multilineTextField(max: number, tooLong: string = M.maxLength, { required = false } = {}) {
  // Built whole here: a schema chained onto the marked one (.min()) would be a new, unmarked schema.
  const base = text({ multiline: true });
  const schema = (required ? base.min(1, { error: M.required, abort: true }) : base).max(max, tooLong);
  multilineSchemas.add(schema);
  return schema;
}

export function requiredText() {
  // abort: an empty field reports "required" only, not every other rule as well.
  return text().min(1, { error: M.required, abort: true });
}

/**
 * E-mail: required, valid format. An address over RFC 5321's 254 characters is no valid address
 * (and the "too long" messages name other limits), so it gets the e-mail message.
 */
export function emailField() {
  return requiredText().max(EMAIL_MAX, { error: M.email, abort: true }).regex(z.regexes.email, M.email);
}

/** Password: required, at least 6 characters (spec 000 section 5); at most 256 so hashing stays cheap. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 256;

/**
 * Whether a new password is one of the common and breached passwords (issue 13). The list is
 * large, so only the server installs the check (src/lib/common-passwords.server.ts, at start-up):
 * the browser's copy of this schema keeps the length rules, and the API answers a common
 * password with the translated field error `validation.commonPassword`.
 */
let isCommonPassword: ((password: string) => boolean) | null = null;
export function refuseCommonPasswords(check: (password: string) => boolean) {
  isCommonPassword = check;
}

/** A new password (registration, reset, change): the length rules, and not a common password where the server checks it. */
export function passwordField() {
  // Not trimmed: spaces are part of a password.
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? M.required : M.invalidInput) })
    .min(1, { error: M.required, abort: true })
    .refine((value) => !controlCharacterProblem(value, false), { error: M.controlCharacters, abort: true })
    .min(PASSWORD_MIN, M.minLength)
    .max(PASSWORD_MAX, M.inputToLong)
    .refine((value) => !isCommonPassword?.(value), M.commonPassword);
}

/** Phone: required, 7–20 characters, only digits, dash, plus and spaces. */
export function phoneField() {
  return requiredText()
    .min(PHONE_MIN, M.phoneNumber)
    .max(PHONE_MAX, M.phoneNumber)
    .regex(PHONE_CHARACTERS, M.phoneNumber);
}

/** Phone in international format: "+", a nonzero digit, 7–14 digits (spaces are ignored). */
export function internationalPhoneField() {
  return phoneField().refine((value) => INTERNATIONAL_PHONE.test(value.replace(/ /g, "")), M.phoneWithCountryCode);
}

/** Address-like text: required, max 50, none of the forbidden fragments. */
export function addressField() {
  return requiredText()
    .max(SHORT_TEXT_MAX, M.inputToLong)
    .refine((value) => !containsForbiddenFragment(value), M.invalidInput);
}

/** Names: as address-like text, and no digits. */
export function nameField() {
  return addressField().refine((value) => !/\d/.test(value), M.noDigits);
}

/** Turns an empty optional field ("" from a form) into undefined. */
function optionalText<T extends z.ZodType<string | undefined>>(schema: T) {
  return z
    .union([z.literal(""), schema])
    .optional()
    .transform((value) => (value === "" ? undefined : value));
}

/** Message: optional, at most 500 characters. */
export function messageField() {
  return optionalText(multilineTextField(MESSAGE_MAX));
}

/** Postal code: optional, at most 50 characters, digits and spaces only. */
export function postalCodeField() {
  return optionalText(text().max(POSTAL_CODE_MAX, M.inputToLong).regex(POSTAL_CODE, M.postalCode));
}

/**
 * A site's id (spec 000 section 3: each site has a fixed GUID). Empty, malformed or unknown ids
 * all answer the same clear message, not the free-text one.
 */
export function siteIdField() {
  return z.string({ error: M.unknownSiteId }).refine(isSiteId, { error: M.unknownSiteId });
}

/** Terms must be ticked. */
export function termsField() {
  return z.literal(true, { error: M.termsRequired });
}

/**
 * Birth date: required and a real calendar date, not in the future; "yyyy-mm-dd" or the
 * 8-digit "ddmmyyyy" form. The value becomes "yyyy-mm-dd".
 */
export function birthDateField(today: () => Date = () => new Date()) {
  return requiredText().transform((value, context) => {
    const iso = parseBirthDate(value, today());
    if (!iso) {
      context.addIssue({ code: "custom", message: M.invalidBirthDate });
      return z.NEVER;
    }
    return iso;
  });
}

/** "ddmmyyyy" or "yyyy-mm-dd" as an ISO date, or undefined when it is no valid birth date. */
export function parseBirthDate(value: string, today: Date = new Date()): string | undefined {
  const compact = /^(\d{2})(\d{2})(\d{4})$/.exec(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [year, month, day] = compact
    ? [Number(compact[3]), Number(compact[2]), Number(compact[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [Number.NaN, Number.NaN, Number.NaN];
  if (!Number.isInteger(year) || year < 1900) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date rolls 31 February over into March: a real date reads back the same.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  if (date.getTime() > today.getTime()) return undefined;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** A whole number of rooms for "min and max rooms" (optional; "" from a form means none). */
export function roomsField() {
  return z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.coerce.number({ error: M.numeric }).int(M.numeric).min(1, M.numeric).max(10, M.numeric).optional(),
  );
}

// ---------------------------------------------------------------------------------------
// Forms in the browser: map errors to inputs.

// They live in ./field-errors.ts, which has no zod import: a form's first paint does not need zod.
export { type FieldErrors, fieldErrorsFromApi, fieldErrorsFromZod, isApiErrorBody } from "./field-errors";
