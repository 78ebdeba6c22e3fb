/**
 * The favourites feature's public entry for the browser and the server: the heart toggle's small
 * wrapper, which loads the heart lazily (its code and translations) once the page has hydrated
 * and the visitor is known, and never for board members (spec 000 section 6).
 */
export { FavouriteToggle, type FavouriteToggleProps, useFavouritesVisitor } from "./favourite-toggle";
