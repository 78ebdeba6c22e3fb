import {
  type PaymentProvider,
  type ProviderPaymentState,
  type ProviderReport,
  type ProviderStartInput,
  ProviderUnavailableError,
} from "../provider";
import {
  minorOfNordeaAmount,
  NORDEA_ANSWER_MAC_FIELDS,
  NORDEA_KEY_VERSION,
  NORDEA_LANGUAGES,
  NORDEA_MAC_ALGORITHM,
  NORDEA_PAYMENT_MAC_FIELDS,
  NORDEA_PAYMENT_STATUSES,
  NORDEA_PAYMENT_VERSION,
  NORDEA_QUERY_MAC_FIELDS,
  NORDEA_QUERY_VERSION,
  NORDEA_RETURN_MAC_FIELDS,
  type NordeaPaymentStatus,
  nordeaAmount,
  nordeaMac,
  nordeaMacMatches,
} from "./nordea-protocol";

/**
 * Client of Nordea's e-payment, and the payments feature's Nordea provider on top of it. A start
 * makes the signed address of the bank's payment page (no call to the bank: the browser goes
 * there); the bank sends the browser back with signed fields, which must verify; the bank's own
 * record of a payment is asked by its stamp (our payment's id) with a signed query.
 */

const DEFAULT_TIMEOUT_MS = 10_000;
/** A status answer is a handful of fields; anything far larger is not the bank. */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface NordeaClientOptions {
  /** The bank's e-payment service: its payment page is `${url}/pay`, its status query `${url}/query`. */
  url: string;
  /** The merchant's agreement id at the bank (SOLOPMT_RCV_ID). */
  merchantId: string;
  /** The MAC key of key version 0001. */
  secret: string;
  timeoutMs?: number;
  clock?: () => Date;
}

/** What the bank's return says, once its MAC verified. */
export interface NordeaReturn {
  kind: NordeaReturnKind;
  stamp: string;
  reference: string;
  /** The bank's id of the payment: on a paid return only. */
  paid?: string;
}

export const NORDEA_RETURN_KINDS = ["return", "cancel", "reject"] as const;
export type NordeaReturnKind = (typeof NORDEA_RETURN_KINDS)[number];

/** The bank's record of a payment (the status query's answer), once its MAC verified. */
export interface NordeaPaymentRecord {
  stamp: string;
  status: NordeaPaymentStatus;
  amountMinor: number | null;
  currency: string | null;
  paid?: string;
}

