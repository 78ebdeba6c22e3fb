import { useState } from "react";
import { apiErrorMessage, statusAnswerOf } from "~/features/account/entries/account-answers";
import { formatDate } from "~/i18n/format-date";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import formStyles from "~/ui/form/form.module.css";
import { showToast } from "~/ui/toast/show-toast";
import styles from "../my-account.module.css";
import type { MyPagesSettingsData } from "../page-data";

type Consent = MyPagesSettingsData["consents"][number];

async function post(url: string, body: unknown): Promise<{ ok: boolean; body: unknown }> {
  const response = await fetch(url, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  return { ok: response.ok, body: await response.json().catch(() => null) };
}

/**
 * The consents section (decision 033): the sites the user has consented on. Another site's
 * consent can be withdrawn (that site asks again at the next login there); this site's can be
 * given when missing (a VIP member was never asked) and ends with the account.
 */
export function Consents({ initial, consentedHere }: { initial: Consent[]; consentedHere: boolean }) {
  const { t } = useTranslation();
  const site = useSite();
  const [consents, setConsents] = useState(initial);
  const [hereGiven, setHereGiven] = useState(consentedHere);
  const [busy, setBusy] = useState<string | null>(null);
  // The English sub-site has no login of its own (its API calls are the Swedish site's): it lists
  // the consents, and they are changed on the Swedish pages.
  const changeable = site.features.login;

  async function call(key: string, url: string, body: unknown, success: string, done: () => void) {
    if (busy) return;
    setBusy(key);
    try {
      const answer = await post(url, body);
      if (answer.ok && statusAnswerOf(answer.body)?.status === "Ok") {
        done();
        showToast({ tone: "success", message: statusAnswerOf(answer.body)?.message ?? success });
      } else {
        showToast({ tone: "error", message: apiErrorMessage(answer.body) ?? null });
      }
    } catch {
      showToast({ tone: "error", fallback: "network" });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <p>{t("myAccount.consents.intro")}</p>
      {consents.length === 0 ? (
        <p className={styles.muted}>{t("myAccount.consents.none")}</p>
      ) : (
        <ul className={styles.list}>
          {consents.map((consent) => {
            const here = consent.site === site.site;
            return (
              <li key={consent.site} className={styles.listItem}>
                <span>
                  <strong>{consent.siteName}</strong>
                  {here && ` (${t("myAccount.consents.thisSite")})`}
                  <br />
                  <span className={styles.muted}>
                    {t("myAccount.consents.given", { date: formatDate(consent.consentedAt, site.language) })}
                  </span>
                </span>
                {!changeable ? null : here ? (
                  <span className={styles.muted}>{t("myAccount.consents.thisSiteNote")}</span>
                ) : (
                  <button
                    type="button"
                    className={formStyles.secondaryButton}
                    disabled={busy !== null}
                    aria-busy={busy === consent.site}
                    aria-label={t("myAccount.consents.withdrawLabel", { siteName: consent.siteName })}
                    onClick={() =>
                      void call(
                        consent.site,
                        "/api/account_service/consent/withdraw",
                        { site: consent.site },
                        t("myAccount.consents.withdrawn"),
                        () => setConsents((list) => list.filter((item) => item.site !== consent.site)),
                      )
                    }
                  >
                    {t("myAccount.consents.withdraw")}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {changeable && !hereGiven && (
        <div className={styles.note}>
          <p>{t("myAccount.consents.missingHere", { siteName: site.siteName })}</p>
          <button
            type="button"
            className={formStyles.button}
            disabled={busy !== null}
            aria-busy={busy === "here"}
            onClick={() =>
              void call("here", "/api/account_service/consent", {}, t("myAccount.consents.givenNow"), () => {
                setHereGiven(true);
                setConsents((list) => [
                  ...list,
                  { site: site.site, siteName: site.siteName, consentedAt: new Date().toISOString() },
                ]);
              })
            }
          >
            {t("myAccount.consents.give", { siteName: site.siteName })}
          </button>
        </div>
      )}
    </>
  );
}
