import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import { type TestPerson, testPersonByNumber, testPersonsOf } from "~/features/eid/test-persons";
import type { BankIdCompletionData, BankIdRequirement } from "../bankid-schema";
import { bankIdQrAuthCode } from "../qr";

/**
 * The orders of the BankID simulator and their life: pending (outstandingTransaction until the
 * tester opens the order in the simulator's app, then userSign), then complete or failed. In
 * memory on purpose: this stands in for BankID's own servers, one simulator instance per process.
 */

export type OrderType = "auth" | "sign";

/** What a tester (or an automated test) can make of a pending order. */
export const ORDER_OUTCOMES = ["complete", "userCancel", "expiredTransaction", "startFailed"] as const;
export type OrderOutcome = (typeof ORDER_OUTCOMES)[number];

export type SimulatedOrderState =
  | { status: "pending"; hintCode: "outstandingTransaction" | "userSign" }
  | { status: "failed"; hintCode: "userCancel" | "expiredTransaction" | "startFailed" | "cancelled" }
  | { status: "complete"; completionData: BankIdCompletionData };

export interface SimulatedOrder {
  type: OrderType;
  orderRef: string;
  autoStartToken: string;
  qrStartToken: string;
  qrStartSecret: string;
  createdAt: Date;
  endUserIp: string;
  requirement: BankIdRequirement;
  /** Decoded text shown to the user, if any. */
  userVisibleData?: string;
  /** As received (base64): signed, never shown. */
  userNonVisibleData?: string;
  returnUrl?: string;
  returnRisk: boolean;
  state: SimulatedOrderState;
}

export interface NewOrder {
  type: OrderType;
  endUserIp: string;
  requirement?: BankIdRequirement;
  userVisibleData?: string;
  userNonVisibleData?: string;
  returnUrl?: string;
  returnRisk?: boolean;
}

export type StartResult = { ok: true; order: SimulatedOrder } | { ok: false; errorCode: "alreadyInProgress" };

export type OutcomeResult =
  | { ok: true; order: SimulatedOrder }
  | { ok: false; problem: "notFound" | "notPending" | "wrongPerson" | "unknownPerson" };

export type QrResult =
  | { ok: true; order: SimulatedOrder }
  | { ok: false; problem: "format" | "notFound" | "forged" | "stale" };

export type NextStartError = "alreadyInProgress";

/** A scanned code is accepted this long after (or, for clock skew, before) the second it stands for. */
export const QR_MAX_AGE_SECONDS = 60;
/** Finished orders stay collectable this long after their lifetime, then are forgotten. */
const FINISHED_ORDER_RETENTION_SECONDS = 60 * 60;
/** An upper bound on memory whatever the traffic: the oldest orders go first. */
const MAX_ORDERS = 10_000;

export interface OrderStoreOptions {
  clock: () => Date;
  orderLifetimeSeconds: number;
}

export type OrderStore = ReturnType<typeof createOrderStore>;

