/** Issue 17: to be built (the wizard's second half). */
export function ProblemAreaStep() {
  return null;
}
