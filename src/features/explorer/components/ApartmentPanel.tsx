import { lazy, type RefObject, Suspense, useId, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { ExplorerApartment, ExplorerData, ExplorerPicture, ExplorerView } from "../schema";
import type { ApartmentText } from "./apartment-text";
import styles from "./explorer-view.module.css";

/** The sun study and the 360 viewer (three.js) load only when the visitor asks for them. */
const SunStudyPanel = lazy(() =>
  import("../sun-study/SunStudyPanel").then((module) => ({ default: module.SunStudyPanel })),
);
const PanoramaDialog = lazy(() =>
  import("~/features/panorama/entries/panorama-dialog").then((module) => ({ default: module.PanoramaDialog })),
);

const DIRECTIONS = ["n", "ne", "e", "se", "s", "sw", "w", "nw"] as const;

/** The eight-point compass direction of an azimuth (0 north, 90 east). */
export function compassKey(azimuth: number): (typeof DIRECTIONS)[number] {
  return DIRECTIONS[Math.round((((azimuth % 360) + 360) % 360) / 45) % 8] ?? "n";
}

/**
 * The selected home: its figures, its page, its balcony and 3D views, its 360 tour and the sun
 * study of the view it was chosen in (or the stage's external sun study).
 */
export function ApartmentPanel({
  apartment,
  text,
  view,
  location,
  sunStudyExternalUrl,
  headingRef,
  onClose,
}: {
  apartment: ExplorerApartment;
  text: ApartmentText;
  view: ExplorerView;
  location: ExplorerData["location"];
  sunStudyExternalUrl: string | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [picture, setPicture] = useState<ExplorerPicture | null>(null);
  const [sunOpen, setSunOpen] = useState(false);
  const [panoramaOpen, setPanoramaOpen] = useState(false);
  const { balconyViews, object3DViews } = apartment.files;

  const pictureButtons = (heading: string, pictures: ExplorerPicture[]) =>
    pictures.length > 0 && (
      <div className={styles.pictureGroup}>
        <h4>{heading}</h4>
        <ul className={styles.pictureButtons}>
          {pictures.map((p) => (
            <li key={p.src}>
              <button type="button" aria-pressed={picture?.src === p.src} onClick={() => setPicture(p)}>
                {p.caption}
              </button>
            </li>
          ))}
        </ul>
      </div>
    );

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.panelHeader}>
        <h3 id={headingId} ref={headingRef} tabIndex={-1}>
          {text.name}
        </h3>
        <button type="button" className={styles.closeButton} onClick={onClose}>
          {t("explorer.panel.close")}
        </button>
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t("explorer.list.rooms")}</dt>
          <dd>{text.rooms}</dd>
        </div>
        <div>
          <dt>{t("explorer.list.area")}</dt>
          <dd>{text.area}</dd>
        </div>
        <div>
          <dt>{t("explorer.list.price")}</dt>
          <dd>{text.price}</dd>
        </div>
        <div>
          <dt>{t("explorer.list.status")}</dt>
          <dd>{text.status}</dd>
        </div>
        {apartment.floor !== null && (
          <div>
            <dt>{t("explorer.list.floor")}</dt>
            <dd>{t("explorer.panel.floor", { floor: apartment.floor })}</dd>
          </div>
        )}
      </dl>
      <p className={styles.actions}>
        <a href={apartment.url}>{t("explorer.panel.showHome")}</a>
        {apartment.hasPanorama && (
          <button type="button" onClick={() => setPanoramaOpen(true)}>
            {t("explorer.panel.show360")}
          </button>
        )}
      </p>
      {pictureButtons(t("explorer.panel.balconyViews"), balconyViews)}
      {pictureButtons(t("explorer.panel.object3DViews"), object3DViews)}
      {picture && (
        <figure className={styles.shownPicture}>
          <img src={picture.src} width={picture.width} height={picture.height} alt={picture.caption} />
          <figcaption>
            {picture.caption}
            {picture.azimuth !== null &&
              ` · ${t("explorer.panel.facing", { direction: t(`explorer.directions.${compassKey(picture.azimuth)}`) })}`}
          </figcaption>
        </figure>
      )}
      <div className={styles.pictureGroup}>
        <h4>{t("explorer.panel.sunStudy")}</h4>
        {sunStudyExternalUrl ? (
          <a href={sunStudyExternalUrl} target="_blank" rel="noopener noreferrer">
            {t("explorer.panel.externalSunStudy")}
          </a>
        ) : (
          view.sunstudy && (
            <>
              <button type="button" aria-expanded={sunOpen} onClick={() => setSunOpen((open) => !open)}>
                {t("explorer.panel.openSunStudy")}
              </button>
              {sunOpen && (
                <Suspense fallback={<p role="status">{t("explorer.loading")}</p>}>
                  <SunStudyPanel
                    image={{ src: view.src, width: view.width, height: view.height }}
                    alt={view.name}
                    sunStudy={view.sunstudy}
                    location={location}
                    highlightObjectId={apartment.objectId}
                  />
                </Suspense>
              )}
            </>
          )
        )}
      </div>
      {panoramaOpen && (
        <Suspense fallback={null}>
          <PanoramaDialog objectId={apartment.objectId} title={text.name} onClose={() => setPanoramaOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
