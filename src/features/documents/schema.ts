import { z } from "zod";
import { AUTH_STATUSES, ID_TYPES } from "~/features/account/schema";

/**
 * The documents contract (issue 15): a purchase's documents, what each buyer has done, and the
 * calls that sign, approve and download them. Shared by the routes, the page data and the browser.
 */

export const DOCUMENT_KINDS = ["bookingAgreement", "purchaseContract", "interiorChoices", "handoverProtocol"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_ACTIONS = ["sign", "approve"] as const;
export type DocumentAction = (typeof DOCUMENT_ACTIONS)[number];
export const DOCUMENT_STATUSES = ["pending", "done"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
/** How a buyer signed or approved: an e-ID, or approval with one click. */
export const SIGNATURE_METHODS = ["bank_id", "eident", "signicat", "approve"] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

export const DocumentIdParamsSchema = z.object({ id: z.uuid() });
export const SignAttemptParamsSchema = z.object({ attemptId: z.uuid() });
export const OidcSignParamsSchema = z.object({ id: z.uuid(), idType: z.enum(["eident", "signicat"]) });
export const OidcCallbackParamsSchema = z.object({ idType: z.enum(["eident", "signicat"]) });
export type OidcSignIdType = z.infer<typeof OidcCallbackParamsSchema>["idType"];

/**
 * Starting an OIDC signing: where the browser comes back to afterwards, a path of this site (the
 * buy flow's sign step, issue 18); without it the document's page. Only a path: never another host.
 */
export const SignStartBodySchema = z
  .object({
    returnPath: z
      .string()
      .max(200)
      .regex(/^\/([A-Za-z0-9_-][A-Za-z0-9_/-]*)?$/, "validation.invalidInput")
      .optional(),
  })
  .optional();

export { DOCUMENT_PARAM, DONE_PARAM, documentPagePath } from "./document-paths";

/** Where Norway's and Finland's identity providers send the browser back after a signing (decision 032). */
export function signCallbackPath(idType: OidcSignIdType): string {
  return `/api/documents/sign/${idType}/callback`;
}

/** One buyer of the purchase and what they have done with the document. */
export const DocumentBuyerSchema = z.object({
  name: z.string(),
  you: z.boolean(),
  /** When the buyer signed or approved; null while it waits for them. */
  doneAt: z.string().nullable(),
});

export const DocumentSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(DOCUMENT_KINDS),
  action: z.enum(DOCUMENT_ACTIONS),
  status: z.enum(DOCUMENT_STATUSES),
  /** The home the purchase is of (its address, or its number). */
  home: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  buyers: z.array(DocumentBuyerSchema),
  /** The logged-in user has signed or approved it. */
  doneByYou: z.boolean(),
  /** Where the PDF is downloaded (null when the document has no file). */
  downloadUrl: z.string().nullable(),
});
export type DocumentSummary = z.infer<typeof DocumentSummarySchema>;

export const DocumentDetailSchema = DocumentSummarySchema.extend({
  /** The text the user signs (shown on the page and in the e-ID app). */
  signText: z.string(),
  /** How this user signs here: the site's e-ID, or approval. */
  method: z.enum(SIGNATURE_METHODS),
  /** The user has no verified identity number: activate BankID (or the site's e-ID) first. */
  needsIdentity: z.boolean(),
});
export type DocumentDetail = z.infer<typeof DocumentDetailSchema>;

/** Starting a signing: the attempt to poll (BankID) or the identity provider to go to (Norway, Finland). */
export const SignStartResponseSchema = z.object({
  poolingId: z.string(),
  idType: z.enum(ID_TYPES),
  autoStartUrl: z.string().optional(),
  redirectUrl: z.string().optional(),
});
export type SignStartResponse = z.infer<typeof SignStartResponseSchema>;

/** A poll of a BankID signing: Pending with the QR code of this second, or the outcome. */
export const SignStatusResponseSchema = z.object({
  status: z.enum(AUTH_STATUSES),
  message: z.string().optional(),
  qrSvg: z.string().optional(),
  hintCode: z.string().optional(),
  /** Ok: where the receipt is. */
  redirectTo: z.string().optional(),
});
export type SignStatusResponse = z.infer<typeof SignStatusResponseSchema>;

export const ApproveResponseSchema = z.object({ status: z.enum(DOCUMENT_STATUSES), redirectTo: z.string() });
