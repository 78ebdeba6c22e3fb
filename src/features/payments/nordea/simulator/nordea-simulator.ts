import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { z } from "zod";
import {
  escapeHtml,
  FAULT_LABELS,
  faultOptionsHtml,
  parseFormBody,
  SIMULATED_FAULTS,
  simulatorPage,
} from "../../simulator-pages";
import {
  minorOfNordeaAmount,
  NORDEA_ANSWER_MAC_FIELDS,
  NORDEA_KEY_VERSION,
  NORDEA_MAC_ALGORITHM,
  NORDEA_PAYMENT_MAC_FIELDS,
  NORDEA_PAYMENT_VERSION,
  NORDEA_QUERY_MAC_FIELDS,
  NORDEA_QUERY_VERSION,
  NORDEA_RETURN_MAC_FIELDS,
  type NordeaPaymentStatus,
  nordeaAmount,
  nordeaMac,
  nordeaMacMatches,
} from "../nordea-protocol";

/**
 * A stand-in for Nordea's e-payment outside production: the bank's payment page (reached by the
 * browser with the merchant's signed fields; the MAC is checked), where the payer pays, is
 * rejected or cancels, then the signed return to the merchant's address; and the signed status
 * query by stamp. Faults for tests are chosen on the page: the browser not sent back, or the bank
 * recording another amount. A separate Fastify instance, never registered on the product app.
 */

export const NORDEA_SIMULATOR_MERCHANT = { merchantId: "12345678", secret: "nordea-simulator-secret-0123456789" };

interface SimulatedNordeaPayment {
  merchantId: string;
  stamp: string;
  reference: string;
  amountMinor: number;
  currency: string;
  message: string;
  language: string;
  returnUrl: string;
  cancelUrl: string;
  rejectUrl: string;
  status: NordeaPaymentStatus;
  /** The bank's id of the payment, once paid. */
  paid?: string;
  /** The wrongAmount fault: the bank's record names this many minor units more. */
  amountSkewMinor: number;
}

export interface NordeaSimulatorOptions {
  merchants?: Record<string, string>;
}

const PaymentFieldsSchema = z.object({
  SOLOPMT_VERSION: z.literal(NORDEA_PAYMENT_VERSION),
  SOLOPMT_STAMP: z.string().min(1).max(40),
  SOLOPMT_RCV_ID: z.string().min(1).max(15),
  SOLOPMT_AMOUNT: z.string().max(19),
  SOLOPMT_REF: z.string().min(1).max(40),
  SOLOPMT_DATE: z.literal("EXPRESS"),
  SOLOPMT_CUR: z.enum(["SEK", "NOK", "EUR", "DKK"]),
  SOLOPMT_MSG: z.string().max(210).default(""),
  SOLOPMT_RETURN: z.url(),
  SOLOPMT_CANCEL: z.url(),
  SOLOPMT_REJECT: z.url(),
  SOLOPMT_CONFIRM: z.literal("YES"),
  SOLOPMT_KEYVERS: z.literal(NORDEA_KEY_VERSION),
  SOLOPMT_LANGUAGE: z.enum(["1", "2", "3", "4"]),
  SOLOPMT_MAC: z.string().length(64),
});

const QueryFieldsSchema = z.object({
  SOLOPMT_VERSION: z.literal(NORDEA_QUERY_VERSION),
  SOLOPMT_TIMESTMP: z.string().max(20),
  SOLOPMT_RCV_ID: z.string().min(1).max(15),
  SOLOPMT_LANGUAGE: z.string().max(1),
  SOLOPMT_RESPTYPE: z.string().max(10),
  SOLOPMT_STAMP: z.string().min(1).max(40),
  SOLOPMT_KEYVERS: z.literal(NORDEA_KEY_VERSION),
  SOLOPMT_ALG: z.literal(NORDEA_MAC_ALGORITHM),
  SOLOPMT_MAC: z.string().length(64),
});

const PageFormSchema = z.object({
  action: z.enum(["pay", "reject", "cancel"]),
  fault: z.enum(SIMULATED_FAULTS).default("none"),
});

