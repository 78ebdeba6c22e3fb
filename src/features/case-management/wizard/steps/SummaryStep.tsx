/** The summary in its three forms (spec 001 section 2). Issue 17: to be built (the wizard's second half). */
export function SummaryStep(_props: { variant: "summary" | "summaryNoManagement" | "summaryResident" }) {
  return null;
}
