import type { ApiAnswer, EidCalls } from "~/features/account/entries/eid-attempt";
import { isAbort, RequestError, requestJson, serverMessageOf } from "~/ui/query/request-error";
import { showToast } from "~/ui/toast/show-toast";
import type { SignStartResponse, SignStatusResponse } from "../schema";

/** A POST of the documents API; a failure is an error toast with the server's message. */
async function post<T>(url: string, payload: object = {}): Promise<ApiAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(payload),
    });
  } catch (error) {
    if (!isAbort(error)) showToast({ tone: "error", fallback: "network" });
    throw error;
  }
  const body = (await response.json().catch(() => null)) as T | null;
  if (!response.ok) showToast({ tone: "error", message: serverMessageOf(body), fallback: "generic" });
  return { ok: response.ok, status: response.status, body };
}

/**
 * The e-ID calls of signing one document, for useEidAttempt (the same answers as a login's).
 * `returnPath`: where Norway's and Finland's providers send the browser back (the buy flow's sign step).
 */
export function signingCalls(documentId: string, options: { returnPath?: string } = {}): EidCalls {
  const id = encodeURIComponent(documentId);
  // Only Norway's and Finland's e-IDs leave the page; BankID signs in the dialog.
  const oidcBody = options.returnPath ? { returnPath: options.returnPath } : {};
  return {
    start: (_segment, idType) =>
      post<SignStartResponse>(`/api/documents/${id}/sign/${idType}/start`, idType === "bank_id" ? {} : oidcBody),
    poll: async (_segment, _idType, poolingId, _board, signal) => {
      const answer = await requestJson<SignStatusResponse | null>(
        `/api/documents/sign/bank_id/status/${encodeURIComponent(poolingId)}`,
        { signal },
      );
      if (!answer) throw new RequestError(200, undefined);
      return answer;
    },
    cancel: (_idType, poolingId) =>
      fetch(`/api/documents/sign/bank_id/cancel/${encodeURIComponent(poolingId)}`, {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: "{}",
      }),
  };
}

export function approveDocument(documentId: string) {
  return post<{ status: string; redirectTo: string }>(`/api/documents/${encodeURIComponent(documentId)}/approve`);
}
