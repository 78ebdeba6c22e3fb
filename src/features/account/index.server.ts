/** The account feature's public entry for the server: password hashing for imports and seeds; the connected e-IDs. */

export type { EidProviders } from "./eid.service";
export type { IdentityVerification } from "./identity-verification.server";
export { hashPassword, verifyPassword } from "./passwords.server";
