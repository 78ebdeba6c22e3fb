import { type ReactNode, useId, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "~/i18n/react";
import { NavLink } from "~/shell/NavLink";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import { FormField } from "~/ui/form/FormField";
import formStyles from "~/ui/form/form.module.css";
import { useJsonForm } from "~/ui/form/use-json-form";
import { SetPasswordRequestSchema, TokenParamsSchema } from "../schema";
import { AccountPage, FormAlert, OutcomePanel, SubmitButton } from "./AccountPage";
import { statusAnswerOf } from "./account-answers";
import styles from "./account-pages.module.css";

type Outcome = { kind: "success" | "error"; message: string };

/**
 * Template "setPassword": the page of the e-mailed reset link (`?token=`). A new password ends
 * every session of the account; an unknown, used or expired link asks for a new one.
 */
export function SetPasswordTemplate({ vm }: TemplateProps) {
  const { t } = useTranslation();
  const site = useSite();
  const location = useLocation();
  const token = useMemo(() => new URLSearchParams(location.search).get("token") ?? "", [location.search]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const forgotLink = site.urls.forgotPassword && (
    <p>
      <NavLink url={site.urls.forgotPassword}>{t("accountPages.setPassword.requestNewLink")}</NavLink>
    </p>
  );

  let content: ReactNode;
  if (!token || !TokenParamsSchema.safeParse({ token }).success) {
    // Shown as the page opens: no focus move.
    content = (
      <OutcomePanel kind="error" focus={false}>
        <p>{t(token ? "accountPages.setPassword.invalidToken" : "accountPages.setPassword.missingToken")}</p>
        {forgotLink}
      </OutcomePanel>
    );
  } else if (outcome?.kind === "success") {
    content = (
      <OutcomePanel kind="success">
        <p>{outcome.message}</p>
        {site.urls.login && (
          <p>
            <NavLink url={site.urls.login}>{t("accountPages.setPassword.toLogin")}</NavLink>
          </p>
        )}
      </OutcomePanel>
    );
  } else if (outcome) {
    content = (
      <OutcomePanel kind="error">
        <p>{outcome.message}</p>
        {forgotLink}
      </OutcomePanel>
    );
  } else {
    content = <SetPasswordForm token={token} onOutcome={setOutcome} />;
  }
  return <AccountPage vm={vm}>{content}</AccountPage>;
}

function SetPasswordForm({ token, onOutcome }: { token: string; onOutcome: (outcome: Outcome) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useJsonForm({
    // The token is a value (not an input) so the shared schema checks the whole request.
    initial: { token, password: "", confirmPassword: "" },
    schema: SetPasswordRequestSchema,
    url: "/api/setpassword",
    onSuccess: (body, refuse) => {
      const result = statusAnswerOf(body);
      if (result?.status === "Ok")
        onOutcome({ kind: "success", message: result.message ?? t("accountPages.setPassword.done") });
      // The link is used or too old: typing again cannot help, a new link can.
      else if (result?.status === "InvalidInput")
        onOutcome({ kind: "error", message: result.message ?? t("accountPages.setPassword.invalidToken") });
      else refuse(result?.message ?? t("errors.somethingWentWrong"));
    },
  });
  const { values, errors, setValue } = form;

  return (
    <form
      ref={form.formRef}
      className={`${formStyles.form} ${styles.form}`}
      method="post"
      noValidate
      onSubmit={form.onSubmit}
    >
      <p className={styles.muted}>{t("accountPages.setPassword.intro")}</p>
      <FormField
        id={`${id}-password`}
        label={t("accountPages.setPassword.password")}
        hint={t("accountPages.setPassword.passwordHint")}
        required
        error={errors.password}
      >
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => setValue("password", event.target.value)}
        />
      </FormField>
      <FormField
        id={`${id}-confirmPassword`}
        label={t("accountPages.setPassword.confirmPassword")}
        required
        error={errors.confirmPassword}
      >
        <input
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(event) => setValue("confirmPassword", event.target.value)}
        />
      </FormField>
      <FormAlert message={form.formError ?? errors.token ?? null} />
      <div className={styles.actions}>
        <SubmitButton busy={form.sending} label={t("accountPages.setPassword.submit")} />
      </div>
    </form>
  );
}
