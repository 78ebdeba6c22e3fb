import { z } from "zod";
import { PREMISES_SORTS, PremisesFilterSchema, PremisesSearchResponseSchema, PremisesTagSchema } from "./schema";

/**
 * The premises start page's data (template "premisesStart"; decision 052): the first results of
 * the page's URL, rendered on the server, and what the filters offer. The server parses the data
 * with this schema (src/templates/page-data.server.ts); the browser imports the type only.
 */
export const PremisesStartDataSchema = z.object({
  /** The query string the results belong to, normalised (serializePremisesUrl). */
  query: z.string(),
  /** The filter of that query, tag names resolved to the site's tag ids. */
  filter: PremisesFilterSchema,
  sort: z.enum(PREMISES_SORTS),
  /** The area slider's bounds of the site (spec 001 section 9). */
  bounds: z.object({ min: z.literal(0), max: z.number() }),
  /** Every premises tag of the site, by name: the tag filter's choices. */
  tags: z.array(PremisesTagSchema),
  results: PremisesSearchResponseSchema,
});
export type PremisesStartData = z.infer<typeof PremisesStartDataSchema>;
