import type { DocumentDetail } from "~/features/documents/schema";
import { serverMessageOf } from "~/ui/query/request-error";
import type { BuyStep } from "../flows";

/**
 * The browser's calls of the sign and done steps (issue 18, decision 048): signcontract, the
 * agreement to show, the check that the signature is recorded, completebooking. Each answers
 * `ok: false` with the server's message (or none: the step then says the general message).
 */
export type Answer<T> = { ok: true; value: T } | { ok: false; status: number; code?: string; message?: string };

const json = { "content-type": "application/json", accept: "application/json" };

async function call<T>(url: string, init: RequestInit, read: (response: Response) => Promise<T>): Promise<Answer<T>> {
  try {
    const response = await fetch(url, { credentials: "same-origin", ...init });
    if (response.ok) return { ok: true, value: await read(response) };
    const body: unknown = await response.json().catch(() => null);
    const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
    return {
      ok: false,
      status: response.status,
      code: typeof code === "string" ? code : undefined,
      message: serverMessageOf(body),
    };
  } catch {
    return { ok: false, status: 0 };
  }
}

const post = (body: object = {}): RequestInit => ({ method: "POST", headers: json, body: JSON.stringify(body) });

/** signcontract: the booking agreement's document id (text), made once for the booking. */
export function signContract(): Promise<Answer<string>> {
  return call("/api/buyresidence/signcontract", post(), async (response) => (await response.text()).trim());
}

/** The agreement as the buyer signs it: the text signed, the PDF, how this site signs. */
export function agreementOf(documentId: string): Promise<Answer<DocumentDetail>> {
  return call(
    `/api/buyresidence/agreement/${encodeURIComponent(documentId)}`,
    { headers: { accept: "application/json" } },
    (response) => response.json() as Promise<DocumentDetail>,
  );
}

/** After the e-ID: the booking is marked signed when the signature is recorded; the next step. */
export function confirmSigned(): Promise<Answer<{ next: BuyStep }>> {
  return call("/api/buyresidence/signed", post(), (response) => response.json() as Promise<{ next: BuyStep }>);
}

/** completebooking: where the browser goes (the success page). */
export function completeBooking(): Promise<Answer<{ redirectTo: string }>> {
  return call(
    "/api/buyresidence/completebooking",
    post(),
    (response) => response.json() as Promise<{ redirectTo: string }>,
  );
}
