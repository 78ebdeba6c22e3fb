import { z } from "zod";
import { SITE_PATH_MAX, sitePath } from "~/lib/site-path";
import {
  addressField,
  emailField,
  nameField,
  passwordField,
  phoneField,
  postalCodeField,
  siteIdField,
  VALIDATION_MESSAGES,
} from "~/lib/validation";
import { SITE_CODES } from "~/sites/sites";

/**
 * The account contract (spec 000 sections 3, 4 and 7 "Account"): shared by the forms in the
 * browser, the Fastify routes and the OpenAPI description. Wire values are the spec's.
 */

import { AUTH_STATUSES, ID_TYPES, type IdType, LOGIN_KINDS, type LoginKind } from "./login-kinds";

export {
  AUTH_STATUSES,
  type AuthStatus,
  ID_TYPES,
  type IdType,
  identityCountryOf,
  idTypeOf,
  isBoardKind,
  LOGIN_KINDS,
  type LoginKind,
} from "./login-kinds";

export const AUTH_FLOWS = ["login", "loginBoardMember", "register", "update", "booking"] as const;
export type AuthFlow = (typeof AUTH_FLOWS)[number];

export const LOGIN_METHODS = ["email", "bankid", "eident", "signicat"] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

export const PAYMENT_STATUSES = ["NotPaid", "NotPaidSent", "OverPaid", "Paid", "Reminder1"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** A payment still to be paid (redirect to payments after register or upgrade). */
export const UNPAID_STATUSES: readonly PaymentStatus[] = ["NotPaid", "NotPaidSent", "Reminder1"];

export function loginMethodOf(idType: IdType): LoginMethod {
  return idType === "bank_id" ? "bankid" : idType;
}

/** The logged-in caller of a request, from a valid token of a live session (the auth guard's answer). */
export interface AuthContext {
  userId: string;
  sessionId: string;
  kind: LoginKind;
  method: LoginMethod;
  /** The association a board member acts for (null until chosen, and for other kinds). */
  associationId: number | null;
  expiresAt: Date;
  /** When the session began (its login): recent enough for a change that needs a fresh login. */
  startedAt: Date;
}

// ---------------------------------------------------------------------------------------
// Answers

export const HousingAssociationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  organisationNumber: z.string(),
  activeFinancialManagement: z.boolean(),
});
export type HousingAssociation = z.infer<typeof HousingAssociationSchema>;

export const UserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  securityNumber: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  countryId: z.string().nullable(),
  birthDate: z.string().nullable(),
  newsletter: z.boolean(),
  /** The current site (spec: "the site is set from the current site"). */
  site: z.string(),
  vip: z.object({ siteId: z.string(), campaignCode: z.string().nullable() }).nullable(),
  vipMemberships: z.array(z.object({ site: z.string(), campaignCode: z.string().nullable() })),
  consents: z.array(z.object({ site: z.string() })),
  payments: z.array(z.object({ site: z.string(), status: z.enum(PAYMENT_STATUSES), payedWithCode: z.boolean() })),
  bookings: z.array(z.object({ objectId: z.number().int(), siteId: z.string(), objectPageExists: z.boolean() })),
  favorites: z.array(z.number().int()),
  interests: z.array(z.object({ objectId: z.number().int().nullable(), stageId: z.number().int().nullable() })),
  purchases: z.array(z.object({ objectId: z.number().int() })),
  showings: z.array(z.object({ showingId: z.number().int() })),
  hasAccount: z.boolean(),
  hasPassword: z.boolean(),
  firstSsnLogin: z.boolean(),
  /** The identity number was proven by an e-ID login ("BankID activated"). */
  pid: z.boolean(),
  brfAccount: HousingAssociationSchema.nullable(),
  isBoardMember: z.boolean(),
  isVip: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

