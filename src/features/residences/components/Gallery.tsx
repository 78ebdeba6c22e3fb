import { useState } from "react";
import { imageUrl } from "~/domain/image-url";
import { useTranslation } from "~/i18n/react";
import { Picture } from "~/ui/Picture";
import type { ResidenceImage } from "../schema";
import styles from "./residence.module.css";

/**
 * A light, keyboard-accessible gallery: the current image through the image proxy with its
 * srcset, previous/next buttons, and thumbnails as buttons. No library: a few hundred bytes.
 */
export function Gallery({ images, label }: { images: ResidenceImage[]; label: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  if (images.length === 0) return null;
  const count = images.length;
  const current = images[Math.min(index, count - 1)]!;
  const go = (next: number) => setIndex((next + count) % count);
  return (
    <section
      className={styles.gallery}
      aria-roledescription={t("residence.gallery.roleDescription")}
      aria-label={label}
    >
      <div className={styles.galleryStage}>
        <Picture
          key={current.src}
          src={current.src}
          alt={current.alt}
          priority={index === 0}
          className={styles.galleryImage}
          sizes="(min-width: 60rem) 48rem, 100vw"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${styles.galleryNav} ${styles.galleryPrev}`}
              onClick={() => go(index - 1)}
              aria-label={t("residence.gallery.previous")}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={`${styles.galleryNav} ${styles.galleryNext}`}
              onClick={() => go(index + 1)}
              aria-label={t("residence.gallery.next")}
            >
              <span aria-hidden="true">›</span>
            </button>
            <p className={styles.galleryCount} aria-live="polite">
              {t("residence.gallery.position", { index: index + 1, count })}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className={styles.thumbs}>
          {images.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={i === index ? "true" : undefined}
                aria-label={t("residence.gallery.show", { index: i + 1, count, alt: image.alt })}
                onClick={() => setIndex(i)}
              >
                <img src={imageUrl(image.src, 240)} alt="" width={96} height={64} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
