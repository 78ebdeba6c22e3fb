/**
 * The favourites' vocabulary without zod, for the lazily loaded heart and header list (decision
 * 026): ./schema.ts builds its enums from the same lists.
 */
export const FAVOURITE_KINDS = ["area", "stage", "object"] as const;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];

/** How many favourites a user may keep per site; more is refused with a translated error. */
export const FAVOURITES_LIMIT = 200;

/** The favourite calls, under the account service like the spec's User.favorites (docs/api.md). */
export const FAVOURITES_URL = "/api/account_service/favorites";

export interface FavouriteKey {
  kind: FavouriteKind;
  id: number;
}

export function favouriteKeyOf(key: FavouriteKey): string {
  return `${key.kind}:${key.id}`;
}
