import { STAFF_ROLES } from "~/domain/residence-enums";

/** A contact person as pages and answers carry them (ContactPersonSchema of the residences). */
export interface ContactLike {
  name: string;
  role: number;
  phone: string;
  email: string;
  image: string | null;
}

/** The roles that sell a resale home, the main roles before their assistants (spec 000 section 3). */
const BROKER_ROLES: readonly number[] = [
  STAFF_ROLES.indexOf("externalAgent"),
  STAFF_ROLES.indexOf("settlementBroker"),
  STAFF_ROLES.indexOf("externalAgentAssistant"),
  STAFF_ROLES.indexOf("settlementBrokerAssistant"),
];

export function isBroker(person: Pick<ContactLike, "role">): boolean {
  return BROKER_ROLES.includes(person.role);
}

/** The broker of a resale home: the first contact in a broker role, main roles first, the stage's before the area's. */
export function brokerOf<C extends ContactLike>(...contactLists: readonly (readonly C[])[]): C | null {
  for (const role of BROKER_ROLES) {
    for (const list of contactLists) {
      const person = list.find((c) => c.role === role);
      if (person) return person;
    }
  }
  return null;
}
