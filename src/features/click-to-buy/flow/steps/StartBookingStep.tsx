/** The buy flow's StartBooking step (issue 18): to be built. */
export function StartBookingStep() {
  return null;
}
