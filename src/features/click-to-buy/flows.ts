import type { SiteCode } from "~/sites/sites";

/**
 * The buy flow's steps (spec 001 section 3 "Buy-flow step names"; the spelling "accomodation"
 * is the spec's wire value). Each country has one flow (decision 045): Sweden and the brands on
 * Swedish paths the 6 steps (documents, payment of the booking fee), Norway the 8 (interior
 * choices, financing, the buyer's current home, payment), Finland the 5 (financing, no payment).
 */
export const BUY_STEPS = [
  "start-booking",
  "personal-info",
  "documents",
  "choices",
  "financing",
  "accomodation",
  "sign",
  "payment",
  "done",
] as const;
export type BuyStep = (typeof BUY_STEPS)[number];

export const BUY_FLOWS = {
  fiveSteps: ["start-booking", "personal-info", "financing", "sign", "done"],
  sixSteps: ["start-booking", "personal-info", "documents", "sign", "payment", "done"],
  eightSteps: ["start-booking", "personal-info", "choices", "financing", "accomodation", "sign", "payment", "done"],
} as const satisfies Record<string, readonly BuyStep[]>;
export type BuyFlowName = keyof typeof BUY_FLOWS;

/** The flow of each site that books online; the contracting brand sells no homes. */
const FLOW_OF_SITE: Partial<Record<SiteCode, BuyFlowName>> = {
  sv: "sixSteps",
  sv_en: "sixSteps",
  seniorgarden: "sixSteps",
  cooperative: "sixSteps",
  no: "eightSteps",
  fi: "fiveSteps",
};

export function flowOfSite(site: SiteCode): BuyFlowName | undefined {
  return FLOW_OF_SITE[site];
}

export function stepsOfSite(site: SiteCode): readonly BuyStep[] {
  const flow = flowOfSite(site);
  return flow ? BUY_FLOWS[flow] : [];
}

/**
 * Steps whose data the buyer enters and the server keeps (`POST /api/buyresidence/step/{step}`).
 * start-booking (the hold), documents (read and accept), sign, payment and done are actions.
 */
export const DATA_STEPS = ["personal-info", "documents", "choices", "financing", "accomodation"] as const;
export type DataStep = (typeof DATA_STEPS)[number];

export function isDataStep(step: BuyStep): step is DataStep {
  return (DATA_STEPS as readonly string[]).includes(step);
}

/** The step after `step` in the site's flow (undefined after done). */
export function nextStepOf(site: SiteCode, step: BuyStep): BuyStep | undefined {
  const steps = stepsOfSite(site);
  const index = steps.indexOf(step);
  return index >= 0 ? steps[index + 1] : undefined;
}

/** The step before `step` in the site's flow (undefined at the first). */
export function previousStepOf(site: SiteCode, step: BuyStep): BuyStep | undefined {
  const steps = stepsOfSite(site);
  const index = steps.indexOf(step);
  return index > 0 ? steps[index - 1] : undefined;
}

/**
 * The step a buyer may be on: the first step of the flow not yet completed. A request for a
 * later step (a hand-made URL) is shown this one instead; earlier steps may be revisited.
 */
export function firstOpenStep(site: SiteCode, completed: readonly string[]): BuyStep {
  const steps = stepsOfSite(site);
  return steps.find((step) => !completed.includes(step)) ?? "done";
}

/** Payment providers per site: Sweden pays the booking fee by Swish, Svea (card, invoice) or Nordea; Norway by Nordea or Svea. */
export const PAYMENT_PROVIDERS_OF_SITE: Partial<Record<SiteCode, readonly ("swish" | "svea" | "nordea")[]>> = {
  sv: ["swish", "svea", "nordea"],
  sv_en: ["swish", "svea", "nordea"],
  seniorgarden: ["swish", "svea", "nordea"],
  cooperative: ["swish", "svea", "nordea"],
  no: ["nordea", "svea"],
};

/** How long a hold lasts when the stage names no other time (spec's buyresidenceexpire). */
export const DEFAULT_HOLD_MINUTES = 20;

/** Own funds must be at least this share of the price (spec 001 section 9). */
export const MIN_DOWN_PAYMENT_SHARE = 0.15;

/**
 * Own funds plus the loan may not exceed this multiple of the price plus closing costs
 * (priceSumToHigh; the spec leaves the limit to us, decision 045): a sum far above what the home
 * costs is a typing mistake, caught before it reaches the agreement.
 */
export const MAX_PRICE_SUM_FACTOR = 1.5;

/** Co-buyers besides the buyer. */
export const MAX_CO_BUYERS = 3;

/**
 * The pages around the flow, under the site's click-to-buy path (the spec names their templates,
 * not their paths; decision 045). Finland's success path contains "/kirja/success", which the
 * spec gives the bare layout.
 */
export interface BuyPagePaths {
  /** buyResidenceSuccess: the booking is done (the flow's last step leads here). */
  success: string;
  /** clickToBuyComplete: a completed booking looked at again (from the confirmation e-mail). */
  complete: string;
  /** buyResidenceError: the general message (errorCode 0) and what went wrong. */
  error: string;
}

const BUY_PAGE_SEGMENTS: Record<"sv" | "no" | "fi", { success: string; complete: string; error: string }> = {
  sv: { success: "klart/", complete: "bekraftelse/", error: "fel/" },
  no: { success: "ferdig/", complete: "bekreftelse/", error: "feil/" },
  fi: { success: "kirja/success/", complete: "vahvistus/", error: "virhe/" },
};

/** The pages around the flow on a site whose click-to-buy path is `clickToBuy` (e.g. "/boka/"). */
export function buyPagePaths(site: SiteCode, clickToBuy: string): BuyPagePaths {
  const segments = BUY_PAGE_SEGMENTS[site === "no" ? "no" : site === "fi" ? "fi" : "sv"];
  return {
    success: `${clickToBuy}${segments.success}`,
    complete: `${clickToBuy}${segments.complete}`,
    error: `${clickToBuy}${segments.error}`,
  };
}
