/** The click-to-buy feature's server entry: what the payments feature asks of a booking (its fee). */
export { createBookingFeeSource } from "./booking-fee.server";
