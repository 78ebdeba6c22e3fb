import { useId, useState } from "react";
import {
  CONCEPTS,
  DISPOSAL_FORMS,
  INHABIT_DATE_FILTERS,
  OUTDOOR_AREAS,
  PROJECT_STATUSES,
  RESIDENCE_TYPES,
  VIEWING_FILTERS,
} from "~/domain/residence-enums";
import { formatArea, formatPrice, formatRooms } from "~/i18n/format";
import { useTranslation } from "~/i18n/react";
import { DEFAULT_RADIUS_KM } from "~/sites/filter-bounds";
import type { SiteSettings } from "~/sites/sites";
import type { FilterBounds, GeoSearch, Tag } from "../schema";
import type { SearchUrlState, UrlFilter } from "../search-url";
import { CheckboxGroup } from "./CheckboxGroup";
import styles from "./filters.module.css";
import { withPlus } from "./hit-format";
import { type ChangePhase, RangeFilter, type RangeValue } from "./RangeFilter";
import { TagInput } from "./TagInput";

/** How a filter change reaches the URL and the search. */
export interface ChangeOptions {
  /** Replace the history entry instead of adding one (a slider on the move). */
  replace?: boolean;
  /** Wait this long before searching (sliders: the visitor may not have stopped). */
  delay?: number;
}

const SLIDER_DEBOUNCE_MS = 300;

interface SearchFiltersProps {
  state: SearchUrlState;
  site: SiteSettings;
  bounds: FilterBounds;
  /** Name of the tag of the path, when the search has one. */
  pathTagName: string | null;
  onFilter: (patch: Partial<UrlFilter>, options?: ChangeOptions) => void;
  onTagNames: (names: string[]) => void;
  onAddTag: (tag: Tag) => void;
  onRemovePathTag: () => void;
  onClear: () => void;
}

type NearMeState = "idle" | "locating" | "denied" | "unavailable" | "unsupported";

