import { useCallback, useEffect, useState } from "react";
import { DEFAULT_RESIDENCE_TAB, type ResidenceTab } from "~/domain/residence-enums";
import { RESIDENCE_TAB_COOKIE, RESIDENCE_TAB_COOKIE_SECONDS, type SearchTab, searchTabFromCookie } from "./search-url";

function readTabCookie(): string | undefined {
  const prefix = `${RESIDENCE_TAB_COOKIE}=`;
  return document.cookie
    .split("; ")
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

function writeTabCookie(tab: SearchTab) {
  // Secure except locally (spec 000 section 9): the local site runs on plain http.
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
  document.cookie = `${RESIDENCE_TAB_COOKIE}=${tab}; Max-Age=${RESIDENCE_TAB_COOKIE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/**
 * The result tab: the hash's override (#object, #area, #stage), else the residenceType cookie,
 * else stage. The server renders the tab it was given (the cookie, or stage); the hash is only
 * known in the browser, so it applies after hydration. Choosing a tab stores the cookie. The
 * premises tab (sites with premises only) comes from the cookie, never from the hash.
 */
export function useResidenceTab(
  serverTab: ResidenceTab,
  tabOverride: ResidenceTab | null,
  hydrated: boolean,
  withPremises = false,
): [SearchTab, (tab: SearchTab) => void] {
  const [chosen, setChosen] = useState<SearchTab>(serverTab);
  useEffect(() => {
    setChosen(searchTabFromCookie(readTabCookie(), withPremises) ?? DEFAULT_RESIDENCE_TAB);
  }, [withPremises]);
  const choose = useCallback((tab: SearchTab) => {
    writeTabCookie(tab);
    setChosen(tab);
  }, []);
  return [hydrated ? (tabOverride ?? chosen) : serverTab, choose];
}
