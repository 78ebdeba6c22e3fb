import { fieldErrorsFromApi } from "~/lib/field-errors";
import { serverMessageOf } from "~/ui/query/request-error";
import { type CreateCaseResponse, CreateCaseResponseSchema } from "../schema";
import type { WizardFlow } from "./flows";
import { type FaultReportForm, OTHER_APARTMENT } from "./form";

/** Why a submit failed: the request was too large (413: submitErrorFileSize), or anything else (submitError). */
export type SubmitFailure =
  | { kind: "tooLarge" }
  | { kind: "failed"; message?: string; fields?: Record<string, string> };

export type SubmitResult = { ok: true; result: CreateCaseResponse } | { ok: false; failure: SubmitFailure };

export interface SubmitInput {
  flow: WizardFlow;
  form: FaultReportForm;
  files: readonly File[];
  siteId: string;
}

const API = "/api/case_management";

/**
 * The creation call of each flow (spec 001 section 7): a resident's own call, the board
 * member's v2 call with management, and the call without management (open to visitors). Norway
 * has the same two kinds of flows.
 */
export const CREATE_CASE_URLS: Record<WizardFlow, string> = {
  resident: `${API}/customer/create_case`,
  norwayResident: `${API}/customer/create_case`,
  board: `${API}/create_board_case/v2`,
  boardNoManagement: `${API}/create_case_no_management`,
  norwayBoard: `${API}/create_case_no_management`,
};

/** Flows whose call takes the board-member fields (CreateBoardCaseFieldsSchema). */
function isBoardFlow(flow: WizardFlow): boolean {
  return flow === "board" || flow === "boardNoManagement" || flow === "norwayBoard";
}
function isNoManagementFlow(flow: WizardFlow): boolean {
  return flow === "boardNoManagement" || flow === "norwayBoard";
}

/**
 * The fields of the creation call (CreateCaseFieldsSchema / CreateBoardCaseFieldsSchema names),
 * as strings. roomId, description and area always; every other field only when it has a value;
 * the alternative contact only when "other" is ticked (spec 001 sections 3 and 5).
 */
export function caseFieldsOf(input: Omit<SubmitInput, "files">): [string, string][] {
  const { flow, form, siteId } = input;
  const fields: [string, string][] = [];
  const put = (name: string, value: string | number | null | undefined) => {
    if (value === null || value === undefined) return;
    const text = String(value).trim();
    if (text !== "") fields.push([name, text]);
  };

  put("siteId", siteId);
  fields.push(["area", form.type ?? ""]);
  fields.push(["roomId", form.problemArea]);
  put("assetTypeId", form.problemAreaDetails);
  fields.push(["description", form.description]);

  const apartment = form.selectedApartmentId !== OTHER_APARTMENT ? form.selectedApartment : null;
  const building = form.type === "public" ? form.selectedBuilding : null;
  if (form.type === "public" && building) {
    put("propertyId", building.propertyId);
    put("buildingId", building.id);
  } else if (apartment) {
    put("propertyId", apartment.propertyId);
    put("buildingId", apartment.buildingId);
    put("buildingPartId", apartment.buildingPartId);
    put("objectId", apartment.id);
    put("governmentObjectId", apartment.governmentObjectId);
  } else {
    // An "other" address, or the estate address without management.
    put("governmentObjectId", form.object);
    put("address", form.address);
    put("zipCode", form.zipCode);
    put("city", form.city);
  }

  put("email", form.email);
  put("phone", form.phone);
  if (form.other) {
    put("alternativeContactFirstName", form.otherFirstName);
    put("alternativeContactLastName", form.otherLastName);
    put("alternativeContactEmail", form.otherEmail);
    put("alternativeContactPhone", form.otherPhone);
  }

  if (isBoardFlow(flow)) {
    put("boardEmail", form.boardEmail);
    if (isNoManagementFlow(flow)) {
      put("compoundName", form.compoundName);
      put("compoundNumber", form.compoundNumber);
      if (form.isMember) fields.push(["isMember", "true"]);
      put("firstName", form.firstName);
      put("lastName", form.lastName);
    }
  }
  if (form.sendCopy) fields.push(["sendCopy", "true"]);
  return fields;
}

/** The multipart body: the fields, then each file as a repeated `Files` part. */
export function caseBodyOf(input: SubmitInput): FormData {
  const body = new FormData();
  for (const [name, value] of caseFieldsOf(input)) body.append(name, value);
  for (const file of input.files) body.append("Files", file, file.name);
  return body;
}

/**
 * Sends the report: the flow's creation call (spec 001 section 7) as multipart with the files.
 * XMLHttpRequest rather than fetch, because only it reports an upload's progress. Same origin
 * with the session cookie: the server's CSRF check reads the Origin the browser sends.
 * A 413 is `tooLarge` (submitErrorFileSize); any other failure, the network included, is
 * `failed` with the server's message and field errors when it sent them.
 */
export function submitFaultReport(
  input: SubmitInput,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<SubmitResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", CREATE_CASE_URLS[input.flow]);
    xhr.withCredentials = true;
    xhr.responseType = "text";
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve(resultOf(xhr.status, xhr.responseText));
    xhr.onerror = () => resolve({ ok: false, failure: { kind: "failed" } });
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new DOMException("The report was not sent", "AbortError"));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException("The report was not sent", "AbortError"));
        return;
      }
      options.signal.addEventListener("abort", () => xhr.abort(), { once: true });
    }
    xhr.send(caseBodyOf(input));
  });
}

function resultOf(status: number, text: string): SubmitResult {
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (status === 413) return { ok: false, failure: { kind: "tooLarge" } };
  if (status >= 200 && status < 300) {
    const parsed = CreateCaseResponseSchema.safeParse(body);
    if (parsed.success) return { ok: true, result: parsed.data };
    return { ok: false, failure: { kind: "failed" } };
  }
  const fields = fieldErrorsFromApi(body);
  return {
    ok: false,
    failure: {
      kind: "failed",
      message: serverMessageOf(body),
      ...(Object.keys(fields).length > 0 ? { fields } : {}),
    },
  };
}
