import { ProjectStatusBadge } from "~/domain/StatusBadge";
import { RecordVisit } from "~/features/timeseries";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import { Picture } from "~/ui/Picture";
import styles from "../components/residence.module.css";

/** A sold-out project: says so, and leads to other projects for sale nearby and to the search. */
export function SoldOutTemplate({ vm }: TemplateProps<"soldOut">) {
  const { t } = useTranslation();
  const site = useSite();
  const data = vm.viewModel.data;
  const { area } = data;
  const image = area.images[0];
  return (
    <article className={styles.page}>
      <RecordVisit kind="area" id={area.id} />
      <header className={styles.header}>
        <ProjectStatusBadge status="soldOut" />
        <h1>{area.name}</h1>
        <p className={styles.location}>
          <a href={area.municipalityUrl}>{area.municipality}</a>, <a href={area.countyUrl}>{area.county}</a>
        </p>
        <p className={styles.lead}>{t("residence.soldOut.text", { name: area.name })}</p>
      </header>
      {image && (
        <Picture
          src={image.src}
          alt={image.alt}
          priority
          className={styles.galleryImage}
          sizes="(min-width: 72rem) 72rem, 100vw"
        />
      )}
      <section className={styles.section}>
        <h2>{t("residence.soldOut.othersHeading", { municipality: area.municipality })}</h2>
        {data.otherProjects.length === 0 ? (
          <p>{t("residence.soldOut.othersNone")}</p>
        ) : (
          <ul className={styles.cards}>
            {data.otherProjects.map((project) => (
              <li key={project.id} className={styles.card}>
                {project.image && (
                  <Picture
                    src={project.image.src}
                    alt=""
                    className={styles.cardImage}
                    sizes="(min-width: 60rem) 24rem, 100vw"
                  />
                )}
                <div className={styles.cardBody}>
                  <h3>
                    <a href={project.url}>{project.name}</a>
                  </h3>
                  <p className={styles.muted}>{project.municipality}</p>
                  <p>
                    <ProjectStatusBadge status={project.projectStatus} />
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.actions}>
          {site.features.search && site.urls.searchHomes && (
            <a className={styles.button} href={site.urls.searchHomes}>
              {t("residence.soldOut.searchLink")}
            </a>
          )}
          <a className={styles.secondaryButton} href={area.municipalityUrl}>
            {t("residence.soldOut.municipalityLink", { municipality: area.municipality })}
          </a>
        </p>
      </section>
    </article>
  );
}
