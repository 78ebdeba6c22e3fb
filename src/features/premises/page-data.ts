import { z } from "zod";
import { ContactPersonSchema, ImageSchema } from "~/features/residences/schema";
import { PREMISES_STATUSES, PREMISES_TYPES } from "./schema";

/**
 * The data of a premises' page (template "premisesObject", issue 19): what the premises page
 * resolver (./premises-pages.ts) puts into the dynamic page. Raw values: the template formats
 * money, area and dates per site (src/i18n/format.ts), like the residence pages. The server
 * parses the page's data with this schema; the browser imports the type only.
 */
export const PremisesTagViewSchema = z.object({ id: z.number(), name: z.string() });

export const PremisesObjectDataSchema = z.object({
  premises: z.object({
    id: z.number(),
    name: z.string(),
    url: z.string(),
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
  /** The site's premises start page (the breadcrumb before this page). */
  startUrl: z.string(),
});
export type PremisesObjectData = z.infer<typeof PremisesObjectDataSchema>;
