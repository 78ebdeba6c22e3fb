/**
 * What a page's address asks the shell to load (the code stays out of pages that do not ask):
 * a login hash trigger or an e-ID return opens the login modal; a redirect from another site
 * shows its notice. Cheap first checks; the loaded parts check the address exactly.
 */

/** A hash trigger (#open-…), or an e-ID attempt in the query: poolingId, cid or sid (spec 001 section 2). */
export const asksForLogin = (hash: string, search: string) =>
  hash.startsWith("#open-") || /[?&](poolingId|cid|sid)=/.test(search);

export const asksForRedirectNotice = (_hash: string, search: string) => search.includes("redirectedFrom=");
