import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import styles from "./lightbox.module.css";
import { PrevNextButtons } from "./PrevNextButtons";

export interface LightboxItem {
  /** The picture's URL as the browser loads it (the image proxy's, or the floor plan's SVG). */
  src: string;
  srcSet?: string;
  alt: string;
}

/** The zoom steps, from the picture fitted to the screen to four times that. */
export const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;
/** The arrow keys' directions, and how far a key press moves a zoomed picture (CSS pixels). */
const PAN = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] } as const;
const PAN_STEP = 80;
/** A horizontal swipe longer than this (CSS pixels) changes the picture. */
const SWIPE_DISTANCE = 50;

/**
 * Pictures full screen (issue 13, point 6) on the native <dialog> with showModal (decision 016):
 * the browser traps focus inside and makes the page inert; Escape closes it and focus returns to
 * the control that opened it. The arrow keys change the picture (and never scroll the page behind),
 * a swipe does the same on a touch screen, + and − zoom, and a zoomed picture is moved with the
 * arrow keys or by dragging (its scrolling area can then take focus).
 * Rendered only while open: the parent mounts it on demand.
 */
export function Lightbox({
  items,
  index,
  onIndexChange,
  onClose,
  label,
  download,
}: {
  items: LightboxItem[];
  index: number;
  onIndexChange?: (index: number) => void;
  onClose: () => void;
  /** The dialog's accessible name, e.g. "Bilder på Lägenhet 1001". */
  label: string;
  /** A download link in the toolbar (the floor plan). */
  download?: { href: string; fileName: string; label: string };
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const [zoomStep, setZoomStep] = useState(0);
  const drag = useRef<{ x: number; y: number; left: number; top: number; moved: boolean } | null>(null);
  const count = items.length;
  const current = items[Math.min(Math.max(index, 0), count - 1)];
  const zoom = ZOOM_STEPS[zoomStep] ?? 1;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    if (typeof dialog.showModal === "function") dialog.showModal();
    else dialog.setAttribute("open", "");
    return () => {
      if (dialog.open) {
        if (typeof dialog.close === "function") dialog.close();
        else dialog.removeAttribute("open");
      }
      previous?.focus?.();
    };
  }, []);

  // A new picture starts fitted to the screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a change of picture only
  useEffect(() => setZoomStep(0), [index]);

  if (!current) return null;
  const go = (next: number) => {
    if (count > 1 && onIndexChange) onIndexChange((next + count) % count);
  };
  const zoomTo = (step: number) => setZoomStep(Math.min(Math.max(step, 0), ZOOM_STEPS.length - 1));

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key;
    const box = viewport.current;
    if (zoom > 1 && box && key in PAN) {
      // A zoomed picture: the arrow keys move it, as dragging does.
      event.preventDefault();
      const [dx, dy] = PAN[key as keyof typeof PAN];
      box.scrollBy({ left: dx * PAN_STEP, top: dy * PAN_STEP });
    } else if (key === "ArrowRight" || key === "ArrowLeft") {
      event.preventDefault();
      go(index + (key === "ArrowRight" ? 1 : -1));
    } else if (key === "+" || key === "=") {
      event.preventDefault();
      zoomTo(zoomStep + 1);
    } else if (key === "-") {
      event.preventDefault();
      zoomTo(zoomStep - 1);
    } else if (key === "0") {
      event.preventDefault();
      zoomTo(0);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const box = viewport.current;
    if (!box || event.button !== 0) return;
    drag.current = { x: event.clientX, y: event.clientY, left: box.scrollLeft, top: box.scrollTop, moved: false };
    box.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    const box = viewport.current;
    if (!start || !box || zoom === 1) return;
    box.scrollLeft = start.left - (event.clientX - start.x);
    box.scrollTop = start.top - (event.clientY - start.y);
    start.moved = true;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    drag.current = null;
    if (!start || zoom !== 1) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) > SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) go(index + (dx < 0 ? 1 : -1));
  };

  return (
    <dialog
      ref={ref}
      aria-label={label}
      className={styles.lightbox}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.bar}>
        <p className={styles.counter} aria-live="polite">
          {count > 1 ? t("residence.gallery.position", { index: index + 1, count }) : current.alt}
        </p>
        <div className={styles.tools}>
          <button
            type="button"
            className={styles.tool}
            onClick={() => zoomTo(zoomStep - 1)}
            disabled={zoomStep === 0}
            aria-label={t("residence.gallery.zoomOut")}
          >
            <span aria-hidden="true">−</span>
          </button>
          <button
            type="button"
            className={styles.zoomLevel}
            onClick={() => zoomTo(0)}
            aria-label={`${t("residence.gallery.zoomReset")}: ${t("residence.gallery.zoomLevel", { percent: Math.round(zoom * 100) })}`}
          >
            {Math.round(zoom * 100)} %
          </button>
          <button
            type="button"
            className={styles.tool}
            onClick={() => zoomTo(zoomStep + 1)}
            disabled={zoomStep === ZOOM_STEPS.length - 1}
            aria-label={t("residence.gallery.zoomIn")}
          >
            <span aria-hidden="true">+</span>
          </button>
          {download && (
            <a className={styles.download} href={download.href} download={download.fileName}>
              {download.label}
            </a>
          )}
          <button type="button" className={styles.tool} onClick={onClose} aria-label={t("residence.gallery.close")}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: swipe, drag and double-click repeat what the buttons and keys do */}
      <div
        ref={viewport}
        className={`${styles.viewport} ${zoom > 1 ? styles.zoomed : ""}`}
        tabIndex={zoom > 1 ? 0 : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null;
        }}
        onDoubleClick={() => zoomTo(zoomStep === 0 ? 2 : 0)}
      >
        <img
          key={current.src}
          className={styles.image}
          src={current.src}
          srcSet={current.srcSet}
          sizes={current.srcSet ? `${Math.round(zoom * 100)}vw` : undefined}
          alt={current.alt}
          style={zoom > 1 ? { width: `${zoom * 100}%`, maxWidth: "none", maxHeight: "none" } : undefined}
          draggable={false}
        />
      </div>
      {count > 1 && (
        <PrevNextButtons
          onStep={(delta) => go(index + delta)}
          navClassName={styles.nav}
          prevClassName={styles.prev}
          nextClassName={styles.next}
        />
      )}
      <p className={styles.keys}>{t("residence.gallery.keys")}</p>
    </dialog>
  );
}
