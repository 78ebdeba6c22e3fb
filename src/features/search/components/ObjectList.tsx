import { useRef } from "react";
import { homeTitle } from "~/domain/residence-format";
import { StatusBadge } from "~/domain/StatusBadge";
import { FavouriteToggle } from "~/features/favourites";
import { useTranslation } from "~/i18n/react";
import type { SiteSettings } from "~/sites/sites";
import type { SearchHit } from "../schema";
import { Facts } from "./HitCard";
import { areaText, figureFacts, moveInText, priceFacts, roomsText } from "./hit-format";
import styles from "./results.module.css";
import { type PagingProps, ShowMore, useShowMoreFocus } from "./ShowMore";

interface ObjectListProps extends PagingProps {
  hits: SearchHit[];
  site: SiteSettings;
  label: string;
}

/**
 * The homes of the search. "Show more" appends the next page (spec 000 section 4) and moves
 * the focus to the first new home.
 */
export function ObjectList({ hits, site, label, ...paging }: ObjectListProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const showMore = useShowMoreFocus(listRef, hits.length, paging.onShowMore);
  const language = site.language;
  return (
    <div>
      <ul ref={listRef} className={styles.objects} aria-label={label}>
        {hits.map((hit, index) => (
          <li key={hit.id} className={styles.object}>
            <div className={styles.objectHead}>
              <h3 className={styles.objectTitle}>
                <a href={hit.url} data-index={index} className={styles.cardLink}>
                  {hit.objectNumber ? homeTitle(t, hit.objectNumber, hit.streetAddress) : hit.name}
                </a>
              </h3>
              <span className={styles.objectActions}>
                <StatusBadge kind="object" status={hit.status} />
                <FavouriteToggle
                  kind="object"
                  id={hit.id}
                  name={hit.name}
                  objectNumber={hit.objectNumber}
                  streetAddress={hit.streetAddress}
                  url={hit.url}
                  image={hit.searchImage}
                />
              </span>
            </div>
            <p className={styles.cardPlace}>{[hit.name, hit.municipality].filter(Boolean).join(", ")}</p>
            <Facts
              facts={[
                { label: t("search.hit.rooms"), value: roomsText(hit, language) },
                { label: t("search.hit.livingArea"), value: areaText(hit, language) },
                ...priceFacts(hit, site, t),
                ...figureFacts(hit, site, t),
                { label: t("search.hit.moveIn"), value: moveInText(hit, language) },
              ]}
            />
          </li>
        ))}
      </ul>
      <ShowMore tab="object" shown={hits.length} {...paging} onShowMore={showMore} />
    </div>
  );
}
