import { z } from "zod";
import type { IdentityCountry } from "~/lib/identity-number";
import { personalNumberField } from "~/lib/personal-number-field";
import { addressField, emailField, nameField, phoneField, postalCodeField, termsField } from "~/lib/validation";
import { BUY_FLOWS, BUY_STEPS, MAX_CO_BUYERS } from "./flows";

/**
 * The click-to-buy contract (spec 001 sections 3, 5, 7 "Click to buy"; issue 18): the calls'
 * parameters and answers, the steps' data, and the buy-flow pages' data. One schema for the
 * browser's forms, the API's validation and the OpenAPI description.
 */

/** Translation keys of the buy flow's own field messages (namespace buyValidation). */
export const BUY_VALIDATION = {
  uniqueSocial: "buyValidation.uniqueSocial",
  uniqueEmail: "buyValidation.uniqueEmail",
  emailInUse: "buyValidation.emailInUse",
  downPaymentTooLow: "buyValidation.downPaymentTooLow",
  priceSumToHigh: "buyValidation.priceSumToHigh",
  cannotBook: "buyValidation.cannotBook",
  amount: "buyValidation.amount",
  choiceUnknown: "buyValidation.choiceUnknown",
} as const;

// ---------------------------------------------------------------------------------------------
// Bookings

/**
 * queued: `startbookingasync` took it, the job has not run; held: the home is the buyer's until
 * holdExpiresAt; refused: someone else holds it or it is not bookable (errorCode says which);
 * completed: the purchase is made; cancelled: the buyer left (removebuyresidenceexpire);
 * expired: the hold ran out.
 */
