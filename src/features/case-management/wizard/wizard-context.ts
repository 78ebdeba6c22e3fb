import { createContext, useContext } from "react";
import type { SiteCode } from "~/sites/sites";
import type { CreateCaseResponse } from "../schema";
import type { StepDefinition, StepView, WizardFlow } from "./flows";

/**
 * What a step view gets from the wizard besides the form (the form's values, fields and errors
 * come from react-hook-form's useFormContext<FaultReportForm>()): the flow, the site, the files
 * (kept outside the form: the draft cannot hold them), jumps from the summary, and the optional
 * step's switch.
 */
export interface WizardContextValue {
  flow: WizardFlow;
  site: SiteCode;
  /** The site's locale (dates, numbers) and its errands page, from the page's site settings. */
  locale: string;
  errandsPath: string | null;
  /** The logged-in reporter (resident or board member); null without login (no management). */
  reporter: { firstName: string; lastName: string; email: string; phone: string } | null;
  /** The association a board member reports for (name and organisation number), if any. */
  association: { id: number; name: string; organisationNumber: string; management: boolean } | null;
  steps: readonly StepDefinition[];
  /** The summary's edit icons jump to a step. */
  goToStep(view: StepView): void;
  /** The files chosen for the description step. */
  files: readonly File[];
  setFiles(files: File[]): void;
  /** Turns the optional appliances/FAQ step on (a detail with FAQ or a supplier) or off. */
  setAppliancesEnabled(enabled: boolean): void;
  /** Sending: the upload's progress 0–1 while it runs, null otherwise. */
  uploadProgress: number | null;
  /** The submit error above the navigation (submitError, submitErrorFileSize), translated. */
  submitError: string | null;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error("useWizard() outside the fault-report wizard");
  return value;
}

export type { CreateCaseResponse };
