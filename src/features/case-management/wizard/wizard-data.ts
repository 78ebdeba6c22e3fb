import { createContext, useContext } from "react";
import type { ApartmentChoice } from "../schema";

/**
 * What the wizard loaded before its first step for the steps of its first half: the resident's
 * agreements (the residence step's radio buttons). A failed load is the technical error screen,
 * never a step without its data.
 */
export interface WizardData {
  /** The resident's agreements sorted by address; empty for none (the step then selects "other"). */
  agreements: readonly ApartmentChoice[];
}

export const WizardDataContext = createContext<WizardData>({ agreements: [] });

export function useWizardData(): WizardData {
  return useContext(WizardDataContext);
}
