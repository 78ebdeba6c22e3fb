/** Issue 17: to be built (the wizard's second half). */
export function DescriptionStep() {
  return null;
}
