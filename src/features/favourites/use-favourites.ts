import { useEffect, useSyncExternalStore } from "react";
import { type FavouritesState, favouritesState, startFavourites, subscribeFavourites } from "./favourites-store";

const SERVER_STATE: FavouritesState = { ready: false, loggedIn: false, items: [] };

/** The visitor's favourites (./favourites-store.ts), loaded once per document on first use. */
export function useFavourites(loggedIn: boolean): FavouritesState {
  const state = useSyncExternalStore(subscribeFavourites, favouritesState, () => SERVER_STATE);
  useEffect(() => startFavourites(loggedIn), [loggedIn]);
  return state;
}