/** Login response (spec 000 section 3): status, user, brf. The token itself stays in an HttpOnly cookie (decision 011). */
export const LoginResponseSchema = z.object({
  status: z.enum(AUTH_STATUSES),
  /** Translated message for every status but Ok and Pending. */
  message: z.string().optional(),
  user: UserSchema.optional(),
  brf: z.array(HousingAssociationSchema).optional(),
  /** When the session's token expires (ISO), for the client's refresh and expiry checks. */
  expiresAt: z.string().optional(),
  /** Where the browser should go next (redirect rules of spec 000 section 2), a path on the site. */
  redirectTo: z.string().optional(),
  /** HasOngoingBusiness: the bookings in the way. */
  data: z.object({ bookings: z.array(z.object({ objectId: z.number().int(), siteId: z.string() })) }).optional(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** Who is logged in, for the page shell (header, session watch); rendered into the page, never the token. */
export const SessionSummarySchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  kind: z.enum(LOGIN_KINDS),
  /** The association a board member acts for (null until chosen). */
  associationName: z.string().nullable(),
  expiresAt: z.string(),
});
export type SessionSummary = z.infer<typeof SessionSummarySchema>;

/** GET /api/account_service/session: the session the page shell shows, or null (decision 030). */
export const SessionStateSchema = z.object({ session: SessionSummarySchema.nullable() });
export type SessionState = z.infer<typeof SessionStateSchema>;

export const SessionResponseSchema = z.object({ expiresAt: z.string() });

/** E-ID start: where the browser goes, or what the QR dialog shows. */
export const EidStartResponseSchema = z.object({
  /** The e-ID attempt ("poolingId") the browser polls. */
  poolingId: z.string(),
  idType: z.enum(ID_TYPES),
  /** BankID: the autostart link that opens the BankID app on this device (the QR code is for another device). */
  autoStartUrl: z.string().optional(),
  /** Norway and Finland: the identity provider's page to send the browser to. */
  redirectUrl: z.string().optional(),
});
export type EidStartResponse = z.infer<typeof EidStartResponseSchema>;

/** A poll of an e-ID attempt: Pending with the current animated QR code, or the outcome. */
export const EidStatusResponseSchema = LoginResponseSchema.extend({
  /** BankID: the QR code of this second as SVG markup (computed server-side; the secret never leaves it). */
  qrSvg: z.string().optional(),
  /** BankID hint code while pending (outstandingTransaction, userSign, ...), for the dialog's text. */
  hintCode: z.string().optional(),
  /** The proven identity of a register flow, to prefill the form. */
  identity: z.object({ givenName: z.string(), surname: z.string(), securityNumber: z.string() }).optional(),
});
export type EidStatusResponse = z.infer<typeof EidStatusResponseSchema>;

export const OkResponseSchema = z.object({ status: z.enum(AUTH_STATUSES), message: z.string().optional() });
export type OkResponse = z.infer<typeof OkResponseSchema>;

// ---------------------------------------------------------------------------------------
// Requests

export const EmailLoginRequestSchema = z.object({
  // A login form checks the shape only; the rules of a new address belong to registration.
  email: z.string({ error: VALIDATION_MESSAGES.required }).trim().min(1, VALIDATION_MESSAGES.required).max(254),
  password: z.string({ error: VALIDATION_MESSAGES.required }).min(1, VALIDATION_MESSAGES.required).max(256),
  siteId: siteIdField().optional(),
  loginKind: z.enum(LOGIN_KINDS).default("private"),
});
export type EmailLoginRequest = z.input<typeof EmailLoginRequestSchema>;

/** A path on this site to return to, as browsers will read it: never another origin (open redirect). */
export const returnPathField = z
  .string()
  .max(SITE_PATH_MAX, VALIDATION_MESSAGES.invalidInput)
  .transform((value, context) => {
    const path = sitePath(value);
    if (path === undefined) {
      context.addIssue({ code: "custom", message: VALIDATION_MESSAGES.invalidInput });
      return z.NEVER;
    }
    return path;
  });

export const EidStartRequestSchema = z.object({
  returnUrl: returnPathField.optional(),
  /** The spec's environment field: accepted for compatibility, the server knows its own. */
  environment: z.string().max(20).optional(),
  loginKind: z.enum(LOGIN_KINDS).default("private"),
});
export type EidStartRequest = z.input<typeof EidStartRequestSchema>;

export const IdTypeParamsSchema = z.object({ idType: z.enum(ID_TYPES) });
export const PoolingIdParamsSchema = z.object({ code: z.string().uuid(VALIDATION_MESSAGES.invalidInput) });
export const EidStatusBodySchema = z.object({
  code: z.string().uuid(VALIDATION_MESSAGES.invalidInput),
  environment: z.string().max(20).optional(),
});
export const AssociationParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

const optional = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(""), schema])
    .optional()
    .transform((value) => (value === "" ? undefined : value));

/** The profile fields of register and update (spec 000 section 5 rules). */
export const ProfileFieldsSchema = z.object({
  firstName: nameField(),
  lastName: nameField(),
  phoneNumber: phoneField(),
  address: optional(addressField()),
  postalCode: postalCodeField(),
  city: optional(addressField()),
  newsletter: z.boolean().default(false),
});

