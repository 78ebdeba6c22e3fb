import formStyles from "~/ui/form/form.module.css";
import { AreaTypeChoice } from "./AreaTypeChoice";
import { OtherAddressFields } from "./OtherAddressFields";

/** The estate address of a board member without management: the type, then the address typed in. */
export function EstateAddressStep() {
  return (
    <div className={formStyles.form}>
      <AreaTypeChoice />
      <OtherAddressFields />
    </div>
  );
}
