import { type ChangePhase, CheckboxGroup, RangeFilter } from "~/features/search";
import { formatArea } from "~/i18n/format";
import { useTranslation } from "~/i18n/react";
import type { Language } from "~/sites/sites";
import { PREMISES_TYPES, type PremisesType } from "../constants";
import { PREMISES_AREA_STEP, type PremisesUrlState } from "../premises-url";
import type { PremisesTag } from "../schema";
import styles from "./filters.module.css";

interface PremisesFiltersProps {
  state: PremisesUrlState;
  bounds: { min: number; max: number };
  tags: PremisesTag[];
  language: Language;
  onChange: (patch: Partial<PremisesUrlState>, phase?: ChangePhase) => void;
  onClear: () => void;
  activeFilters: number;
}

/**
 * The premises filters (spec 001 section 3): the size as a two-thumb range within the site's
 * slider (0–150 m² in Finland, otherwise 0–200; the top means "and larger"), the type, and tags.
 */
export function PremisesFilters({
  state,
  bounds,
  tags,
  language,
  onChange,
  onClear,
  activeFilters,
}: PremisesFiltersProps) {
  const { t } = useTranslation();
  const area = (value: number) =>
    value >= bounds.max ? t("premises.search.filters.areaMaxOpen", { max: bounds.max }) : formatArea(value, language);
  return (
    <div className={styles.filters}>
      <RangeFilter
        legend={t("premises.search.filters.area")}
        minLabel={t("premises.search.filters.minArea")}
        maxLabel={t("premises.search.filters.maxArea")}
        bounds={{ ...bounds, step: PREMISES_AREA_STEP }}
        value={[state.minArea, state.maxArea]}
        format={area}
        onChange={([minArea, maxArea], phase) => onChange({ minArea, maxArea }, phase)}
      />
      <label className={styles.field}>
        <span className={styles.label}>{t("premises.search.filters.type")}</span>
        <select
          value={state.type ?? ""}
          onChange={(event) => onChange({ type: (event.target.value || undefined) as PremisesType | undefined })}
        >
          <option value="">{t("premises.search.filters.allTypes")}</option>
          {PREMISES_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`premises.types.${type}`)}
            </option>
          ))}
        </select>
      </label>
      {tags.length > 0 && (
        <CheckboxGroup
          legend={t("premises.search.filters.tags")}
          name="premises-tags"
          options={tags.map((tag) => ({ value: tag.url, label: tag.name }))}
          selected={state.tags}
          onChange={(selected) => onChange({ tags: selected })}
        />
      )}
      {activeFilters > 0 && (
        <button type="button" className={styles.clear} onClick={onClear}>
          {t("premises.search.filters.reset")}
        </button>
      )}
    </div>
  );
}
