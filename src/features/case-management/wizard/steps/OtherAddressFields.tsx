import { useTranslation } from "~/i18n/react";
import formStyles from "~/ui/form/form.module.css";
import { TextField } from "./step-fields";

/**
 * The free-text address (an "other" residence, the estate address without management): the
 * dwelling number ("Bostadsnummer", the four-digit number from Skatteverket), address, postal
 * code and city.
 */
export function OtherAddressFields() {
  const { t } = useTranslation();
  return (
    <div className={formStyles.form}>
      <TextField
        name="object"
        label={t("faultReport.residence.dwellingNumber")}
        hint={t("faultReport.residence.dwellingNumberTooltip")}
        inputMode="numeric"
        maxLength={4}
        required
        autoComplete="off"
      />
      <TextField name="address" label={t("faultReport.residence.address")} required autoComplete="street-address" />
      <div className={formStyles.formRow}>
        <TextField
          name="zipCode"
          label={t("faultReport.residence.zipCode")}
          inputMode="numeric"
          required
          autoComplete="postal-code"
        />
        <TextField name="city" label={t("faultReport.residence.city")} required autoComplete="address-level2" />
      </div>
    </div>
  );
}
