/**
 * The fault-report wizard's flows and steps (spec 001 sections 2 and 4), as data: which steps a
 * flow has, in which order, and each step's flags. The step engine (./step-engine.ts) moves
 * through them; the step views render them. Zod-free and React-free, so it is unit-tested alone.
 */

/** The wizard's case type follows the login: a private case login is a resident, a board case login a board member. */
export const WIZARD_FLOWS = ["resident", "board", "boardNoManagement", "norwayResident", "norwayBoard"] as const;
export type WizardFlow = (typeof WIZARD_FLOWS)[number];

/** The wizard's screens ("viewName"). */
export const STEP_VIEWS = [
  "acceptTerms",
  "contact",
  "contactNoManagement",
  "compound",
  "residentResidence",
  "searchResidence",
  "estateAddress",
  "problemArea",
  "problemAreaDetails",
  "appliances",
  "description",
  "summary",
  "summaryNoManagement",
  "summaryResident",
] as const;
export type StepView = (typeof STEP_VIEWS)[number];

export interface StepDefinition {
  viewName: StepView;
  /** Shown without the wizard's shell (progress bar, navigation): the terms. */
  hideShell?: boolean;
  /** Not counted in "step n of m". */
  doNotCount?: boolean;
  /** Passed over in both directions unless enabled (the appliances and FAQ step). */
  optional?: boolean;
  /** No "previous" button on this step. */
  hidePrevious?: boolean;
  /** Translation keys of custom button texts (namespace faultReport). */
  nextText?: string;
  previousText?: string;
}

const TERMS: StepDefinition = { viewName: "acceptTerms", hideShell: true, doNotCount: true, hidePrevious: true };
/** FAQ articles or supplier guidance: shown only when the chosen detail has them. */
const APPLIANCES: StepDefinition = { viewName: "appliances", optional: true, doNotCount: true };
const DESCRIPTION: StepDefinition = { viewName: "description" };
const PROBLEM: StepDefinition[] = [{ viewName: "problemArea" }, { viewName: "problemAreaDetails" }, APPLIANCES];

/** The steps of each flow, terms first (spec 001 section 4). */
export const FLOW_STEPS: Record<WizardFlow, readonly StepDefinition[]> = {
  resident: [
    TERMS,
    { viewName: "contact" },
    { viewName: "residentResidence" },
    ...PROBLEM,
    DESCRIPTION,
    { viewName: "summaryResident", nextText: "faultReport.nav.send" },
  ],
  board: [
    TERMS,
    { viewName: "contact" },
    { viewName: "searchResidence" },
    ...PROBLEM,
    DESCRIPTION,
    { viewName: "summary", nextText: "faultReport.nav.send" },
  ],
  boardNoManagement: [
    TERMS,
    { viewName: "contactNoManagement" },
    { viewName: "compound" },
    { viewName: "estateAddress" },
    ...PROBLEM,
    DESCRIPTION,
    { viewName: "summaryNoManagement", nextText: "faultReport.nav.send" },
  ],
  // Norway: the resident flow, and a board-member flow with the contact step without management.
  norwayResident: [
    TERMS,
    { viewName: "contact" },
    { viewName: "residentResidence" },
    ...PROBLEM,
    DESCRIPTION,
    { viewName: "summaryResident", nextText: "faultReport.nav.send" },
  ],
  norwayBoard: [
    TERMS,
    { viewName: "contactNoManagement" },
    { viewName: "compound" },
    { viewName: "estateAddress" },
    ...PROBLEM,
    DESCRIPTION,
    { viewName: "summaryNoManagement", nextText: "faultReport.nav.send" },
  ],
};

/**
 * The steps of a flow for this report: for a new case (started again after one was sent) the
 * terms step is removed, as the reporter already accepted them.
 */
export function stepsOf(flow: WizardFlow, options: { newCase?: boolean } = {}): StepDefinition[] {
  const steps = FLOW_STEPS[flow];
  return options.newCase ? steps.filter((step) => step.viewName !== "acceptTerms") : [...steps];
}

/** Whether a flow reports as a Norwegian (reklamasjon) or a Swedish case. */
export function isNorwegianFlow(flow: WizardFlow): boolean {
  return flow === "norwayResident" || flow === "norwayBoard";
}
