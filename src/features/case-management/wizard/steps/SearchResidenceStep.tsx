import { useEffect, useId, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import { FormField } from "~/ui/form/FormField";
import formStyles from "~/ui/form/form.module.css";
import { isAbort } from "~/ui/query/request-error";
import type { ApartmentChoice } from "../../schema";
import { searchAddresses } from "../address-data";
import type { FaultReportForm } from "../form";
import styles from "../wizard.module.css";
import { AreaTypeChoice } from "./AreaTypeChoice";
import { BuildingChoices } from "./BuildingChoices";
import { RadioGroup, useFieldError } from "./step-fields";

/** The address search waits this long after the last keystroke (spec 001 section 9). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A board member with management finds the residence: an apartment by address search
 * (debounced; "Inga resultat" with the hint to call customer service), or for a public area one
 * of the association's buildings.
 */
export function SearchResidenceStep() {
  const { control } = useFormContext<FaultReportForm>();
  const type = useWatch({ control, name: "type" });
  return (
    <div className={formStyles.form}>
      <AreaTypeChoice />
      {type === "apartment" && <ApartmentSearch />}
      {type === "public" && <BuildingChoices board />}
    </div>
  );
}

function ApartmentSearch() {
  const { t } = useTranslation();
  const site = useSite();
  const { control, setValue, clearErrors } = useFormContext<FaultReportForm>();
  const searchString = useWatch({ control, name: "searchString" });
  const selected = useWatch({ control, name: "selectedApartment" });
  const [results, setResults] = useState<ApartmentChoice[] | null>(null);
  const [failed, setFailed] = useState(false);
  const error = useFieldError("selectedApartment");
  const statusId = useId();

  useEffect(() => {
    const text = searchString.trim();
    if (!text) {
      setResults(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchAddresses("object", text, site.siteId, controller.signal).then(
        (found) => {
          setFailed(false);
          setResults(found as ApartmentChoice[]);
        },
        (reason: unknown) => {
          if (!isAbort(reason)) setFailed(true);
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [searchString, site.siteId]);

  // The chosen apartment stays listed even when the search has moved on.
  const options = [...(results ?? [])];
  if (selected && !options.some((apartment) => apartment.id === selected.id)) options.unshift(selected);

  return (
    <>
      <FormField
        id="fault-report-searchString"
        label={t("faultReport.search.label")}
        hint={t("faultReport.search.hint")}
        error={options.length === 0 ? error : undefined}
      >
        <input
          type="search"
          autoComplete="off"
          value={searchString}
          onChange={(event) => setValue("searchString", event.target.value)}
          aria-controls={statusId}
        />
      </FormField>
      <div id={statusId} aria-live="polite">
        {failed && <p>{t("faultReport.search.failed")}</p>}
        {results && results.length === 0 && !failed && (
          <div>
            <p className={styles.readOnly}>
              <strong>{t("faultReport.search.noResults")}</strong>
            </p>
            <p className={styles.hint}>{t("faultReport.search.noResultsHint")}</p>
          </div>
        )}
      </div>
      {options.length > 0 && (
        <RadioGroup
          name="searchResult"
          legend={t("faultReport.residence.addressQuestion")}
          options={options.map((apartment) => ({
            value: String(apartment.id),
            label: t("faultReport.residence.apartmentLabel", {
              address: `${apartment.address}, ${apartment.city}`,
              governmentObjectId: apartment.governmentObjectId,
            }),
          }))}
          value={selected ? String(selected.id) : ""}
          errorOf="selectedApartment"
          onChange={(value) => {
            const apartment = options.find((candidate) => String(candidate.id) === value) ?? null;
            setValue("selectedApartment", apartment, { shouldTouch: true });
            setValue("selectedApartmentId", apartment ? String(apartment.id) : "");
            clearErrors("selectedApartment");
          }}
        />
      )}
    </>
  );
}
