import { useId, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import { Dialog } from "~/ui/Dialog";
import { FormError } from "~/ui/form/FormError";
import { FormField } from "~/ui/form/FormField";
import formStyles from "~/ui/form/form.module.css";
import { useJsonForm } from "~/ui/form/use-json-form";
import { showToast } from "~/ui/toast/show-toast";
import styles from "./saved-searches.module.css";

const loadSchema = () => import("../schema").then((module) => module.SaveSearchFormSchema);

/**
 * The "Save search" dialog: the name (prefilled from the filter) and Save. A refused name keeps
 * what was typed and shows why at the field; after saving it says so and links to the list.
 * An anonymous visitor gets the login instead, returning to this very search.
 */
export default function SaveSearchDialog({
  address,
  suggestedName,
  loggedIn,
  onClose,
}: {
  address: string;
  suggestedName: string;
  loggedIn: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const id = useId();
  const [saved, setSaved] = useState(false);
  const form = useJsonForm({
    initial: { name: suggestedName },
    schema: loadSchema,
    url: "/api/saved_searches",
    extra: { url: address },
    onSuccess: () => {
      setSaved(true);
      showToast({ tone: "success", message: t("savedSearches.save.saved") });
    },
  });
  const login = `${site.urls.login ?? "/"}?referrer=${encodeURIComponent(address)}`;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t("savedSearches.save.dialogTitle")}
      closeLabel={t("savedSearches.save.cancel")}
    >
      {!loggedIn ? (
        <p>
          <a href={login} className={formStyles.button}>
            {t("savedSearches.save.login")}
          </a>
        </p>
      ) : saved ? (
        <div className={styles.dialogDone}>
          <p role="status">{t("savedSearches.save.saved")}</p>
          <p className={formStyles.actions}>
            <a href={site.urls.mySavedSearches ?? "/"} className={formStyles.button}>
              {t("savedSearches.save.show")}
            </a>
            <button type="button" className={formStyles.secondaryButton} onClick={onClose}>
              {t("savedSearches.save.cancel")}
            </button>
          </p>
        </div>
      ) : (
        <form ref={form.formRef} onSubmit={form.onSubmit} noValidate>
          <FormField
            id={`${id}-name`}
            label={t("savedSearches.save.nameLabel")}
            required
            error={form.errors.name}
            hint={t("savedSearches.save.nameHint")}
          >
            <input
              name="name"
              type="text"
              autoComplete="off"
              maxLength={80}
              value={String(form.values.name)}
              onChange={(event) => form.setValue("name", event.target.value)}
            />
          </FormField>
          <FormError message={form.formError} />
          <p className={formStyles.actions}>
            <button type="submit" className={formStyles.button} disabled={form.sending}>
              {form.sending ? t("savedSearches.save.saving") : t("savedSearches.save.submit")}
            </button>
            <button type="button" className={formStyles.secondaryButton} onClick={onClose}>
              {t("savedSearches.save.cancel")}
            </button>
          </p>
        </form>
      )}
    </Dialog>
  );
}
