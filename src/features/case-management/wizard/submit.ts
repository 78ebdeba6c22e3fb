import type { CreateCaseResponse } from "../schema";
import type { WizardFlow } from "./flows";
import type { FaultReportForm } from "./form";

/** Why a submit failed: the request was too large (413: submitErrorFileSize), or anything else (submitError). */
export type SubmitFailure =
  | { kind: "tooLarge" }
  | { kind: "failed"; message?: string; fields?: Record<string, string> };

/**
 * Sends the report: the flow's creation call (spec 001 section 7) as multipart with the files,
 * reporting the upload's progress. Issue 17: to be built (the wizard's second half).
 */
export async function submitFaultReport(
  _input: { flow: WizardFlow; form: FaultReportForm; files: readonly File[]; siteId: string },
  _options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<{ ok: true; result: CreateCaseResponse } | { ok: false; failure: SubmitFailure }> {
  return { ok: false, failure: { kind: "failed" } };
}
