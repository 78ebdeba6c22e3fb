import { useTranslation } from "~/i18n/react";
import styles from "./shell.module.css";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Focuses the first h1 of the main content, otherwise its first focusable element (spec 000 section 2). */
export function focusMainContent(): void {
  const main = document.getElementById("main");
  if (!main) return;
  const heading = main.querySelector<HTMLElement>("h1");
  const target = heading ?? main.querySelector<HTMLElement>(FOCUSABLE) ?? main;
  if (target === heading && !heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  target.focus();
}

export function SkipLink() {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useValidAnchor: a real link to #main that works without JavaScript; with it, focus moves to the heading.
    <a
      href="#main"
      className={styles.skipLink}
      onClick={(event) => {
        event.preventDefault();
        focusMainContent();
      }}
    >
      {t("shell.skipToContent")}
    </a>
  );
}
