/**
 * The errand statuses (spec 001 section 4), mirrored from their one owner, the
 * `cm_case_statuses` rows of migration 0018, for the browser (colours, filters, sorting);
 * statuses.api.test.ts holds the two together. Zod-free: the errands list and the wizard bundle it.
 */

export const STATUS_DISPLAY_GROUPS = ["registered", "ongoing", "executed", "completed"] as const;
export type StatusDisplayGroup = (typeof STATUS_DISPLAY_GROUPS)[number];

/** The colour of a display group: registered blue, ongoing yellow, executed green, completed grey. */
export const STATUS_GROUP_COLOURS: Record<StatusDisplayGroup, "blue" | "yellow" | "green" | "grey"> = {
  registered: "blue",
  ongoing: "yellow",
  executed: "green",
  completed: "grey",
};

export interface CaseStatus {
  /** The GUID the case-management calls carry (caseStatusId). */
  id: string;
  code: CaseStatusCode;
  /** The Norwegian variant of a status. */
  norwegian: boolean;
  displayGroup: StatusDisplayGroup;
  /** Sort rank: completed, reference, shredded, cancelled 400; executed 300; ongoing and waiting 200; registered 150; others 100. */
  rank: number;
  /** Waiting or blocked: the waiting, cancelled, booked and subcontractor statuses. */
  waiting: boolean;
}

export const CASE_STATUS_CODES = [
  "registered",
  "registeredNo",
  "ongoing",
  "notResponding",
  "waitingOnWeather",
  "waitingOnDecision",
  "waitingOnSubcontractor",
  "waitingOnMaterial",
  "waitingOnInvestigation",
  "waitingOnCustomer",
  "booked",
  "customerBooked",
  "customerNotBooked",
  "materials",
  "investigation",
  "infoFromCustomer",
  "otherSeason",
  "subcontractor",
  "subcontractorNoLogin",
  "executedNo",
  "reference",
  "executed",
  "completed",
  "completedNo",
  "cancelledByCustomer",
  "cancelledByCustomerNo",
  "shredded",
  "shreddedNo",
] as const;
export type CaseStatusCode = (typeof CASE_STATUS_CODES)[number];

