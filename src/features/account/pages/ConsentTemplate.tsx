import { useMemo, useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "~/i18n/react";
import { NavLink } from "~/shell/NavLink";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import { postJson, safeReferrer } from "../components/auth-client";
import { AccountPage, FormAlert, SubmitButton } from "./AccountPage";
import { apiErrorMessage, loadPage, statusAnswerOf } from "./account-answers";
import styles from "./account-pages.module.css";

/**
 * Template "consent" (spec 000 section 6): a logged-in user who is not VIP for this site and has
 * not consented for it lands here. Accepting records the consent for this site, then the page
 * loads where the user was going (`?referrer=`, a path on this site) or My Pages.
 */
export function ConsentTemplate({ vm }: TemplateProps) {
  const { t } = useTranslation();
  const site = useSite();
  const location = useLocation();
  const referrer = useMemo(() => safeReferrer(new URLSearchParams(location.search).get("referrer")), [location.search]);
  const [sending, setSending] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [mustLogIn, setMustLogIn] = useState(false);

  async function accept() {
    if (sending || leaving) return;
    setSending(true);
    setFailure(null);
    try {
      const { status, body } = await postJson("/api/account_service/consent", {});
      const result = status === 200 ? statusAnswerOf(body) : undefined;
      if (result?.status === "Ok") {
        setLeaving(true);
        loadPage(referrer ?? site.urls.myPages ?? site.urls.start ?? "/");
      } else if (status === 401) {
        setMustLogIn(true);
      } else {
        setFailure(result?.message ?? apiErrorMessage(body) ?? t("errors.somethingWentWrong"));
      }
    } catch {
      setFailure(t("errors.somethingWentWrong"));
    } finally {
      setSending(false);
    }
  }

  // After logging in, the user comes back here, still on the way to where they were going.
  const loginUrl =
    site.urls.login && `${site.urls.login}?referrer=${encodeURIComponent(`${location.pathname}${location.search}`)}`;

  return (
    <AccountPage vm={vm}>
      <div className={styles.section}>
        <p>{t("accountPages.consent.intro", { siteName: site.siteName })}</p>
        <p>{t("accountPages.consent.purposes")}</p>
        <p>{t("accountPages.consent.rights")}</p>
        {(site.urls.cookies || site.urls.gdpr) && (
          <ul className={styles.linkList}>
            {site.urls.cookies && (
              <li>
                <NavLink url={site.urls.cookies}>{t("accountPages.common.termsLink")}</NavLink>
              </li>
            )}
            {site.urls.gdpr && (
              <li>
                <NavLink url={site.urls.gdpr}>{t("accountPages.consent.privacyLink")}</NavLink>
              </li>
            )}
          </ul>
        )}
      </div>
      {mustLogIn && (
        <div className={styles.alert} role="alert">
          <p>{t("accountPages.consent.notLoggedIn")}</p>
          {loginUrl && (
            <p>
              <NavLink url={loginUrl}>{t("accountPages.consent.logIn")}</NavLink>
            </p>
          )}
        </div>
      )}
      <FormAlert message={failure} />
      <div className={styles.actions}>
        <SubmitButton
          type="button"
          busy={sending || leaving}
          label={t("accountPages.consent.accept")}
          onClick={() => void accept()}
        />
        {site.urls.start && <NavLink url={site.urls.start}>{t("accountPages.consent.notNow")}</NavLink>}
      </div>
    </AccountPage>
  );
}
