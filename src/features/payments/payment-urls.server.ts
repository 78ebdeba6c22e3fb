import type { FastifyRequest } from "fastify";
import type { PaymentView } from "./payments.service";

/**
 * Where a provider calls back (server to server) and sends the browser after paying or
 * cancelling: the buy flow's payment step (`?steg=payment&betalning={paymentId}`), or for a VIP
 * fee My Pages' payments page (`?betalning={paymentId}`); the page then polls the payment's status.
 */
export function paymentUrlsOf(
  request: FastifyRequest,
  payment: Pick<PaymentView, "paymentId" | "purpose">,
  origin: string,
  callbackPath: string,
): { callbackUrl: string; returnUrl: string; cancelUrl: string } {
  const { urls } = request.site;
  // The site's URLs carry their own path prefix (the English sub-site's /en/...).
  const back =
    payment.purpose === "vipFee"
      ? `${urls.myPayments ?? urls.myPages ?? "/"}?betalning=${payment.paymentId}`
      : `${urls.clickToBuy ?? "/"}?steg=payment&betalning=${payment.paymentId}`;
  return {
    callbackUrl: `${origin}${callbackPath}`,
    returnUrl: `${origin}${back}`,
    cancelUrl: `${origin}${back}&avbruten=1`,
  };
}
