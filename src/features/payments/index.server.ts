/** The payments feature's server entry: the service the buy flow reads, and what a payable is. */
export type { Payable, PayableSource, PayableSources } from "./payables";
export type { PaymentSummary, PaymentsService } from "./payments.service";