export function SearchFilters(props: SearchFiltersProps) {
  const { state, site, bounds, onFilter } = props;
  const { filter } = state;
  const { t } = useTranslation();
  const language = site.language;
  const inhabitId = useId();
  const [nearMe, setNearMe] = useState<NearMeState>("idle");

  const slider =
    (min: keyof UrlFilter, max: keyof UrlFilter) =>
    ([low, high]: RangeValue, phase: ChangePhase) =>
      onFilter({ [min]: low, [max]: high }, { replace: phase === "move", delay: SLIDER_DEBOUNCE_MS });

  const findMe = () => {
    if (!("geolocation" in navigator)) {
      setNearMe("unsupported");
      return;
    }
    setNearMe("locating");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setNearMe("idle");
        // About 100 m is plenty for a 25 km search and keeps the shared URL vague.
        const round = (value: number) => Math.round(value * 1000) / 1000;
        const geoSearch: GeoSearch = {
          latitude: round(position.coords.latitude),
          longitude: round(position.coords.longitude),
          radiusKm: DEFAULT_RADIUS_KM,
        };
        onFilter({ geoSearch });
      },
      (error) => setNearMe(error.code === error.PERMISSION_DENIED ? "denied" : "unavailable"),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  };

  const price = (value: number) =>
    value >= bounds.price.max ? withPlus(formatPrice(value, site)) : formatPrice(value, site);
  const rooms = (value: number) =>
    value >= bounds.rooms.max ? withPlus(formatRooms(value, language)) : formatRooms(value, language);
  const area = (value: number) =>
    value >= bounds.area.max ? withPlus(formatArea(value, language)) : formatArea(value, language);

  const options = <T extends string>(values: readonly T[], enumName: string) =>
    values.map((value) => ({ value, label: t(`enums.${enumName}.${value}`) }));

  return (
    <div className={styles.filters}>
      <div className={styles.group}>
        <TagInput siteId={site.siteId} chosen={state.tagNames} onAdd={props.onAddTag} />
        {(props.pathTagName || state.tagNames.length > 0) && (
          <ul className={styles.chips} aria-label={t("search.tags.chosen")}>
            {props.pathTagName && (
              <li className={styles.chip}>
                {props.pathTagName}
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={t("search.tags.remove", { name: props.pathTagName })}
                  onClick={props.onRemovePathTag}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            )}
            {state.tagNames.map((name) => (
              <li key={name} className={styles.chip}>
                {name}
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={t("search.tags.remove", { name })}
                  onClick={() => props.onTagNames(state.tagNames.filter((other) => other !== name))}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className={styles.group}>
        {filter.geoSearch ? (
          <p className={styles.chip}>
            {t("search.nearMe.active", { radius: filter.geoSearch.radiusKm })}
            <button
              type="button"
              className={styles.chipRemove}
              aria-label={t("search.nearMe.remove")}
              onClick={() => onFilter({ geoSearch: undefined })}
            >
              <span aria-hidden="true">×</span>
            </button>
          </p>
        ) : (
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={findMe}
            disabled={nearMe === "locating"}
            aria-describedby={nearMe === "idle" || nearMe === "locating" ? undefined : `${inhabitId}-near`}
          >
            {nearMe === "locating" ? t("search.nearMe.locating") : t("search.nearMe.button")}
          </button>
        )}
        {nearMe !== "idle" && nearMe !== "locating" && !filter.geoSearch && (
          <p id={`${inhabitId}-near`} role="alert" className={styles.inlineError}>
            {t(`search.nearMe.${nearMe}`)}
          </p>
        )}
      </div>

      <RangeFilter
        legend={t("search.filters.price")}
        minLabel={t("search.filters.minPrice")}
        maxLabel={t("search.filters.maxPrice")}
        bounds={bounds.price}
        value={[filter.minPrice, filter.maxPrice]}
        format={price}
        onChange={slider("minPrice", "maxPrice")}
      />
      <RangeFilter
        legend={t("search.filters.rooms")}
        minLabel={t("search.filters.minRooms")}
        maxLabel={t("search.filters.maxRooms")}
        bounds={bounds.rooms}
        value={[filter.minRooms, filter.maxRooms]}
        format={rooms}
        onChange={slider("minRooms", "maxRooms")}
      />
      <RangeFilter
        legend={t("search.filters.area")}
        minLabel={t("search.filters.minArea")}
        maxLabel={t("search.filters.maxArea")}
        bounds={bounds.area}
        value={[filter.minArea, filter.maxArea]}
        format={area}
        onChange={slider("minArea", "maxArea")}
      />

      <CheckboxGroup
        legend={t("search.filters.residenceType")}
        name="type"
        options={options(RESIDENCE_TYPES, "residenceType")}
        selected={filter.residenceType}
        onChange={(residenceType) => onFilter({ residenceType })}
      />
      <CheckboxGroup
        legend={t("search.filters.disposalForm")}
        name="disposal"
        // "All" is what choosing none means.
        options={options(
          DISPOSAL_FORMS.filter((form) => form !== "all"),
          "disposalForm",
        )}
        selected={filter.disposalForm}
        onChange={(disposalForm) => onFilter({ disposalForm })}
      />
      <CheckboxGroup
        legend={t("search.filters.projectStatus")}
        name="status"
        options={options(PROJECT_STATUSES, "projectStatus")}
        selected={filter.projectStatus}
        onChange={(projectStatus) => onFilter({ projectStatus })}
      />
      <CheckboxGroup
        legend={t("search.filters.outdoorArea")}
        name="outdoor"
        options={options(OUTDOOR_AREAS, "outdoorArea")}
        selected={filter.outdoorArea}
        onChange={(outdoorArea) => onFilter({ outdoorArea })}
      />
      <CheckboxGroup
        legend={t("search.filters.concepts")}
        name="concept"
        options={options(CONCEPTS, "concept")}
        selected={filter.concepts}
        onChange={(concepts) => onFilter({ concepts })}
      />

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t("search.filters.viewing")}</legend>
        <ul className={styles.choices}>
          {VIEWING_FILTERS.map((viewing) => (
            <li key={viewing}>
              <label className={styles.choice}>
                <input
                  type="radio"
                  name="viewing"
                  value={viewing}
                  checked={filter.viewing === viewing}
                  onChange={() => onFilter({ viewing })}
                />
                {t(`enums.viewing.${viewing}`)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <div className={styles.group}>
        <label htmlFor={inhabitId} className={styles.legend}>
          {t("search.filters.inhabitDate")}
        </label>
        <select
          id={inhabitId}
          className={styles.select}
          value={filter.inhabitDate}
          onChange={(event) => onFilter({ inhabitDate: Number(event.target.value) })}
        >
          {INHABIT_DATE_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`enums.inhabitDate.${value}`)}
            </option>
          ))}
        </select>
      </div>

      <button type="button" className={styles.secondaryButton} onClick={props.onClear}>
        {t("search.filters.clear")}
      </button>
    </div>
  );
}
