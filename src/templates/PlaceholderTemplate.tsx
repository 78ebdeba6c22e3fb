import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "./registry";
import styles from "./templates.module.css";

/**
 * A page whose capability is not built yet (search, login, My Pages, booking…). It says so
 * plainly to visitors instead of pretending, and offers the way forward: customer service.
 */
export function PlaceholderTemplate({ vm }: TemplateProps) {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <div className={`${styles.container} ${styles.placeholder}`} data-template={vm.currentComponent}>
      <p className={styles.badge}>{t("placeholder.badge")}</p>
      <h1>{vm.viewModel.title}</h1>
      <p className={styles.lead}>{t("placeholder.text")}</p>
      <p className={styles.errorActions}>
        {site.urls.customerService && (
          <a href={site.urls.customerService} className={styles.button}>
            {t("placeholder.contact")}
          </a>
        )}
        <a href={site.urls.start ?? "/"} className={styles.secondaryButton}>
          {t("placeholder.backHome")}
        </a>
      </p>
    </div>
  );
}
