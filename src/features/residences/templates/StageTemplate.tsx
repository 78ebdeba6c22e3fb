import { areaRangeText, moveInText, priceRangeText, roomsRangeText } from "~/domain/residence-format";
import { statusLook } from "~/domain/residence-status";
import { ProjectStatusBadge } from "~/domain/StatusBadge";
import { ExplorerLauncher } from "~/features/explorer";
import { FavouriteToggle } from "~/features/favourites";
import { RecordVisit } from "~/features/timeseries";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import { ContactPersons } from "../components/ContactPersons";
import { Gallery } from "../components/Gallery";
import { HomesTable } from "../components/HomesTable";
import { InterestForm } from "../components/InterestForm";
import { type Fact, KeyFacts } from "../components/KeyFacts";
import { ResidenceMap } from "../components/ResidenceMap";
import styles from "../components/residence.module.css";
import { Showings } from "../components/Showings";

/** A stage page: status and phase, key facts, gallery, its homes, showings, map, contacts, interest. */
export function StageTemplate({ vm }: TemplateProps<"stage">) {
  const { t } = useTranslation();
  const site = useSite();
  const data = vm.viewModel.data;
  const { stage, area } = data;
  const title = vm.viewModel.title;
  const priceLabel = site.currency === "EUR" ? t("residence.facts.totalPrice") : t("residence.facts.price");
  const planned = stage.planned ? ` (${t("residence.facts.preliminary")})` : "";

  const facts: (Fact | null)[] = [
    { label: t("residence.facts.projectStatus"), value: <ProjectStatusBadge status={stage.projectStatus} /> },
    { label: t("residence.facts.projectPhase"), value: t(`enums.projectPhase.${stage.projectPhase}`) },
    { label: t("residence.facts.stageStatus"), value: t(`enums.stageStatus.${stage.stageStatus}`) },
    { label: t("residence.facts.residenceType"), value: t(`enums.residenceType.${stage.residenceType}`) },
    { label: t("residence.facts.disposalForm"), value: t(`enums.disposalForm.${stage.disposalForm}`) },
    stage.homeCount > 0
      ? {
          label: t("residence.facts.homes"),
          value: t("residence.facts.homesAvailable", { count: stage.availableCount, total: stage.homeCount }),
        }
      : stage.plannedHomeCount
        ? { label: t("residence.facts.plannedHomes"), value: String(stage.plannedHomeCount) }
        : null,
    stage.price ? { label: priceLabel, value: `${priceRangeText(stage.price, site)}${planned}` } : null,
    stage.rooms ? { label: t("residence.facts.rooms"), value: `${roomsRangeText(stage.rooms, site)}${planned}` } : null,
    stage.livingArea
      ? { label: t("residence.facts.livingArea"), value: `${areaRangeText(stage.livingArea, site)}${planned}` }
      : null,
    { label: t("residence.facts.moveIn"), value: moveInText(stage.inhabitFrom, stage.inhabitTo, site, t) },
    stage.residenceType !== "apartment"
      ? { label: t("residence.facts.plotType"), value: t(`enums.plotType.${stage.plotType}`) }
      : null,
    { label: t("residence.facts.parking"), value: t(`enums.parking.${stage.parking}`) },
    { label: t("residence.facts.storage"), value: t(`enums.parking.${stage.storage}`) },
    stage.concept ? { label: t("residence.facts.concept"), value: t(`enums.concept.${stage.concept}`) } : null,
  ];

  return (
    <article className={styles.page}>
      <RecordVisit kind="stage" id={stage.id} />
      <header className={styles.header}>
        <div className={styles.headerTop}>
          <ProjectStatusBadge status={stage.projectStatus} />
          <FavouriteToggle kind="stage" id={stage.id} name={stage.name} url={stage.url} image={stage.images[0]} />
        </div>
        <h1>{title}</h1>
        <p className={styles.location}>
          <a href={area.url}>{area.name}</a>, <a href={area.municipalityUrl}>{area.municipality}</a>
        </p>
        {stage.shortDescription && <p className={styles.lead}>{stage.shortDescription}</p>}
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          <Gallery images={stage.images} label={t("residence.gallery.label", { name: title })} />
          <KeyFacts facts={facts} />
          {data.tags.length > 0 && (
            <section className={styles.section}>
              <h2>{t("residence.tags.heading")}</h2>
              <ul className={styles.tags}>
                {data.tags.map((tag) => (
                  <li key={tag.id}>{tag.name}</li>
                ))}
              </ul>
            </section>
          )}
          {stage.description && (
            <section className={styles.section}>
              <h2>{t("residence.stage.about")}</h2>
              <p className={styles.text}>{stage.description}</p>
            </section>
          )}
          {data.explorer && <ExplorerLauncher settings={data.explorer} stageName={title} />}
          <HomesTable homes={data.homes} caption={t("residence.homes.caption", { stage: title })} />
          <Showings stageId={stage.id} initial={data.showings} />
          <ResidenceMap
            name={title}
            center={{ latitude: stage.latitude, longitude: stage.longitude }}
            zoom={15}
            markers={[
              {
                id: `stage-${stage.id}`,
                latitude: stage.latitude,
                longitude: stage.longitude,
                label: title,
                caption: title,
                colour: statusLook("project", stage.projectStatus, site.site).colour,
              },
              ...data.showingApartments.map((home) => {
                const look = statusLook("object", "showingApartment", site.site);
                const caption = `${t(look.labelKey)} ${home.number}`;
                return {
                  id: `object-${home.id}`,
                  latitude: home.latitude,
                  longitude: home.longitude,
                  label: `${caption}, ${title}`,
                  caption,
                  url: home.url,
                  colour: look.colour,
                };
              }),
            ]}
          />
        </div>
        <aside className={styles.aside}>
          <ContactPersons contacts={data.contacts} />
          <InterestForm name={title} target={{ areaId: area.id, stageId: stage.id }} />
        </aside>
      </div>
    </article>
  );
}
