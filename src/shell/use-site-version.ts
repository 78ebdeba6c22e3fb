import { useEffect } from "react";

/** The site version this document's JavaScript was loaded with. */
let documentVersion: string | undefined;

/**
 * When a page fetched after navigation reports another site version than the one this
 * document was loaded with, a new release is out: reload to get its code (spec 001 section 4).
 */
export function useSiteVersionCheck(siteVersion: string) {
  useEffect(() => {
    if (documentVersion === undefined) {
      documentVersion = siteVersion;
      return;
    }
    if (documentVersion !== siteVersion) {
      documentVersion = siteVersion;
      window.location.reload();
    }
  }, [siteVersion]);
}
