/** The fragment that opens a stage page's explorer; `#utforska-<objectId>` opens it with that home selected. */
export const EXPLORER_HASH = "utforska";

/** The stage page's address that opens its explorer with a home selected (the object page links it). */
export function explorerLink(stageUrl: string, objectId: number): string {
  return `${stageUrl}#${EXPLORER_HASH}-${objectId}`;
}
