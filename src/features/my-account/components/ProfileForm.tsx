import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import { FormError } from "~/ui/form/FormError";
import { FormField } from "~/ui/form/FormField";
import formStyles from "~/ui/form/form.module.css";
import { useJsonForm } from "~/ui/form/use-json-form";
import { showToast } from "~/ui/toast/show-toast";
import type { SettingsProfile } from "../page-data";
import { profileSchema } from "./schemas";

type ProfileField = "firstName" | "lastName" | "phoneNumber" | "address" | "postalCode" | "city";

/**
 * The profile section: `POST /api/account_service/update` with the field rules of spec 000
 * section 5. A bad value shows its error at its field and everything typed stays; a save is a
 * success toast. The newsletter choice has its own form, so its current value is sent along.
 */
export function ProfileForm({ profile, newsletter }: { profile: SettingsProfile; newsletter: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useJsonForm({
    initial: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phoneNumber: profile.phoneNumber,
      address: profile.address,
      postalCode: profile.postalCode,
      city: profile.city,
    },
    schema: profileSchema,
    url: "/api/account_service/update",
    extra: { newsletter },
    onSuccess: () => showToast({ tone: "success", message: t("myAccount.profile.saved") }),
  });
  const { values, errors, setValue } = form;
  const field = (name: ProfileField, autoComplete: string, required = false, type = "text") => (
    <FormField id={`${id}-${name}`} label={t(`myAccount.profile.${name}`)} required={required} error={errors[name]}>
      <input
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={String(values[name] ?? "")}
        onChange={(event) => setValue(name, event.target.value)}
      />
    </FormField>
  );
  return (
    <form ref={form.formRef} className={formStyles.form} method="post" noValidate onSubmit={form.onSubmit}>
      <p>{t("myAccount.profile.requiredNote")}</p>
      <div className={formStyles.formRow}>
        {field("firstName", "given-name", true)}
        {field("lastName", "family-name", true)}
      </div>
      {field("phoneNumber", "tel", true, "tel")}
      {field("address", "street-address")}
      <div className={formStyles.formRow}>
        {field("postalCode", "postal-code")}
        {field("city", "address-level2")}
      </div>
      <FormError message={form.formError} />
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.button} disabled={form.sending} aria-busy={form.sending}>
          {t("myAccount.profile.submit")}
        </button>
      </div>
    </form>
  );
}
