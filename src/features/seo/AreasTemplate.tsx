import { useTranslation } from "~/i18n/react";
import type { TemplateProps } from "~/templates/registry";
import { KeyFacts } from "./components/KeyFacts";
import { PlaceList } from "./components/PlaceList";
import styles from "./seo.module.css";

/** Template "areas": the residences base page, every county with its municipalities. */
export function AreasTemplate({ vm }: TemplateProps<"areas">) {
  const { t } = useTranslation();
  const content = vm.viewModel;
  const data = content.data;
  const [lead, ...more] = data?.intro ?? [];
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1>{content.title}</h1>
        {content.summary && <p className={styles.lead}>{content.summary}</p>}
        {lead && <p className={content.summary ? styles.text : styles.lead}>{lead}</p>}
        {data && <KeyFacts stats={data.stats} />}
        {data?.searchUrl && (
          <a className={styles.button} href={data.searchUrl}>
            {t("seo.search.all")}
          </a>
        )}
      </header>
      {data && data.counties.length > 0 && (
        <section className={styles.section} aria-labelledby="seo-counties">
          <h2 id="seo-counties">{t("seo.areas.countiesHeading")}</h2>
          <ul className={styles.counties}>
            {data.counties.map((county) => (
              <li key={county.slug} className={styles.county}>
                <h3 className={styles.cardTitle}>
                  <a href={county.url}>{county.name}</a>
                </h3>
                <p className={styles.meta}>
                  {t("seo.places.projects", { count: county.projects })}
                  {county.homesForSale > 0 && ` · ${t("seo.places.homes", { count: county.homesForSale })}`}
                </p>
                <PlaceList places={county.municipalities} className={styles.compact} />
              </li>
            ))}
          </ul>
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
