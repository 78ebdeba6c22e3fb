import { lazy, Suspense } from "react";
import { figureLabel, figureText, marketFigures } from "~/domain/market-figures";
import { isHomeFeature } from "~/domain/residence-enums";
import { homePriceText, monthlyFeeText, showsPrice } from "~/domain/residence-format";
import { isSoldObject, statusLook } from "~/domain/residence-status";
import { ObjectStatusBadge } from "~/domain/StatusBadge";
import { BookOnline } from "~/features/click-to-buy";
import { FavouriteToggle } from "~/features/favourites";
import { PanoramaButton } from "~/features/panorama";
import { RecordVisit } from "~/features/timeseries";
import { formatArea, formatDate, formatRooms } from "~/i18n/format";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import formStyles from "~/ui/form/form.module.css";
import { ContactPersons } from "../components/ContactPersons";
import { FloorPlan } from "../components/FloorPlan";
import { Gallery } from "../components/Gallery";
import { InterestForm } from "../components/InterestForm";
import { type Fact, KeyFacts } from "../components/KeyFacts";
import { ResidenceMap } from "../components/ResidenceMap";
import styles from "../components/residence.module.css";
import { Showings } from "../components/Showings";
import { initialMonthlyCost } from "../monthly-cost";

// The calculator is loaded with the home page that uses it, in its own small chunk.
const MonthlyCostCalculator = lazy(() =>
  import("../components/MonthlyCostCalculator").then((module) => ({ default: module.MonthlyCostCalculator })),
);

