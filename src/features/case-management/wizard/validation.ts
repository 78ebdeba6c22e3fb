import { z } from "zod";
import { emailField, nameField, phoneField, termsField } from "~/lib/validation";
import {
  caseAddressField,
  caseZipCodeField,
  compoundNameField,
  compoundNumberField,
  descriptionField,
  dwellingNumberField,
  CASE_VALIDATION_MESSAGES as M,
  membershipField,
} from "../fields";
import { isNorwegianFlow, type StepView, type WizardFlow } from "./flows";
import { type FaultReportForm, OTHER_APARTMENT } from "./form";

/**
 * Each wizard step's rules (spec 001 section 5) as a zod schema over the form, built from the
 * same field builders the server applies (../fields.ts, ~/lib/validation). A step's schema
 * depends on what is filled in: "other" ticked adds the other person's four fields, the "other"
 * residence adds its address fields; unticked, those rules are gone. Messages are translation
 * keys (`validation.*`).
 */

type FieldName = keyof FaultReportForm;
type FieldRules = Partial<Record<FieldName, z.ZodType>>;

/** A choice that must be made: empty, null or false fails with the given message. */
function chosen(message: string) {
  return z.custom<unknown>((value) => value !== "" && value !== null && value !== undefined && value !== false, {
    error: message,
  });
}

function optionalEmail() {
  return z.union([z.literal(""), emailField()]);
}

function otherContactRules(form: FaultReportForm): FieldRules {
  if (!form.other) return {};
  return {
    otherFirstName: nameField(),
    otherLastName: nameField(),
    otherEmail: emailField(),
    otherPhone: phoneField(),
  };
}

function isBoardFlow(flow: WizardFlow): boolean {
  return flow === "board" || flow === "boardNoManagement" || flow === "norwayBoard";
}

/** The rules of one step for the form as it is now. */
export function stepRules(view: StepView, flow: WizardFlow, form: FaultReportForm): FieldRules {
  switch (view) {
    case "acceptTerms":
      return { acceptTerms: termsField() };
    case "contact":
    case "contactNoManagement":
      return {
        firstName: nameField(),
        lastName: nameField(),
        email: emailField(),
        phone: phoneField(),
        ...(isBoardFlow(flow) ? { boardEmail: optionalEmail() } : {}),
        ...otherContactRules(form),
      };
    case "compound":
      return {
        compoundName: compoundNameField(),
        compoundNumber: compoundNumberField(isNorwegianFlow(flow)),
        isMember: membershipField(),
      };
    case "estateAddress":
      return {
        type: chosen(M.selectOption),
        object: dwellingNumberField(),
        address: caseAddressField(),
        zipCode: caseZipCodeField(),
        city: caseAddressField(),
      };
    case "residentResidence":
      if (form.type === null) return { type: chosen(M.selectOption) };
      if (form.type === "public") return { selectedBuilding: chosen(M.selectAddress) };
      if (form.selectedApartmentId === OTHER_APARTMENT) {
        return {
          selectedApartmentId: chosen(M.selectAddress),
          object: dwellingNumberField(),
          address: caseAddressField(),
          zipCode: caseZipCodeField(),
          city: caseAddressField(),
        };
      }
      return { selectedApartmentId: chosen(M.selectAddress), selectedApartment: chosen(M.selectAddress) };
    case "searchResidence":
      if (form.type === null) return { type: chosen(M.selectOption) };
      return form.type === "public"
        ? { selectedBuilding: chosen(M.selectAddress) }
        : { selectedApartment: chosen(M.selectAddress) };
    case "problemArea":
      return { problemArea: chosen(M.selectOption) };
    case "problemAreaDetails":
      return { problemAreaDetails: chosen(M.selectOption) };
    case "description":
      return { description: descriptionField() };
    default:
      return {};
  }
}

export type StepErrors = Partial<Record<FieldName, string>>;

/** Validates one step: the first message of each failing field (a translation key), or null when valid. */
export function validateStep(view: StepView, flow: WizardFlow, form: FaultReportForm): StepErrors | null {
  const rules = stepRules(view, flow, form);
  const errors: StepErrors = {};
  for (const [name, rule] of Object.entries(rules) as [FieldName, z.ZodType][]) {
    const result = rule.safeParse(form[name]);
    if (!result.success) errors[name] = result.error.issues[0]?.message ?? M.invalidInput;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The fields a step validates now (the container touches them all before Next). */
export function stepFields(view: StepView, flow: WizardFlow, form: FaultReportForm): FieldName[] {
  return Object.keys(stepRules(view, flow, form)) as FieldName[];
}

// ---------------------------------------------------------------------------------------
// Clearing rules (spec 001 section 4)

/** Changing the address type clears the selected apartment, the building and the search. */
export function clearedByTypeChange(): Partial<FaultReportForm> {
  return {
    selectedApartmentId: "",
    selectedApartment: null,
    selectedBuilding: null,
    searchString: "",
    fullBuilding: false,
  };
}

/** Changing the problem area clears the details. */
export function clearedByProblemAreaChange(): Partial<FaultReportForm> {
  return { problemAreaDetails: "", problemAreaDetailsName: "" };
}
