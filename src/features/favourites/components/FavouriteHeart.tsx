import { useTranslation } from "~/i18n/react";
import { favouriteTitle } from "../favourite-title";
import { type FavouriteItem, isFavourite, toggleFavourite } from "../favourites-store";
import { FAVOURITES_LIMIT } from "../kinds";
import { useFavourites } from "../use-favourites";
import styles from "./favourites.module.css";
import { HeartIcon } from "./HeartIcon";

export interface FavouriteHeartProps {
  item: Omit<FavouriteItem, "image" | "price"> & Partial<Pick<FavouriteItem, "image" | "price">>;
  loggedIn: boolean;
  className?: string;
}

/**
 * The heart toggle of an area, stage or home (search hits, residence pages): a real toggle
 * button whose label names the item. Works for anonymous visitors too (kept in this browser).
 */
export function FavouriteHeart({ item, loggedIn, className }: FavouriteHeartProps) {
  const { t } = useTranslation();
  const { ready, items } = useFavourites(loggedIn);
  const pressed = isFavourite(items, item);
  const title = favouriteTitle(t, item);
  return (
    <button
      type="button"
      className={`${styles.heart} ${className ?? ""}`}
      aria-pressed={pressed}
      aria-label={pressed ? t("favourites.heart.remove", { name: title }) : t("favourites.heart.add", { name: title })}
      data-favourite={`${item.kind}:${item.id}`}
      disabled={!ready}
      onClick={() =>
        toggleFavourite(
          { image: null, price: null, ...item },
          {
            saveFailed: t("favourites.heart.saveFailed"),
            removeFailed: t("favourites.heart.removeFailed"),
            limit: t("favourites.errors.limit", { limit: FAVOURITES_LIMIT }),
          },
        )
      }
    >
      <HeartIcon filled={pressed} />
    </button>
  );
}