export function createNordeaClient(options: NordeaClientOptions) {
  const clock = options.clock ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const base = options.url.replace(/\/+$/, "");

  /** The bank page's address with the payment's fields and their MAC. */
  function paymentPageUrl(input: {
    stamp: string;
    amountMinor: number;
    currency: string;
    reference: string;
    returnUrl: string;
    cancelUrl: string;
    rejectUrl: string;
    language: keyof typeof NORDEA_LANGUAGES;
    message: string;
  }): string {
    const fields: Record<string, string> = {
      SOLOPMT_VERSION: NORDEA_PAYMENT_VERSION,
      SOLOPMT_STAMP: input.stamp,
      SOLOPMT_RCV_ID: options.merchantId,
      SOLOPMT_AMOUNT: nordeaAmount(input.amountMinor),
      SOLOPMT_REF: input.reference,
      SOLOPMT_DATE: "EXPRESS",
      SOLOPMT_CUR: input.currency,
      SOLOPMT_MSG: input.message,
      SOLOPMT_RETURN: input.returnUrl,
      SOLOPMT_CANCEL: input.cancelUrl,
      SOLOPMT_REJECT: input.rejectUrl,
      SOLOPMT_CONFIRM: "YES",
      SOLOPMT_KEYVERS: NORDEA_KEY_VERSION,
      SOLOPMT_LANGUAGE: NORDEA_LANGUAGES[input.language],
    };
    fields.SOLOPMT_MAC = nordeaMac(fields, NORDEA_PAYMENT_MAC_FIELDS, options.secret);
    return `${base}/pay?${new URLSearchParams(fields)}`;
  }

  /** The return's fields when their MAC verifies, else undefined (a forged or altered answer). */
  function verifyReturn(kind: NordeaReturnKind, query: Record<string, unknown>): NordeaReturn | undefined {
    const field = (name: string) => (typeof query[name] === "string" ? (query[name] as string) : undefined);
    const version = field("SOLOPMT_RETURN_VERSION");
    const stamp = field("SOLOPMT_RETURN_STAMP");
    const reference = field("SOLOPMT_RETURN_REF");
    const paid = field("SOLOPMT_RETURN_PAID");
    if (version !== NORDEA_PAYMENT_VERSION || !stamp || !reference) return undefined;
    // A paid return names the bank's payment; a cancel or a reject names none.
    if ((kind === "return") !== (paid !== undefined && paid !== "")) return undefined;
    const expected = nordeaMac(
      {
        SOLOPMT_RETURN_VERSION: version,
        SOLOPMT_RETURN_STAMP: stamp,
        SOLOPMT_RETURN_REF: reference,
        SOLOPMT_RETURN_PAID: paid || undefined,
      },
      NORDEA_RETURN_MAC_FIELDS,
      options.secret,
    );
    if (!nordeaMacMatches(field("SOLOPMT_RETURN_MAC"), expected)) return undefined;
    return { kind, stamp, reference, ...(paid ? { paid } : {}) };
  }

  /** Asks the bank for its record of the payment `stamp`; an answer that does not verify is no answer. */
  async function query(stamp: string, language: keyof typeof NORDEA_LANGUAGES = "en"): Promise<NordeaPaymentRecord> {
    const fields: Record<string, string> = {
      SOLOPMT_VERSION: NORDEA_QUERY_VERSION,
      SOLOPMT_TIMESTMP: clock().toISOString().replace(/\D/g, "").slice(0, 14),
      SOLOPMT_RCV_ID: options.merchantId,
      SOLOPMT_LANGUAGE: NORDEA_LANGUAGES[language],
      SOLOPMT_RESPTYPE: "text",
      SOLOPMT_STAMP: stamp,
      SOLOPMT_KEYVERS: NORDEA_KEY_VERSION,
      SOLOPMT_ALG: NORDEA_MAC_ALGORITHM,
    };
    fields.SOLOPMT_MAC = nordeaMac(fields, NORDEA_QUERY_MAC_FIELDS, options.secret);
    let text: string;
    try {
      const response = await fetch(`${base}/query`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "error",
      });
      text = await response.text();
      if (!response.ok) throw new Error(`status ${response.status}`);
    } catch (error) {
      throw new ProviderUnavailableError("nordea", "Nordea's status query got no answer", error);
    }
    if (text.length > MAX_ANSWER_BYTES)
      throw new ProviderUnavailableError("nordea", "Nordea's status answer is too large");
    const answer = Object.fromEntries(new URLSearchParams(text));
    const expected = nordeaMac(answer, NORDEA_ANSWER_MAC_FIELDS, options.secret);
    if (
      !nordeaMacMatches(answer.SOLOPMT_MAC, expected) ||
      answer.SOLOPMT_STAMP !== stamp ||
      answer.SOLOPMT_RCV_ID !== options.merchantId
    ) {
      throw new ProviderUnavailableError("nordea", "Nordea's status answer does not verify");
    }
    if (answer.SOLOPMT_RESPCODE !== "OK") {
      throw new ProviderUnavailableError(
        "nordea",
        `Nordea's status answer: ${String(answer.SOLOPMT_RESPCODE).slice(0, 20)}`,
      );
    }
    const status = answer.SOLOPMT_STATUS as NordeaPaymentStatus;
    if (!NORDEA_PAYMENT_STATUSES.includes(status)) {
      throw new ProviderUnavailableError("nordea", "Nordea's status answer names an unknown status");
    }
    return {
      stamp,
      status,
      amountMinor: minorOfNordeaAmount(answer.SOLOPMT_AMOUNT),
      currency: answer.SOLOPMT_CUR || null,
      ...(answer.SOLOPMT_PAID ? { paid: answer.SOLOPMT_PAID } : {}),
    };
  }

  return { paymentPageUrl, verifyReturn, query };
}