export const BOOKING_STATUSES = ["queued", "held", "refused", "completed", "cancelled", "expired"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Why a booking could not go on: the home is taken or not for sale, the buyer has one already, or something broke. */
export const BOOKING_ERROR_CODES = ["notBookable", "alreadyBooking", "needsIdentity", "generalError"] as const;
export type BookingErrorCode = (typeof BOOKING_ERROR_CODES)[number];

export const ObjectIdParamsSchema = z.object({ objectId: z.coerce.number().int().positive().max(2_147_483_647) });
export const BookingIdParamsSchema = z.object({ id: z.uuid() });
/** getbookingobjectinformation/{objectId}[/{bookingId}] and is_bookable/{objectId}[/{bookingId}]. */
export const ObjectAndBookingParamsSchema = ObjectIdParamsSchema.extend({ bookingId: z.uuid().optional() });
/** usercanbookinproject/{a}/{b} and usercanbookinstage/{a}/{b}: the project (area) or stage, then the home. */
export const UserCanBookParamsSchema = z.object({
  a: z.coerce.number().int().positive().max(2_147_483_647),
  b: z.coerce.number().int().positive().max(2_147_483_647),
});

export const StartBookingBodySchema = z.object({ objectId: z.number().int().positive().max(2_147_483_647) });
/** startbookingasync answers the booking's id at once; the browser polls getbookingstatus/{id}. */
export const StartBookingResponseSchema = z.object({ id: z.uuid() });

/** getbookingstatus/{id}: 202 with this while queued, 200 with it once held or refused. */
export const BookingStatusResponseSchema = z.object({
  id: z.uuid(),
  status: z.enum(BOOKING_STATUSES),
  objectId: z.number().int(),
  /** ISO time the hold ends; null unless held. */
  holdExpiresAt: z.string().nullable(),
  errorCode: z.enum(BOOKING_ERROR_CODES).nullable(),
  /** The general message (errorCode 0 of the spec) or the refusal's text, translated. */
  message: z.string().optional(),
});
export type BookingStatusResponse = z.infer<typeof BookingStatusResponseSchema>;

/** The booking cookie (signed, HttpOnly): which booking of which home this browser is in. */
export const BookingCookieSchema = z.object({ bookingId: z.uuid(), objectId: z.number().int().positive() });
export type BookingCookie = z.infer<typeof BookingCookieSchema>;

/** buyresidencecookie (GET, POST): the booking this browser is in, or false (silently, on any error). */
export const BookingCookieResponseSchema = z.union([BookingCookieSchema, z.literal(false)]);

/** buyresidenceexpire/{id}: when the user's hold ends (ISO). */
export const HoldExpiryResponseSchema = z.object({ holdExpiresAt: z.string() });

/** removebuyresidenceexpire: whether a hold was ended (false: it had ended already; the cookie is cleared either way). */
export const CancelBookingResponseSchema = z.object({ cancelled: z.boolean() });

/** The sign cookie (signed, HttpOnly): the agreement being signed in this booking. */
export const SignCookieSchema = z.object({ bookingId: z.uuid(), documentId: z.uuid() });
export type SignCookie = z.infer<typeof SignCookieSchema>;

/** getbookingobjectinformation: what the flow shows of the home. */
export const BookingObjectInfoSchema = z.object({
  objectId: z.number().int(),
  /** The apartment or house number (the header shows it on mobile). */
  number: z.string(),
  address: z.string().nullable(),
  stageId: z.number().int(),
  stageName: z.string(),
  areaId: z.number().int(),
  objectUrl: z.string(),
  status: z.string(),
  rooms: z.number().int(),
  livingArea: z.number(),
  /** The price in the site's currency, whole units (Finland: the sales price). */
  price: z.number().int(),
  /** Norway's closing costs, Finland's loan share: in the financing step's sum. */
  closingCosts: z.number().int().nullable(),
  debtShare: z.number().int().nullable(),
  currency: z.enum(["SEK", "NOK", "EUR"]),
  /** The booking fee paid in the payment step; null where the flow has none. */
  bookingFee: z.number().int().nullable(),
  holdMinutes: z.number().int(),
  image: z.string().nullable(),
  plotType: z.string(),
  residenceType: z.string(),
});
export type BookingObjectInfo = z.infer<typeof BookingObjectInfoSchema>;

/**
 * getbookingdocuments/{id}: the booking's documents before signing (the documents step), each a
 * PDF made from the booking: the booking agreement as it stands and the booking terms.
 */
export const BOOKING_DOCUMENT_KINDS = ["bookingAgreement", "terms"] as const;
export type BookingDocumentKind = (typeof BOOKING_DOCUMENT_KINDS)[number];

export const BookingDocumentSchema = z.object({
  kind: z.enum(BOOKING_DOCUMENT_KINDS),
  /** The document's name in the site's language. */
  name: z.string(),
  fileName: z.string(),
  /** Bytes of the PDF. */
  size: z.number().int(),
  /** GET getbookingdocuments/{id}/{kind}: the PDF as a download. */
  url: z.string(),
});
export type BookingDocument = z.infer<typeof BookingDocumentSchema>;
export const BookingDocumentsResponseSchema = z.array(BookingDocumentSchema);
export const BookingDocumentParamsSchema = BookingIdParamsSchema.extend({ kind: z.enum(BOOKING_DOCUMENT_KINDS) });

// ---------------------------------------------------------------------------------------------
// The steps' data

/** A co-buyer: name, identity number of the site's country, e-mail and phone. */
export function personSchema(country: IdentityCountry) {
  return z.object({
    firstName: nameField(),
    lastName: nameField(),
    identityNumber: personalNumberField(country),
    email: emailField(),
    phone: phoneField(),
  });
}
export type BuyPerson = z.infer<ReturnType<typeof personSchema>>;

/**
 * personal-info: the buyer's contact details (name and identity number come from their e-ID and
 * are not edited here) and up to three co-buyers. No two persons share an identity number
 * (uniqueSocial) or an e-mail (uniqueEmail); the buyer's own count too, given as `buyer`.
 */
export function personalInfoSchema(country: IdentityCountry, buyer: { identityNumber: string | null }) {
  return z
    .object({
      email: emailField(),
      phone: phoneField(),
      address: addressField(),
      postalCode: postalCodeField(),
      city: addressField(),
      coBuyers: z.array(personSchema(country)).max(MAX_CO_BUYERS),
    })
    .superRefine((value, context) => {
      const socials = new Set<string>(buyer.identityNumber ? [normalizeIdentity(buyer.identityNumber)] : []);
      const emails = new Set<string>([value.email.trim().toLowerCase()]);
      value.coBuyers.forEach((person, index) => {
        const social = normalizeIdentity(person.identityNumber);
        if (socials.has(social)) {
          context.addIssue({
            code: "custom",
            path: ["coBuyers", index, "identityNumber"],
            message: BUY_VALIDATION.uniqueSocial,
          });
        }
        socials.add(social);
        const email = person.email.trim().toLowerCase();
        if (emails.has(email)) {
          context.addIssue({ code: "custom", path: ["coBuyers", index, "email"], message: BUY_VALIDATION.uniqueEmail });
        }
        emails.add(email);
      });
    });
}
export type PersonalInfo = z.infer<ReturnType<typeof personalInfoSchema>>;

/** Identity numbers compare without separators and case (a Finnish check letter). */
function normalizeIdentity(value: string): string {
  return value.replace(/[\s+-]/g, "").toUpperCase();
}

/** documents: the buyer has read the booking agreement and the terms. */
export const DocumentsStepSchema = z.object({ acceptTerms: termsField() });
export type DocumentsStep = z.infer<typeof DocumentsStepSchema>;

export const INTERIOR_CATEGORIES = ["kitchen", "flooring", "bathroom", "walls", "appliances"] as const;
export type InteriorCategory = (typeof INTERIOR_CATEGORIES)[number];

/** choices: one interior option per category the stage offers (ids of interior_options). */
const optionId = () => z.string().min(1).max(64).optional();
/**
 * One optional option id per interior category: an object of the five, not a zod record (the
 * record type would join the validation chunk every account form loads, decision 026).
 */
export const InteriorChoicesSchema = z.strictObject({
  kitchen: optionId(),
  flooring: optionId(),
  bathroom: optionId(),
  walls: optionId(),
  appliances: optionId(),
});
export const ChoicesStepSchema = z.object({ choices: InteriorChoicesSchema });
export type ChoicesStep = z.infer<typeof ChoicesStepSchema>;

const amountField = () => z.number().int().min(0).max(1_000_000_000);

/**
 * financing: own funds and a loan promise. The 15 % and the price-sum limit need the home's
 * price: `financingProblems` (./financing-rules.ts) checks them in the browser and the service.
 */
export const FinancingStepSchema = z.object({
  ownFunds: amountField(),
  loanAmount: amountField(),
  /** The lender of the loan promise (free text, the name check). */
  lender: addressField(),
  /** The loan promise's reference number, if the lender gave one. */
  loanPromiseReference: z
    .string()
    .trim()
    .max(50)
    .regex(/^[\w\- /]*$/, "validation.invalidInput"),
});
export type FinancingStep = z.infer<typeof FinancingStepSchema>;

export const CURRENT_HOME_KINDS = ["owned", "rented", "livingWithOthers", "other"] as const;

/** accomodation (Norway): the buyer's current home, and whether it must be sold first. */
export const AccommodationStepSchema = z.object({
  currentHome: z.enum(CURRENT_HOME_KINDS),
  mustSellFirst: z.boolean(),
  address: addressField(),
  postalCode: postalCodeField(),
  city: addressField(),
});
export type AccommodationStep = z.infer<typeof AccommodationStepSchema>;

/** What the steps saved, by step name (buy_bookings.data). */
export interface BookingStepData {
  "personal-info"?: PersonalInfo;
  documents?: DocumentsStep;
  choices?: ChoicesStep;
  financing?: FinancingStep;
  accomodation?: AccommodationStep;
}

/**
 * The steps' data of a booking row (`buy_bookings.data`, jsonb): each step's part was validated by
 * that step's schema when it was saved (`POST step/{step}`), so it is read back as that type.
 */
export function savedStepData(row: { data: Record<string, unknown> }): BookingStepData {
  const saved: unknown = row.data;
  return saved as BookingStepData;
}

export const StepParamsSchema = z.object({
  step: z.enum(["personal-info", "documents", "choices", "financing", "accomodation"]),
});

/** The answer to a saved step: where the flow goes next. */
export const SaveStepResponseSchema = z.object({ next: z.enum(BUY_STEPS) });

// ---------------------------------------------------------------------------------------------
// The booking as the flow's pages see it

export const BookingViewSchema = z.object({
  id: z.uuid(),
  status: z.enum(BOOKING_STATUSES),
  objectId: z.number().int(),
  holdExpiresAt: z.string().nullable(),
  /** The server's clock when the page was made: the countdown corrects the browser's clock by it. */
  serverNow: z.string(),
  completedSteps: z.array(z.enum(BUY_STEPS)),
  // The saved steps by name (what each step's schema let through when it was saved).
  data: z.looseObject({}),
  signed: z.boolean(),
  paid: z.boolean(),
  agreementDocumentId: z.uuid().nullable(),
});
export type BookingView = z.infer<typeof BookingViewSchema>;

/** An interior option of the home's stage (the choices step). */
export const InteriorOptionSchema = z.object({
  id: z.string(),
  category: z.enum(INTERIOR_CATEGORIES),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  isDefault: z.boolean(),
});
export type InteriorOption = z.infer<typeof InteriorOptionSchema>;

/** The page view model of the buy flow (spec 001 section 3 "Page view model (buy flow)"). */
export const BuyFlowPageViewSchema = z.object({
  siteVersion: z.string(),
  objectId: z.number().int().nullable(),
  showPlotType: z.boolean(),
  showSemiDetachedHouseType: z.boolean(),
  subMenu: z.array(z.object({ name: z.string(), url: z.string() })),
  canonical: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
});
export type BuyFlowPageView = z.infer<typeof BuyFlowPageViewSchema>;

/** The logged-in buyer as the flow shows them (name and identity from their e-ID). */
export const BuyerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  /** The verified identity number, masked for display (the last four digits hidden). */
  identityNumberMasked: z.string().nullable(),
  /** The identity was proven with an e-ID: booking needs it. */
  verified: z.boolean(),
});
export type Buyer = z.infer<typeof BuyerSchema>;

