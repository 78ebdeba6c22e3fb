/** The buy flow's Documents step (issue 18): to be built. */
export function DocumentsStep() {
  return null;
}
