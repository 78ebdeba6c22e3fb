import { z } from "zod";
import { containsForbiddenFragment, multilineTextField, VALIDATION_MESSAGES } from "~/lib/validation";

/**
 * The fault report's field rules (spec 001 section 5) beyond the common ones of ~/lib/validation:
 * one set of zod builders for the wizard's steps in the browser and the case-management calls on
 * the server. Every message is a translation key under `validation.*`.
 */

export const CASE_VALIDATION_MESSAGES = {
  ...VALIDATION_MESSAGES,
  maxLength250: "caseValidation.maxLength250",
  maxLength5000: "caseValidation.maxLength5000",
  orgNr: "caseValidation.orgNr",
  compoundNumberNo: "caseValidation.compoundNumberNo",
  dwellingNumber: "caseValidation.dwellingNumber",
  checkboxError: "caseValidation.checkboxError",
  selectAddress: "caseValidation.selectAddress",
  selectOption: "caseValidation.selectOption",
} as const;
const M = CASE_VALIDATION_MESSAGES;

export const DESCRIPTION_MAX = 5000;
export const TEXT_MAX_250 = 250;
/** The dwelling number (lägenhetsnummer) is at most 4 digits. */
export const DWELLING_NUMBER_MAX = 4;
/** Norway's organisation number is exactly 9 characters. */
export const NORWEGIAN_COMPOUND_NUMBER_LENGTH = 9;

/** Swedish organisation number: 7 digits, dash, 1 digit (old form), or 6 digits, dash, 4 digits. */
const SWEDISH_ORG_NR = /^(\d{7}-\d|\d{6}-\d{4})$/;

function requiredText() {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? M.required : M.invalidInput) })
    .trim()
    .min(1, { error: M.required, abort: true });
}

/** The fault's description: required, at most 5,000 characters, line breaks allowed. */
export function descriptionField() {
  // The limit's own message ("5 000"): the common max message names 500.
  return multilineTextField(DESCRIPTION_MAX, M.maxLength5000, { required: true });
}

/** Free text of at most 250 characters rejecting only "//", "www.", "<" and ">" (spec 001 section 5). */
export function text250Field() {
  return requiredText()
    .max(TEXT_MAX_250, M.maxLength250)
    .refine((value) => !/\/\/|www\.|[<>]/i.test(value), M.invalidInput);
}

/** The association's name: required, at most 250, no links or markup. */
export function compoundNameField() {
  return text250Field();
}

/** The association's organisation number: Sweden's two forms, or Norway's exactly 9 digits. */
export function compoundNumberField(norwegian: boolean) {
  return norwegian
    ? requiredText().regex(/^\d+$/, M.numeric).length(NORWEGIAN_COMPOUND_NUMBER_LENGTH, M.compoundNumberNo)
    : requiredText().regex(SWEDISH_ORG_NR, M.orgNr);
}

/** "I am a member of the board": must be confirmed. */
export function membershipField() {
  return z.literal(true, { error: M.checkboxError });
}

/** The dwelling number of an "other" address: required, digits only, at most 4. */
export function dwellingNumberField() {
  return requiredText().regex(/^\d+$/, M.numeric).max(DWELLING_NUMBER_MAX, M.dwellingNumber);
}

/** A postal code of the fault report: required and numeric (spaces allowed: "123 45"). */
export function caseZipCodeField() {
  return requiredText()
    .max(10, M.inputToLong)
    .regex(/^\d[\d ]*$/, M.numeric);
}

/** Address or city of an "other" address: the short free-text rule. */
export function caseAddressField() {
  return requiredText()
    .max(50, M.inputToLong)
    .refine((value) => !containsForbiddenFragment(value), M.invalidInput);
}
