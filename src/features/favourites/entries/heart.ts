import { withMessages } from "~/i18n/lazy-messages";
import { FavouriteHeart as Heart } from "../components/FavouriteHeart";

// Search hits and residence pages load the heart through this entry, in a chunk of its own.
export const FavouriteHeart = withMessages(["favourites"], Heart);