/**
 * Registration: with e-mail and password, or with a completed e-ID attempt (poolingId) whose
 * proven identity becomes the account's identity number and name. The identity number typed in
 * a form is checked for the site's country in the service (it needs the site).
 */
export const RegisterRequestSchema = ProfileFieldsSchema.extend({
  email: emailField(),
  password: optional(passwordField()),
  confirmPassword: z.string().optional(),
  securityNumber: z.string().trim().max(20).optional(),
  campaignCode: z.string().trim().max(40).optional(),
  poolingId: z.string().uuid(VALIDATION_MESSAGES.invalidInput).optional(),
  terms: z.literal(true, { error: VALIDATION_MESSAGES.termsRequired }),
  siteId: siteIdField().optional(),
}).superRefine((value, context) => {
  if (!value.poolingId && !value.password) {
    context.addIssue({ code: "custom", path: ["password"], message: VALIDATION_MESSAGES.required });
  }
  if (value.password && value.confirmPassword !== undefined && value.confirmPassword !== value.password) {
    context.addIssue({ code: "custom", path: ["confirmPassword"], message: VALIDATION_MESSAGES.passwordMismatch });
  }
});
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

export const UpdateRequestSchema = ProfileFieldsSchema;
export type UpdateRequest = z.input<typeof UpdateRequestSchema>;

export const VipMembershipRequestSchema = z.object({
  campaignCode: z.string().trim().min(1, VALIDATION_MESSAGES.required).max(40, VALIDATION_MESSAGES.inputToLong),
});

export const ForgotPasswordRequestSchema = z.object({
  email: emailField(),
  /** The spec's "token" (a captcha answer in the original); accepted and not needed here. */
  token: z.string().max(2000).optional(),
});

/**
 * The set-password page's request: a new password (a reset link, or a linkEid link), or the
 * current password confirmed (a linkEid link only: "keep my password", decision 011).
 */
export const SetPasswordRequestSchema = z
  .object({
    token: z.string().min(20).max(200),
    password: optional(passwordField()),
    confirmPassword: z.string().max(256).optional(),
    currentPassword: z.string().max(256).optional(),
  })
  .superRefine((value, context) => {
    if (value.currentPassword) return;
    if (!value.password) {
      context.addIssue({ code: "custom", path: ["password"], message: VALIDATION_MESSAGES.required });
    } else if (value.confirmPassword !== value.password) {
      context.addIssue({ code: "custom", path: ["confirmPassword"], message: VALIDATION_MESSAGES.passwordMismatch });
    }
  });

/** The set-password form when it keeps the current password (a linkEid link): the part of the request above it checks. */
export const KeepPasswordLinkSchema = z.object({
  token: z.string().min(20).max(200),
  currentPassword: z.string({ error: VALIDATION_MESSAGES.required }).min(1, VALIDATION_MESSAGES.required).max(256),
});

export const UpdatePasswordRequestSchema = z
  .object({
    /**
     * Empty only for an account of e-ID logins only choosing its first password (a recent e-ID
     * login proves it then); for any other account an empty one is a wrong one.
     */
    currentPassword: z.string().max(256),
    password: passwordField(),
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: VALIDATION_MESSAGES.passwordMismatch,
  });

/** A new address, with the current password (an account of e-ID logins only proves itself by a fresh e-ID login). */
export const TriggerChangeEmailRequestSchema = z.object({
  email: emailField(),
  currentPassword: z.string().max(256).optional(),
});
export const TokenParamsSchema = z.object({ token: z.string().min(20).max(200) });

export const ConsentRequestSchema = z.object({ siteId: siteIdField().optional() });

/** The newsletter switch of the settings page (its own form: the profile's other fields stay as they are). */
export const NewsletterRequestSchema = z.object({ newsletter: z.boolean() });

/** Withdraw the consent given on another site (decision 033): the site's code. */
export const WithdrawConsentRequestSchema = z.object({
  site: z.enum(SITE_CODES, { error: VALIDATION_MESSAGES.invalidInput }),
});

/**
 * Delete the logged-in user's account (decision 033): the confirmation box ticked, and the
 * current password (an account of e-ID logins only proves itself by an e-ID login within 15
 * minutes instead, as for a change of e-mail).
 */
export const DeleteAccountRequestSchema = z.object({
  confirm: z.literal(true, { error: VALIDATION_MESSAGES.termsRequired }),
  currentPassword: z.string().max(256).optional(),
});
export type DeleteAccountRequest = z.input<typeof DeleteAccountRequestSchema>;