/** A home (object) page: status, key facts and prices, gallery, floor plan, showings, map, contacts, interest. */
export function ObjectTemplate({ vm }: TemplateProps<"object">) {
  const { t } = useTranslation();
  const site = useSite();
  const data = vm.viewModel.data;
  const { home, stage, area } = data;
  const title = vm.viewModel.title;
  const priced = showsPrice(home.status);
  const finland = site.currency === "EUR";
  const images = home.images.length > 0 ? home.images : stage.images;

  const rented = home.disposalForm === "tenancy";
  // Each market's figures (src/domain/market-figures.ts); a rented home shows its rent.
  const priceFacts: Fact[] = !priced
    ? []
    : rented
      ? [{ label: t("residence.facts.rent"), value: monthlyFeeText(home.price, site, t) }]
      : marketFigures(site, home).map((figure) => ({
          label: figureLabel(figure, t),
          value: figureText(figure, site, t),
        }));
  const calculator = priced ? initialMonthlyCost(site, home) : null;

  const facts: (Fact | null)[] = [
    { label: t("residence.facts.status"), value: <ObjectStatusBadge status={home.status} /> },
    ...priceFacts,
    home.monthlyFee !== null && !rented && !priced
      ? { label: t("residence.facts.monthlyFee"), value: monthlyFeeText(home.monthlyFee, site, t) }
      : null,
    { label: t("residence.facts.rooms"), value: formatRooms(home.rooms, site.language) },
    { label: t("residence.facts.livingArea"), value: formatArea(home.livingArea, site.language) },
    home.plotArea !== null
      ? { label: t("residence.facts.plotArea"), value: formatArea(home.plotArea, site.language) }
      : null,
    home.floor !== null
      ? {
          label: t("residence.facts.floor"),
          value: home.floorCount
            ? t("residence.facts.floorOf", { floor: home.floor, count: home.floorCount })
            : String(home.floor),
        }
      : null,
    { label: t("residence.facts.residenceType"), value: t(`enums.residenceType.${home.residenceType}`) },
    { label: t("residence.facts.disposalForm"), value: t(`enums.disposalForm.${home.disposalForm}`) },
    home.residenceType !== "apartment"
      ? { label: t("residence.facts.plotType"), value: t(`enums.plotType.${home.plotType}`) }
      : null,
    ...(
      [
        ["outdoorAreas", home.outdoorAreas.filter((a) => !isHomeFeature(a))],
        ["features", home.outdoorAreas.filter(isHomeFeature)],
      ] as const
    ).map(([label, values]) =>
      values.length > 0
        ? { label: t(`residence.facts.${label}`), value: values.map((a) => t(`enums.outdoorArea.${a}`)).join(", ") }
        : null,
    ),
    { label: t("residence.facts.parking"), value: t(`enums.parking.${home.parking}`) },
    { label: t("residence.facts.storage"), value: t(`enums.parking.${home.storage}`) },
    home.inhabitDate
      ? { label: t("residence.facts.moveIn"), value: formatDate(home.inhabitDate, site.language) }
      : null,
    { label: t("residence.facts.projectPhase"), value: t(`enums.projectPhase.${stage.projectPhase}`) },
    home.concept ? { label: t("residence.facts.concept"), value: t(`enums.concept.${home.concept}`) } : null,
  ];

  return (
    <article className={styles.page}>
      <RecordVisit kind="object" id={home.id} />
      <header className={styles.header}>
        <div className={styles.headerTop}>
          <ObjectStatusBadge status={home.status} />
          <FavouriteToggle
            kind="object"
            id={home.id}
            name={stage.name}
            objectNumber={home.number}
            streetAddress={home.streetAddress}
            url={home.url}
            image={images[0]}
          />
        </div>
        <h1>{title}</h1>
        <p className={styles.location}>
          <a href={stage.url}>{stage.name}</a>, <a href={area.url}>{area.name}</a>, {area.municipality}
        </p>
        {priced && (
          <p className={styles.price}>
            {finland && !rented
              ? t("residence.object.totalPriceLine", { price: homePriceText(home, site, t) })
              : homePriceText(home, site, t)}
          </p>
        )}
        <BookOnline
          objectId={home.id}
          status={home.status}
          clickToBuyPath={site.urls.clickToBuy}
          label={t("residence.object.bookOnline")}
          className={formStyles.button}
        />
        {data.hasPanorama && <PanoramaButton objectId={home.id} title={title} className={formStyles.button} />}
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          <Gallery images={images} label={t("residence.gallery.label", { name: title })} />
          <KeyFacts facts={facts} />
          {data.explorerUrl && (
            <p>
              <a href={data.explorerUrl}>{t("explorer.exploreLink")}</a>
            </p>
          )}
          {home.description && (
            <section className={styles.section}>
              <h2>{t("residence.object.about")}</h2>
              <p className={styles.text}>{home.description}</p>
            </section>
          )}
          {calculator && (
            <Suspense fallback={null}>
              <MonthlyCostCalculator site={site} initial={calculator} />
            </Suspense>
          )}
          <FloorPlan
            homeId={home.id}
            title={title}
            alt={t("residence.floorPlan.alt", {
              title,
              rooms: formatRooms(home.rooms, site.language),
              area: formatArea(home.livingArea, site.language),
            })}
            fileName={`${t("residence.floorPlan.fileName")}-${home.number}`.replace(/[^\w.-]+/g, "-")}
          />
          <Showings stageId={stage.id} objectId={home.id} initial={data.showings} />
          <ResidenceMap
            name={title}
            center={{ latitude: home.latitude, longitude: home.longitude }}
            zoom={15}
            markers={[
              {
                id: `object-${home.id}`,
                latitude: home.latitude,
                longitude: home.longitude,
                label: title,
                caption: title,
                colour: statusLook("object", home.status, site.site).colour,
              },
            ]}
          />
          {data.neighbours.length > 0 && (
            <section className={styles.section}>
              <h2>{t("residence.neighbours.heading", { stage: stage.name })}</h2>
              <ul className={styles.cards}>
                {data.neighbours.map((n) => (
                  <li key={n.id} className={styles.card}>
                    <div className={styles.cardBody}>
                      <h3>
                        <a href={n.url}>{t("residence.object.title", { number: n.number })}</a>
                      </h3>
                      <p>
                        {formatRooms(n.rooms, site.language)} · {formatArea(n.livingArea, site.language)}
                      </p>
                      <p>
                        <ObjectStatusBadge status={n.status} /> {homePriceText(n, site, t)}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <aside className={styles.aside}>
          <ContactPersons contacts={data.contacts} />
          <InterestForm
            name={title}
            target={{ areaId: area.id, stageId: stage.id, objectId: home.id }}
            sold={isSoldObject(home.status)}
          />
        </aside>
      </div>
    </article>
  );
}
