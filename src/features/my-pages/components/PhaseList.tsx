import { formatDate } from "~/i18n/format-date";
import { useTranslation } from "~/i18n/react";
import type { Language } from "~/sites/sites";
import type { ProjectPhaseView } from "../template-data";
import styles from "./my-pages-content.module.css";

type PhaseState = "past" | "current" | "future";

function stateOf(phase: number, current: number): PhaseState {
  return phase < current ? "past" : phase === current ? "current" : "future";
}

/** The marker's glyph: a tick, a dot, the phase's number; the state is also written out for screen readers. */
const GLYPH: Record<PhaseState, (phase: number) => string> = {
  past: () => "✓",
  current: () => "●",
  future: (phase) => String(phase),
};

/**
 * A project's phases (0–10, spec 000 section 3) in order, the current one marked with
 * aria-current="step"; past, current and future differ by glyph, weight and a written state,
 * not by colour alone. Compact: names and dates without the texts (the home's page).
 */
export function PhaseList({
  phases,
  currentPhase,
  language,
  compact = false,
  label,
}: {
  phases: ProjectPhaseView[];
  currentPhase: number;
  language: Language;
  compact?: boolean;
  /** The list's accessible name (the project's). */
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <ol className={styles.phases} aria-label={label}>
      {phases.map((phase) => {
        const state = stateOf(phase.phase, currentPhase);
        const dates = phase.endsOn
          ? t("myPages.timeline.dates", {
              from: formatDate(phase.startsOn, language),
              to: formatDate(phase.endsOn, language),
            })
          : t("myPages.timeline.from", { from: formatDate(phase.startsOn, language) });
        return (
          <li
            key={phase.phase}
            className={`${styles.phase} ${styles[state]}`}
            aria-current={state === "current" ? "step" : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {GLYPH[state](phase.phase)}
            </span>
            <p className={styles.phaseName}>
              {t(`enums.projectPhase.${phase.phase}`)}{" "}
              <span className={state === "current" ? styles.tag : "visually-hidden"}>
                ({t(`myPages.timeline.${state}`)})
              </span>
            </p>
            <p className={styles.muted}>{dates}</p>
            {!compact && <p>{phase.text}</p>}
          </li>
        );
      })}
    </ol>
  );
}
