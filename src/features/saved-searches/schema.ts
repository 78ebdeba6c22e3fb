import { z } from "zod";
import {
  containsForbiddenFragment,
  controlCharacterProblem,
  SHORT_TEXT_MAX,
  VALIDATION_MESSAGES,
} from "~/lib/validation";

/**
 * Contracts of saved searches (issue 15): what the API takes and answers, shared by the server
 * and the browser's forms (the "Save search" dialog, the list's rename form). No server-only
 * imports here.
 */

const M = VALIDATION_MESSAGES;

/** A user keeps at most this many saved searches (on all sites together). */
export const MAX_SAVED_SEARCHES = 20;
/** The longest search address (path and query) a saved search keeps. */
export const SAVED_SEARCH_URL_MAX = 1000;

/** The name: 1–50 characters of plain text (no links or markup, as every short free text). */
export const savedSearchNameField = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? M.required : M.invalidInput) })
  .trim()
  .refine((value) => !controlCharacterProblem(value, false), { error: M.controlCharacters, abort: true })
  .min(1, { error: M.required, abort: true })
  .max(SHORT_TEXT_MAX, M.inputToLong)
  .refine((value) => !containsForbiddenFragment(value), M.invalidInput);

/**
 * The search page's path and query on this site ("/sok-bostad/?q=Nacka&minRooms=3"). The shape
 * is checked here; that it is this site's search page (its path or one tag path below it) is
 * the service's rule, which knows the site.
 */
export const savedSearchUrlField = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? M.required : M.invalidInput) })
  .refine((value) => !controlCharacterProblem(value, false), { error: M.controlCharacters, abort: true })
  .min(1, { error: M.required, abort: true })
  .max(SAVED_SEARCH_URL_MAX, "savedSearches.errors.urlTooLong")
  .refine((value) => value.startsWith("/") && !value.startsWith("//"), "savedSearches.errors.notSearchUrl");

export const CreateSavedSearchSchema = z.object({ name: savedSearchNameField, url: savedSearchUrlField });
export type CreateSavedSearch = z.infer<typeof CreateSavedSearchSchema>;

/** Rename, or turn alerts on or off (either or both). */
export const UpdateSavedSearchSchema = z
  .object({ name: savedSearchNameField.optional(), alertsEnabled: z.boolean().optional() })
  .refine((value) => value.name !== undefined || value.alertsEnabled !== undefined, {
    error: M.required,
    path: ["name"],
  });
export type UpdateSavedSearch = z.infer<typeof UpdateSavedSearchSchema>;

export const SavedSearchIdParams = z.object({ id: z.string().uuid(M.invalidInput) });

export const SavedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The search page's path and query, to open it. */
  url: z.string(),
  alertsEnabled: z.boolean(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export const SavedSearchListSchema = z.object({ searches: z.array(SavedSearchSchema), max: z.number() });

/** The unsubscribe link's token (e-mailed; no login). */
export const UnsubscribeQuerySchema = z.object({ token: z.string().max(200).default("") });

/** The "Save search" dialog's own field (the address comes with it, from the page). */
export const SaveSearchFormSchema = z.object({ name: savedSearchNameField });
