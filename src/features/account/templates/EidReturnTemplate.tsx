import { useEffect, useMemo } from "react";
import { useLocation } from "react-router";
import styles from "~/features/account/components/account.module.css";
import { eidReturnError } from "~/features/account/components/eid-return-errors";
import { LoginPanel } from "~/features/account/components/LoginPanel";
import { registerWithEidUrl } from "~/features/account/components/login-outcome";
import { eidReturnOf } from "~/features/account/components/login-triggers";
import type { BrowserPageViewModel } from "~/features/content/schema";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";

/**
 * The e-ID return page: Norway's e-ident and Finland's identity service send the browser back
 * here with poolingId and type (the attempt may also be named cid or sid, spec 001 section 2);
 * the login then completes (or the error of the hash is shown, spec 000 section 8). A register
 * return continues on the registration page.
 */
export function EidReturnTemplate({ vm }: { vm: BrowserPageViewModel }) {
  const { t } = useTranslation();
  const site = useSite();
  const location = useLocation();
  const attempt = useMemo(() => eidReturnOf(location.search), [location.search]);
  const poolingId = attempt?.poolingId ?? null;
  const type = attempt?.type ?? null;
  const error = eidReturnError(location.hash);
  const resume = useMemo(
    () => (poolingId && !error ? { poolingId, board: type === "login board member" } : undefined),
    [poolingId, type, error],
  );
  const registerUrl = (type === "register" && poolingId && registerWithEidUrl(site, poolingId)) || null;

  // A registration continues on the register page, which reads the proven identity.
  useEffect(() => {
    if (registerUrl && !error) window.location.replace(registerUrl);
  }, [registerUrl, error]);

  return (
    <div className={styles.page}>
      <h1>{vm.viewModel.title}</h1>
      {error && (
        <div className={styles.alert} role="alert">
          <p>{t(`account.return.errors.${error}`)}</p>
        </div>
      )}
      {registerUrl && !error ? (
        <p>
          <a className={styles.primaryLink} href={registerUrl}>
            {t("account.return.continueRegister")}
          </a>
        </p>
      ) : (
        <LoginPanel key={poolingId ?? "none"} resume={resume} />
      )}
    </div>
  );
}
