import type { ReactElement } from "react";
import { useTranslation } from "~/i18n/react";
import { FormField } from "~/ui/form/FormField";
import formStyles from "~/ui/form/form.module.css";

type ContactField = "firstName" | "lastName" | "email" | "phone";

/** Name, e-mail and phone: the contact fields the interest and showing forms share. */
export function ContactFields({
  id,
  errors,
  input,
}: {
  id: string;
  errors: Partial<Record<string, string>>;
  /** Renders the input of a field with its type and autocomplete token. */
  input: (field: ContactField, type: string, autoComplete: string) => ReactElement<Record<string, unknown>>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className={formStyles.formRow}>
        <FormField id={`${id}-firstName`} label={t("residence.form.firstName")} required error={errors.firstName}>
          {input("firstName", "text", "given-name")}
        </FormField>
        <FormField id={`${id}-lastName`} label={t("residence.form.lastName")} required error={errors.lastName}>
          {input("lastName", "text", "family-name")}
        </FormField>
      </div>
      <div className={formStyles.formRow}>
        <FormField id={`${id}-email`} label={t("content.email")} required error={errors.email}>
          {input("email", "email", "email")}
        </FormField>
        <FormField id={`${id}-phone`} label={t("content.phone")} required error={errors.phone}>
          {input("phone", "tel", "tel")}
        </FormField>
      </div>
    </>
  );
}
