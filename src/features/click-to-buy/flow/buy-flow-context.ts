import { createContext, useContext } from "react";
import type { BuyStep } from "../flows";
import type { BookingView, BuyResidenceData } from "../schema";

/**
 * What a step of the buy flow gets from the flow around it (flow/BuyFlow.tsx): the page's data,
 * the booking as it stands, and how to move on. Each step is a component of its own
 * (flow/steps/), owned by the part of the flow it belongs to; the flow renders the current one.
 */
export interface BuyFlowContextValue {
  data: BuyResidenceData;
  /** The booking in this browser (null before start-booking has a hold). */
  booking: BookingView | null;
  step: BuyStep;
  /** The hold ran out (the countdown reached zero or the server said so): steps stop taking input. */
  expired: boolean;
  /** Replaces the booking after a call answered a newer one (e.g. the hold, a saved step). */
  setBooking: (booking: BookingView) => void;
  /**
   * The step is done: the flow marks it completed in its view and shows `next` (the server's
   * answer to the saved step says which). Moves focus to the new step's heading.
   */
  completeStep: (step: BuyStep, next: BuyStep) => void;
  /** Shows an earlier step again (going back keeps what was entered: the booking has it). */
  goTo: (step: BuyStep) => void;
  /** Leaves the flow: cancels the hold (removebuyresidenceexpire) after the buyer confirms. */
  cancel: () => void;
}

export const BuyFlowContext = createContext<BuyFlowContextValue | null>(null);

export function useBuyFlow(): BuyFlowContextValue {
  const value = useContext(BuyFlowContext);
  if (!value) throw new Error("useBuyFlow outside the buy flow");
  return value;
}
