import { useId, useState } from "react";
import { loadPage, statusAnswerOf } from "~/features/account/entries/account-answers";
import { CheckboxField } from "~/features/account/entries/my-settings";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import { Dialog } from "~/ui/Dialog";
import { FormError } from "~/ui/form/FormError";
import formStyles from "~/ui/form/form.module.css";
import { useJsonForm } from "~/ui/form/use-json-form";
import styles from "../my-account.module.css";
import { CurrentPasswordField } from "./CurrentPasswordField";
import { deleteAccountSchema } from "./schemas";

/**
 * Deleting the account (decision 033): a confirmation dialog with a box to tick and the current
 * password (an account of e-ID logins only needs a recent e-ID login). The server ends every
 * session and clears the cookies; the browser then loads the start page.
 */
export function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <p>{t("myAccount.delete.intro")}</p>
      <div className={formStyles.actions}>
        <button type="button" className={`${formStyles.button} ${styles.danger}`} onClick={() => setOpen(true)}>
          {t("myAccount.delete.open")}
        </button>
      </div>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("myAccount.delete.dialogTitle")}
        closeLabel={t("myAccount.delete.cancel")}
      >
        <DeleteForm hasPassword={hasPassword} onCancel={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

function DeleteForm({ hasPassword, onCancel }: { hasPassword: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  const site = useSite();
  const id = useId();
  const [leaving, setLeaving] = useState(false);
  const form = useJsonForm({
    initial: hasPassword ? { confirm: false, currentPassword: "" } : { confirm: false },
    schema: deleteAccountSchema,
    url: "/api/account_service/delete",
    onSuccess: (body, refuse) => {
      const answer = statusAnswerOf(body);
      if (answer?.status !== "Ok") {
        refuse(answer?.message ?? t("errors.somethingWentWrong"));
        return;
      }
      setLeaving(true);
      loadPage(site.urls.start ?? "/");
    },
  });
  const busy = form.sending || leaving;
  return (
    <form ref={form.formRef} className={formStyles.form} method="post" noValidate onSubmit={form.onSubmit}>
      <CheckboxField
        id={`${id}-confirm`}
        name="confirm"
        label={t("myAccount.delete.confirm")}
        required
        checked={form.values.confirm === true}
        onChange={(checked) => form.setValue("confirm", checked)}
        error={form.errors.confirm}
      />
      <CurrentPasswordField
        id={id}
        hasPassword={hasPassword}
        label={t("myAccount.delete.currentPassword")}
        eidHint={t("myAccount.delete.eidHint")}
        value={form.values.currentPassword}
        error={form.errors.currentPassword}
        onChange={(value) => form.setValue("currentPassword", value)}
      />
      <FormError message={form.formError} />
      <div className={formStyles.actions}>
        <button type="submit" className={`${formStyles.button} ${styles.danger}`} disabled={busy} aria-busy={busy}>
          {t("myAccount.delete.submit")}
        </button>
        <button type="button" className={formStyles.secondaryButton} onClick={onCancel}>
          {t("myAccount.delete.cancel")}
        </button>
      </div>
    </form>
  );
}