export function createNordeaSimulator(options: NordeaSimulatorOptions = {}): FastifyInstance {
  const merchants = options.merchants ?? {
    [NORDEA_SIMULATOR_MERCHANT.merchantId]: NORDEA_SIMULATOR_MERCHANT.secret,
  };
  const payments = new Map<string, SimulatedNordeaPayment>();
  let nextPaid = 1;
  const app = Fastify({ logger: false });

  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, parseFormBody(body as string)),
  );
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("cache-control", "no-store");
    reply.header("x-content-type-options", "nosniff");
    return payload;
  });

  // Browsers ask every page's origin for an icon: none, and no error for it.
  app.get("/favicon.ico", async (_request, reply) => reply.code(204).send());

  const keyOf = (merchantId: string, stamp: string) => `${merchantId}\n${stamp}`;

  /** The bank's payment page: the merchant's fields arrive by GET (a redirect) or POST (a form). */
  const openPage = async (fields: unknown, reply: FastifyReply) => {
    const parsed = PaymentFieldsSchema.safeParse(fields);
    if (!parsed.success) return sendHtml(reply.code(400), "Betalningen kunde inte läsas.");
    const f = parsed.data;
    const secret = merchants[f.SOLOPMT_RCV_ID];
    if (secret === undefined || !nordeaMacMatches(f.SOLOPMT_MAC, nordeaMac(f, NORDEA_PAYMENT_MAC_FIELDS, secret))) {
      return sendHtml(reply.code(400), "Betalningens kontrollsumma (MAC) stämmer inte.");
    }
    const amountMinor = minorOfNordeaAmount(f.SOLOPMT_AMOUNT);
    if (amountMinor === null || amountMinor <= 0) return sendHtml(reply.code(400), "Beloppet kunde inte läsas.");
    const key = keyOf(f.SOLOPMT_RCV_ID, f.SOLOPMT_STAMP);
    let payment = payments.get(key);
    if (!payment) {
      payment = {
        merchantId: f.SOLOPMT_RCV_ID,
        stamp: f.SOLOPMT_STAMP,
        reference: f.SOLOPMT_REF,
        amountMinor,
        currency: f.SOLOPMT_CUR,
        message: f.SOLOPMT_MSG,
        language: f.SOLOPMT_LANGUAGE,
        returnUrl: f.SOLOPMT_RETURN,
        cancelUrl: f.SOLOPMT_CANCEL,
        rejectUrl: f.SOLOPMT_REJECT,
        status: "PENDING",
        amountSkewMinor: 0,
      };
      payments.set(key, payment);
    }
    if (payment.status !== "PENDING") return sendHtml(reply, "Betalningen är redan avslutad.");
    return reply
      .type("text/html; charset=utf-8")
      .send(simulatorPage("sv", "Nordea e-betalning", bankPageHtml(payment)));
  };

  app.get("/pay", async (request, reply) => openPage(request.query, reply));
  app.post("/pay", async (request, reply) => openPage(request.body, reply));

  app.post("/pay/:merchantId/:stamp", async (request, reply) => {
    const { merchantId, stamp } = request.params as { merchantId: string; stamp: string };
    const payment = payments.get(keyOf(merchantId, stamp));
    const secret = merchants[merchantId];
    if (!payment || secret === undefined) return sendHtml(reply.code(404), "Betalningen finns inte.");
    const form = PageFormSchema.safeParse(request.body);
    if (!form.success) return sendHtml(reply.code(400), "Formuläret kunde inte läsas.");
    if (payment.status !== "PENDING") return sendHtml(reply.code(409), "Betalningen är redan avslutad.");
    const { action, fault } = form.data;
    payment.status = action === "pay" ? "PAID" : action === "reject" ? "REJECTED" : "CANCELLED";
    if (action === "pay") payment.paid = `NDA${String(nextPaid++).padStart(12, "0")}`;
    if (fault === "wrongAmount") payment.amountSkewMinor = 100;
    if (fault === "noReturn" || fault === "noPush") {
      return sendHtml(reply, `${FAULT_LABELS[fault]}. Du kan stänga fönstret.`);
    }
    return reply.redirect(returnUrlOf(payment, secret), 303);
  });

  /** The signed return: the merchant's return, cancel or reject address with the RETURN_ fields. */
  function returnUrlOf(payment: SimulatedNordeaPayment, secret: string): string {
    const fields: Record<string, string> = {
      SOLOPMT_RETURN_VERSION: NORDEA_PAYMENT_VERSION,
      SOLOPMT_RETURN_STAMP: payment.stamp,
      SOLOPMT_RETURN_REF: payment.reference,
      ...(payment.paid ? { SOLOPMT_RETURN_PAID: payment.paid } : {}),
    };
    fields.SOLOPMT_RETURN_MAC = nordeaMac(fields, NORDEA_RETURN_MAC_FIELDS, secret);
    const base =
      payment.status === "PAID"
        ? payment.returnUrl
        : payment.status === "REJECTED"
          ? payment.rejectUrl
          : payment.cancelUrl;
    const url = new URL(base);
    for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
    return url.toString();
  }

  /** The status query by stamp: signed both ways. */
  app.post("/query", async (request, reply) => {
    const parsed = QueryFieldsSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).type("text/plain").send("SOLOPMT_RESPCODE=Error");
    const q = parsed.data;
    const secret = merchants[q.SOLOPMT_RCV_ID];
    if (secret === undefined || !nordeaMacMatches(q.SOLOPMT_MAC, nordeaMac(q, NORDEA_QUERY_MAC_FIELDS, secret))) {
      return reply.code(401).type("text/plain").send("SOLOPMT_RESPCODE=Unauthorized");
    }
    const payment = payments.get(keyOf(q.SOLOPMT_RCV_ID, q.SOLOPMT_STAMP));
    const answer: Record<string, string> = {
      SOLOPMT_VERSION: NORDEA_QUERY_VERSION,
      SOLOPMT_TIMESTMP: q.SOLOPMT_TIMESTMP,
      SOLOPMT_RCV_ID: q.SOLOPMT_RCV_ID,
      SOLOPMT_RESPCODE: payment ? "OK" : "Notfound",
      SOLOPMT_STAMP: q.SOLOPMT_STAMP,
      SOLOPMT_REF: payment?.reference ?? "",
      SOLOPMT_AMOUNT: payment ? nordeaAmount(payment.amountMinor + payment.amountSkewMinor) : "",
      SOLOPMT_CUR: payment?.currency ?? "",
      SOLOPMT_STATUS: payment?.status ?? "",
      SOLOPMT_PAID: payment?.paid ?? "",
      SOLOPMT_KEYVERS: NORDEA_KEY_VERSION,
      SOLOPMT_ALG: NORDEA_MAC_ALGORITHM,
    };
    answer.SOLOPMT_MAC = nordeaMac(answer, NORDEA_ANSWER_MAC_FIELDS, secret);
    return reply.type("application/x-www-form-urlencoded").send(new URLSearchParams(answer).toString());
  });

  // --- Test API: a payment's state as the bank has it. -----------------------------------------
  app.get("/sim/payments/:merchantId/:stamp", async (request, reply) => {
    const { merchantId, stamp } = request.params as { merchantId: string; stamp: string };
    const payment = payments.get(keyOf(merchantId, stamp));
    if (!payment) return reply.code(404).send({ message: "No such payment" });
    return {
      stamp: payment.stamp,
      status: payment.status,
      paid: payment.paid ?? null,
      amountMinor: payment.amountMinor,
    };
  });

  return app;
}