export function createOrderStore({ clock, orderLifetimeSeconds }: OrderStoreOptions) {
  // Insertion order is creation order, which the pruning below relies on.
  const orders = new Map<string, SimulatedOrder>();
  let nextStartError: NextStartError | undefined;

  /** A pending order past its lifetime has expired, judged by the clock at the moment of asking. */
  function current(order: SimulatedOrder): SimulatedOrder {
    if (order.state.status === "pending" && ageSeconds(order) > orderLifetimeSeconds) {
      order.state = { status: "failed", hintCode: "expiredTransaction" };
    }
    return order;
  }

  function ageSeconds(order: SimulatedOrder): number {
    return (clock().getTime() - order.createdAt.getTime()) / 1000;
  }

  function prune() {
    const forgetBefore = clock().getTime() - (orderLifetimeSeconds + FINISHED_ORDER_RETENTION_SECONDS) * 1000;
    for (const [orderRef, order] of orders) {
      if (order.createdAt.getTime() >= forgetBefore && orders.size < MAX_ORDERS) break;
      orders.delete(orderRef);
    }
  }

  function get(orderRef: string): SimulatedOrder | undefined {
    const order = orders.get(orderRef);
    return order && current(order);
  }

  function pendingOrder(orderRef: string): SimulatedOrder | undefined {
    const order = get(orderRef);
    return order?.state.status === "pending" ? order : undefined;
  }

  function findPending(predicate: (order: SimulatedOrder) => boolean): SimulatedOrder | undefined {
    for (const order of orders.values()) {
      if (current(order).state.status === "pending" && predicate(order)) return order;
    }
    return undefined;
  }

  return {
    /**
     * Starts an order as BankID's /auth and /sign do. An order for a person who already has one
     * pending is refused, and the pending one is cancelled too (BankID cannot tell which is genuine).
     */
    start(input: NewOrder): StartResult {
      if (nextStartError) {
        const errorCode = nextStartError;
        nextStartError = undefined;
        return { ok: false, errorCode };
      }
      const personalNumber = input.requirement?.personalNumber;
      if (personalNumber) {
        const existing = findPending((order) => order.requirement.personalNumber === personalNumber);
        if (existing) {
          existing.state = { status: "failed", hintCode: "cancelled" };
          return { ok: false, errorCode: "alreadyInProgress" };
        }
      }
      prune();
      const order: SimulatedOrder = {
        type: input.type,
        orderRef: randomUUID(),
        autoStartToken: randomUUID(),
        qrStartToken: randomUUID(),
        qrStartSecret: randomUUID(),
        createdAt: clock(),
        endUserIp: input.endUserIp,
        requirement: input.requirement ?? {},
        userVisibleData: input.userVisibleData,
        userNonVisibleData: input.userNonVisibleData,
        returnUrl: input.returnUrl,
        returnRisk: input.returnRisk ?? false,
        state: { status: "pending", hintCode: "outstandingTransaction" },
      };
      orders.set(order.orderRef, order);
      return { ok: true, order };
    },

    get,

    /** Pending orders, newest first. */
    pending(): SimulatedOrder[] {
      return [...orders.values()]
        .filter((order) => current(order).state.status === "pending")
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    },

    pendingByAutoStartToken(autoStartToken: string): SimulatedOrder | undefined {
      return findPending((order) => order.autoStartToken === autoStartToken);
    },

    /** The tester opened the order in the app: BankID reports userSign from now on. */
    open(orderRef: string): SimulatedOrder | undefined {
      const order = pendingOrder(orderRef);
      if (order) order.state = { status: "pending", hintCode: "userSign" };
      return order;
    },

    /**
     * Opens the order a scanned QR code belongs to, if the code is genuine (its HMAC matches the
     * order's qrStartSecret) and fresh (the second it stands for is at most QR_MAX_AGE_SECONDS away).
     */
    openByQrCode(content: string): QrResult {
      const match = /^bankid\.([^.\s]+)\.(\d{1,9})\.([0-9a-f]{64})$/.exec(content.trim());
      if (!match) return { ok: false, problem: "format" };
      const [, qrStartToken, time, authCode] = match as unknown as [string, string, string, string];
      const order = findPending((candidate) => candidate.qrStartToken === qrStartToken);
      if (!order) return { ok: false, problem: "notFound" };
      const expected = Buffer.from(bankIdQrAuthCode(order.qrStartSecret, time), "hex");
      if (!timingSafeEqual(expected, Buffer.from(authCode, "hex"))) return { ok: false, problem: "forged" };
      const codeTime = order.createdAt.getTime() + Number(time) * 1000;
      if (Math.abs(clock().getTime() - codeTime) > QR_MAX_AGE_SECONDS * 1000) return { ok: false, problem: "stale" };
      order.state = { status: "pending", hintCode: "userSign" };
      return { ok: true, order };
    },

    /**
     * Ends a pending order the way the tester chose. Only the required person, if the order names
     * one, can complete it; without a choice that person, else the first Swedish test person.
     */
    finish(orderRef: string, outcome: OrderOutcome, personalNumber?: string): OutcomeResult {
      const order = get(orderRef);
      if (!order) return { ok: false, problem: "notFound" };
      if (order.state.status !== "pending") return { ok: false, problem: "notPending" };
      if (outcome !== "complete") {
        order.state = { status: "failed", hintCode: outcome };
        return { ok: true, order };
      }
      const required = order.requirement.personalNumber;
      const chosen = personalNumber ?? required ?? testPersonsOf("se")[0]?.personalNumber;
      if (required && chosen !== required) return { ok: false, problem: "wrongPerson" };
      const person = chosen ? testPersonByNumber(chosen) : undefined;
      if (person?.country !== "se") return { ok: false, problem: "unknownPerson" };
      order.state = { status: "complete", completionData: completionData(order, person, clock()) };
      return { ok: true, order };
    },

    /** The relying party called /cancel. */
    cancel(orderRef: string): SimulatedOrder | undefined {
      const order = pendingOrder(orderRef);
      if (order) order.state = { status: "failed", hintCode: "cancelled" };
      return order;
    },

    setNextStartError(errorCode: NextStartError | undefined) {
      nextStartError = errorCode;
    },

    nextStartError(): NextStartError | undefined {
      return nextStartError;
    },
  };
}

function completionData(order: SimulatedOrder, person: TestPerson, now: Date): BankIdCompletionData {
  const user = {
    personalNumber: person.personalNumber,
    name: `${person.givenName} ${person.surname}`,
    givenName: person.givenName,
    surname: person.surname,
  };
  const signature = `<?xml version="1.0" encoding="UTF-8"?>
<SimulatedBankIdSignature xmlns="urn:nordhem:bankid-simulator">
  <Notice>Simulated by the bundled BankID simulator. Not a real BankID signature.</Notice>
  <OrderRef>${xmlText(order.orderRef)}</OrderRef>
  <Type>${order.type}</Type>
  <PersonalNumber>${xmlText(person.personalNumber)}</PersonalNumber>
  <SignedAt>${now.toISOString()}</SignedAt>
  <UsrVisibleData>${xmlText(Buffer.from(order.userVisibleData ?? "", "utf8").toString("base64"))}</UsrVisibleData>
  <UsrNonVisibleData>${xmlText(order.userNonVisibleData ?? "")}</UsrNonVisibleData>
</SimulatedBankIdSignature>`;
  const ocspResponse = JSON.stringify({
    simulated: true,
    notice: "Simulated by the bundled BankID simulator. Not a real OCSP response.",
    certStatus: "good",
    producedAt: now.toISOString(),
  });
  return {
    user,
    device: {
      ipAddress: order.endUserIp,
      // Stable per person, as a real device identifier is per device.
      uhi: createHash("sha256").update(`bankid-simulator:${person.personalNumber}`).digest("base64url").slice(0, 27),
    },
    bankIdIssueDate: stockholmDate(now),
    ...(order.requirement.mrtd ? { stepUp: { mrtd: true } } : {}),
    signature: Buffer.from(signature, "utf8").toString("base64"),
    ocspResponse: Buffer.from(ocspResponse, "utf8").toString("base64"),
    ...(order.returnRisk ? { risk: "low" as const } : {}),
  };
}

/** The date in Sweden, YYYY-MM-DD. */
function stockholmDate(date: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Stockholm",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(date);
}

function xmlText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
