/**
 * The interest key of spec 000 section 9 (30 days): a visitor who registered interest finds the
 * next interest form filled in with the same contact details. Kept in this browser's
 * localStorage, not in a cookie: the details are personal data the server does not need with
 * every request, and they never leave the device until the visitor sends a form again. Only the
 * contact fields are kept (no message, no rooms, no consent: each interest asks for those anew),
 * and the form offers to forget them.
 */
const STORAGE_KEY = "nordhem.interest";
export const INTEREST_MEMORY_MS = 30 * 24 * 60 * 60 * 1000;

export const REMEMBERED_FIELDS = ["firstName", "lastName", "email", "phone", "postalCode"] as const;
export type RememberedContact = Record<(typeof REMEMBERED_FIELDS)[number], string>;

export function readInterestContact(now = Date.now()): RememberedContact | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as { savedAt?: number; contact?: Partial<RememberedContact> };
    if (typeof stored.savedAt !== "number" || now - stored.savedAt >= INTEREST_MEMORY_MS || !stored.contact) {
      window.localStorage.removeItem(STORAGE_KEY);
      return null;
    }
    const contact = Object.fromEntries(
      REMEMBERED_FIELDS.map((field) => [
        field,
        typeof stored.contact?.[field] === "string" ? stored.contact[field] : "",
      ]),
    ) as RememberedContact;
    return contact;
  } catch {
    return null;
  }
}

export function rememberInterestContact(values: RememberedContact, now = Date.now()) {
  try {
    const contact = Object.fromEntries(REMEMBERED_FIELDS.map((field) => [field, values[field]]));
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ savedAt: now, contact }));
  } catch {
    // Storage turned off: the next form starts empty, as without this.
  }
}

export function forgetInterestContact() {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
