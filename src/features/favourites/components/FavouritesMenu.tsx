import { useEffect, useRef } from "react";
import { imageUrl } from "~/domain/image-url";
import { formatPrice } from "~/i18n/format";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import { favouriteTitle } from "../favourite-title";
import { toggleFavourite } from "../favourites-store";
import { FAVOURITES_LIMIT } from "../kinds";
import { useFavourites } from "../use-favourites";
import styles from "./favourites.module.css";
import { HeartIcon } from "./HeartIcon";

/** The header's favourites button (spec 000 section 2) with the count; opens the list's foldout. */
export function FavouritesButton({
  loggedIn,
  className,
  buttonProps,
}: {
  loggedIn: boolean;
  className?: string;
  /** The foldout's toggle props (the shell's foldouts: opening one closes the others). */
  buttonProps: React.ButtonHTMLAttributes<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  const { items } = useFavourites(loggedIn);
  const count = items.length;
  return (
    <button {...buttonProps} className={className} data-slot="favourites">
      <HeartIcon filled={count > 0} />
      <span className="visually-hidden">{t("favourites.header.buttonLabel", { count })}</span>
      {count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      )}
    </button>
  );
}

/**
 * The favourites foldout: each item links to its page and can be removed; an empty state; for a
 * customer a link to My residences, for an anonymous visitor a word on where the list is kept.
 */
export function FavouritesFoldout({
  loggedIn,
  isOpen,
  className,
}: {
  loggedIn: boolean;
  isOpen: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const ref = useRef<HTMLElement>(null);
  const { ready, items } = useFavourites(loggedIn);

  useEffect(() => {
    if (isOpen) ref.current?.querySelector<HTMLElement>("a, button")?.focus();
  }, [isOpen]);

  const messages = {
    saveFailed: t("favourites.heart.saveFailed"),
    removeFailed: t("favourites.heart.removeFailed"),
    limit: t("favourites.errors.limit", { limit: FAVOURITES_LIMIT }),
  };
  const myResidences = loggedIn ? site.urls.myResidences : undefined;
  return (
    <section
      id="foldout-favourites"
      ref={ref}
      aria-labelledby="foldout-favourites-heading"
      className={className}
      hidden={!isOpen}
    >
      <h2 id="foldout-favourites-heading" className={styles.heading}>
        {t("favourites.header.listLabel")}
      </h2>
      {!ready ? (
        <p>{t("favourites.header.loading")}</p>
      ) : items.length === 0 ? (
        <p>{t("favourites.header.empty")}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => {
            const title = favouriteTitle(t, item);
            return (
              <li key={`${item.kind}:${item.id}`} className={styles.item}>
                {item.image ? (
                  <img className={styles.thumb} src={imageUrl(item.image.src, 120)} alt="" loading="lazy" />
                ) : (
                  <span className={styles.thumb} />
                )}
                <span className={styles.itemText}>
                  <a href={item.url}>{title}</a>
                  <span className={styles.itemMeta}>
                    {t(`favourites.kind.${item.kind}`)}
                    {item.kind === "object" && item.name ? ` · ${item.name}` : ""}
                    {item.price !== null ? ` · ${formatPrice(item.price, site)}` : ""}
                  </span>
                </span>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t("favourites.header.remove", { name: title })}
                  onClick={() => toggleFavourite(item, messages)}
                >
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                    <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {myResidences ? (
        <p>
          <a href={myResidences}>{t("favourites.header.showAll")}</a>
        </p>
      ) : (
        !loggedIn && <p className={styles.note}>{t("favourites.header.anonymous")}</p>
      )}
    </section>
  );
}
