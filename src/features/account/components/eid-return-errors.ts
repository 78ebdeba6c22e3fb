/**
 * Norwegian e-ident return hash errors and the error page keys (spec 000 section 8), as the
 * key of their message under account.return.errors. An unknown value becomes "purchase".
 */
export const EID_RETURN_ERRORS = {
  ssnnomatch: "userssnnomatch",
  userssnnomatch: "userssnnomatch",
  nopid: "usernopid",
  usernopid: "usernopid",
  userexists: "userexists",
  purchaseobjecterror: "purchaseobjecterror",
  exception: "general",
  acceptterms: "acceptterms",
  purchase: "purchase",
  general: "general",
  notfound: "notfound",
  unauthorizedid: "unauthorizedid",
  cancel: "cancel",
  inprogress: "inprogress",
  timeout: "timeout",
  browsererror: "browsererror",
  bankidinvalid: "bankidinvalid",
  loginfailed: "loginfailed",
} as const;

export type EidReturnErrorKey = (typeof EID_RETURN_ERRORS)[keyof typeof EID_RETURN_ERRORS];

/** The message key of a return hash ("#cancel", "#ssn-no-match"), or null when there is none. */
export function eidReturnError(hash: string): EidReturnErrorKey | null {
  const value = hash
    .replace(/^#/, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
  if (!value) return null;
  return (EID_RETURN_ERRORS as Record<string, EidReturnErrorKey>)[value] ?? "purchase";
}
