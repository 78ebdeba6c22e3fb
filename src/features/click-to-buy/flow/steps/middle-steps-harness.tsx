import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { CATALOGS } from "~/i18n/catalogs.server";
import { I18nProvider } from "~/i18n/react";
import type { Language } from "~/sites/sites";
import { BUY_FLOWS, type BuyStep } from "../../flows";
import type { BookingObjectInfo, BookingView, BuyResidenceData, InteriorOption } from "../../schema";
import { BuyFlowContext, type BuyFlowContextValue } from "../buy-flow-context";

const BOOKING_ID = "6f1f5c2e-8a0b-4c1e-9d7a-0b8e2f3a4c5d";

/**
 * Renders one of the middle steps as the flow does: inside the buy flow's context (spies for
 * its calls) and the language's catalog. The home costs 4 500 000 NOK unless told otherwise.
 */
export function renderMiddleStep(
  step: ReactNode,
  options: {
    at: BuyStep;
    language?: Language;
    object?: Partial<BookingObjectInfo>;
    data?: Record<string, unknown>;
    interiorOptions?: InteriorOption[];
    expired?: boolean;
  },
) {
  const language = options.language ?? "no";
  const object: BookingObjectInfo = {
    objectId: 7,
    number: "A-301",
    address: "Storgata 3",
    stageId: 2,
    stageName: "Elvebredden",
    areaId: 1,
    objectUrl: "/prosjekter/elvebredden/a-301/",
    status: "reserved",
    rooms: 3,
    livingArea: 74,
    price: 4_500_000,
    closingCosts: null,
    debtShare: null,
    currency: "NOK",
    bookingFee: 10_000,
    holdMinutes: 20,
    image: null,
    plotType: "freehold",
    residenceType: "apartment",
    ...options.object,
  };
  const booking: BookingView = {
    id: BOOKING_ID,
    status: "held",
    objectId: object.objectId,
    holdExpiresAt: new Date(Date.now() + 600_000).toISOString(),
    serverNow: new Date().toISOString(),
    completedSteps: ["start-booking", "personal-info"],
    data: options.data ?? {},
    signed: false,
    paid: false,
    agreementDocumentId: null,
  };
  const flow = language === "fi" ? "fiveSteps" : language === "no" ? "eightSteps" : "sixSteps";
  const data = {
    flow,
    steps: [...BUY_FLOWS[flow]],
    step: options.at,
    object,
    booking,
    interiorOptions: options.interiorOptions ?? [],
  } as unknown as BuyResidenceData;
  const flowValue: BuyFlowContextValue = {
    data,
    booking,
    step: options.at,
    expired: options.expired ?? false,
    setBooking: vi.fn(),
    completeStep: vi.fn(),
    goTo: vi.fn(),
    cancel: vi.fn(),
  };
  const view = render(
    <I18nProvider language={language} catalog={CATALOGS[language]}>
      <BuyFlowContext.Provider value={flowValue}>{step}</BuyFlowContext.Provider>
    </I18nProvider>,
  );
  return { ...view, flow: flowValue, booking };
}

/** A fetch that answers the step's save with `next`, or with a 400 of the given field messages. */
export function stubStepSave(answer: { next: BuyStep } | { fields: { field: string; message: string }[] }) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
    "next" in answer
      ? new Response(JSON.stringify(answer), { status: 200, headers: { "content-type": "application/json" } })
      : new Response(JSON.stringify({ error: { code: "validation", message: "Ugyldig", fields: answer.fields } }), {
          status: 400,
          headers: { "content-type": "application/json" },
        }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The step's data the step posted in the `index`th call (it names the harness's booking besides). */
export function postedBody(fetchMock: ReturnType<typeof stubStepSave>, index = 0): unknown {
  const init = fetchMock.mock.calls[index]?.[1];
  const { bookingId, ...body } = JSON.parse(String(init?.body)) as Record<string, unknown>;
  if (bookingId !== BOOKING_ID) throw new Error(`the step posted booking ${String(bookingId)}`);
  return body;
}
