import { z } from "zod";

/**
 * The wire format of the BankID Relying Party API v6.0 (https://developers.bankid.com, "Web
 * service API"): /rp/v6.0/auth, /sign, /collect and /cancel. Shared by the product's client
 * (bankid-client.ts), which parses every answer with these schemas, and the bundled simulator
 * (simulator/), which validates every request with them. Pure zod, so the browser may import the
 * hint codes to choose its messages.
 */

export const BANKID_API_PATH = "/rp/v6.0";

/** Hint codes of a pending order. */
export const BANKID_PENDING_HINT_CODES = [
  "outstandingTransaction",
  "noClient",
  "started",
  "userMrtd",
  "userCallConfirm",
  "userSign",
] as const;
export type BankIdPendingHintCode = (typeof BANKID_PENDING_HINT_CODES)[number];

/** Hint codes of a failed order (final: the orderRef must not be collected again). */
export const BANKID_FAILED_HINT_CODES = [
  "expiredTransaction",
  "certificateErr",
  "userCancel",
  "cancelled",
  "startFailed",
  "userDeclinedCall",
  "notSupportedByUserApp",
  "transactionRiskBlocked",
] as const;
export type BankIdFailedHintCode = (typeof BANKID_FAILED_HINT_CODES)[number];

/** The error codes BankID answers 4xx/5xx with, and the HTTP status each comes with. */
export const BANKID_ERROR_HTTP_STATUS = {
  alreadyInProgress: 400,
  invalidParameters: 400,
  unauthorized: 401,
  notFound: 404,
  methodNotAllowed: 405,
  requestTimeout: 408,
  unsupportedMediaType: 415,
  internalError: 500,
  maintenance: 503,
} as const;
export type BankIdErrorCode = keyof typeof BANKID_ERROR_HTTP_STATUS;
export const BANKID_ERROR_CODES = Object.keys(BANKID_ERROR_HTTP_STATUS) as BankIdErrorCode[];

export function isBankIdErrorCode(value: unknown): value is BankIdErrorCode {
  return typeof value === "string" && Object.hasOwn(BANKID_ERROR_HTTP_STATUS, value);
}

// --- Requests (as sent on the wire: the texts are base64) ---------------------------------------

/** Standard base64 (BankID rejects other alphabets); the length limits count encoded characters. */
const base64 = (maxLength: number) =>
  z
    .string()
    .max(maxLength)
    .regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, "must be base64");

export const BankIdRequirementSchema = z.object({
  /** The user must confirm with the PIN code even when biometrics are activated. */
  pinCode: z.boolean().optional(),
  /** The user must also present a Swedish passport or national ID card (machine readable travel document). */
  mrtd: z.boolean().optional(),
  cardReader: z.enum(["class1", "class2"]).optional(),
  /** Object identifiers of the accepted certificate policies; a trailing ".*" accepts a whole branch. */
  certificatePolicies: z
    .array(z.string().regex(/^\d+(?:\.\d+)*(?:\.\*)?$/, "must be a certificate policy OID"))
    .min(1)
    .optional(),
  /** Only this person may complete the order: 12 digits, YYYYMMDDNNNC. */
  personalNumber: z
    .string()
    .regex(/^\d{12}$/, "must be 12 digits")
    .optional(),
});
export type BankIdRequirement = z.infer<typeof BankIdRequirementSchema>;

export const BankIdAppDeviceSchema = z.object({
  appIdentifier: z.string().min(1).optional(),
  deviceOS: z.string().min(1).optional(),
  deviceModelName: z.string().min(1).optional(),
  deviceIdentifier: z.string().min(1).optional(),
});
export type BankIdAppDevice = z.infer<typeof BankIdAppDeviceSchema>;

export const BankIdWebDeviceSchema = z.object({
  deviceIdentifier: z.string().min(1).optional(),
  /** The domain of the page that started the order, in punycode. */
  referringDomain: z.string().min(1).optional(),
  userAgent: z.string().min(1).optional(),
});
export type BankIdWebDevice = z.infer<typeof BankIdWebDeviceSchema>;

const ipAddress = z.string().refine((value) => isIpAddress(value), "must be an IPv4 or IPv6 address");

