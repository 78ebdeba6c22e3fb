import type { IdentityCountry } from "~/lib/identity-number";

/**
 * The people the bundled e-ID simulators (BankID, Norway's e-ident, Finland's identity
 * service) know, and the population register simulator answers for. The demo accounts of the
 * seed use the same numbers, so a tester can log in with e-ID as a seeded customer. All
 * numbers are valid (check digits included) but belong to test series, never to real people:
 * Norwegian ones are synthetic (month + 80), Finnish ones use individual number 901.
 */
export interface TestPerson {
  country: IdentityCountry;
  /** Canonical identity number (see parseIdentityNumber). */
  personalNumber: string;
  givenName: string;
  surname: string;
  /** YYYY-MM-DD */
  birthDate: string;
  /** The population register reports this person as deceased: registration must fail. */
  deceased?: boolean;
}

export const TEST_PERSONS: readonly TestPerson[] = [
  { country: "se", personalNumber: "198504122386", givenName: "Anna", surname: "Lindqvist", birthDate: "1985-04-12" },
  { country: "se", personalNumber: "199001012385", givenName: "Erik", surname: "Johansson", birthDate: "1990-01-01" },
  { country: "se", personalNumber: "197211302380", givenName: "Maria", surname: "Berg", birthDate: "1972-11-30" },
  { country: "se", personalNumber: "196005222382", givenName: "Lars", surname: "Nyström", birthDate: "1960-05-22" },
  { country: "se", personalNumber: "199508152387", givenName: "Sara", surname: "Ek", birthDate: "1995-08-15" },
  // Demo buyers of src/db/seed/purchases.ts (a co-buyer couple and a resident), so they can sign.
  { country: "se", personalNumber: "198803142382", givenName: "Olof", surname: "Strand", birthDate: "1988-03-14" },
  { country: "se", personalNumber: "198906072387", givenName: "Linnea", surname: "Strand", birthDate: "1989-06-07" },
  { country: "se", personalNumber: "195509112388", givenName: "Bengt", surname: "Nyberg", birthDate: "1955-09-11" },
  { country: "se", personalNumber: "199203042388", givenName: "Johan", surname: "Lund", birthDate: "1992-03-04" },
  { country: "se", personalNumber: "199711052382", givenName: "Elsa", surname: "Nord", birthDate: "1997-11-05" },
  { country: "se", personalNumber: "199302142386", givenName: "Ida", surname: "Berglund", birthDate: "1993-02-14" },
  { country: "se", personalNumber: "198609302388", givenName: "Oskar", surname: "Wik", birthDate: "1986-09-30" },
  {
    country: "se",
    personalNumber: "194001012386",
    givenName: "Gustav",
    surname: "Holm",
    birthDate: "1940-01-01",
    deceased: true,
  },
  { country: "no", personalNumber: "12889010051", givenName: "Ingrid", surname: "Haugen", birthDate: "1990-08-12" },
  { country: "no", personalNumber: "23847510110", givenName: "Ola", surname: "Nordmann", birthDate: "1975-04-23" },
  { country: "no", personalNumber: "31929910020", givenName: "Kari", surname: "Bakke", birthDate: "1999-12-31" },
  { country: "no", personalNumber: "15068512090", givenName: "Jonas", surname: "Lie", birthDate: "1985-06-15" },
  {
    country: "no",
    personalNumber: "17836510097",
    givenName: "Per",
    surname: "Dahl",
    birthDate: "1965-03-17",
    deceased: true,
  },
  { country: "fi", personalNumber: "150588-901F", givenName: "Aino", surname: "Virtanen", birthDate: "1988-05-15" },
  { country: "fi", personalNumber: "240379-901B", givenName: "Mikko", surname: "Korhonen", birthDate: "1979-03-24" },
  { country: "fi", personalNumber: "010101A901S", givenName: "Emma", surname: "Mäkinen", birthDate: "2001-01-01" },
  {
    country: "fi",
    personalNumber: "071292-9010",
    givenName: "Juha",
    surname: "Nieminen",
    birthDate: "1992-12-07",
    deceased: true,
  },
];

export function testPersonsOf(country: IdentityCountry): TestPerson[] {
  return TEST_PERSONS.filter((person) => person.country === country);
}

export function testPersonByNumber(personalNumber: string): TestPerson | undefined {
  return TEST_PERSONS.find((person) => person.personalNumber === personalNumber);
}
