import { z } from "zod";
import { ContactPersonSchema, ImageSchema } from "~/features/residences/schema";
import {
  PREMISES_SORTS,
  PREMISES_STATUSES,
  PREMISES_TYPES,
  PremisesFilterSchema,
  PremisesSearchResponseSchema,
  PremisesTagSchema,
} from "./schema";

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

/**
 * The data of a premises' page (template "premisesObject", issue 19): what the premises page
 * resolver (./premises-pages.ts) puts into the dynamic page: only what the page renders (its name
 * is the page's title, its path the last breadcrumb; decision 023). Raw values: the template
 * formats money, area and dates per site (src/i18n/format.ts), like the residence pages. The server
 * parses the page's data with this schema; the browser imports the type only.
 */
export const PremisesTagViewSchema = z.object({ id: z.number(), name: z.string() });

export const PremisesObjectDataSchema = z.object({
  premises: z.object({
    id: z.number(),
    type: z.enum(PREMISES_TYPES),
    status: z.enum(PREMISES_STATUSES),
    streetAddress: z.string(),
    postalCode: z.string(),
    city: z.string(),
    municipality: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    /** Floor area in m². */
    premisesArea: z.number(),
    /** Whole currency units per month; null when only sold. */
    monthlyRent: z.number().nullable(),
    /** Whole currency units; null when only let. */
    price: z.number().nullable(),
    /** yyyy-mm-dd; null = by agreement. */
    accessDate: z.string().nullable(),
    description: z.string(),
    images: z.array(ImageSchema),
  }),
  /** The access date has passed: the premises can be taken over now. */
  availableNow: z.boolean(),
  tags: z.array(PremisesTagViewSchema),
  contacts: z.array(ContactPersonSchema),
});
export type PremisesObjectData = z.infer<typeof PremisesObjectDataSchema>;
