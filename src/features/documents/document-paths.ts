/** The documents page's sub-page addresses, without zod: the browser's template uses them too. */

/** The action sub-page's query parameter (the document) and the done sub-page's (decision 032). */
export const DOCUMENT_PARAM = "dokument";
export const DONE_PARAM = "klart";

/** One document's sub-page of the documents page at `base`: its action page, or (done) its receipt. */
export function documentPagePath(base: string, documentId: string, done = false): string {
  return `${base}?${DOCUMENT_PARAM}=${encodeURIComponent(documentId)}${done ? `&${DONE_PARAM}=1` : ""}`;
}
