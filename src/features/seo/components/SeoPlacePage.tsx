import { useTranslation } from "~/i18n/react";
import type { SeoPlaceData } from "../schema";
import styles from "../seo.module.css";
import { KeyFacts } from "./KeyFacts";
import { PlaceList } from "./PlaceList";
import { ProjectCards } from "./ProjectCards";

/** A county or municipality landing page (templates seoCounty and seoMunicipality). */
export function SeoPlacePage({ data }: { data: SeoPlaceData }) {
  const { t } = useTranslation();
  const place = data.municipality ?? data.county;
  const [lead, ...more] = data.intro;
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1>{data.heading}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        <KeyFacts stats={data.stats} />
        {data.searchUrl && (
          <a className={styles.button} href={data.searchUrl}>
            {t("seo.search.place", { place: place.name })}
          </a>
        )}
      </header>
      <section className={styles.section} aria-labelledby="seo-projects">
        <h2 id="seo-projects">{t("seo.projects.heading", { place: place.name })}</h2>
        <ProjectCards projects={data.projects} />
      </section>
      {data.municipalities.length > 0 && (
        <section className={styles.section} aria-labelledby="seo-places">
          <h2 id="seo-places">
            {data.level === "county"
              ? t("seo.municipalities.heading", { county: data.county.name })
              : t("seo.municipalities.otherHeading", { county: data.county.name })}
          </h2>
          <PlaceList places={data.municipalities} />
        </section>
      )}
      {more.map((paragraph) => (
        <p key={paragraph} className={styles.text}>
          {paragraph}
        </p>
      ))}
    </article>
  );
}
