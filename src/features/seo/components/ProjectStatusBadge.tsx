import { useTranslation } from "~/i18n/react";
import styles from "../seo.module.css";

/** Project status colours of spec 001 section 4. */
const TONE: Record<string, string> = {
  forSale: "green",
  preselling: "green",
  moveInReady: "green",
  vip: "purple",
  planned: "grey",
  reference: "grey",
  soldOut: "red",
  succession: "blue",
};

export function ProjectStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const tone = TONE[status];
  if (!tone) return null;
  return (
    <span className={styles.badge} data-tone={tone}>
      {t(`enums.projectStatus.${status}`)}
    </span>
  );
}
