import { useTranslation } from "~/i18n/react";
import styles from "./shell.module.css";
import { useSite } from "./use-site";

/** The brand's logo mark and name, linking to the site's start page. */
export function Logo() {
  const site = useSite();
  const { t } = useTranslation();
  return (
    <a href={site.urls.start ?? "/"} className={styles.logo} aria-label={t("shell.home", { siteName: site.siteName })}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <path d="M4 15 16 5l12 10v12H4z" fill="var(--color-brand)" />
        <path d="M12 27v-7h8v7" fill="var(--color-surface)" />
      </svg>
      <span>{site.siteName}</span>
    </a>
  );
}
