/** The case-management feature's server entry: the catalogue and the status rules the demo seed writes with. */
export { ensureCaseCatalogue } from "./catalogue.server";
export type { CaseArea, CaseKind, CaseType } from "./schema";
export { type CaseStatusCode, caseStatusByCode } from "./statuses";
