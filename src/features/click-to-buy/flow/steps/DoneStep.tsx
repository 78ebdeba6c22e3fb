/** The buy flow's Done step (issue 18): to be built. */
export function DoneStep() {
  return null;
}
