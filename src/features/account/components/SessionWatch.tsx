import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import { Dialog } from "~/ui/Dialog";
import formStyles from "~/ui/form/form.module.css";
import { logout, refreshSession, sessionExpiresAt } from "./auth-client";
import { isMyPagesPath, SESSION_CHECK_MS, sessionAction } from "./session-rules";

/**
 * While logged in: checks the session every 30 s (and when the tab becomes visible), refreshes
 * the token near its end if the user is active, and when the session has expired shows the
 * session-expired modal, logs out, and leaves My Pages for the front page.
 */
export function SessionWatch() {
  const { t } = useTranslation();
  const site = useSite();
  const location = useLocation();
  const navigate = useNavigate();
  const [expired, setExpired] = useState(false);
  const active = useRef(false);
  const path = useRef(location.pathname);
  path.current = location.pathname;

  useEffect(() => {
    if (expired) return;
    const markActive = () => {
      active.current = true;
    };
    const check = async () => {
      const action = sessionAction(sessionExpiresAt(), Date.now(), active.current);
      if (action === "refresh") {
        active.current = false;
        if (!(await refreshSession())) setExpired(true);
      } else if (action === "expired") {
        setExpired(true);
      }
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") void check();
    };
    const timer = window.setInterval(check, SESSION_CHECK_MS);
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("pointerdown", markActive, { passive: true });
    window.addEventListener("keydown", markActive, { passive: true });
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("pointerdown", markActive);
      window.removeEventListener("keydown", markActive);
    };
  }, [expired]);

  useEffect(() => {
    if (!expired) return;
    // The server ends the session record and clears the cookies; the modal says the session is over.
    void logout({ toast: false }).catch(() => undefined);
    if (isMyPagesPath(path.current, site.urls.myPages)) {
      navigate(site.urls.start ?? "/", { replace: true });
    }
  }, [expired, navigate, site]);

  const loginUrl = site.urls.login ? `${site.urls.login}` : undefined;
  return (
    <Dialog open={expired} onClose={() => window.location.reload()} title={t("account.session.expiredTitle")}>
      <p>{t("account.session.expiredText")}</p>
      <div className={formStyles.actions}>
        {loginUrl && (
          <a className={formStyles.button} href={loginUrl} data-reload="">
            {t("account.session.logInAgain")}
          </a>
        )}
        <button type="button" className={formStyles.secondaryButton} onClick={() => window.location.reload()}>
          {t("account.session.close")}
        </button>
      </div>
    </Dialog>
  );
}
