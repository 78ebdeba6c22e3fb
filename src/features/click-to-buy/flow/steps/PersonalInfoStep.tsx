/** The buy flow's PersonalInfo step (issue 18): to be built. */
export function PersonalInfoStep() {
  return null;
}
