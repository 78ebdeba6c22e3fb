import { translatorFor } from "~/i18n/catalogs.server";
import { formatArea, formatRooms } from "~/i18n/format";
import type { Language } from "~/sites/sites";
import { type FloorPlanHome, type FloorPlanLabels, floorPlanSvg } from "./floor-plan";

/** The floor plan of a home, labelled in the site's language (GET /api/residence/floorplan/{id}.svg). */
export function floorPlanOf(home: FloorPlanHome, language: Language): string {
  const t = translatorFor(language);
  const area = formatArea(home.livingArea, language);
  const labels: FloorPlanLabels = {
    title: t("residence.floorPlan.svgTitle", { rooms: formatRooms(home.rooms, language), area }),
    livingRoom: t("residence.floorPlan.livingRoom"),
    bedroom: t("residence.floorPlan.bedroom"),
    kitchen: t("residence.floorPlan.kitchen"),
    bathroom: t("residence.floorPlan.bathroom"),
    hall: t("residence.floorPlan.hall"),
    area: t("residence.floorPlan.livingArea", { area }),
    floor:
      home.floor === null || home.floor === undefined
        ? undefined
        : t("residence.floorPlan.floor", { floor: home.floor }),
  };
  return floorPlanSvg(home, labels, language);
}
