/**
 * The e-ID feature's public entry for the server: the BankID relying-party client, the OpenID
 * Connect client of Norway's and Finland's e-IDs, their bundled simulators, and the test persons
 * the simulators (and the test population register) know.
 */
export { type BankIdClient, BankIdError, createBankIdClient } from "./bankid/bankid-client";
export { BANKID_APP_URL, bankIdAutoStartLink, bankIdQrData } from "./bankid/qr";
export { startBankIdSimulator } from "./bankid/simulator/bankid-simulator";
export { createOidcEidClient, type OidcEidClient, OidcEidError } from "./oidc/oidc-eid-client";
export { type OidcSimulator, startOidcSimulator } from "./oidc/simulator/oidc-simulator";
export { TEST_PERSONS, type TestPerson, testPersonByNumber, testPersonsOf } from "./test-persons";
