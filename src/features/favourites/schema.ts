import { z } from "zod";
import { FAVOURITE_KINDS, FAVOURITES_LIMIT } from "./kinds";

export { FAVOURITE_KINDS, FAVOURITES_LIMIT, type FavouriteKey, type FavouriteKind } from "./kinds";

/** An area, stage or home as the favourite calls name it. */
export const FavouriteKeySchema = z.object({
  kind: z.enum(FAVOURITE_KINDS),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** One favourite with what the header's list and My residences show. */
export const FavouriteSchema = z.object({
  kind: z.enum(FAVOURITE_KINDS),
  id: z.number().int(),
  /** The area's or stage's name; a home's stage name (its title is made from number and address). */
  name: z.string(),
  /** Homes: their number and street address (the title, decision 018); null for areas and stages. */
  objectNumber: z.string().nullable(),
  streetAddress: z.string().nullable(),
  /** The page of the item on this site. */
  url: z.string(),
  /** The first picture (a media path for the image proxy), if any. */
  image: z.object({ src: z.string(), alt: z.string() }).nullable(),
  /** Homes: the list price where the status shows one (decision 020), else null. */
  price: z.number().nullable(),
  /** Homes: the object status; areas and stages: the project status. */
  status: z.string(),
  createdAt: z.string(),
});
export type Favourite = z.infer<typeof FavouriteSchema>;

export const FavouritesResponseSchema = z.object({
  favourites: z.array(FavouriteSchema),
  /** The most a user may keep on a site. */
  limit: z.number().int(),
});
export type FavouritesResponse = z.infer<typeof FavouritesResponseSchema>;

/** The favourites an anonymous visitor kept in the browser, merged into the account at login. */
export const MergeFavouritesRequestSchema = z.object({
  favourites: z.array(FavouriteKeySchema).max(FAVOURITES_LIMIT),
});
export type MergeFavouritesRequest = z.infer<typeof MergeFavouritesRequestSchema>;

export const MergeFavouritesResponseSchema = FavouritesResponseSchema.extend({
  /** Items of the browser's list that were not added: gone from the site, or over the limit. */
  skipped: z.number().int(),
});
export type MergeFavouritesResponse = z.infer<typeof MergeFavouritesResponseSchema>;
