import { ProjectStatusBadge } from "~/domain/StatusBadge";
import { formatPriceRange, formatRooms } from "~/i18n/format";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import { Picture } from "~/ui/Picture";
import type { ProjectCard } from "../schema";
import styles from "../seo.module.css";

/** The projects (areas) of a place as cards: image, status, price and rooms, link to the area page. */
export function ProjectCards({ projects }: { projects: ProjectCard[] }) {
  const { t, language } = useTranslation();
  const site = useSite();
  if (projects.length === 0) return <p>{t("seo.projects.none")}</p>;
  return (
    <ul className={styles.cards}>
      {projects.map((project) => (
        <li key={project.id} className={styles.card}>
          {project.image ? (
            <Picture
              src={project.image.src}
              alt={project.image.alt}
              className={styles.cardImage}
              sizes="(max-width: 40rem) 100vw, (max-width: 72rem) 50vw, 24rem"
            />
          ) : (
            <div className={styles.cardImage} />
          )}
          <div className={styles.cardBody}>
            <ProjectStatusBadge status={project.status} />
            <h3 className={styles.cardTitle}>
              <a href={project.url}>{project.name}</a>
            </h3>
            <p className={styles.meta}>{project.municipality}</p>
            <dl className={styles.cardFacts}>
              <div>
                <dt>{t("seo.projects.price")}</dt>
                <dd>
                  {project.minPrice !== null && project.maxPrice !== null
                    ? formatPriceRange(project.minPrice, project.maxPrice, site)
                    : t("seo.stats.noPrice")}
                </dd>
              </div>
              {project.minRooms !== null && project.maxRooms !== null && (
                <div>
                  <dt>{t("seo.projects.rooms")}</dt>
                  <dd>{formatRooms(project.minRooms, language, project.maxRooms)}</dd>
                </div>
              )}
            </dl>
            <p className={styles.meta}>
              {[
                t("seo.projects.stages", { count: project.stages }),
                project.homesForSale > 0 ? t("seo.places.homes", { count: project.homesForSale }) : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
            {project.shortDescription && <p className={styles.cardText}>{project.shortDescription}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
