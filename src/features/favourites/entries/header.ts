import { withMessages } from "~/i18n/lazy-messages";
import { FavouritesButton as Button, FavouritesFoldout as Foldout } from "../components/FavouritesMenu";

// The header loads the favourites button and list through this entry, in a chunk of their own.
export const FavouritesButton = withMessages(["favourites"], Button);
export const FavouritesFoldout = withMessages(["favourites"], Foldout);
