import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import type { SiteSettings } from "~/sites/sites";
import { DEFAULT_PREMISES_SORT } from "../constants";
import { usePremisesSearch } from "../use-premises-search";
import { PremisesList } from "./PremisesList";
import styles from "./premises.module.css";

/** How many premises the home search's tab shows; the premises start page has them all. */
export const PREMISES_TAB_LIMIT = 12;
const QUERY = { filter: { tags: [] }, sort: DEFAULT_PREMISES_SORT };

/**
 * The premises tab of the home search (spec 000 section 2): the site's premises, earliest access
 * first, and a link to the premises start page with its own filters. The home search's filters are
 * residence filters (price, rooms, disposal form …) and do not apply to premises (decision 052).
 * A chunk of its own, loaded when the tab is chosen.
 */
export function PremisesTabView({ site, onCount }: { site: SiteSettings; onCount?: (count: number) => void }) {
  const { t } = useTranslation();
  const { results, loading, failed, retry } = usePremisesSearch(site.siteId, QUERY, PREMISES_TAB_LIMIT);
  const total = results?.total ?? null;
  useEffect(() => {
    if (total !== null) onCount?.(total);
  }, [total, onCount]);
  const link = site.urls.premises ? `${site.pathPrefix}${site.urls.premises}` : null;
  return (
    <div className={styles.tab}>
      <p className={styles.tabIntro}>
        {t("premises.search.tab.intro")}{" "}
        {link && (
          <a href={link} className={styles.tabLink}>
            {t("premises.search.tab.link")}
          </a>
        )}
      </p>
      {failed ? (
        <div role="alert">
          <p>{t("premises.search.failed")}</p>
          <button type="button" className={styles.tabButton} onClick={retry}>
            {t("premises.search.retry")}
          </button>
        </div>
      ) : results === null || loading ? (
        <p aria-busy="true">{t("premises.search.loading")}</p>
      ) : results.hits.length === 0 ? (
        <p>{t("premises.search.empty.title")}</p>
      ) : (
        <PremisesList hits={results.hits} site={site} label={t("premises.search.listLabel")} />
      )}
    </div>
  );
}
