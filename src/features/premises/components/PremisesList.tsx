import { memo } from "react";
import { formatArea, formatPrice } from "~/i18n/format";
import { formatDate } from "~/i18n/format-date";
import { useTranslation } from "~/i18n/react";
import type { Translate } from "~/i18n/translator";
import type { SiteSettings } from "~/sites/sites";
import { Picture } from "~/ui/Picture";
import type { PremisesHit } from "../schema";
import { PremisesStatusBadge } from "./PremisesStatusBadge";
import styles from "./premises.module.css";

const CARD_WIDTHS = [400, 800] as const;

/** Rent a month and price, each when the premises has one. */
export function moneyFacts(hit: PremisesHit, site: SiteSettings, t: Translate) {
  return [
    hit.monthlyRent !== null && {
      label: t("premises.search.card.rent"),
      value: t("premises.search.card.rentPerMonth", { amount: formatPrice(hit.monthlyRent, site) }),
    },
    hit.price !== null && { label: t("premises.search.card.price"), value: formatPrice(hit.price, site) },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact));
}

interface PremisesCardProps {
  hit: PremisesHit;
  site: SiteSettings;
  /** The first picture of the page loads first. */
  priority?: boolean;
}

/** A premises: picture, name, type and place, status, size, rent or price and access date; the name links to its page. */
export const PremisesCard = memo(function PremisesCard({ hit, site, priority }: PremisesCardProps) {
  const { t } = useTranslation();
  const facts = [
    { label: t("premises.search.card.area"), value: formatArea(hit.premisesArea, site.language) },
    ...moneyFacts(hit, site, t),
    {
      label: t("premises.search.card.access"),
      value: hit.accessDate ? formatDate(hit.accessDate, site.language) : t("premises.search.card.byAgreement"),
    },
  ];
  return (
    <article className={styles.card}>
      <div className={styles.cardMedia}>
        {hit.image ? (
          <Picture
            src={hit.image.src}
            alt={hit.image.alt}
            priority={priority}
            widths={CARD_WIDTHS}
            sizes="(max-width: 625px) 100vw, 22rem"
            className={styles.cardImage}
          />
        ) : (
          <div className={styles.cardImagePlaceholder} />
        )}
        <span className={styles.badge}>
          <PremisesStatusBadge status={hit.status} />
        </span>
      </div>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <a href={hit.url} className={styles.cardLink}>
            {hit.name}
          </a>
        </h3>
        <p className={styles.cardPlace}>
          {t(`premises.types.${hit.type}`)} · {hit.streetAddress}, {hit.municipality}
        </p>
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        {hit.tags.length > 0 && <p className={styles.cardTags}>{hit.tags.join(" · ")}</p>}
      </div>
    </article>
  );
});

/** The premises as a list of cards, labelled for screen readers. */
export function PremisesList({
  hits,
  site,
  label,
  id,
}: {
  hits: PremisesHit[];
  site: SiteSettings;
  label: string;
  id?: string;
}) {
  return (
    <ul id={id} className={styles.grid} aria-label={label}>
      {hits.map((hit, index) => (
        <li key={hit.id} className={styles.gridItem}>
          <PremisesCard hit={hit} site={site} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