export const CASE_STATUSES: readonly CaseStatus[] = [
  {
    id: "df1502f5-c00c-4e10-9af3-343b7f5ae897",
    code: "registered",
    norwegian: false,
    displayGroup: "registered",
    rank: 150,
    waiting: false,
  },
  {
    id: "28bd03e5-b820-42e3-902d-8941baffaec7",
    code: "registeredNo",
    norwegian: true,
    displayGroup: "registered",
    rank: 150,
    waiting: false,
  },
  {
    id: "24f287ca-7388-4daf-a316-bf4224a45b18",
    code: "ongoing",
    norwegian: false,
    displayGroup: "ongoing",
    rank: 200,
    waiting: false,
  },
  {
    id: "e7dc04f6-fec0-4840-91a0-924d9f8fcc7f",
    code: "notResponding",
    norwegian: false,
    displayGroup: "ongoing",
    rank: 100,
    waiting: false,
  },
  {
    id: "fc3adf05-1d89-4a54-919c-1287289b1a57",
    code: "waitingOnWeather",
    norwegian: false,
    displayGroup: "ongoing",
    rank: 200,
    waiting: true,
  },
  {
    id: "8158abd0-8e15-4f78-941a-e3739696cbb7",
    code: "waitingOnDecision",
    norwegian: false,
    displayGroup: "ongoing",
    rank: 200,
    waiting: true,
  },
  {
    id: "e2b9b414-7375-4146-bebc-a1a62f0aa1cd",
    code: "waitingOnSubcontractor",
    norwegian: false,
    displayGroup: "ongoing",
    rank: 200,
    waiting: true,
  },
  {
    id: "2ce98b35-6ef0-4408-9f9d-511e46e86400",
    code: "waitingOnMaterial",
    norwegian: false,
    displayGroup: "ongoing",
    rank: 200,
    waiting: true,
  },
  {
    id: "b635e0aa-e551-4118-a988-4e91d727cde7",
    code: "waitingOnInvestigation",
    norwegian: false,
    displayGroup: "ongoing",
    rank: 200,
    waiting: true,
  },
  {
    id: "be5fa4d7-b22c-439d-94dc-b08cca3797c5",
    code: "waitingOnCustomer",
    norwegian: false,
    displayGroup: "ongoing",
    rank: 200,
    waiting: true,
  },
  {
    id: "ece8df79-0dc7-49d2-bd9f-0e0bba06e7a3",
    code: "booked",
    norwegian: false,
    displayGroup: "ongoing",
    rank: 100,
    waiting: true,
  },
  {
    id: "e4b7a9d9-c361-4ec6-839a-9d6d7d1bf93d",
    code: "customerBooked",
    norwegian: false,
    displayGroup: "ongoing",
    rank: 100,
    waiting: true,
  },
  {
    id: "4cb0b87d-f061-47e2-be4e-a38fa24da4f6",
    code: "customerNotBooked",
    norwegian: false,
    displayGroup: "ongoing",
    rank: 100,
    waiting: true,
  },
  {
    id: "5e8af563-ab56-41bf-999c-31f9d88fb803",
    code: "materials",
    norwegian: false,
    displayGroup: "ongoing",
    rank: 100,
    waiting: false,
  },
  {
    id: "a050624e-b99c-467f-930e-bcdba3fc09ac",
    code: "investigation",
    norwegian: false,
    displayGroup: "ongoing",
    rank: 100,
    waiting: false,
  },
  {
    id: "ae05752a-8b72-40a5-a4cc-866478be0c91",
    code: "infoFromCustomer",
    norwegian: false,
    displayGroup: "ongoing",
    rank: 100,
    waiting: false,
  },
  {
    id: "9601b041-b9df-4917-9f27-e66e5131d64a",
    code: "otherSeason",
    norwegian: false,
    displayGroup: "ongoing",
    rank: 100,
    waiting: false,
  },
  {
    id: "869772a9-db6f-46c6-a4b8-236999a305b1",
    code: "subcontractor",
    norwegian: false,
    displayGroup: "ongoing",
    rank: 100,
    waiting: true,
  },
  {
    id: "2d84bf34-5ffe-403a-b0b3-be5474c335c4",
    code: "subcontractorNoLogin",
    norwegian: false,
    displayGroup: "ongoing",
    rank: 100,
    waiting: true,
  },
  {
    id: "5c4b37af-5ae2-4fc5-93ae-3314b511e8f5",
    code: "executedNo",
    norwegian: true,
    displayGroup: "ongoing",
    rank: 300,
    waiting: false,
  },
  {
    id: "926f50e8-9a16-4b4d-b60b-8a86a3e2e53a",
    code: "reference",
    norwegian: false,
    displayGroup: "ongoing",
    rank: 400,
    waiting: false,
  },
  {
    id: "405eae10-0edf-4fcc-b445-003582ce09b8",
    code: "executed",
    norwegian: false,
    displayGroup: "executed",
    rank: 300,
    waiting: false,
  },
  {
    id: "4757f896-01f5-4327-95bf-b2d2944a40ee",
    code: "completed",
    norwegian: false,
    displayGroup: "completed",
    rank: 400,
    waiting: false,
  },
  {
    id: "d4e695a4-4703-4eb5-b892-4d54838cf6f1",
    code: "completedNo",
    norwegian: true,
    displayGroup: "completed",
    rank: 400,
    waiting: false,
  },
  {
    id: "5be37b8f-c2db-43c6-83fa-0c3bc92edb12",
    code: "cancelledByCustomer",
    norwegian: false,
    displayGroup: "completed",
    rank: 400,
    waiting: true,
  },
  {
    id: "4a17a9c1-2ddf-492f-a59a-ffedf46c6baf",
    code: "cancelledByCustomerNo",
    norwegian: true,
    displayGroup: "completed",
    rank: 400,
    waiting: true,
  },
  {
    id: "b0135c07-c1df-4e7e-8bf8-f3d90176e670",
    code: "shredded",
    norwegian: false,
    displayGroup: "completed",
    rank: 400,
    waiting: false,
  },
  {
    id: "9b1e3c57-3f0a-4d6e-8f2c-5a7d1e0b4c93",
    code: "shreddedNo",
    norwegian: true,
    displayGroup: "completed",
    rank: 400,
    waiting: false,
  },
];

const BY_ID = new Map(CASE_STATUSES.map((status) => [status.id, status]));
const BY_CODE = new Map(CASE_STATUSES.map((status) => [status.code, status]));

/** The status of a GUID; undefined for one we do not know. */
export function caseStatusById(id: string): CaseStatus | undefined {
  return BY_ID.get(id);
}

export function caseStatusByCode(code: CaseStatusCode): CaseStatus {
  const status = BY_CODE.get(code);
  if (!status) throw new Error(`unknown case status ${code}`);
  return status;
}

/** A new errand's status: registered (its Norwegian variant in Norway). */
export function registeredStatus(norwegian: boolean): CaseStatus {
  return caseStatusByCode(norwegian ? "registeredNo" : "registered");
}

/** Closing an errand sets it to cancelled by customer (the Norwegian variant in Norway). */
export function cancelledByCustomerStatus(norwegian: boolean): CaseStatus {
  return caseStatusByCode(norwegian ? "cancelledByCustomerNo" : "cancelledByCustomer");
}

/** Whether an errand is still open (its reporter may close or edit it): not in the completed group. */
export function isOpenStatus(status: CaseStatus): boolean {
  return status.displayGroup !== "completed";
}

/**
 * The statuses a status filter selects: choosing a display group (e.g. "ongoing") includes all its
 * sub-statuses, in both variants; deselecting it removes them.
 */
export function statusIdsOfGroups(groups: readonly StatusDisplayGroup[]): string[] {
  return CASE_STATUSES.filter((status) => groups.includes(status.displayGroup)).map((status) => status.id);
}
