import type common from "./messages/sv/common.json";

/**
 * A namespace is a top-level key of the catalog ("shell", "residence", "search"…). Pages carry
 * only the namespaces their components use (docs/decisions/023-hydration-data.md): the shell's
 * with the root route, a template's with the page. Types only: the lists live on the server
 * (./catalogs.server.ts, src/templates/namespaces.ts).
 */
export type Namespace =
  | keyof typeof common
  | "enums"
  | "search"
  | "residence"
  | "textSearch"
  | "seo"
  | "timeseries"
  | "validation"
  | "account"
  | "accountPages"
  | "pages"
  | "myPages"
  | "documents"
  | "favourites"
  | "savedSearches"
  | "notifications"
  | "myAccount"
  | "consent"
  | "webVitals"
  | "video"
  | "faultReport"
  | "errands"
  | "caseHandling"
  | "faultReportSteps"
  | "caseMail"
  | "caseValidation"
  | "buyResidence"
  | "buySteps"
  | "buySign"
  | "payments"
  | "buyValidation"
  | "premises"
  | "succession"
  | "explorer"
  | "panorama"
  | "residenceNotFound";
