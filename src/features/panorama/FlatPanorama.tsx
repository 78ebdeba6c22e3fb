import { useEffect, useState } from "react";
import styles from "./panorama.module.css";
import { markShown, type PanoramaShown } from "./panorama-view";
import type { PanoramaTour } from "./schema";

/**
 * The panorama without WebGL: the equirectangular picture, flat and scrollable sideways (a
 * focusable region, so the arrow keys scroll it), the low-resolution image first, then the full one.
 */
export function FlatPanorama({
  tour,
  archetypeId,
  cameraId,
  label,
  message,
  onShown,
  onError,
}: {
  tour: PanoramaTour;
  archetypeId: string;
  cameraId: string;
  label: string;
  message: string;
  onShown: (shown: PanoramaShown) => void;
  onError: () => void;
}) {
  const pair = tour.views[archetypeId]?.[cameraId];
  const [src, setSrc] = useState(pair?.lowImage);

  useEffect(() => {
    if (!pair) return;
    let current = true;
    setSrc(pair.lowImage);
    const full = new Image();
    full.onload = () => {
      if (!current) return;
      setSrc(pair.image);
      markShown("full");
      onShown({ level: "full", cameraId, archetypeId });
    };
    full.onerror = () => current && onError();
    full.src = pair.image;
    return () => {
      current = false;
    };
  }, [pair, cameraId, archetypeId, onShown, onError]);

  return (
    <div className={styles.flat}>
      <p className={styles.flatMessage}>{message}</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is reached by keyboard to scroll it */}
      <section className={styles.flatScroller} aria-label={label} tabIndex={0}>
        {src && (
          <img
            src={src}
            alt={label}
            className={styles.flatImage}
            onLoad={() => {
              if (src !== pair?.lowImage) return;
              markShown("low");
              onShown({ level: "low", cameraId, archetypeId });
            }}
            onError={onError}
          />
        )}
      </section>
    </div>
  );
}
