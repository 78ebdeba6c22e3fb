import { useId, useState } from "react";
import type { CrisisBanner as CrisisBannerData } from "~/features/content/schema";
import { useTranslation } from "~/i18n/react";
import styles from "./shell.module.css";

/** The crisis banner: the heading always shows; its text can be toggled (spec 000 section 4). */
export function CrisisBanner({ banner }: { banner: CrisisBannerData }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  return (
    <section className={styles.crisisBanner} aria-label={t("shell.crisisBannerLabel")}>
      <div className={styles.crisisInner}>
        <p className={styles.crisisHeading}>
          <span aria-hidden="true" className={styles.crisisIcon}>
            !
          </span>
          {banner.heading}
        </p>
        <button
          type="button"
          className={styles.crisisToggle}
          data-crisis-toggle=""
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t("shell.showLess") : t("shell.showMore")}
        </button>
      </div>
      <div id={textId} hidden={!expanded} className={styles.crisisText} data-crisis-text="">
        <p>{banner.text}</p>
        {/* "Läs mer" alone says nowhere where it leads (WCAG 2.4.4, Lighthouse's link texts). */}
        {banner.linkUrl && <a href={banner.linkUrl}>{t("shell.readMoreAbout", { topic: banner.heading })}</a>}
      </div>
    </section>
  );
}
