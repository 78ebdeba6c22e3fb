/**
 * The e-ID feature's public entry for the server: the BankID relying-party client, the OpenID
 * Connect client of Norway's and Finland's e-IDs, their bundled simulators, and the test persons
 * the simulators (and the test population register) know.
 */
export { type BankIdClient, BankIdError, createBankIdClient } from "./bankid/bankid-client";
export { BANKID_APP_URL, bankIdAutoStartLink, bankIdQrData } from "./bankid/qr";
export { createOidcEidClient, type OidcEidClient, OidcEidError } from "./oidc/oidc-eid-client";
export type { OidcSimulator } from "./oidc/simulator/oidc-simulator";
export { TEST_PERSONS, type TestPerson, testPersonByNumber, testPersonsOf } from "./test-persons";

// The simulators are loaded when one is started (never in production): oidc-provider alone holds
// about 40 MB of a process's memory (decision 029).
export const startBankIdSimulator: typeof import("./bankid/simulator/bankid-simulator").startBankIdSimulator = async (
  options,
) => (await import("./bankid/simulator/bankid-simulator")).startBankIdSimulator(options);
export const startOidcSimulator: typeof import("./oidc/simulator/oidc-simulator").startOidcSimulator = async (
  options,
) => (await import("./oidc/simulator/oidc-simulator")).startOidcSimulator(options);
