import type { BuyStep } from "../flows";
import type { BookingView } from "../schema";

/** The step's query parameter (spec: the current step is in ?steg=). */
export const STEP_PARAM = "steg";

/**
 * The step the buyer may see: the one the URL asks for if it is done already or the first open
 * one, else the first open one (a later step in a hand-made URL). Without a booking only the first.
 * The server's page data and the browser's flow use the same rule.
 */
export function allowedStep(
  steps: readonly BuyStep[],
  booking: Pick<BookingView, "completedSteps"> | null,
  asked: string | null,
): BuyStep {
  const first = steps[0] ?? "start-booking";
  if (!booking) return first;
  const open = steps.find((step) => !booking.completedSteps.includes(step)) ?? "done";
  if (!asked || !(steps as readonly string[]).includes(asked)) return open;
  const step = asked as BuyStep;
  return booking.completedSteps.includes(step) || step === open ? step : open;
}
