import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import styles from "./consent.module.css";
import type { ConsentChoice } from "./consent-cookie";

const CATEGORIES = ["statistics", "marketing", "thirdParty"] as const;

/**
 * One switch per cookie category (issue 16), necessary always on. Native checkboxes with the
 * switch role: keyboard and screen readers know them, and a form without JavaScript posts them
 * (a checked one as "on"). Used by the settings dialog and the cookies page's form.
 */
export function ConsentSwitches({
  value,
  onChange,
}: {
  value: ConsentChoice;
  onChange: (next: ConsentChoice) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className={styles.switches}>
      <legend className={styles.legend}>{t("content.cookieSettings.legend")}</legend>
      <div className={styles.switchRow}>
        <input
          id={`${id}-necessary`}
          type="checkbox"
          role="switch"
          aria-checked
          checked
          disabled
          aria-describedby={`${id}-necessary-text`}
          className={styles.switch}
        />
        <div>
          <label htmlFor={`${id}-necessary`} className={styles.switchLabel}>
            {t("content.cookieSettings.necessary.label")}{" "}
            <span className={styles.alwaysOn}>({t("content.cookieSettings.alwaysOn")})</span>
          </label>
          <p id={`${id}-necessary-text`} className={styles.switchText}>
            {t("content.cookieSettings.necessary.description")}
          </p>
        </div>
      </div>
      {CATEGORIES.map((category) => (
        <div key={category} className={styles.switchRow}>
          <input
            id={`${id}-${category}`}
            name={category}
            type="checkbox"
            role="switch"
            className={styles.switch}
            aria-describedby={`${id}-${category}-text`}
            checked={value[category]}
            aria-checked={value[category]}
            onChange={(event) => onChange({ ...value, [category]: event.target.checked })}
          />
          <div>
            <label htmlFor={`${id}-${category}`} className={styles.switchLabel}>
              {t(`content.cookieSettings.${category}.label`)}
            </label>
            <p id={`${id}-${category}-text`} className={styles.switchText}>
              {t(`content.cookieSettings.${category}.description`)}
            </p>
          </div>
        </div>
      ))}
    </fieldset>
  );
}
