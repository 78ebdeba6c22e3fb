import { areaRangeText, moveInText, priceRangeText, roomsRangeText } from "~/domain/residence-format";
import { statusLook } from "~/domain/residence-status";
import { ProjectStatusBadge } from "~/domain/StatusBadge";
import { FavouriteToggle } from "~/features/favourites";
import { RecordVisit } from "~/features/timeseries";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import { Picture } from "~/ui/Picture";
import { ContactPersons } from "../components/ContactPersons";
import { Gallery } from "../components/Gallery";
import { InterestForm } from "../components/InterestForm";
import { type Fact, KeyFacts } from "../components/KeyFacts";
import { ResidenceMap } from "../components/ResidenceMap";
import styles from "../components/residence.module.css";

/** An area (project) page: status and phase, key facts, gallery, its stages, map, contacts, interest. */
export function AreaTemplate({ vm }: TemplateProps<"area">) {
  const { t } = useTranslation();
  const site = useSite();
  const data = vm.viewModel.data;
  const { area } = data;
  const priceLabel = site.currency === "EUR" ? t("residence.facts.totalPrice") : t("residence.facts.price");

  const facts: (Fact | null)[] = [
    { label: t("residence.facts.projectStatus"), value: <ProjectStatusBadge status={area.projectStatus} /> },
    { label: t("residence.facts.projectPhase"), value: t(`enums.projectPhase.${area.projectPhase}`) },
    { label: t("residence.facts.location"), value: `${area.municipality}, ${area.county}` },
    { label: t("residence.facts.stages"), value: String(data.stages.length) },
    { label: t("residence.facts.available"), value: String(data.availableCount) },
    data.price ? { label: priceLabel, value: priceRangeText(data.price, site) } : null,
    data.rooms ? { label: t("residence.facts.rooms"), value: roomsRangeText(data.rooms, site) } : null,
    data.livingArea ? { label: t("residence.facts.livingArea"), value: areaRangeText(data.livingArea, site) } : null,
    area.concept ? { label: t("residence.facts.concept"), value: t(`enums.concept.${area.concept}`) } : null,
  ];

  return (
    <article className={styles.page}>
      <RecordVisit kind="area" id={area.id} />
      <header className={styles.header}>
        <div className={styles.headerTop}>
          <ProjectStatusBadge status={area.projectStatus} />
          <FavouriteToggle kind="area" id={area.id} name={area.name} url={area.url} image={area.images[0]} />
        </div>
        <h1>{area.name}</h1>
        <p className={styles.location}>
          <a href={area.municipalityUrl}>{area.municipality}</a>, <a href={area.countyUrl}>{area.county}</a>
        </p>
        {area.shortDescription && <p className={styles.lead}>{area.shortDescription}</p>}
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          <Gallery images={area.images} label={t("residence.gallery.label", { name: area.name })} />
          <KeyFacts facts={facts} />
          {area.description && (
            <section className={styles.section}>
              <h2>{t("residence.area.about")}</h2>
              <p className={styles.text}>{area.description}</p>
            </section>
          )}
          <section className={styles.section}>
            <h2>{t("residence.stages.heading")}</h2>
            {data.stages.length === 0 ? (
              <p>{t("residence.stages.none")}</p>
            ) : (
              <ul className={styles.cards}>
                {data.stages.map((stage) => {
                  const moveIn = moveInText(stage.inhabitFrom, stage.inhabitTo, site, t);
                  return (
                    <li key={stage.id} className={styles.card}>
                      {stage.image && (
                        <Picture
                          src={stage.image.src}
                          alt=""
                          className={styles.cardImage}
                          sizes="(min-width: 60rem) 24rem, 100vw"
                        />
                      )}
                      <div className={styles.cardBody}>
                        <h3>
                          <a href={stage.url}>{stage.name}</a>
                        </h3>
                        <p>
                          <ProjectStatusBadge status={stage.projectStatus} />
                        </p>
                        <p className={styles.muted}>{t(`enums.residenceType.${stage.residenceType}`)}</p>
                        {stage.homeCount > 0 && (
                          <p>
                            {t("residence.facts.homesAvailable", {
                              count: stage.availableCount,
                              total: stage.homeCount,
                            })}
                          </p>
                        )}
                        {[
                          roomsRangeText(stage.rooms, site),
                          areaRangeText(stage.livingArea, site),
                          priceRangeText(stage.price, site),
                        ]
                          .filter(Boolean)
                          .map((line) => (
                            <p key={line}>{line}</p>
                          ))}
                        {moveIn && (
                          <p>
                            {t("residence.facts.moveIn")}: {moveIn}
                          </p>
                        )}
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
          <ResidenceMap
            name={area.name}
            center={{ latitude: area.latitude, longitude: area.longitude }}
            markers={data.stages.map((stage) => ({
              id: `stage-${stage.id}`,
              latitude: stage.latitude,
              longitude: stage.longitude,
              label: stage.name,
              caption: stage.name,
              url: stage.url,
              colour: statusLook("project", stage.projectStatus, site.site).colour,
            }))}
          />
        </div>
        <aside className={styles.aside}>
          <ContactPersons contacts={data.contacts} />
          <InterestForm name={area.name} target={{ areaId: area.id }} />
        </aside>
      </div>
    </article>
  );
}