function bankPageHtml(payment: SimulatedNordeaPayment): string {
  const amount = `${nordeaAmount(payment.amountMinor)} ${payment.currency}`;
  return `<h1>Nordea e-betalning</h1>
<p class="note">Simulator: inga riktiga betalningar.</p>
<dl><dt>Referens</dt><dd>${escapeHtml(payment.reference)}</dd><dt>Meddelande</dt><dd>${escapeHtml(payment.message)}</dd><dt>Belopp</dt><dd>${escapeHtml(amount)}</dd></dl>
<form method="post" action="/pay/${encodeURIComponent(payment.merchantId)}/${encodeURIComponent(payment.stamp)}">
<label for="fault">Simulerat fel</label>
<select id="fault" name="fault">${faultOptionsHtml()}</select>
<div>
<button class="primary" type="submit" name="action" value="pay">Godkänn betalningen</button>
<button type="submit" name="action" value="reject">Neka betalningen</button>
<button type="submit" name="action" value="cancel">Avbryt</button>
</div>
</form>`;
}

function sendHtml(reply: FastifyReply, text: string) {
  return reply
    .type("text/html; charset=utf-8")
    .send(
      simulatorPage("sv", "Nordea e-betalning", `<h1>Nordea e-betalning</h1><p role="status">${escapeHtml(text)}</p>`),
    );
}

/** Starts a simulator on its own port (0: any free one). */
export async function startNordeaSimulator(
  options: NordeaSimulatorOptions & { host?: string; port?: number } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const app = createNordeaSimulator(options);
  const host = options.host ?? "127.0.0.1";
  await app.listen({ host, port: options.port ?? 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://${host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host}:${port}`,
    close: async () => {
      await app.close();
    },
  };
}
