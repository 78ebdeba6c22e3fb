import { type KeyboardEvent, useState } from "react";
import { imageSrcSet, imageUrl } from "~/domain/image-url";
import { useTranslation } from "~/i18n/react";
import { Picture } from "~/ui/Picture";
import type { ResidenceImage } from "../schema";
import { Lightbox } from "./Lightbox";
import { PrevNextButtons } from "./PrevNextButtons";
import styles from "./residence.module.css";

/**
 * A light, keyboard-accessible gallery: the current image through the image proxy with its
 * srcset, previous/next buttons, thumbnails as buttons, and the pictures full screen (Lightbox)
 * with swipe, arrow keys, a counter and zoom. The arrow keys change the picture wherever the
 * gallery has focus, instead of scrolling the page. No library.
 */
export function Gallery({ images, label }: { images: ResidenceImage[]; label: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  if (images.length === 0) return null;
  const count = images.length;
  const current = images[Math.min(index, count - 1)]!;
  const go = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // The full-screen view, a child of the gallery, handles its own keys first.
    if (count < 2 || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    go(index + (event.key === "ArrowRight" ? 1 : -1));
  };
  const openLabel = t("residence.gallery.openFullscreen");
  return (
    <section
      className={styles.gallery}
      aria-roledescription={t("residence.gallery.roleDescription")}
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <div className={styles.galleryStage}>
        <button type="button" className={styles.galleryOpen} onClick={() => setFullscreen(true)}>
          <Picture
            key={current.src}
            src={current.src}
            alt={current.alt}
            priority={index === 0}
            className={styles.galleryImage}
            sizes="(min-width: 60rem) 48rem, 100vw"
          />
          <span className={styles.galleryOpenLabel}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
                stroke="currentColor"
                strokeWidth="2"
                fill="none"
                strokeLinecap="round"
              />
            </svg>
            {openLabel}
          </span>
        </button>
        {count > 1 && (
          <>
            <PrevNextButtons
              onStep={(delta) => go(index + delta)}
              navClassName={styles.galleryNav}
              prevClassName={styles.galleryPrev}
              nextClassName={styles.galleryNext}
            />
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
      {fullscreen && (
        <Lightbox
          label={label}
          items={images.map((image) => ({
            src: imageUrl(image.src, 1900, "original"),
            srcSet: imageSrcSet(image.src, "original"),
            alt: image.alt,
          }))}
          index={index}
          onIndexChange={setIndex}
          onClose={() => setFullscreen(false)}
        />
      )}
    </section>
  );
}
