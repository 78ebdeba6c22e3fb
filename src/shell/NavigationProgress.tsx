import { useNavigation } from "react-router";
import { useTranslation } from "~/i18n/react";
import styles from "./shell.module.css";

/** A thin bar at the top while the next page loads, announced to screen readers. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const loading = navigation.state !== "idle";
  return (
    <div className={styles.progress} data-active={loading || undefined} role="status" aria-live="polite">
      {loading && <span className="visually-hidden">{t("shell.loading")}</span>}
    </div>
  );
}
