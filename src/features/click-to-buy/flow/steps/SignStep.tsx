/** The buy flow's Sign step (issue 18): to be built. */
export function SignStep() {
  return null;
}
