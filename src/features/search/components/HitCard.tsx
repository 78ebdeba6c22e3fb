import { memo } from "react";
import { StatusBadge } from "~/domain/StatusBadge";
import { FavouriteToggle } from "~/features/favourites";
import { useTranslation } from "~/i18n/react";
import type { SiteSettings } from "~/sites/sites";
import { Picture } from "~/ui/Picture";
import type { SearchHit } from "../schema";
import { areaText, moveInText, nextShowingText, priceFacts, roomsText } from "./hit-format";
import styles from "./results.module.css";

/** Card images are small: widths to match, through the image proxy (spec 001 section 9). */
const CARD_WIDTHS = [400, 800, 1200] as const;

export interface Fact {
  label: string;
  value: string | null;
}

export function Facts({ facts }: { facts: Fact[] }) {
  const shown = facts.filter((fact): fact is { label: string; value: string } => fact.value !== null);
  if (shown.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {shown.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface HitCardProps {
  hit: SearchHit;
  site: SiteSettings;
  /** The first image on the page loads first (it is the largest paint). */
  priority?: boolean;
  /** Position in the list: "show more" moves the focus to the first new card's link. */
  index?: number;
}

/** An area or stage hit: image, name, place, status and its ranges; the whole card is the link. */
export const HitCard = memo(function HitCard({ hit, site, priority, index }: HitCardProps) {
  const { t } = useTranslation();
  const language = site.language;
  // Stage names carry their area's name ("Kvarnholmen Strand, etapp 3"): the place is enough.
  const place = hit.municipality;
  return (
    <article className={styles.card}>
      <div className={styles.cardMedia}>
        {hit.searchImage ? (
          <Picture
            src={hit.searchImage.src}
            alt={hit.searchImage.alt}
            priority={priority}
            widths={CARD_WIDTHS}
            sizes="(max-width: 625px) 100vw, 22rem"
            className={styles.cardImage}
          />
        ) : (
          <div className={styles.cardImagePlaceholder} />
        )}
        <span className={styles.cardBadge}>
          <StatusBadge kind="project" status={hit.status} />
        </span>
        <FavouriteToggle
          kind={hit.type}
          id={hit.id}
          name={hit.name}
          url={hit.url}
          image={hit.searchImage}
          className={styles.cardHeart}
        />
      </div>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <a href={hit.url} className={styles.cardLink} data-index={index}>
            {hit.name}
          </a>
        </h3>
        <p className={styles.cardPlace}>{place}</p>
        <Facts
          facts={[
            ...priceFacts(hit, site, t),
            { label: t("search.hit.rooms"), value: roomsText(hit, language) },
            { label: t("search.hit.livingArea"), value: areaText(hit, language) },
            { label: t("search.hit.moveIn"), value: moveInText(hit, language) },
            { label: t("search.hit.nextShowing"), value: nextShowingText(hit, language) },
          ]}
        />
        {hit.matchingObjects > 0 && (
          <p className={styles.cardMatches}>{t("search.hit.matchingHomes", { count: hit.matchingObjects })}</p>
        )}
      </div>
    </article>
  );
});
