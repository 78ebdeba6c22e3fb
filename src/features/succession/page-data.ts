import { z } from "zod";
import { SuccessionSearchResponseSchema } from "./schema";

/**
 * The succession page's data (template "succession"): the municipality the URL chose (its slug,
 * null for all) and the search's first page, so the first paint shows the first homes and the
 * select's counts. Only the server loads this module; the template imports the type.
 */
export const SuccessionPageDataSchema = z.object({
  municipality: z.string().nullable(),
  result: SuccessionSearchResponseSchema,
});
export type SuccessionPageData = z.infer<typeof SuccessionPageDataSchema>;
