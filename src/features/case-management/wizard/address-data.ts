import { z } from "zod";
import { requestJson } from "~/ui/query/request-error";
import {
  type ApartmentChoice,
  ApartmentChoiceSchema,
  BoardAccountSchema,
  type BoardAssociation,
  BoardAssociationSchema,
  type BuildingChoice,
  BuildingChoiceSchema,
} from "../schema";

/**
 * The calls of the wizard's first half (spec 001 section 7; the paths the spec does not show are
 * ours, listed in docs/api.md by the catalogue's engineer): the resident's agreements and
 * buildings, the board member's association, the address searches, the e-mail check and the
 * board's shared e-mail. Answers are parsed with the contract's schemas.
 */

const API = "/api/case_management";

export const ADDRESS_URLS = {
  agreements: `${API}/customer/get_agreements`,
  residentBuildings: `${API}/customer/get_buildings`,
  association: `${API}/association`,
  searchObject: `${API}/search/object`,
  searchBuilding: `${API}/search/building`,
  boardAccount: `${API}/account`,
  emailIsValid: "/api/booking/email_is_valid",
  userUpdate: "/api/account_service/update",
  user: "/api/account_service/user",
} as const;

/** A list answer may come bare or under a key of its own. */
function listOf<T extends z.ZodType>(item: T, key: string) {
  return z.union([z.array(item), z.object({ [key]: z.array(item) }).transform((body) => body[key] as z.infer<T>[])]);
}

/** The agreements' addresses sorted by address (then dwelling number); 204 is none (the wizard selects "other"). */
export async function fetchAgreements(): Promise<ApartmentChoice[]> {
  const response = await fetch(ADDRESS_URLS.agreements, {
    credentials: "same-origin",
    headers: { accept: "application/json" },
  });
  if (response.status === 204) return [];
  if (!response.ok) throw new Error(`agreements: ${response.status}`);
  const list = listOf(ApartmentChoiceSchema, "agreements").parse(await response.json());
  return sortByAddress(list);
}

export function sortByAddress(list: ApartmentChoice[]): ApartmentChoice[] {
  return [...list].sort(
    (a, b) =>
      a.address.localeCompare(b.address, undefined, { numeric: true }) ||
      a.governmentObjectId.localeCompare(b.governmentObjectId, undefined, { numeric: true }),
  );
}

/** The buildings of a resident's public-area report: those of the resident's agreements. */
export async function fetchResidentBuildings(): Promise<BuildingChoice[]> {
  const response = await fetch(ADDRESS_URLS.residentBuildings, {
    credentials: "same-origin",
    headers: { accept: "application/json" },
  });
  if (response.status === 204) return [];
  if (!response.ok) throw new Error(`buildings: ${response.status}`);
  return listOf(BuildingChoiceSchema, "buildings").parse(await response.json());
}

/** The board member's association with its buildings (loaded before the board flow; any failure is a technical error). */
export async function fetchAssociation(): Promise<BoardAssociation> {
  return BoardAssociationSchema.parse(await requestJson(ADDRESS_URLS.association));
}

/** The address search of the board flow (debounced by the step): apartments, or buildings for a public area. */
export async function searchAddresses(
  kind: "object" | "building",
  text: string,
  site: string,
  signal?: AbortSignal,
): Promise<ApartmentChoice[] | BuildingChoice[]> {
  const url = kind === "object" ? ADDRESS_URLS.searchObject : ADDRESS_URLS.searchBuilding;
  const body = await requestJson(url, { method: "POST", body: JSON.stringify({ text, site }), signal });
  return kind === "object"
    ? listOf(ApartmentChoiceSchema, "results").parse(body)
    : listOf(BuildingChoiceSchema, "results").parse(body);
}

/** Whether the person may use this e-mail (false: it is another account's, emailInUse). */
export async function emailIsValid(email: string): Promise<boolean> {
  const body = await requestJson(ADDRESS_URLS.emailIsValid, { method: "POST", body: JSON.stringify({ email }) });
  return z.union([z.boolean(), z.object({ valid: z.boolean() }).transform((value) => value.valid)]).parse(body);
}

/** The board's shared e-mail of the association. */
export async function fetchBoardEmail(): Promise<string | null> {
  return BoardAccountSchema.parse(await requestJson(ADDRESS_URLS.boardAccount)).email;
}

export async function updateBoardEmail(email: string): Promise<void> {
  await requestJson(ADDRESS_URLS.boardAccount, { method: "PATCH", body: JSON.stringify({ email }) });
}

const ProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  postalCode: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  newsletter: z.boolean().optional(),
});

/**
 * The account's phone number, when the wizard's differs (spec 001 section 7: the user patch
 * after the contact step). The account feature's update call takes the whole profile, so the
 * profile is read first and sent back with the new number. The e-mail is the login and changes
 * only through its confirmation flow (decision 040): the case carries the entered e-mail.
 */
export async function updateAccountPhone(phone: string): Promise<void> {
  const profile = ProfileSchema.parse(await requestJson(ADDRESS_URLS.user));
  const orEmpty = (value: string | null | undefined) => value ?? "";
  await requestJson(ADDRESS_URLS.userUpdate, {
    method: "POST",
    body: JSON.stringify({
      firstName: profile.firstName,
      lastName: profile.lastName,
      phoneNumber: phone,
      address: orEmpty(profile.address),
      postalCode: orEmpty(profile.postalCode),
      city: orEmpty(profile.city),
      newsletter: profile.newsletter ?? false,
    }),
  });
}