/**
 * Templates "buyResidence" (/boka/, /kjop/, /varaus/) and "clickToBuyContract" (the sign
 * agreement path): the flow at its current step. `object` is null when no home is chosen
 * (the page then says how to pick one); `booking` is null before the buyer starts.
 */
export const BuyResidenceDataSchema = z.object({
  view: BuyFlowPageViewSchema,
  flow: z.enum(Object.keys(BUY_FLOWS) as [keyof typeof BUY_FLOWS, ...(keyof typeof BUY_FLOWS)[]]),
  steps: z.array(z.enum(BUY_STEPS)),
  step: z.enum(BUY_STEPS),
  object: BookingObjectInfoSchema.nullable(),
  booking: BookingViewSchema.nullable(),
  buyer: BuyerSchema.nullable(),
  /** Whether the home can be booked by this visitor now, and if not why (cannotBook's reason). */
  bookable: z.boolean(),
  refusal: z.enum(BOOKING_ERROR_CODES).nullable(),
  interiorOptions: z.array(InteriorOptionSchema),
  paymentProviders: z.array(z.enum(["swish", "svea", "nordea"])),
  /** Login and register with a referrer back here; the info, error and My Pages paths. */
  links: z.object({
    login: z.string().nullable(),
    register: z.string().nullable(),
    info: z.string().nullable(),
    myPages: z.string().nullable(),
    documents: z.string().nullable(),
  }),
});
export type BuyResidenceData = z.infer<typeof BuyResidenceDataSchema>;

