import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "~/i18n/react";
import styles from "./redirect-notice.module.css";

/** The consent cookie (spec 000 section 3: answered, statistics, marketing, thirdParty), as JSON. */
export function consentAnswered(cookies: string): boolean {
  for (const part of cookies.split(";")) {
    const index = part.indexOf("=");
    if (part.slice(0, index).trim() !== "consent") continue;
    try {
      const value = JSON.parse(decodeURIComponent(part.slice(index + 1))) as { answered?: unknown };
      return value.answered === true;
    } catch {
      return false;
    }
  }
  return false;
}

/**
 * The redirect message (spec 000 section 2): shown when the address carries redirectedFrom=sv
 * and the visitor has answered the cookie consent (so it does not compete with the consent modal).
 */
export function RedirectNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const [show, setShow] = useState(false);
  useEffect(() => {
    const from = new URLSearchParams(location.search).get("redirectedFrom");
    setShow(from === "sv" && consentAnswered(document.cookie));
  }, [location.search]);
  if (!show) return null;
  return (
    <div className={styles.redirectNotice} role="status">
      <p>{t("shell.redirectedFromSv")}</p>
      <button type="button" className={styles.redirectClose} onClick={() => setShow(false)}>
        {t("shell.closeNotice")}
      </button>
    </div>
  );
}
