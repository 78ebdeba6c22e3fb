import { z } from "zod";
import { RENTAL_OBJECT_STATUSES } from "~/domain/rental-status";
import { AreaRefSchema, RangeSchema } from "./page-data";
import { ContactPersonSchema, ImageSchema } from "./schema";

/**
 * The data of the rental pages (spec 000 section 2 "rental project and start", decision 022):
 * the rental start page (a content page of template "rentalProjectStart", whose list of rental
 * projects is loaded per request) and a rental project's page (a dynamic page of template
 * "rentalProject" at `<rental start><municipality>/<area>/`). A rental project is an area with a
 * stage of rented homes (disposal form tenancy); its homes show the rental object statuses.
 */

export const RentalStatusSchema = z.enum(RENTAL_OBJECT_STATUSES);

/** A rental project as the rental start page lists it. */
export const RentalProjectSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The rental project's page. */
  url: z.string(),
  county: z.string(),
  municipality: z.string(),
  shortDescription: z.string(),
  image: ImageSchema.nullable(),
  /** Homes free to apply for, and all homes that are let or to be let. */
  available: z.number(),
  homes: z.number(),
  /** Monthly rents of the free homes (null when none is free). */
  rent: RangeSchema.nullable(),
  rooms: RangeSchema.nullable(),
  /** Earliest move-in of the project's rented homes. */
  inhabitFrom: z.string().nullable(),
});
export type RentalProjectSummary = z.infer<typeof RentalProjectSummarySchema>;

/** Template "rentalProjectStart": the site's rental projects, most free homes first. */
export const RentalProjectStartDataSchema = z.object({
  kind: z.literal("rentalProjectStart"),
  projects: z.array(RentalProjectSummarySchema),
});
export type RentalProjectStartData = z.infer<typeof RentalProjectStartDataSchema>;

export const RentalHomeSchema = z.object({
  id: z.number(),
  number: z.string(),
  /** The home's own page (below the area's page). */
  url: z.string(),
  residenceType: z.string(),
  rooms: z.number(),
  livingArea: z.number(),
  floor: z.number().nullable(),
  /** Monthly rent. */
  rent: z.number(),
  inhabitDate: z.string().nullable(),
  status: RentalStatusSchema,
});
export type RentalHome = z.infer<typeof RentalHomeSchema>;

export const RentalStageSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  projectStatus: z.string(),
  inhabitFrom: z.string().nullable(),
  inhabitTo: z.string().nullable(),
  homes: z.array(RentalHomeSchema),
});
export type RentalStage = z.infer<typeof RentalStageSchema>;

/** Template "rentalProject". */
export const RentalProjectDataSchema = z.object({
  kind: z.literal("rentalProject"),
  area: AreaRefSchema.extend({
    shortDescription: z.string(),
    description: z.string(),
    images: z.array(ImageSchema),
  }),
  stages: z.array(RentalStageSchema),
  /** How many homes have each rental status. */
  counts: z.object({ forSale: z.number(), booked: z.number(), rented: z.number(), sold: z.number() }),
  /** Monthly rents of the free homes. */
  rent: RangeSchema.nullable(),
  contacts: z.array(ContactPersonSchema),
  /** The rental start page, for the way back to all rental projects. */
  startUrl: z.string(),
});
export type RentalProjectData = z.infer<typeof RentalProjectDataSchema>;