/** Templates "buyResidenceSuccess" and "clickToBuyComplete": the completed booking, or null when there is none in this browser. */
export const BuyResidenceDoneDataSchema = z
  .object({
    view: BuyFlowPageViewSchema,
    object: BookingObjectInfoSchema,
    completedAt: z.string(),
    /** The signed agreement's download (the buyer's document in My Pages). */
    agreementUrl: z.string().nullable(),
    paymentNumber: z.string().nullable(),
    amountPaid: z.number().int().nullable(),
    links: z.object({
      myPages: z.string().nullable(),
      documents: z.string().nullable(),
      timeline: z.string().nullable(),
      /** The purchase notification and, where the stage offers interior options, the order form (issue 18). */
      purchase: z.string().nullable(),
      orderForm: z.string().nullable(),
    }),
  })
  .nullable();
export type BuyResidenceDoneData = z.infer<typeof BuyResidenceDoneDataSchema>;

/** Template "buyResidenceError": the general message (spec 001 section 8: errorCode 0) and what went wrong, if known. */
export const BuyResidenceErrorDataSchema = z.object({
  errorCode: z.number().int(),
  reason: z.enum([...BOOKING_ERROR_CODES, "expired", "cancelled", "paymentFailed", "signFailed"]).nullable(),
  objectUrl: z.string().nullable(),
});
export type BuyResidenceErrorData = z.infer<typeof BuyResidenceErrorDataSchema>;

/** Template "buyResidenceInfo": how booking online works on this site. */
export const BuyResidenceInfoDataSchema = z.object({
  steps: z.array(z.enum(BUY_STEPS)),
  holdMinutes: z.number().int(),
  paymentProviders: z.array(z.enum(["swish", "svea", "nordea"])),
  searchUrl: z.string().nullable(),
});
export type BuyResidenceInfoData = z.infer<typeof BuyResidenceInfoDataSchema>;

/** Template "orderForm": interior options ordered after a purchase (one per category). */
export const OrderFormDataSchema = z.object({
  purchaseId: z.uuid(),
  object: z.object({ number: z.string(), address: z.string().nullable(), stageName: z.string() }),
  options: z.array(InteriorOptionSchema),
  /** The buyer's earlier order, if any: category → option id. */
  ordered: InteriorChoicesSchema.nullable(),
  orderedAt: z.string().nullable(),
  currency: z.enum(["SEK", "NOK", "EUR"]),
});
export type OrderFormData = z.infer<typeof OrderFormDataSchema>;

/** Template "purchaseNotification": the notice that a purchase was made. */
export const PurchaseNotificationDataSchema = z.object({
  purchaseId: z.uuid(),
  object: z.object({
    number: z.string(),
    address: z.string().nullable(),
    stageName: z.string(),
    objectUrl: z.string(),
  }),
  buyers: z.array(z.object({ firstName: z.string(), lastName: z.string() })),
  purchasedAt: z.string(),
  links: z.object({ documents: z.string().nullable(), timeline: z.string().nullable() }),
});
export type PurchaseNotificationData = z.infer<typeof PurchaseNotificationDataSchema>;

/** signcontract's text answer and the sign cookie's document: the agreement to sign. */
export const SignContractResponseSchema = z.string().describe("The booking agreement's document id (text/plain)");

/** completebooking: where the browser goes (the success page). */
export const CompleteBookingResponseSchema = z.object({ redirectTo: z.string() });
