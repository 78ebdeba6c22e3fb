import { createContext, useContext } from "react";
import type { ApartmentChoice, BuildingChoice } from "../schema";

/**
 * What the wizard loaded before its first step for the steps of its first half: the resident's
 * agreements (the residence step's radio buttons), the board member's association's buildings. A failed load is the technical error screen,
 * never a step without its data.
 */
export interface WizardData {
  /** The resident's agreements sorted by address; empty for none (the step then selects "other"). */
  agreements: readonly ApartmentChoice[];
  /** The board member's association's buildings (a public-area report of the board flow). */
  associationBuildings: readonly BuildingChoice[];
}

export const WizardDataContext = createContext<WizardData>({ agreements: [], associationBuildings: [] });

export function useWizardData(): WizardData {
  return useContext(WizardDataContext);
}
