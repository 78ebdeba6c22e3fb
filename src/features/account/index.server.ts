/** The account feature's public entry for the server: password hashing for imports and seeds. */
export { hashPassword } from "./passwords.server";
