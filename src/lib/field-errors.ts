import type { z } from "zod";
import type { ApiError } from "./api-error";

/**
 * Field errors of a form, from the API's answer or from a parse in the browser. Apart from the
 * zod rules (./validation.ts) and without a zod import of its own, so that a form's first paint
 * does not download zod: the schema loads when the form is first used (src/ui/form/use-json-form.ts,
 * decision 026).
 */

/** Field name → message, the first per field. */
export type FieldErrors = Record<string, string>;

export function isApiErrorBody(body: unknown): body is ApiError {
  const error = (body as { error?: { message?: unknown } } | null)?.error;
  return typeof error === "object" && error !== null && typeof error.message === "string";
}

/**
 * The field messages of a 400 answer, by input name. The server already translated them; a
 * nested field ("filter.maxPrice") keeps its dotted path.
 */
export function fieldErrorsFromApi(body: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!isApiErrorBody(body)) return errors;
  for (const { field, message } of body.error.fields ?? []) {
    if (field && !(field in errors)) errors[field] = message;
  }
  return errors;
}

/**
 * Whether a zod issue's message is one of our translation keys (the common rules' `validation.*`,
 * the fault report's `caseValidation.*`, the buy flow's `buyValidation.*`) rather than zod's own English text.
 */
export function isValidationMessageKey(message: string | undefined): message is string {
  return (
    message !== undefined &&
    (message.startsWith("validation.") || message.startsWith("caseValidation.") || message.startsWith("buyValidation."))
  );
}

/** The issues of a failed client-side parse, translated, by input name (first per field). */
export function fieldErrorsFromZod(error: z.ZodError, t: (key: string) => string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".");
    if (field in errors) continue;
    // A message that is no key of ours (zod's own) reads as VALIDATION_MESSAGES.invalidInput.
    errors[field] = isValidationMessageKey(issue.message) ? t(issue.message) : t("validation.invalidInput");
  }
  return errors;
}
