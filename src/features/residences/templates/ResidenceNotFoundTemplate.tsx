import { ObjectStatusBadge } from "~/domain/StatusBadge";
import { formatArea, formatPrice, formatRooms } from "~/i18n/format";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import { Picture } from "~/ui/Picture";
import type { OtherPremises, ResidenceNotFoundData, SimilarHome } from "../not-found-page-data";
import styles from "./residence-not-found.module.css";

/**
 * The not-found home, stage and premises pages (issue 19): what was here and why it is gone
 * (410), or that we do not know the address (404); the nearest place that still exists, homes
 * for sale there (or other premises), and the search. Plain links and lists: nothing needs
 * JavaScript or a pointer.
 */
export function ResidenceNotFoundTemplate({
  vm,
}: TemplateProps<"notFoundObject" | "notFoundStage" | "notFoundPremises">) {
  const { t } = useTranslation();
  const data = vm.viewModel.data;
  const reason = t(`residenceNotFound.reason.${data.reason}.${data.kind}`);
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <p className={styles.code} aria-hidden="true">
          {vm.status}
        </p>
        <h1>{vm.viewModel.title}</h1>
        <p className={styles.lead}>{reason}</p>
      </header>
      <WayOn data={data} />
      {data.kind === "premises" ? <PremisesList data={data} /> : <HomesList data={data} />}
    </article>
  );
}

/** The links on: the area, the municipality's homes, the search (or all premises). */
function WayOn({ data }: { data: ResidenceNotFoundData }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("residenceNotFound.wayOn")}>
      <ul className={styles.actions}>
        {data.searchUrl && (
          <li>
            <a className={styles.button} href={data.searchUrl}>
              {t(data.kind === "premises" ? "residenceNotFound.allPremises" : "residenceNotFound.search")}
            </a>
          </li>
        )}
        {data.area && (
          <li>
            <a className={styles.secondaryButton} href={data.area.url}>
              {t("residenceNotFound.areaLink", { name: data.area.name })}
            </a>
          </li>
        )}
        {data.municipality && (
          <li>
            <a className={styles.secondaryButton} href={data.municipality.url}>
              {t("residenceNotFound.municipalityLink", { name: data.municipality.name })}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

function HomesList({ data }: { data: ResidenceNotFoundData }) {
  const { t } = useTranslation();
  const place =
    data.scope === "area" ? data.area?.name : data.scope === "municipality" ? data.municipality?.name : undefined;
  const heading = place ? t("residenceNotFound.homesIn", { name: place }) : t("residenceNotFound.homes");
  return (
    <section className={styles.section} aria-labelledby="similar-homes">
      <h2 id="similar-homes">{heading}</h2>
      {data.homes.length === 0 ? (
        <p>{t("residenceNotFound.noHomes")}</p>
      ) : (
        <ul className={styles.cards}>
          {data.homes.map((home) => (
            <HomeCard key={home.id} home={home} />
          ))}
        </ul>
      )}
    </section>
  );
}

function HomeCard({ home }: { home: SimilarHome }) {
  const { t, language } = useTranslation();
  const site = useSite();
  const price =
    home.price !== null
      ? formatPrice(home.price, site)
      : home.monthlyRent !== null
        ? t("residenceNotFound.perMonth", { amount: formatPrice(home.monthlyRent, site) })
        : null;
  return (
    <li className={styles.card}>
      {home.image && (
        <Picture src={home.image.src} alt="" className={styles.cardImage} sizes="(min-width: 60rem) 24rem, 100vw" />
      )}
      <div className={styles.cardBody}>
        <h3>
          <a href={home.url}>{home.title}</a>
        </h3>
        <p className={styles.muted}>
          {home.areaName}, {home.municipality}
        </p>
        <p>
          {formatRooms(home.rooms, language)} · {formatArea(home.livingArea, language)}
          {price && <> · {price}</>}
        </p>
        <p>
          <ObjectStatusBadge status={home.status} />
        </p>
      </div>
    </li>
  );
}

function PremisesList({ data }: { data: ResidenceNotFoundData }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="other-premises">
      <h2 id="other-premises">{t("residenceNotFound.premises")}</h2>
      {data.premises.length === 0 ? (
        <p>{t("residenceNotFound.noPremises")}</p>
      ) : (
        <ul className={styles.cards}>
          {data.premises.map((premises) => (
            <PremisesCard key={premises.id} premises={premises} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PremisesCard({ premises }: { premises: OtherPremises }) {
  const { t, language } = useTranslation();
  const site = useSite();
  const prices = [
    premises.monthlyRent !== null
      ? t("residenceNotFound.perMonth", { amount: formatPrice(premises.monthlyRent, site) })
      : null,
    premises.price !== null ? formatPrice(premises.price, site) : null,
  ].filter(Boolean);
  return (
    <li className={styles.card}>
      {premises.image && (
        <Picture src={premises.image.src} alt="" className={styles.cardImage} sizes="(min-width: 60rem) 24rem, 100vw" />
      )}
      <div className={styles.cardBody}>
        <h3>
          <a href={premises.url}>{premises.name}</a>
        </h3>
        <p className={styles.muted}>
          {t(`residenceNotFound.premisesType.${premises.type}`)}, {premises.city}
        </p>
        <p>{[formatArea(premises.premisesArea, language), ...prices].join(" · ")}</p>
      </div>
    </li>
  );
}
