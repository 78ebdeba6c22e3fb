import { formatPriceRange, groupThousands } from "~/i18n/format";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { PlaceStats } from "../schema";
import styles from "../seo.module.css";

/** The key numbers of a place: projects, homes for sale, price range (Finland: debt-free). */
export function KeyFacts({ stats }: { stats: PlaceStats }) {
  const { t } = useTranslation();
  const site = useSite();
  const price =
    stats.minPrice !== null && stats.maxPrice !== null
      ? formatPriceRange(stats.minPrice, stats.maxPrice, site)
      : t("seo.stats.noPrice");
  return (
    // The heading names the list for screen readers (a description list cannot carry a name).
    <>
      <h2 className="visually-hidden">{t("seo.stats.label")}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t("seo.stats.projects")}</dt>
          <dd>{groupThousands(stats.projects)}</dd>
        </div>
        <div>
          <dt>{t("seo.stats.homesForSale")}</dt>
          <dd>{groupThousands(stats.homesForSale)}</dd>
        </div>
        <div>
          <dt>{t("seo.stats.priceRange")}</dt>
          <dd>{price}</dd>
        </div>
      </dl>
    </>
  );
}
