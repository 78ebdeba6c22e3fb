/** The buy flow's Financing step (issue 18): to be built. */
export function FinancingStep() {
  return null;
}
