import { useEffect, useState } from "react";
import { StatusBadge } from "~/domain/StatusBadge";
import { formatArea, formatPriceRange, formatRooms } from "~/i18n/format";
import { withMessages } from "~/i18n/lazy-messages";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import { Picture } from "~/ui/Picture";
import type { VisitCard } from "./schema";
import styles from "./timeseries.module.css";

export interface RecentlyViewedProps {
  visitorId: string;
  siteId: string;
}

/** Spec: a failing call returns nothing. */
async function list(url: string): Promise<VisitCard[]> {
  try {
    const response = await fetch(url, { credentials: "same-origin" });
    if (!response.ok) return [];
    const body: unknown = await response.json();
    return Array.isArray(body) ? (body as VisitCard[]) : [];
  } catch {
    return [];
  }
}

function CardStatus({ card }: { card: VisitCard }) {
  return <StatusBadge kind={card.kind === "object" ? "object" : "project"} status={card.status} />;
}

function Card({ card }: { card: VisitCard }) {
  const { t, language } = useTranslation();
  const site = useSite();
  const title = card.kind === "object" ? t("timeseries.home", { number: card.number ?? "" }) : card.name;
  const place =
    card.kind === "area"
      ? card.municipality
      : t("timeseries.inPlace", {
          area: card.kind === "object" ? `${card.areaName}, ${card.name}` : card.areaName,
          municipality: card.municipality,
        });
  const facts = [
    card.minRooms !== null && card.maxRooms !== null ? formatRooms(card.minRooms, language, card.maxRooms) : null,
    card.minArea !== null && card.maxArea !== null ? formatArea(card.minArea, language, card.maxArea) : null,
    card.minPrice !== null && card.maxPrice !== null ? formatPriceRange(card.minPrice, card.maxPrice, site) : null,
  ].filter(Boolean);
  return (
    <li className={styles.card}>
      {card.image ? (
        <Picture
          src={card.image.src}
          alt={card.image.alt}
          className={styles.image}
          sizes="(max-width: 40rem) 50vw, 16rem"
        />
      ) : (
        <div className={styles.image} />
      )}
      <div className={styles.body}>
        <CardStatus card={card} />
        <h3 className={styles.title}>
          <a href={card.url}>{title}</a>
        </h3>
        <p className={styles.meta}>{place}</p>
        {facts.length > 0 && <p className={styles.facts}>{facts.join(" · ")}</p>}
      </div>
    </li>
  );
}

function Section({ id, heading, cards }: { id: string; heading: string; cards: VisitCard[] }) {
  if (cards.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className={styles.cards}>
        {cards.map((card) => (
          <Card key={`${card.kind}-${card.id}`} card={card} />
        ))}
      </ul>
    </section>
  );
}

/**
 * "Senast visade" and "Populärast i {{county}}" on the start page: the visitor's last visited
 * residences, and the most visited of the county of the latest visit. Nothing when both are empty.
 */
function RecentlyViewedLists({ visitorId, siteId }: RecentlyViewedProps) {
  const { t } = useTranslation();
  const [lists, setLists] = useState<{ recent: VisitCard[]; popular: VisitCard[] } | null>(null);

  useEffect(() => {
    let active = true;
    (async () => {
      const recent = await list(
        `/api/timeseries/lastvisited/${encodeURIComponent(visitorId)}/${encodeURIComponent(siteId)}`,
      );
      const county = recent[0]?.countySlug;
      const popular = county ? await list(`/api/timeseries/mostvisited/county/${encodeURIComponent(county)}`) : [];
      if (active) setLists({ recent, popular });
    })();
    return () => {
      active = false;
    };
  }, [visitorId, siteId]);

  if (!lists || (lists.recent.length === 0 && lists.popular.length === 0)) return null;
  const county = lists.recent[0]?.county ?? "";
  return (
    <div className={styles.root}>
      <Section id="recently-viewed" heading={t("timeseries.recentlyViewed")} cards={lists.recent} />
      <Section id="most-visited" heading={t("timeseries.mostVisited", { county })} cards={lists.popular} />
    </div>
  );
}

/** Loaded by the start page's slot after the page is idle, with its texts when the page does not carry them. */
export const RecentlyViewed = withMessages(["timeseries", "enums"], RecentlyViewedLists);
