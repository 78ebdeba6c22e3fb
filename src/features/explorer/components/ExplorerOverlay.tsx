import { type KeyboardEvent, useState } from "react";
import { statusLook } from "~/domain/residence-status";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { ExplorerApartment, ExplorerView } from "../schema";
import type { ApartmentText } from "./apartment-text";
import styles from "./explorer-view.module.css";
import { patternOf } from "./status-patterns";

type Points = readonly (readonly [number, number])[];

const pointsAttr = (points: Points) => points.map(([x, y]) => `${x},${y}`).join(" ");

function bounds(points: Points) {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

/** Enter and Space press an SVG shape with the button role, as they press a button. */
function pressKeys(action: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    action();
  };
}

/**
 * A view's picture with its click areas drawn over it: the picture scales to the width and the
 * polygons stay on it, being in the picture's own coordinates (the SVG's viewBox). Every home is
 * a focusable button named by its figures; hovering or focusing one shows its card.
 */
export function ExplorerOverlay({
  view,
  apartments,
  visible,
  selectedId,
  text,
  label,
  onSelect,
  onOpenView,
}: {
  view: ExplorerView;
  apartments: ReadonlyMap<number, ExplorerApartment>;
  /** Homes the status filter shows; the others are not drawn. */
  visible: ReadonlySet<number>;
  selectedId: number | null;
  text: (apt: ExplorerApartment) => ApartmentText;
  label: string;
  onSelect: (objectId: number) => void;
  onOpenView: (viewId: string) => void;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const cardId = focused ?? hovered;
  const cardArea = view.clickAreas.find((area) => area.kind === "apartment" && area.objectId === cardId);
  const cardApt = cardId !== null ? apartments.get(cardId) : undefined;
  const card = cardApt ? text(cardApt) : null;
  const cardBox = cardArea ? bounds(cardArea.points) : null;

  return (
    <div className={styles.picture}>
      <img src={view.src} width={view.width} height={view.height} alt="" className={styles.image} />
      {/* biome-ignore lint/a11y/useSemanticElements: the picture's homes are one group of SVG shapes, not a form */}
      <svg
        className={styles.overlay}
        viewBox={`0 0 ${view.width} ${view.height}`}
        role="group"
        aria-label={label}
        preserveAspectRatio="xMidYMid meet"
      >
        {view.clickAreas.map((area, index) => {
          if (area.kind === "interLink") {
            const name = t("explorer.goToView", { label: area.label });
            return (
              // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; it takes the role and keys
              <polygon
                key={`link-${area.targetViewId}-${index}`}
                role="button"
                tabIndex={0}
                aria-label={name}
                className={styles.link}
                points={pointsAttr(area.points)}
                onClick={() => onOpenView(area.targetViewId)}
                onKeyDown={pressKeys(() => onOpenView(area.targetViewId))}
              >
                <title>{name}</title>
              </polygon>
            );
          }
          const apt = apartments.get(area.objectId);
          if (!apt || !visible.has(apt.objectId)) return null;
          const look = statusLook("object", apt.objectStatus, site.site);
          const selected = apt.objectId === selectedId;
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; it takes the role and keys
            <g
              key={`apt-${apt.objectId}`}
              role="button"
              tabIndex={0}
              aria-label={text(apt).label}
              aria-pressed={selected}
              data-status={apt.objectStatus}
              className={`${styles.apartment} ${selected ? styles.selected : ""}`}
              onClick={() => onSelect(apt.objectId)}
              onKeyDown={pressKeys(() => onSelect(apt.objectId))}
              onPointerEnter={() => setHovered(apt.objectId)}
              onPointerLeave={() => setHovered((id) => (id === apt.objectId ? null : id))}
              onFocus={() => setFocused(apt.objectId)}
              onBlur={() => setFocused((id) => (id === apt.objectId ? null : id))}
            >
              <polygon points={pointsAttr(area.points)} fill={`var(--status-${look.colour})`} className={styles.fill} />
              <polygon
                points={pointsAttr(area.points)}
                fill={`url(#explorer-pattern-${patternOf(apt.objectStatus)})`}
                className={styles.outline}
              />
            </g>
          );
        })}
      </svg>
      {card && cardBox && (
        <div
          className={styles.card}
          aria-hidden="true"
          style={{
            left: `${((cardBox.minX + cardBox.maxX) / 2 / view.width) * 100}%`,
            top: `${(cardBox.minY / view.height) * 100}%`,
          }}
        >
          <strong>{card.name}</strong>
          <span>
            {card.rooms} · {card.area}
          </span>
          <span>{card.price}</span>
          <span>{card.status}</span>
        </div>
      )}
    </div>
  );
}