/** IPv4 dotted quad or IPv6 (no zone index), the forms BankID accepts for endUserIp. */
export function isIpAddress(value: string): boolean {
  return z.ipv4().safeParse(value).success || z.ipv6().safeParse(value).success;
}

const orderRequestFields = {
  endUserIp: ipAddress,
  requirement: BankIdRequirementSchema.optional(),
  userVisibleDataFormat: z.literal("simpleMarkdownV1").optional(),
  userNonVisibleData: base64(200_000).min(1).optional(),
  returnUrl: z.url().optional(),
  returnRisk: z.boolean().optional(),
  app: BankIdAppDeviceSchema.optional(),
  web: BankIdWebDeviceSchema.optional(),
};

const oneDeviceKind = (value: { app?: unknown; web?: unknown }) => !(value.app && value.web);
const ONE_DEVICE_KIND = { message: "give app or web, not both", path: ["web"] };

export const BankIdAuthWireRequestSchema = z
  .object({ ...orderRequestFields, userVisibleData: base64(1_500).min(1).optional() })
  .refine(oneDeviceKind, ONE_DEVICE_KIND);
export type BankIdAuthWireRequest = z.infer<typeof BankIdAuthWireRequestSchema>;

export const BankIdSignWireRequestSchema = z
  .object({ ...orderRequestFields, userVisibleData: base64(40_000).min(1) })
  .refine(oneDeviceKind, ONE_DEVICE_KIND);
export type BankIdSignWireRequest = z.infer<typeof BankIdSignWireRequestSchema>;

export const BankIdOrderRefRequestSchema = z.object({ orderRef: z.string().min(1).max(100) });

// --- Responses ---------------------------------------------------------------------------------

/** The answer of /auth and /sign. */
export const BankIdOrderResponseSchema = z.object({
  orderRef: z.string().min(1),
  autoStartToken: z.string().min(1),
  qrStartToken: z.string().min(1),
  qrStartSecret: z.string().min(1),
});
export type BankIdOrderResponse = z.infer<typeof BankIdOrderResponseSchema>;

export const BankIdCompletionDataSchema = z.object({
  user: z.object({
    personalNumber: z.string().min(1),
    name: z.string(),
    givenName: z.string(),
    surname: z.string(),
  }),
  device: z.object({
    ipAddress: z.string(),
    /** Unique hardware identifier of the user's device. */
    uhi: z.string().optional(),
  }),
  /** YYYY-MM-DD */
  bankIdIssueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Present when the order asked for an extra check (mrtd). */
  stepUp: z.object({ mrtd: z.boolean() }).optional(),
  /** Base64 XML signature of the order. */
  signature: z.string().min(1),
  /** Base64 OCSP response of the user's certificate. */
  ocspResponse: z.string().min(1),
  /** Only when the order asked for it with returnRisk. */
  risk: z.enum(["low", "moderate", "high"]).optional(),
});
export type BankIdCompletionData = z.infer<typeof BankIdCompletionDataSchema>;

/**
 * BankID documents that new hint codes may appear and that a relying party must treat an unknown
 * one like the generic case of its status, so an unknown hint code is accepted (its type still
 * offers the known ones).
 */
const hintCode = <Known extends string>() => z.custom<Known | (string & {})>((value) => typeof value === "string");

export const BankIdCollectResponseSchema = z.discriminatedUnion("status", [
  z.object({
    orderRef: z.string().min(1),
    status: z.literal("pending"),
    hintCode: hintCode<BankIdPendingHintCode>().optional(),
  }),
  z.object({
    orderRef: z.string().min(1),
    status: z.literal("failed"),
    hintCode: hintCode<BankIdFailedHintCode>().optional(),
  }),
  z.object({
    orderRef: z.string().min(1),
    status: z.literal("complete"),
    completionData: BankIdCompletionDataSchema,
  }),
]);
export type BankIdCollectResponse = z.infer<typeof BankIdCollectResponseSchema>;

/** /cancel answers an empty object. */
export const BankIdCancelResponseSchema = z.object({});

export const BankIdErrorResponseSchema = z.object({
  errorCode: z.string().min(1),
  details: z.string().optional(),
});
export type BankIdErrorResponse = z.infer<typeof BankIdErrorResponseSchema>;
