import { useState } from "react";
import styles from "~/features/account/components/account.module.css";
import { EidProgress } from "~/features/account/components/EidProgress";
import { isAuthError, registerWithEidUrl } from "~/features/account/components/login-outcome";
import { useEidAttempt } from "~/features/account/components/use-eid-attempt";
import { idTypeOf } from "~/features/account/login-kinds";
import { RegisterTemplate } from "~/features/account/pages/RegisterTemplate";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import formStyles from "~/ui/form/form.module.css";

/**
 * Registration with e-ID: BankID runs here (QR dialog), Norway and Finland go to their identity
 * provider and come back through the e-ID return page. The proven identity then fills the form
 * (the register page reads ?poolingId=).
 */
function RegisterWithEid() {
  const { t } = useTranslation();
  const site = useSite();
  const idType = idTypeOf(site.site);
  const [message, setMessage] = useState<{ text: string; toasted: boolean } | null>(null);
  const attempt = useEidAttempt((outcome, poolingId) => {
    const next = registerWithEidUrl(site, poolingId);
    if (
      (outcome.status === "Ok" || outcome.status === "SsnNotFound" || outcome.status === "MustVerifyEmail") &&
      outcome.identity &&
      next
    ) {
      window.location.assign(next);
      return;
    }
    // An auth error has been told as an error toast (use-eid-attempt); any other answer is announced here.
    setMessage({ text: outcome.message ?? t("errors.somethingWentWrong"), toasted: isAuthError(outcome.status) });
  });

  if (attempt.state.phase !== "idle") return <EidProgress state={attempt.state} onCancel={attempt.cancel} />;
  return (
    <div className={styles.view}>
      {message && (
        <div className={styles.alert} role={message.toasted ? undefined : "alert"}>
          <p>{message.text}</p>
        </div>
      )}
      <button
        type="button"
        className={formStyles.button}
        onClick={() => {
          setMessage(null);
          void attempt.start("register", idType, { returnUrl: site.urls.register });
        }}
      >
        {t(`account.register.eidButton.${idType}`)}
      </button>
    </div>
  );
}

/** The register page with its e-ID button. */
export function RegisterUserTemplate(props: TemplateProps) {
  return <RegisterTemplate {...props} eidButton={<RegisterWithEid />} />;
}
