import { type ReactNode, useId, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "~/i18n/react";
import { NavLink } from "~/shell/NavLink";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import { FormField } from "~/ui/form/FormField";
import formStyles from "~/ui/form/form.module.css";
import { useJsonForm } from "~/ui/form/use-json-form";
import { KeepPasswordLinkSchema, SetPasswordRequestSchema, TokenParamsSchema } from "../schema";
import { AccountPage, FormAlert, OutcomePanel, SubmitButton } from "./AccountPage";
import { statusAnswerOf } from "./account-answers";
import styles from "./account-pages.module.css";

type Outcome = { kind: "success" | "error"; message: string };

/**
 * Template "setPassword": the page of the e-mailed reset link (`?token=`). A new password ends
 * every session of the account; an unknown, used or expired link asks for a new one. With
 * `&link=eid` it connects an e-ID to the account (decision 011): a new password, or the current
 * one confirmed.
 */
export function SetPasswordTemplate({ vm }: TemplateProps) {
  const { t } = useTranslation();
  const site = useSite();
  const location = useLocation();
  const query = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const token = query.get("token") ?? "";
  // A link sent after an e-ID login matched a number typed by hand (decision 011).
  const linksEid = query.get("link") === "eid";
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
    content = <SetPasswordForm token={token} linksEid={linksEid} onOutcome={setOutcome} />;
  }
  return <AccountPage vm={vm}>{content}</AccountPage>;
}

function SetPasswordForm({
  token,
  linksEid,
  onOutcome,
}: {
  token: string;
  linksEid: boolean;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  // Connecting an e-ID may keep the password, confirmed by typing it; a reset always sets a new one.
  const [keepPassword, setKeepPassword] = useState(false);
  const form = useJsonForm<Record<string, string>>({
    // The token is a value (not an input) so the shared schema checks the whole request; only a
    // linkEid form has the current password.
    initial: { token, password: "", confirmPassword: "", ...(linksEid ? { currentPassword: "" } : {}) },
    schema: keepPassword ? KeepPasswordLinkSchema : SetPasswordRequestSchema,
    url: "/api/setpassword",
    onSuccess: (body, refuse) => {
      const result = statusAnswerOf(body);
      if (result?.status === "Ok")
        onOutcome({ kind: "success", message: result.message ?? t("accountPages.setPassword.done") });
      // The link is used, too old, or opened in another browser: typing again cannot help, a new link can.
      else if (result?.status === "InvalidInput")
        onOutcome({ kind: "error", message: result.message ?? t("accountPages.setPassword.invalidToken") });
      else refuse(result?.message ?? t("errors.somethingWentWrong"));
    },
  });
  const { values, errors, setValue } = form;

  function toggleKeepPassword() {
    const keep = !keepPassword;
    setKeepPassword(keep);
    // Only the chosen way is sent: the other fields are emptied.
    if (keep) {
      setValue("password", "");
      setValue("confirmPassword", "");
    } else {
      setValue("currentPassword", "");
    }
  }

  return (
    <form
      ref={form.formRef}
      className={`${formStyles.form} ${styles.form}`}
      method="post"
      noValidate
      onSubmit={form.onSubmit}
    >
      <p className={styles.muted}>
        {t(linksEid ? "accountPages.setPassword.linkIntro" : "accountPages.setPassword.intro")}
      </p>
      {keepPassword ? (
        <FormField
          id={`${id}-currentPassword`}
          label={t("accountPages.setPassword.currentPassword")}
          required
          error={errors.currentPassword}
        >
          <input
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            value={values.currentPassword ?? ""}
            onChange={(event) => setValue("currentPassword", event.target.value)}
          />
        </FormField>
      ) : (
        <>
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
              value={values.password ?? ""}
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
              value={values.confirmPassword ?? ""}
              onChange={(event) => setValue("confirmPassword", event.target.value)}
            />
          </FormField>
        </>
      )}
      {linksEid && (
        <p>
          <button type="button" className={formStyles.linkButton} onClick={toggleKeepPassword}>
            {t(keepPassword ? "accountPages.setPassword.choosePassword" : "accountPages.setPassword.keepPassword")}
          </button>
        </p>
      )}
      <FormAlert message={form.formError ?? errors.token ?? null} />
      <div className={styles.actions}>
        <SubmitButton
          busy={form.sending}
          label={t(linksEid ? "accountPages.setPassword.linkSubmit" : "accountPages.setPassword.submit")}
        />
      </div>
    </form>
  );
}
