import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { LANGUAGE_TAGS, type Language } from "~/sites/sites";
import type { SunStudy } from "./schema";
import { dayOfYear, daysInYear, localMoment } from "./sun";
import { formatClock, formatDayOfYear } from "./sun-format";
import styles from "./sun-study.module.css";
import { compassPoint, initialMoment, SEASON_DAYS, type StudyMoment, type StudyView, studyAt } from "./sun-study-model";

export interface SunStudyPanelProps {
  /** The view's picture (through the image proxy) and its size in pixels: the surfaces' coordinates. */
  image: { src: string; width: number; height: number };
  alt: string;
  sunStudy: SunStudy;
  /** Where the building stands and its clock. */
  location: { latitude: number; longitude: number; timeZone: string };
  /** The home whose balcony is outlined and named in the summary. */
  highlightObjectId?: number | null;
}

/** The summary (a live region) follows the sliders once they rest this long, not every step of a drag. */
const SUMMARY_DELAY_MS = 300;

/**
 * The sun study of one explorer view (issue 19 point 3; docs/decisions/055-sun-study.md): the
 * picture with its facades and balconies shaded from the sun's position at a chosen day and time,
 * two sliders (time of day, day of the year), shortcuts to the solstices and equinoxes, and a
 * text summary for everyone (and for screen readers, politely). Loaded lazily by the explorer.
 */
