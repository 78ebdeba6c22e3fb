/** The buy flow's Choices step (issue 18): to be built. */
export function ChoicesStep() {
  return null;
}
