import { testPersonByNumber } from "~/features/eid/index.server";
import type { IdentityCountry } from "~/lib/identity-number";

/**
 * The population register the registration asks whether a person is alive (spec 000 section
 * 8: "a deceased person makes registration fail"). Production connects the countries'
 * registers (SPAR, Folkeregisteret, DVV) behind this interface; outside production the
 * register of the test persons answers, the same people the e-ID simulators know.
 */
export interface PersonRegister {
  isDeceased(country: IdentityCountry, personalNumber: string): Promise<boolean>;
}

export const testPersonRegister: PersonRegister = {
  async isDeceased(country, personalNumber) {
    const person = testPersonByNumber(personalNumber);
    return person?.country === country && person.deceased === true;
  },
};

/** The register could not answer (none is connected, or it is down): registration must not go on. */
export class PersonRegisterUnavailableError extends Error {
  constructor() {
    super("no population register answers");
    this.name = "PersonRegisterUnavailableError";
  }
}

/**
 * Production without a connected register (the specification names none; decision 011): it
 * fails closed. A registration that carries an identity number is refused, never waved through
 * as "alive".
 */
export const unavailablePersonRegister: PersonRegister = {
  async isDeceased() {
    throw new PersonRegisterUnavailableError();
  },
};
