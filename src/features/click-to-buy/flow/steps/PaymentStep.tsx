/** The buy flow's Payment step (issue 18): to be built. */
export function PaymentStep() {
  return null;
}
