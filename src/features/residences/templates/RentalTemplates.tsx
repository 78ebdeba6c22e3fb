import { imageUrl } from "~/domain/image-url";
import { RENTAL_OBJECT_STATUSES, type RentalObjectStatus, rentalStatusColour } from "~/domain/rental-status";
import { roomsRangeText } from "~/domain/residence-format";
import badge from "~/domain/status-badge.module.css";
import { formatArea, formatDate, formatPrice, formatPriceRange, formatRooms } from "~/i18n/format";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import { ContactPersons } from "../components/ContactPersons";
import styles from "../components/rental-pages.module.css";
import type { RentalHome, RentalProjectSummary } from "../rental-page-data";

/** A rental object status (spec 000 section 3) as a badge in its colour, with its word. */
function RentalStatusBadge({ status }: { status: RentalObjectStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${badge.badge} ${badge[rentalStatusColour(status)]}`} data-rental-status={status}>
      {t(`pages.rental.status.${status}`)}
    </span>
  );
}

function ProjectCard({ project }: { project: RentalProjectSummary }) {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <li className={styles.card}>
      {project.image && (
        <img src={imageUrl(project.image.src, 640)} alt={project.image.alt} width={640} height={427} loading="lazy" />
      )}
      <h2>
        <a href={project.url}>{project.name}</a>
      </h2>
      <p>
        {project.municipality}, {project.county}
      </p>
      <dl className={styles.facts}>
        <dt>{t("pages.rental.available")}</dt>
        <dd>
          {project.homes === 0
            ? t("pages.rental.notLetYet")
            : t("pages.rental.availableCount", { count: project.available, total: project.homes })}
        </dd>
        {project.rent && (
          <>
            <dt>{t("pages.rental.rent")}</dt>
            <dd>
              {t("pages.rental.perMonth", {
                amount: formatPriceRange(project.rent.min, project.rent.max, site),
              })}
            </dd>
          </>
        )}
        {project.rooms && (
          <>
            <dt>{t("residence.facts.rooms")}</dt>
            <dd>{roomsRangeText(project.rooms, site)}</dd>
          </>
        )}
        {project.inhabitFrom && (
          <>
            <dt>{t("pages.rental.moveIn")}</dt>
            <dd>{formatDate(project.inhabitFrom, site.language)}</dd>
          </>
        )}
      </dl>
      {project.shortDescription && <p>{project.shortDescription}</p>}
    </li>
  );
}

/**
 * The rental start page (template "rentalProjectStart"): the editors' words above, and every
 * rental project of the site with its free homes and rents, most free homes first.
 */
export function RentalProjectStartTemplate({ vm }: TemplateProps<"rentalProjectStart">) {
  const { t } = useTranslation();
  const { title, summary, data } = vm.viewModel;
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1>{title}</h1>
        {summary && <p className={styles.lead}>{summary}</p>}
      </header>
      <section className={styles.section} aria-labelledby="rental-projects">
        <h2 id="rental-projects">{t("pages.rental.projectsHeading")}</h2>
        {data.projects.length === 0 ? (
          <p>{t("pages.rental.noProjects")}</p>
        ) : (
          <ul className={styles.projects}>
            {data.projects.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

function HomeCard({ home }: { home: RentalHome }) {
  const { t } = useTranslation();
  const site = useSite();
  const name = t("pages.rental.homeName", {
    type: t(`enums.residenceType.${home.residenceType}`),
    number: home.number,
  });
  return (
    <li className={styles.card}>
      <RentalStatusBadge status={home.status} />
      <h3>
        <a href={home.url}>{name}</a>
      </h3>
      <dl className={styles.facts}>
        <dt>{t("pages.rental.rent")}</dt>
        <dd>{t("pages.rental.perMonth", { amount: formatPrice(home.rent, site) })}</dd>
        <dt>{t("residence.facts.rooms")}</dt>
        <dd>{formatRooms(home.rooms, site.language)}</dd>
        <dt>{t("residence.facts.livingArea")}</dt>
        <dd>{formatArea(Math.round(home.livingArea), site.language)}</dd>
        {home.floor !== null && (
          <>
            <dt>{t("pages.rental.floor")}</dt>
            <dd>{home.floor}</dd>
          </>
        )}
        {home.inhabitDate && (
          <>
            <dt>{t("pages.rental.moveIn")}</dt>
            <dd>{formatDate(home.inhabitDate, site.language)}</dd>
          </>
        )}
      </dl>
    </li>
  );
}

/**
 * A rental project's page (template "rentalProject"): the area, how many homes are free,
 * booked, rented or sold, each rental stage's homes with their rental status, and whom to call.
 */
export function RentalProjectTemplate({ vm }: TemplateProps<"rentalProject">) {
  const { t } = useTranslation();
  const site = useSite();
  const data = vm.viewModel.data;
  const image = data.area.images[0];
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1>{vm.viewModel.title}</h1>
        <p>
          {data.area.municipality}, {data.area.county}
        </p>
        {data.area.shortDescription && <p className={styles.lead}>{data.area.shortDescription}</p>}
      </header>
      {image && (
        <img
          src={imageUrl(image.src, 1200)}
          alt={image.alt}
          width={1200}
          height={800}
          style={{ width: "100%", height: "auto", borderRadius: "var(--radius)" }}
        />
      )}
      <section className={styles.section} aria-labelledby="rental-summary">
        <h2 id="rental-summary">{t("pages.rental.summaryHeading")}</h2>
        <ul className={styles.summary}>
          {RENTAL_OBJECT_STATUSES.filter((status) => data.counts[status] > 0).map((status) => (
            <li key={status}>
              <RentalStatusBadge status={status} /> {data.counts[status]}
            </li>
          ))}
        </ul>
        {data.rent && (
          <p>
            {t("pages.rental.rentRange", {
              amount: formatPriceRange(data.rent.min, data.rent.max, site),
            })}
          </p>
        )}
      </section>
      {data.stages.map((stage) => (
        <section key={stage.id} className={styles.section} aria-labelledby={`rental-stage-${stage.id}`}>
          <h2 id={`rental-stage-${stage.id}`}>{stage.name}</h2>
          {stage.homes.length === 0 ? (
            <p>{t("pages.rental.stageNotLetYet")}</p>
          ) : (
            <ul className={styles.homes} aria-label={t("pages.rental.homesOf", { name: stage.name })}>
              {stage.homes.map((home) => (
                <HomeCard key={home.id} home={home} />
              ))}
            </ul>
          )}
          <p>
            <a href={stage.url}>{t("pages.rental.stageLink", { name: stage.name })}</a>
          </p>
        </section>
      ))}
      {data.area.description && (
        <section className={styles.section} aria-labelledby="rental-about">
          <h2 id="rental-about">{t("pages.rental.about", { name: data.area.name })}</h2>
          <p className={styles.text}>{data.area.description}</p>
        </section>
      )}
      <ContactPersons contacts={data.contacts} />
      <p>
        <a href={data.startUrl}>{t("pages.rental.allProjects")}</a>
      </p>
    </article>
  );
}
