import { useId, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { NavLink } from "~/shell/NavLink";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import { FormField } from "~/ui/form/FormField";
import formStyles from "~/ui/form/form.module.css";
import { useJsonForm } from "~/ui/form/use-json-form";
import { ForgotPasswordRequestSchema } from "../schema";
import { AccountPage, FormAlert, OutcomePanel, SubmitButton } from "./AccountPage";
import { statusAnswerOf } from "./account-answers";
import styles from "./account-pages.module.css";

/**
 * Template "forgotPassword" (spec 000 section 4, "Reset password: a form, then a confirmation
 * screen"): the visitor gives an e-mail address and gets a single-use link to set a new password.
 * The answer is the same whether or not the address has an account.
 */
export function ForgotPasswordTemplate({ vm }: TemplateProps) {
  const { t } = useTranslation();
  const site = useSite();
  const id = useId();
  const [sent, setSent] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useJsonForm({
    initial: { email: "" },
    schema: ForgotPasswordRequestSchema,
    url: "/api/forgotpassword",
    onSuccess: (body) => {
      const result = statusAnswerOf(body);
      if (result?.status === "Ok") setSent(result.message ?? t("accountPages.forgotPassword.sent"));
      else setAnswer(result?.message ?? t("errors.somethingWentWrong"));
    },
  });

  return (
    <AccountPage vm={vm}>
      {sent ? (
        <OutcomePanel kind="success">
          <p>{sent}</p>
          <p>{t("accountPages.forgotPassword.sentHint")}</p>
          {site.urls.login && (
            <p>
              <NavLink url={site.urls.login}>{t("accountPages.common.backToLogin")}</NavLink>
            </p>
          )}
        </OutcomePanel>
      ) : (
        <form
          ref={form.formRef}
          className={`${formStyles.form} ${styles.form}`}
          method="post"
          noValidate
          onSubmit={(event) => {
            setAnswer(null);
            void form.onSubmit(event);
          }}
        >
          <p className={styles.muted}>{t("accountPages.forgotPassword.intro")}</p>
          <FormField
            id={`${id}-email`}
            label={t("accountPages.forgotPassword.email")}
            required
            error={form.errors.email}
          >
            <input
              name="email"
              type="email"
              autoComplete="email"
              value={form.values.email}
              onChange={(event) => form.setValue("email", event.target.value)}
            />
          </FormField>
          <FormAlert message={answer ?? form.formError} />
          <div className={styles.actions}>
            <SubmitButton busy={form.sending} label={t("accountPages.forgotPassword.submit")} />
            {site.urls.login && <NavLink url={site.urls.login}>{t("accountPages.common.backToLogin")}</NavLink>}
          </div>
        </form>
      )}
    </AccountPage>
  );
}
