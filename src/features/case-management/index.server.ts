/** The case-management feature's server entry. */
export { ensureCaseCatalogue } from "./catalogue.server";
