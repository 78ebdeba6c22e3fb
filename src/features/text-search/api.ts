import type { TextSearchRequest, TextSearchResponse } from "./schema";

/** The search service answered with an error status (or not at all). */
export class TextSearchError extends Error {
  constructor(readonly status: number) {
    super(`Text search failed with status ${status}`);
    this.name = "TextSearchError";
  }
}

/** Calls POST /api/textsearch (or /corporate) from the browser. */
export async function fetchTextSearch(
  request: TextSearchRequest,
  options: { corporate?: boolean; signal?: AbortSignal } = {},
): Promise<TextSearchResponse> {
  const response = await fetch(options.corporate ? "/api/textsearch/corporate" : "/api/textsearch", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(request),
    credentials: "same-origin",
    signal: options.signal,
  });
  if (!response.ok) throw new TextSearchError(response.status);
  return (await response.json()) as TextSearchResponse;
}
