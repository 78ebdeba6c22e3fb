import { type CSSProperties, useEffect, useRef, useState } from "react";
import styles from "./filters.module.css";

export type RangeValue = [number | undefined, number | undefined];
/** "start" begins a change (a new history entry), "move" continues it (the entry is replaced). */
export type ChangePhase = "start" | "move";

interface RangeFilterProps {
  legend: string;
  minLabel: string;
  maxLabel: string;
  bounds: { min: number; max: number; step?: number };
  /** undefined ends mean no limit (the bounds). */
  value: RangeValue;
  /** The value as text; at the upper bound it reads "10 000 000+ kr". */
  format: (value: number) => string;
  onChange: (value: RangeValue, phase: ChangePhase) => void;
}

/**
 * A two-thumb range: two native range inputs on one track, each labelled and announced with
 * its formatted value, so arrow keys, Page Up/Down, Home and End work as everywhere else.
 * While a thumb is dragged the value lives here; the page hears every step. A drag, or a run of
 * arrow-key steps until the thumb loses focus, is one history entry, not one per step.
 */
export function RangeFilter({ legend, minLabel, maxLabel, bounds, value, format, onChange }: RangeFilterProps) {
  const { min, max } = bounds;
  const step = bounds.step ?? 1;
  const [low, high] = value;
  const [local, setLocal] = useState<[number, number]>([low ?? min, high ?? max]);
  const dragging = useRef(false);

  // Back/forward or "clear filters" move the thumbs, unless the visitor is moving them.
  useEffect(() => {
    if (!dragging.current) setLocal([low ?? min, high ?? max]);
  }, [low, high, min, max]);

  const change = (which: 0 | 1, raw: number) => {
    const next: [number, number] =
      which === 0 ? [Math.min(raw, local[1]), local[1]] : [local[0], Math.max(raw, local[0])];
    setLocal(next);
    const phase: ChangePhase = dragging.current ? "move" : "start";
    dragging.current = true;
    onChange([next[0] <= min ? undefined : next[0], next[1] >= max ? undefined : next[1]], phase);
  };
  const end = () => {
    dragging.current = false;
  };

  const percent = (n: number) => ((n - min) / (max - min)) * 100;
  const track = { "--from": `${percent(local[0])}%`, "--to": `${percent(local[1])}%` } as CSSProperties;
  // When both thumbs sit at the top, the lower one must be the one on top to be draggable.
  const lowerOnTop = local[0] > min + (max - min) / 2;

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <p className={styles.rangeValue} aria-hidden="true">
        {format(local[0])} – {format(local[1])}
      </p>
      <div className={styles.range} style={track}>
        <input
          type="range"
          className={styles.thumb}
          data-on-top={lowerOnTop || undefined}
          min={min}
          max={max}
          step={step}
          value={local[0]}
          aria-label={minLabel}
          aria-valuetext={format(local[0])}
          onChange={(event) => change(0, Number(event.target.value))}
          onPointerUp={end}
          onBlur={end}
        />
        <input
          type="range"
          className={styles.thumb}
          min={min}
          max={max}
          step={step}
          value={local[1]}
          aria-label={maxLabel}
          aria-valuetext={format(local[1])}
          onChange={(event) => change(1, Number(event.target.value))}
          onPointerUp={end}
          onBlur={end}
        />
      </div>
    </fieldset>
  );
}
