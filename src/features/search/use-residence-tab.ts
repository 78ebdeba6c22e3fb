import { useCallback, useEffect, useState } from "react";
import { DEFAULT_RESIDENCE_TAB, type ResidenceTab } from "~/domain/residence-enums";
import { RESIDENCE_TAB_COOKIE, RESIDENCE_TAB_COOKIE_SECONDS, tabFromCookie } from "./search-url";

function readTabCookie(): string | undefined {
  const prefix = `${RESIDENCE_TAB_COOKIE}=`;
  return document.cookie
    .split("; ")
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

function writeTabCookie(tab: ResidenceTab) {
  // Secure except locally (spec 000 section 9): the local site runs on plain http.
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
  document.cookie = `${RESIDENCE_TAB_COOKIE}=${tab}; Max-Age=${RESIDENCE_TAB_COOKIE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/**
 * The result tab: the hash's override (#object, #area, #stage), else the residenceType cookie,
 * else stage. The server renders the tab it was given (the cookie, or stage); the hash is only
 * known in the browser, so it applies after hydration. Choosing a tab stores the cookie.
 */
export function useResidenceTab(
  serverTab: ResidenceTab,
  tabOverride: ResidenceTab | null,
  hydrated: boolean,
): [ResidenceTab, (tab: ResidenceTab) => void] {
  const [chosen, setChosen] = useState<ResidenceTab>(serverTab);
  useEffect(() => {
    setChosen(tabFromCookie(readTabCookie()) ?? DEFAULT_RESIDENCE_TAB);
  }, []);
  const choose = useCallback((tab: ResidenceTab) => {
    writeTabCookie(tab);
    setChosen(tab);
  }, []);
  return [hydrated ? (tabOverride ?? chosen) : serverTab, choose];
}
