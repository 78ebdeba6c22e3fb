import { describe, expect, it } from "vitest";
import { type StepView, WIZARD_FLOWS, type WizardFlow } from "./flows";
import {
  activeSteps,
  canGoPrevious,
  createWizardState,
  currentStep,
  goTo,
  isLastStep,
  next,
  previous,
  progress,
  setEnabled,
  type WizardState,
  withSubmitError,
} from "./step-engine";

const views = (state: WizardState) => activeSteps(state).map((step) => step.viewName);

/** Walks Next (valid) until the last step, recording the views passed through. */
function walk(state: WizardState): StepView[] {
  const seen = [currentStep(state).viewName];
  let at = state;
  while (!isLastStep(at)) {
    at = next(at, true);
    seen.push(currentStep(at).viewName);
  }
  return seen;
}

const EXPECTED: Record<WizardFlow, StepView[]> = {
  resident: [
    "acceptTerms",
    "contact",
    "residentResidence",
    "problemArea",
    "problemAreaDetails",
    "description",
    "summaryResident",
  ],
  board: ["acceptTerms", "contact", "searchResidence", "problemArea", "problemAreaDetails", "description", "summary"],
  boardNoManagement: [
    "acceptTerms",
    "contactNoManagement",
    "compound",
    "estateAddress",
    "problemArea",
    "problemAreaDetails",
    "description",
    "summaryNoManagement",
  ],
  norwayResident: [
    "acceptTerms",
    "contact",
    "residentResidence",
    "problemArea",
    "problemAreaDetails",
    "description",
    "summaryResident",
  ],
  norwayBoard: [
    "acceptTerms",
    "contactNoManagement",
    "compound",
    "estateAddress",
    "problemArea",
    "problemAreaDetails",
    "description",
    "summaryNoManagement",
  ],
};

describe.each(WIZARD_FLOWS)("the %s flow", (flow) => {
  it("goes through its steps in order, passing over the appliances step unless enabled", () => {
    const state = createWizardState(flow);
    expect(views(state)).toEqual(EXPECTED[flow]);
    expect(walk(state)).toEqual(EXPECTED[flow]);
    expect(state.steps.map((step) => step.viewName)).toContain("appliances");
  });

  it("goes through the appliances step after the details when it is enabled, in both directions", () => {
    let state = setEnabled(createWizardState(flow), "appliances", true);
    const withFaq = walk(state);
    const details = withFaq.indexOf("problemAreaDetails");
    expect(withFaq[details + 1]).toBe("appliances");
    expect(withFaq[details + 2]).toBe("description");
    state = goTo(state, "description");
    expect(currentStep(previous(state)).viewName).toBe("appliances");
    state = setEnabled(state, "appliances", false);
    expect(currentStep(previous(state)).viewName).toBe("problemAreaDetails");
  });

  it("starts on the terms, which have no shell, no number and no Previous", () => {
    const state = createWizardState(flow);
    expect(currentStep(state)).toMatchObject({ viewName: "acceptTerms", hideShell: true, doNotCount: true });
    expect(canGoPrevious(state)).toBe(false);
    expect(progress(state)).toBeNull();
  });

  it("a new case removes the terms step", () => {
    const state = createWizardState(flow, { newCase: true });
    expect(views(state)).toEqual(EXPECTED[flow].slice(1));
    expect(currentStep(state).viewName).toBe(EXPECTED[flow][1]);
    expect(progress(state)).toEqual({ step: 1, total: EXPECTED[flow].length - 1 });
  });

  it("counts only counted steps: step n of m", () => {
    let state = setEnabled(createWizardState(flow), "appliances", true);
    const total = EXPECTED[flow].length - 1;
    state = next(state, true);
    expect(progress(state)).toEqual({ step: 1, total });
    state = goTo(state, "appliances");
    const detailsNumber = EXPECTED[flow].indexOf("problemAreaDetails");
    expect(progress(state)).toEqual({ step: detailsNumber, total });
    state = goTo(state, EXPECTED[flow][EXPECTED[flow].length - 1] as StepView);
    expect(progress(state)).toEqual({ step: total, total });
  });

  it("the submit button is on the last step only, with the send text", () => {
    let state = createWizardState(flow);
    expect(isLastStep(state)).toBe(false);
    state = goTo(state, EXPECTED[flow][EXPECTED[flow].length - 1] as StepView);
    expect(isLastStep(state)).toBe(true);
    expect(currentStep(state).nextText).toBe("faultReport.nav.send");
    expect(next(state, true).current).toBe(state.current);
  });
});

describe("Next and Previous", () => {
  it("Next does not move from an invalid step and does not complete it", () => {
    const state = next(createWizardState("resident"), true);
    const stuck = next(state, false);
    expect(stuck).toBe(state);
    expect(stuck.completed).toEqual(["acceptTerms"]);
  });

  it("Next completes the current step once", () => {
    let state = next(createWizardState("board"), true);
    state = next(state, true);
    state = previous(state);
    state = next(state, true);
    expect(state.completed).toEqual(["acceptTerms", "contact"]);
    expect(currentStep(state).viewName).toBe("searchResidence");
  });

  it("Previous goes back to the terms, and is unavailable on the first step of a new case", () => {
    const state = next(createWizardState("resident"), true);
    expect(canGoPrevious(state)).toBe(true);
    expect(currentStep(previous(state)).viewName).toBe("acceptTerms");
    const newCase = createWizardState("resident", { newCase: true });
    expect(canGoPrevious(newCase)).toBe(false);
    expect(previous(newCase)).toBe(newCase);
  });

  it("Previous and a jump clear the submit error; Next keeps none", () => {
    let state = goTo(createWizardState("resident"), "summaryResident");
    state = withSubmitError(state, "Något gick fel");
    expect(previous(state).submitError).toBeNull();
    expect(goTo(state, "contact").submitError).toBeNull();
  });

  it("a jump goes to a step of the flow only, and never to a skipped one", () => {
    const state = createWizardState("resident");
    expect(goTo(state, "compound")).toBe(state);
    expect(goTo(state, "appliances")).toBe(state);
    expect(currentStep(goTo(state, "description")).viewName).toBe("description");
  });

  it("enabling twice or disabling a step that is off changes nothing", () => {
    const state = createWizardState("resident");
    expect(setEnabled(state, "appliances", false)).toBe(state);
    const on = setEnabled(state, "appliances", true);
    expect(setEnabled(on, "appliances", true)).toBe(on);
  });
});
