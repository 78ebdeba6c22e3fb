import { createHash } from "node:crypto";
import { type TestPerson, testPersonsOf } from "~/features/eid/test-persons";
import type { OidcSimulatorCountry } from "./simulator-pages";

/** The claim that carries the identity number, as the real services name it. */
export const IDENTITY_CLAIM: Record<OidcSimulatorCountry, "pid" | "hetu"> = { no: "pid", fi: "hetu" };

/** Stable per person and country, and does not reveal the number (like the real services' sub). */
export function subjectOf(country: OidcSimulatorCountry, personalNumber: string): string {
  return createHash("sha256").update(`${country}:${personalNumber}`).digest("base64url");
}

export interface SimulatorAccount {
  subject: string;
  person: TestPerson;
  claims: { sub: string } & Record<string, string>;
}

export function simulatorAccountsOf(country: OidcSimulatorCountry): Map<string, SimulatorAccount> {
  const accounts = new Map<string, SimulatorAccount>();
  for (const person of testPersonsOf(country)) {
    const subject = subjectOf(country, person.personalNumber);
    accounts.set(subject, {
      subject,
      person,
      claims: {
        sub: subject,
        name: `${person.givenName} ${person.surname}`,
        given_name: person.givenName,
        family_name: person.surname,
        birthdate: person.birthDate,
        [IDENTITY_CLAIM[country]]: person.personalNumber,
      },
    });
  }
  return accounts;
}
