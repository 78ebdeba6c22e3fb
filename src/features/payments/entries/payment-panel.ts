/**
 * Paying a fee in the browser for other features (the buy flow's payment step, My Pages' VIP
 * fee): the panel with its own calls. Load it lazily: it is no part of any page's first chunk.
 */
export { PaymentPanel, type PaymentPanelProps } from "../components/PaymentPanel";
export { createBookingFeePayment, createVipFeePayment } from "../components/payment-client";
