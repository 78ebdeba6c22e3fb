import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import formStyles from "~/ui/form/form.module.css";
import { idTypeOf } from "../login-kinds";
import styles from "./account.module.css";
import { EidProgress } from "./EidProgress";
import { isAuthError } from "./login-outcome";
import { useEidAttempt } from "./use-eid-attempt";

/**
 * The BankID verification modal's content (spec 001 section 2): connects a proven identity to
 * the logged-in account (update flow). In case-login mode it says "Aktivera BankID för att
 * fortsätta med din felanmälan"; in Norway it is the add-BankID variant. Done: "Klart!".
 */
export function BankIdVerify({
  caseLogin,
  onDone,
  onClose,
}: {
  caseLogin: boolean;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const idType = idTypeOf(site.site);
  const [done, setDone] = useState(false);
  const [message, setMessage] = useState<{ text: string; toasted: boolean } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const attempt = useEidAttempt((outcome) => {
    if (outcome.status === "Ok") setDone(true);
    // An auth error has been told as an error toast (use-eid-attempt); any other answer is announced here.
    else setMessage({ text: outcome.message ?? t("errors.somethingWentWrong"), toasted: isAuthError(outcome.status) });
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the heading of each new view
  useEffect(() => {
    headingRef.current?.focus();
  }, [done]);

  const norway = site.site === "no";
  const title = done
    ? t("account.verify.doneTitle")
    : norway
      ? t("account.verify.addBankIdTitle")
      : caseLogin
        ? t("account.verify.titleCase")
        : t("account.verify.title");

  return (
    <div className={styles.view}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.viewHeading}>
        {title}
      </h3>
      {done ? (
        <>
          <p role="status">{t("account.verify.doneText")}</p>
          <div className={formStyles.actions}>
            {caseLogin && (
              <button type="button" className={formStyles.button} onClick={onDone}>
                {t("account.verify.continueCase")}
              </button>
            )}
            <button
              type="button"
              className={caseLogin ? formStyles.secondaryButton : formStyles.button}
              onClick={onClose}
            >
              {t("account.verify.close")}
            </button>
          </div>
        </>
      ) : attempt.state.phase === "idle" ? (
        <>
          <p>{norway ? t("account.verify.addBankIdText") : t("account.verify.text")}</p>
          {message && (
            <p className={formStyles.formError} role={message.toasted ? undefined : "alert"}>
              {message.text}
            </p>
          )}
          <div className={formStyles.actions}>
            <button
              type="button"
              className={formStyles.button}
              onClick={() => {
                setMessage(null);
                void attempt.start("update", idType, { returnUrl: window.location.pathname });
              }}
            >
              {caseLogin ? t("account.verify.buttonCase") : t("account.verify.button")}
            </button>
            <a href={t("account.verify.getBankIdUrl")} target="_blank" rel="noopener noreferrer">
              {t("account.verify.getBankId")}
            </a>
          </div>
        </>
      ) : (
        <EidProgress state={attempt.state} onCancel={attempt.cancel} />
      )}
    </div>
  );
}