export function SunStudyPanel({ image, alt, sunStudy, location, highlightObjectId = null }: SunStudyPanelProps) {
  const { t, language } = useTranslation();
  const id = useId();
  // The panel opens on the visitor's click, in the browser: "now" is not rendered on the server.
  const [moment, setMoment] = useState<StudyMoment>(() => initialMoment(new Date(), location, location.timeZone));
  const [settled, setSettled] = useState(moment);
  useEffect(() => {
    if (settled === moment) return;
    const timer = window.setTimeout(() => setSettled(moment), SUMMARY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [moment, settled]);

  const surfaces = sunStudy.surfaces;
  const view = useMemo(
    () => studyAt(moment, location, surfaces, highlightObjectId),
    [moment, location, surfaces, highlightObjectId],
  );
  const summaryView = useMemo(
    () => (settled === moment ? view : studyAt(settled, location, surfaces, highlightObjectId)),
    [settled, moment, view, location, surfaces, highlightObjectId],
  );

  const timeText = formatClock(view.minutes, language);
  const dayText = formatDayOfYear(moment.year, moment.dayNumber, language);

  return (
    <section className={styles.panel} aria-label={t("explorer.sunStudy.label")}>
      <div className={styles.picture}>
        <img src={image.src} width={image.width} height={image.height} alt={alt} decoding="async" />
        <svg
          className={styles.overlay}
          viewBox={`0 0 ${image.width} ${image.height}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          {surfaces.map((surface, index) => {
            const light = view.surfaces.lights[index] ?? 0;
            const highlighted =
              surface.kind === "balcony" && highlightObjectId != null && surface.objectId === highlightObjectId;
            return (
              <polygon
                // The surfaces are a fixed list for the view: their order is their identity.
                key={index}
                points={surface.points.map((point) => point.join(",")).join(" ")}
                data-kind={surface.kind}
                data-sun={light > 0 ? "true" : "false"}
                className={highlighted ? styles.highlight : undefined}
                style={surfaceStyle(light, view.sunUp)}
              />
            );
          })}
        </svg>
      </div>

      <ul className={styles.legend} aria-label={t("explorer.sunStudy.legend")}>
        <li>
          <span className={`${styles.swatch} ${styles.swatchSun}`} aria-hidden="true" />
          {t("explorer.sunStudy.legendSun")}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchShade}`} aria-hidden="true" />
          {t("explorer.sunStudy.legendShade")}
        </li>
        {view.surfaces.balcony !== null ? (
          <li>
            <span className={`${styles.swatch} ${styles.swatchBalcony}`} aria-hidden="true" />
            {t("explorer.sunStudy.legendBalcony")}
          </li>
        ) : null}
      </ul>

      <div className={styles.controls}>
        <div className={styles.slider}>
          <label htmlFor={`${id}-time`}>{t("explorer.sunStudy.time")}</label>
          <span className={styles.value} aria-hidden="true">
            {timeText}
          </span>
          <input
            id={`${id}-time`}
            type="range"
            min={view.range.min}
            max={view.range.max}
            step={15}
            value={view.minutes}
            aria-valuetext={timeText}
            onChange={(event) => {
              const minutes = Number(event.currentTarget.value);
              setMoment((current) => ({ ...current, minutes }));
            }}
          />
        </div>
        <div className={styles.slider}>
          <label htmlFor={`${id}-day`}>{t("explorer.sunStudy.day")}</label>
          <span className={styles.value} aria-hidden="true">
            {dayText}
          </span>
          <input
            id={`${id}-day`}
            type="range"
            min={1}
            max={daysInYear(moment.year)}
            step={1}
            value={moment.dayNumber}
            aria-valuetext={dayText}
            onChange={(event) => {
              const dayNumber = Number(event.currentTarget.value);
              setMoment((current) => ({ ...current, dayNumber }));
            }}
          />
        </div>
        <fieldset className={styles.seasons}>
          <legend>{t("explorer.sunStudy.seasons")}</legend>
          {SEASON_DAYS.map((season) => {
            const dayNumber = dayOfYear({ year: moment.year, month: season.month, day: season.day });
            return (
              <button
                key={season.key}
                type="button"
                aria-pressed={moment.dayNumber === dayNumber}
                onClick={() => setMoment((current) => ({ ...current, dayNumber }))}
              >
                {t(`explorer.sunStudy.${season.key}`)}
              </button>
            );
          })}
        </fieldset>
      </div>

      <div className={styles.summary} role="status" aria-live="polite" aria-atomic="true">
        <Summary view={summaryView} year={settled.year} dayNumber={settled.dayNumber} timeZone={location.timeZone} />
      </div>
    </section>
  );
}

/** Sun: a warm light as strong as the sun on the surface; shade: a cool dark, darker when the sun is down. */
function surfaceStyle(light: number, sunUp: boolean): React.CSSProperties {
  if (light > 0) return { fill: "rgb(255 176 32)", fillOpacity: 0.25 + 0.45 * light };
  return { fill: "rgb(20 36 84)", fillOpacity: sunUp ? 0.4 : 0.55 };
}

const listFormats = new Map<Language, Intl.ListFormat>();
/** "sydväst och sydost", "lounaaseen ja kaakkoon". */
function listOf(items: string[], language: Language): string {
  let format = listFormats.get(language);
  if (!format) {
    format = new Intl.ListFormat(LANGUAGE_TAGS[language], { type: "conjunction" });
    listFormats.set(language, format);
  }
  return format.format(items);
}

function Summary({
  view,
  year,
  dayNumber,
  timeZone,
}: {
  view: StudyView;
  year: number;
  dayNumber: number;
  timeZone: string;
}) {
  const { t, language } = useTranslation();
  const time = formatClock(view.minutes, language);
  const clockOf = (instant: Date) => formatClock(localMoment(instant, timeZone).minutes, language);
  const { sunrise, sunset, polar } = view.sunOfDay;
  return (
    <>
      <p className={styles.moment}>
        {t("explorer.sunStudy.moment", { day: formatDayOfYear(year, dayNumber, language), time })}
      </p>
      <p>
        {view.sunUp
          ? t("explorer.sunStudy.sunAt", {
              direction: t(`explorer.sunStudy.direction.${compassPoint(view.sun.azimuth)}`),
              altitude: Math.round(view.sun.altitude),
            })
          : polar === "night"
            ? t("explorer.sunStudy.polarNight")
            : t("explorer.sunStudy.sunDown")}
      </p>
      {sunrise && sunset ? (
        <p>{t("explorer.sunStudy.sunTimes", { sunrise: clockOf(sunrise), sunset: clockOf(sunset) })}</p>
      ) : polar === "day" ? (
        <p>{t("explorer.sunStudy.midnightSun")}</p>
      ) : null}
      {view.surfaces.facadeCount > 0 ? (
        <p>
          {view.surfaces.facadesLit > 0
            ? t("explorer.sunStudy.facadesLitTowards", {
                lit: view.surfaces.facadesLit,
                count: view.surfaces.facadeCount,
                directions: listOf(
                  view.surfaces.litFacadesFacing.map((point) => t(`explorer.sunStudy.towards.${point}`)),
                  language,
                ),
              })
            : t("explorer.sunStudy.facadesLit", { lit: 0, count: view.surfaces.facadeCount })}
        </p>
      ) : null}
      {view.surfaces.balcony ? (
        <p>
          {t(view.surfaces.balcony === "sun" ? "explorer.sunStudy.balconySun" : "explorer.sunStudy.balconyShade", {
            time,
          })}
        </p>
      ) : null}
    </>
  );
}
