import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { FormField } from "~/ui/form/FormField";
import formStyles from "~/ui/form/form.module.css";
import { useJsonForm } from "~/ui/form/use-json-form";
import { FormAlert, OutcomePanel, SubmitButton } from "./AccountPage";
import { statusAnswerOf } from "./account-answers";

/** The shared schema loads when the form is first used (decision 026). */
const loadForgotPasswordSchema = () => import("../schema").then((module) => module.ForgotPasswordRequestSchema);

import styles from "./account-pages.module.css";

/**
 * Reset password (spec 000 section 4: "a form, then a confirmation screen"): an e-mail address,
 * then the confirmation that a single-use link was sent (the same answer whether or not the
 * address has an account). Used by the forgot-password page and the login form's reset view;
 * `back` leads back to the login (a link on the page, a button in the login form).
 */
export function ForgotPasswordForm({ back, heading }: { back: ReactNode; heading?: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const [sent, setSent] = useState<string | null>(null);
  const form = useJsonForm({
    initial: { email: "" },
    schema: loadForgotPasswordSchema,
    url: "/api/forgotpassword",
    onSuccess: (body, refuse) => {
      const result = statusAnswerOf(body);
      if (result?.status === "Ok") setSent(result.message ?? t("accountPages.forgotPassword.sent"));
      else refuse(result?.message ?? t("errors.somethingWentWrong"));
    },
  });

  if (sent) {
    return (
      <OutcomePanel kind="success">
        <p>{sent}</p>
        <p>{t("accountPages.forgotPassword.sentHint")}</p>
        <p>{back}</p>
      </OutcomePanel>
    );
  }
  return (
    <form
      ref={form.formRef}
      className={`${formStyles.form} ${styles.form}`}
      method="post"
      noValidate
      onSubmit={form.onSubmit}
    >
      {heading}
      <p className={styles.muted}>{t("accountPages.forgotPassword.intro")}</p>
      <FormField id={`${id}-email`} label={t("accountPages.forgotPassword.email")} required error={form.errors.email}>
        <input
          name="email"
          type="email"
          autoComplete="email"
          value={form.values.email}
          onChange={(event) => form.setValue("email", event.target.value)}
        />
      </FormField>
      <FormAlert message={form.formError} />
      <div className={styles.actions}>
        <SubmitButton busy={form.sending} label={t("accountPages.forgotPassword.submit")} />
        {back}
      </div>
    </form>
  );
}
