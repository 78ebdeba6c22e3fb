import type { ReactNode } from "react";
import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import styles from "./residence.module.css";

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Key facts as a definition list; facts without a value are left out. */
export function KeyFacts({ facts }: { facts: (Fact | null)[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const shown = facts.filter((f): f is Fact => f !== null && f.value !== null && f.value !== "");
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t("residence.facts.heading")}
      </h2>
      <dl className={styles.facts}>
        {shown.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
