import type { SiteCode } from "~/sites/sites";

export type StatusColour = "green" | "blue" | "orange" | "red" | "purple" | "grey" | "black";
export type StatusKind = "project" | "object";

/** Spec 001 section 4: the colours of home (object) statuses. */
const OBJECT_COLOURS: Record<string, StatusColour> = {
  forSale: "green",
  preselling: "green",
  reserved: "blue",
  booked: "orange",
  sold: "red",
  showingApartment: "black",
  notAvailable: "grey",
  succession: "blue",
};

/** Project and stage statuses (spec 001 section 4 lists them; colours in decision 006's spirit). */
const PROJECT_COLOURS: Record<string, StatusColour> = {
  forSale: "green",
  preselling: "green",
  moveInReady: "green",
  vip: "purple",
  planned: "grey",
  reference: "grey",
  soldOut: "red",
  succession: "blue",
};

export interface StatusLook {
  colour: StatusColour;
  /** Translation key of the label. */
  labelKey: string;
  /** A showing apartment is a black badge without a visible label (screen readers still hear it). */
  visibleLabel: boolean;
}

/**
 * A home whose sale is done (sold, or booked by a buyer): it promises no sales start or showings,
 * and an interest in it is an interest in something like it (issue 13).
 */
export function isSoldObject(status: string): boolean {
  return status === "sold" || status === "booked";
}

/** How a status is shown on a site; Norway shows a booked home as red "sold" (spec 001 section 4). */
export function statusLook(kind: StatusKind, status: string, site: SiteCode): StatusLook {
  if (kind === "project") {
    return { colour: PROJECT_COLOURS[status] ?? "grey", labelKey: `enums.projectStatus.${status}`, visibleLabel: true };
  }
  const shown = site === "no" && status === "booked" ? "sold" : status;
  return {
    colour: OBJECT_COLOURS[shown] ?? "grey",
    labelKey: `enums.objectStatus.${shown}`,
    visibleLabel: shown !== "showingApartment",
  };
}
