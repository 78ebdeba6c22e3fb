import { CONTENT_TEMPLATES, type TemplateName } from "./names";

/**
 * Templates whose page is the same for every visitor, logged in or not (decision 030): a
 * logged-in visitor gets the page rendered for the page cache, and learns the session in the
 * browser. Their data never reads the session (a template's data loader gets the site and URL
 * only). Everything not listed "depends" and is rendered per request with the session: account
 * and login pages, My Pages, the buy flow, and every template added later until it is listed here.
 */
const SESSION_INDEPENDENT_FEATURE_TEMPLATES: ReadonlySet<TemplateName> = new Set<TemplateName>([
  "search",
  "textSearch",
  "corporateSearch",
  "areas",
  "area",
  "stage",
  "object",
  "soldOut",
  "notFoundObject",
  "notFoundPremises",
  "notFoundStage",
  "premisesStart",
  "premisesObject",
  "seoCounty",
  "seoMunicipality",
  // The public page types of decision 022.
  "rentalProjectStart",
  "rentalProject",
  "showingQr",
  "imageFile",
  "reportList",
]);

/** Whether a page of this template may be answered to a logged-in visitor with the shared render. */
export function isSessionIndependent(template: TemplateName): boolean {
  return (
    (CONTENT_TEMPLATES as readonly string[]).includes(template) || SESSION_INDEPENDENT_FEATURE_TEMPLATES.has(template)
  );
}
