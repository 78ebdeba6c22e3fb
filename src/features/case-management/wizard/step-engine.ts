import { type StepDefinition, type StepView, stepsOf, type WizardFlow } from "./flows";

/**
 * The fault-report wizard's step engine (spec 001 section 4, "Fault-report flows"): where the
 * wizard is, which steps are completed, and what Next, Previous and a jump from the summary do.
 * Pure: the container keeps the state in React and asks the form whether the step is valid
 * (after touching every control) before it calls `next`.
 */
export interface WizardState {
  flow: WizardFlow;
  steps: readonly StepDefinition[];
  /** Index of the current step in `steps`. */
  current: number;
  /** The steps completed so far (Next on a valid step completes it). */
  completed: readonly StepView[];
  /** The optional steps turned on (the appliances/FAQ step when the chosen detail has FAQ or a supplier). */
  enabled: readonly StepView[];
  /** A submit error shown above the navigation; going back clears it. */
  submitError: string | null;
}

export function createWizardState(flow: WizardFlow, options: { newCase?: boolean } = {}): WizardState {
  return { flow, steps: stepsOf(flow, options), current: 0, completed: [], enabled: [], submitError: null };
}

export function currentStep(state: WizardState): StepDefinition {
  const step = state.steps[state.current];
  if (!step) throw new Error(`No step at ${state.current}`);
  return step;
}

/** Whether a step is passed over: an optional step that is not turned on. */
export function isSkipped(state: WizardState, step: StepDefinition): boolean {
  return Boolean(step.optional) && !state.enabled.includes(step.viewName);
}

/** The steps the wizard goes through now, in order (skipped optional steps left out). */
export function activeSteps(state: WizardState): StepDefinition[] {
  return state.steps.filter((step) => !isSkipped(state, step));
}

function indexAfter(state: WizardState, from: number, direction: 1 | -1): number | null {
  for (let index = from + direction; index >= 0 && index < state.steps.length; index += direction) {
    const step = state.steps[index];
    if (step && !isSkipped(state, step)) return index;
  }
  return null;
}

/** The last step (the summary): it shows the submit button instead of Next. */
export function isLastStep(state: WizardState): boolean {
  return indexAfter(state, state.current, 1) === null;
}

/** Whether Previous is offered: not on the first step and not where the step hides it. */
export function canGoPrevious(state: WizardState): boolean {
  return !currentStep(state).hidePrevious && indexAfter(state, state.current, -1) !== null;
}

/**
 * Next: moves forward only when the current step is valid (the caller touched every control and
 * validated); the current step is marked completed and optional steps not turned on are passed
 * over. On the last step nothing moves (the caller submits).
 */
export function next(state: WizardState, valid: boolean): WizardState {
  if (!valid) return state;
  const view = currentStep(state).viewName;
  const completed = state.completed.includes(view) ? state.completed : [...state.completed, view];
  const target = indexAfter(state, state.current, 1);
  return { ...state, completed, current: target ?? state.current, submitError: null };
}

/** Previous: back to the step before (optional steps not turned on are passed over); clears the submit error. */
export function previous(state: WizardState): WizardState {
  if (!canGoPrevious(state)) return state;
  const target = indexAfter(state, state.current, -1);
  return target === null ? state : { ...state, current: target, submitError: null };
}

/** A jump to a step (the summary's edit icons): only to a step of the flow that is not skipped. */
export function goTo(state: WizardState, view: StepView): WizardState {
  const index = state.steps.findIndex((step) => step.viewName === view);
  const step = state.steps[index];
  if (!step || isSkipped(state, step)) return state;
  return { ...state, current: index, submitError: null };
}

/** Turns an optional step on or off (the appliances/FAQ step follows the chosen detail). */
export function setEnabled(state: WizardState, view: StepView, enabled: boolean): WizardState {
  const has = state.enabled.includes(view);
  if (enabled === has) return state;
  return { ...state, enabled: enabled ? [...state.enabled, view] : state.enabled.filter((v) => v !== view) };
}

export function withSubmitError(state: WizardState, submitError: string | null): WizardState {
  return { ...state, submitError };
}

/**
 * "Step n of m", counting only counted steps. A step that is not counted (the FAQ step) shows
 * the number of the counted step before it; the terms step has no shell and no number (null).
 */
export function progress(state: WizardState): { step: number; total: number } | null {
  const counted = state.steps.filter((step) => !step.doNotCount);
  const total = counted.length;
  let step = 0;
  for (let index = 0; index <= state.current; index++) {
    if (!state.steps[index]?.doNotCount) step++;
  }
  if (step === 0) return null;
  return { step, total };
}