export type NordeaClient = ReturnType<typeof createNordeaClient>;

const STATE_OF_STATUS: Record<NordeaPaymentStatus, ProviderPaymentState> = {
  PENDING: "pending",
  PAID: "paid",
  REJECTED: "declined",
  CANCELLED: "cancelled",
};

/** The event id of a state: the return and a later status query of the same outcome are one report. */
function eventIdOf(stamp: string, status: NordeaPaymentStatus, paid?: string): string {
  return status === "PAID" ? `${stamp}:PAID:${paid ?? ""}` : `${stamp}:${status}`;
}

export function reportOfNordeaRecord(record: NordeaPaymentRecord): ProviderReport {
  return {
    providerRef: record.stamp,
    eventId: eventIdOf(record.stamp, record.status, record.paid),
    state: STATE_OF_STATUS[record.status],
    amountMinor: record.amountMinor,
    currency: record.currency,
    rawStatus: record.status,
  };
}

/**
 * The Nordea provider. Our payment's id is the stamp (we name the reference before the start, so
 * a payer who never comes back is still found by the reconciliation job). `verifyCallback` reads
 * a browser's return (`body`: the return's query plus its `kind`): a MAC that does not verify is
 * no report; a paid return is read with the bank's record of the amount (the return names none).
 */
export function createNordeaProvider(client: NordeaClient): PaymentProvider {
  return {
    name: "nordea",
    referenceOf: (paymentId) => paymentId,
    lifetimeSeconds: 60 * 60,
    async start(input: ProviderStartInput) {
      const redirectUrl = client.paymentPageUrl({
        stamp: input.paymentId,
        amountMinor: input.amountMinor,
        currency: input.currency,
        reference: input.paymentNumber,
        returnUrl: input.returnUrl,
        cancelUrl: input.cancelUrl,
        rejectUrl: withKind(input.cancelUrl, "reject"),
        language: input.language,
        message: input.message,
      });
      return { providerRef: input.paymentId, redirectUrl };
    },
    async status(providerRef) {
      return reportOfNordeaRecord(await client.query(providerRef));
    },
    async verifyCallback({ body }) {
      const query = (body ?? {}) as Record<string, unknown>;
      const kind = NORDEA_RETURN_KINDS.find((candidate) => candidate === query.kind);
      if (!kind) return undefined;
      const signed = client.verifyReturn(kind, query);
      if (!signed) return undefined;
      if (kind === "return") {
        // The bank's record names the amount and currency that were paid.
        const record = await client.query(signed.stamp);
        if (record.status !== "PAID" || record.paid !== signed.paid) {
          throw new ProviderUnavailableError("nordea", "Nordea's record does not yet show the returned payment");
        }
        return { ...reportOfNordeaRecord(record), rawStatus: "PAID" };
      }
      const status: NordeaPaymentStatus = kind === "cancel" ? "CANCELLED" : "REJECTED";
      return {
        providerRef: signed.stamp,
        eventId: eventIdOf(signed.stamp, status),
        state: STATE_OF_STATUS[status],
        amountMinor: null,
        currency: null,
        rawStatus: status,
      };
    },
  };
}

/** Our cancel address with the return's kind swapped: the reject address is the same route. */
function withKind(cancelUrl: string, kind: "reject"): string {
  return cancelUrl.replace(/\/cancel(\?|$)/, `/${kind}$1`);
}
