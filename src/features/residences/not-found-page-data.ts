import { z } from "zod";
import { PREMISES_TYPES } from "~/features/premises/schema";
import { ImageSchema } from "./schema";

/**
 * The data of the not-found object, stage and premises pages (templates "notFoundObject",
 * "notFoundStage", "notFoundPremises"; spec 001 section 2, issue 19): an old or mistyped address
 * of a home, stage or premises answers 410 (sold or removed, from its tombstone) or 404, with the
 * nearest place that still exists, similar homes there (or other premises) and a way on. Built by
 * ./not-found-pages.ts; nothing in it comes from the request's path except through the database.
 */

/** Why the page is gone: a tombstone's reason (410), or no record of it at all (404). */
export const NOT_FOUND_REASONS = ["sold", "removed", "notFound"] as const;
export type NotFoundReason = (typeof NOT_FOUND_REASONS)[number];

export const NOT_FOUND_KINDS = ["object", "stage", "premises"] as const;
export type NotFoundKind = (typeof NOT_FOUND_KINDS)[number];

/** Where the similar homes come from: the area of the address, its municipality, or the whole site. */
export const NOT_FOUND_SCOPES = ["area", "municipality", "site"] as const;
export type NotFoundScope = (typeof NOT_FOUND_SCOPES)[number];

export const PlaceLinkSchema = z.object({ name: z.string(), url: z.string() });
export type PlaceLink = z.infer<typeof PlaceLinkSchema>;

/** A home for sale as the page's cards show it. */
export const SimilarHomeSchema = z.object({
  id: z.number(),
  url: z.string(),
  /** "Bostad 1102, Kvarngatan 3" (the one name of a home, decision 018). */
  title: z.string(),
  areaName: z.string(),
  municipality: z.string(),
  status: z.string(),
  rooms: z.number(),
  livingArea: z.number(),
  /** The purchase price the search uses (Finland: debt-free); null for a rented home. */
  price: z.number().nullable(),
  /** A rented home's monthly rent; null for a home for sale. */
  monthlyRent: z.number().nullable(),
  image: ImageSchema.nullable(),
});
export type SimilarHome = z.infer<typeof SimilarHomeSchema>;

/** Available premises as the page's cards show them. */
export const OtherPremisesSchema = z.object({
  id: z.number(),
  url: z.string(),
  name: z.string(),
  type: z.enum(PREMISES_TYPES),
  city: z.string(),
  premisesArea: z.number(),
  monthlyRent: z.number().nullable(),
  price: z.number().nullable(),
  image: ImageSchema.nullable(),
});
export type OtherPremises = z.infer<typeof OtherPremisesSchema>;

export const ResidenceNotFoundDataSchema = z.object({
  kind: z.enum(NOT_FOUND_KINDS),
  reason: z.enum(NOT_FOUND_REASONS),
  /** What the removed page was called (its tombstone); null for an address we never had. */
  name: z.string().nullable(),
  /** Where the homes (or premises) listed come from. */
  scope: z.enum(NOT_FOUND_SCOPES),
  /** The area of the address when it still exists, and its municipality's landing page. */
  area: PlaceLinkSchema.nullable(),
  municipality: PlaceLinkSchema.nullable(),
  /** The site's home search, or its premises start page on a premises page. */
  searchUrl: z.string().nullable(),
  homes: z.array(SimilarHomeSchema),
  premises: z.array(OtherPremisesSchema),
});
export type ResidenceNotFoundData = z.infer<typeof ResidenceNotFoundDataSchema>;
