/** The buy flow's Accommodation step (issue 18): to be built. */
export function AccommodationStep() {
  return null;
}
