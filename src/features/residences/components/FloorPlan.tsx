import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Lightbox } from "./Lightbox";
import styles from "./residence.module.css";

/**
 * A home's floor plan (GET /api/residence/floorplan/{id}.svg): the drawing on the page, a button
 * that opens it full screen with zoom (Lightbox), and a download link for the SVG file.
 */
export function FloorPlan({
  homeId,
  title,
  alt,
  fileName,
}: {
  homeId: number;
  /** The home's name, for the full-screen view's label. */
  title: string;
  alt: string;
  /** The downloaded file's name without extension, e.g. "planlosning-1001" (the route's attachment name). */
  fileName: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const src = `/api/residence/floorplan/${homeId}.svg`;
  const download = { href: `${src}?download=1`, fileName: `${fileName}.svg`, label: t("residence.floorPlan.download") };
  return (
    <section className={styles.section}>
      <h2>{t("residence.floorPlan.heading")}</h2>
      <figure className={styles.floorPlan}>
        <button type="button" className={styles.floorPlanOpen} onClick={() => setOpen(true)}>
          <img src={src} alt={alt} width={800} height={600} loading="lazy" decoding="async" />
        </button>
        <figcaption className={styles.floorPlanActions}>
          <button type="button" className={styles.linkButton} onClick={() => setOpen(true)}>
            {t("residence.floorPlan.open")}
          </button>
          <a href={download.href} download={download.fileName}>
            {download.label}
          </a>
        </figcaption>
      </figure>
      {open && (
        <Lightbox
          label={t("residence.floorPlan.viewerLabel", { title })}
          items={[{ src, alt }]}
          index={0}
          onClose={() => setOpen(false)}
          download={download}
        />
      )}
    </section>
  );
}
