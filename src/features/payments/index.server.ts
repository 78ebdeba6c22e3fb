/** The payments feature's server entry: the service the buy flow reads, what a payable is, and what a provider implements. */
export type { Payable, PayableSource, PayableSources } from "./payables";
export type {
  PaymentSummary,
  PaymentsLog,
  PaymentsService,
  PaymentView,
  ReportOutcome,
  StartExtras,
  StartOutcome,
  StartRefusal,
} from "./payments.service";
export {
  type PaymentProvider,
  type PaymentProviders,
  type ProviderPaymentState,
  ProviderRefusedError,
  type ProviderReport,
  type ProviderStartInput,
  type ProviderStartResult,
  ProviderUnavailableError,
} from "./provider";
export { createVipFeeSource } from "./vip-fee.server";
