import { describe, expect, it } from "vitest";
import svCase from "~/i18n/messages/sv/case-validation.json";
import svCommon from "~/i18n/messages/sv/validation.json";
import type { WizardFlow } from "./flows";
import { emptyFaultReportForm, type FaultReportForm, OTHER_APARTMENT } from "./form";
import { clearedByProblemAreaChange, clearedByTypeChange, stepFields, validateStep } from "./validation";

/** The Swedish text of a validation key. */
function text(key: string | undefined): string | undefined {
  if (!key) return undefined;
  const [namespace, ...path] = key.split(".");
  let at: unknown = namespace === "caseValidation" ? sv.caseValidation : sv.validation;
  for (const part of path) at = (at as Record<string, unknown>)[part];
  return at as string;
}

const sv = { ...svCommon, ...svCase };

function form(patch: Partial<FaultReportForm> = {}): FaultReportForm {
  return { ...emptyFaultReportForm(), ...patch };
}

/** The Swedish message of one field after validating a step. */
function message(
  view: Parameters<typeof validateStep>[0],
  flow: WizardFlow,
  patch: Partial<FaultReportForm>,
  field: keyof FaultReportForm,
) {
  return text(validateStep(view, flow, form(patch))?.[field]);
}

const APARTMENT = {
  id: 1,
  propertyId: 1,
  buildingId: 1,
  buildingPartId: null,
  address: "Storgatan 1",
  zipCode: "111 22",
  city: "Stockholm",
  governmentObjectId: "1101",
  objectTypeId: "apartment",
  rentalBuilding: false,
};
const BUILDING = { id: 1, propertyId: 1, name: "Hus A", address: "Storgatan 1", zipCode: "111 22", city: "Stockholm" };

const CONTACT = { firstName: "Anna", lastName: "Andersson", email: "anna@example.se", phone: "070-1234567" };

describe("accept terms", () => {
  it("must be ticked, with the spec's text", () => {
    expect(message("acceptTerms", "resident", {}, "acceptTerms")).toBe(
      "Vänligen markera att du tagit del av informationen för att gå vidare.",
    );
    expect(validateStep("acceptTerms", "resident", form({ acceptTerms: true }))).toBeNull();
  });
});

describe("contact", () => {
  it("is valid with name, e-mail and phone", () => {
    expect(validateStep("contact", "resident", form(CONTACT))).toBeNull();
    expect(validateStep("contactNoManagement", "boardNoManagement", form(CONTACT))).toBeNull();
  });

  it("requires a valid e-mail", () => {
    expect(message("contact", "resident", { ...CONTACT, email: "" }, "email")).toBe(sv.validation.required);
    expect(message("contact", "resident", { ...CONTACT, email: "anna@" }, "email")).toBe(sv.validation.email);
  });

  it("requires a phone of 7–20 digits, dashes and plus", () => {
    expect(message("contact", "resident", { ...CONTACT, phone: "" }, "phone")).toBe(sv.validation.required);
    expect(message("contact", "resident", { ...CONTACT, phone: "12345" }, "phone")).toBe(sv.validation.phoneNumber);
    expect(message("contact", "resident", { ...CONTACT, phone: "070abc1234" }, "phone")).toBe(
      sv.validation.phoneNumber,
    );
    expect(message("contact", "resident", { ...CONTACT, phone: "1".repeat(21) }, "phone")).toBe(
      sv.validation.phoneNumber,
    );
  });

  it("requires first and last name with the name check", () => {
    expect(message("contactNoManagement", "boardNoManagement", { ...CONTACT, firstName: "" }, "firstName")).toBe(
      sv.validation.required,
    );
    expect(message("contactNoManagement", "boardNoManagement", { ...CONTACT, lastName: "B2" }, "lastName")).toBe(
      sv.validation.noDigits,
    );
    expect(message("contact", "resident", { ...CONTACT, firstName: "<b>" }, "firstName")).toBe(
      sv.validation.invalidInput,
    );
    expect(message("contact", "resident", { ...CONTACT, lastName: "a".repeat(51) }, "lastName")).toBe(
      sv.validation.inputToLong,
    );
  });

  it("the board e-mail is optional but must be valid", () => {
    expect(validateStep("contact", "board", form({ ...CONTACT, boardEmail: "" }))).toBeNull();
    expect(message("contact", "board", { ...CONTACT, boardEmail: "styrelsen" }, "boardEmail")).toBe(
      sv.validation.email,
    );
    expect(validateStep("contact", "board", form({ ...CONTACT, boardEmail: "styrelsen@brf.se" }))).toBeNull();
  });

  it("ticking 'other' makes the other person's four fields required; unticking removes them", () => {
    const ticked = validateStep("contact", "resident", form({ ...CONTACT, other: true }));
    expect(ticked).toEqual({
      otherFirstName: "validation.required",
      otherLastName: "validation.required",
      otherEmail: "validation.required",
      otherPhone: "validation.required",
    });
    expect(stepFields("contact", "resident", form({ other: false }))).not.toContain("otherEmail");
    expect(validateStep("contact", "resident", form({ ...CONTACT, other: false, otherEmail: "x" }))).toBeNull();
    const other = {
      otherFirstName: "Bo",
      otherLastName: "Berg",
      otherEmail: "bo@example.se",
      otherPhone: "0701234567",
    };
    expect(validateStep("contact", "resident", form({ ...CONTACT, other: true, ...other }))).toBeNull();
    expect(message("contact", "resident", { ...CONTACT, other: true, ...other, otherPhone: "12" }, "otherPhone")).toBe(
      sv.validation.phoneNumber,
    );
    expect(message("contact", "resident", { ...CONTACT, other: true, ...other, otherEmail: "bo" }, "otherEmail")).toBe(
      sv.validation.email,
    );
  });
});

describe("compound", () => {
  const valid = { compoundName: "Brf Eken", compoundNumber: "769600-1234", isMember: true };

  it("is valid with name, Swedish organisation number and membership", () => {
    expect(validateStep("compound", "boardNoManagement", form(valid))).toBeNull();
    expect(validateStep("compound", "boardNoManagement", form({ ...valid, compoundNumber: "7696001-2" }))).toBeNull();
  });

  it("requires the name, at most 250 characters without links", () => {
    expect(message("compound", "boardNoManagement", { ...valid, compoundName: "" }, "compoundName")).toBe(
      sv.validation.required,
    );
    expect(message("compound", "boardNoManagement", { ...valid, compoundName: "a".repeat(251) }, "compoundName")).toBe(
      sv.caseValidation.maxLength250,
    );
    expect(message("compound", "boardNoManagement", { ...valid, compoundName: "www.brf.se" }, "compoundName")).toBe(
      sv.validation.invalidInput,
    );
  });

  it("requires Sweden's organisation number forms", () => {
    expect(message("compound", "boardNoManagement", { ...valid, compoundNumber: "" }, "compoundNumber")).toBe(
      sv.validation.required,
    );
    expect(message("compound", "boardNoManagement", { ...valid, compoundNumber: "7696001234" }, "compoundNumber")).toBe(
      sv.caseValidation.orgNr,
    );
  });

  it("Norway: numeric and exactly 9 characters", () => {
    expect(validateStep("compound", "norwayBoard", form({ ...valid, compoundNumber: "987654321" }))).toBeNull();
    expect(message("compound", "norwayBoard", { ...valid, compoundNumber: "98765432" }, "compoundNumber")).toBe(
      sv.caseValidation.compoundNumberNo,
    );
    expect(message("compound", "norwayBoard", { ...valid, compoundNumber: "98765432a" }, "compoundNumber")).toBe(
      sv.validation.numeric,
    );
  });

  it("membership must be confirmed (checkboxError)", () => {
    expect(message("compound", "boardNoManagement", { ...valid, isMember: false }, "isMember")).toBe(
      sv.caseValidation.checkboxError,
    );
  });
});

describe("estate address", () => {
  const valid = {
    type: "apartment" as const,
    object: "1101",
    address: "Storgatan 1",
    zipCode: "111 22",
    city: "Stockholm",
  };

  it("is valid when every field is filled in", () => {
    expect(validateStep("estateAddress", "boardNoManagement", form(valid))).toBeNull();
  });

  it("requires the type", () => {
    expect(message("estateAddress", "boardNoManagement", { ...valid, type: null }, "type")).toBe(
      sv.caseValidation.selectOption,
    );
  });

  it("the dwelling number is required, numeric, at most 4 digits", () => {
    expect(message("estateAddress", "boardNoManagement", { ...valid, object: "" }, "object")).toBe(
      sv.validation.required,
    );
    expect(message("estateAddress", "boardNoManagement", { ...valid, object: "11a" }, "object")).toBe(
      sv.validation.numeric,
    );
    expect(message("estateAddress", "boardNoManagement", { ...valid, object: "11011" }, "object")).toBe(
      sv.caseValidation.dwellingNumber,
    );
  });

  it("address, numeric postal code and city are required", () => {
    expect(message("estateAddress", "boardNoManagement", { ...valid, address: "" }, "address")).toBe(
      sv.validation.required,
    );
    expect(message("estateAddress", "boardNoManagement", { ...valid, zipCode: "" }, "zipCode")).toBe(
      sv.validation.required,
    );
    expect(message("estateAddress", "boardNoManagement", { ...valid, zipCode: "1a1" }, "zipCode")).toBe(
      sv.validation.numeric,
    );
    expect(message("estateAddress", "boardNoManagement", { ...valid, city: "" }, "city")).toBe(sv.validation.required);
  });
});

describe("resident residence", () => {
  it("asks for the type first", () => {
    expect(message("residentResidence", "resident", {}, "type")).toBe(sv.caseValidation.selectOption);
  });

  it("an apartment must be chosen, with the spec's text", () => {
    expect(message("residentResidence", "resident", { type: "apartment" }, "selectedApartmentId")).toBe(
      "Vänligen välj en adress för att gå vidare med din felanmälan.",
    );
    expect(
      validateStep(
        "residentResidence",
        "resident",
        form({ type: "apartment", selectedApartmentId: "1", selectedApartment: APARTMENT }),
      ),
    ).toBeNull();
  });

  it("a public area needs a building", () => {
    expect(message("residentResidence", "resident", { type: "public" }, "selectedBuilding")).toBe(
      sv.caseValidation.selectAddress,
    );
    expect(
      validateStep("residentResidence", "resident", form({ type: "public", selectedBuilding: BUILDING })),
    ).toBeNull();
  });

  it("'other' makes object, address, zip code and city required; another choice removes them", () => {
    const other = form({ type: "apartment", selectedApartmentId: OTHER_APARTMENT });
    expect(validateStep("residentResidence", "resident", other)).toEqual({
      object: "validation.required",
      address: "validation.required",
      zipCode: "validation.required",
      city: "validation.required",
    });
    expect(
      validateStep(
        "residentResidence",
        "resident",
        form({ ...other, object: "1201", address: "Ekvägen 2", zipCode: "12345", city: "Nacka" }),
      ),
    ).toBeNull();
    expect(
      stepFields("residentResidence", "resident", form({ type: "apartment", selectedApartmentId: "1" })),
    ).not.toContain("address");
  });
});

describe("board search", () => {
  it("requires the selected apartment", () => {
    expect(message("searchResidence", "board", { type: "apartment" }, "selectedApartment")).toBe(
      sv.caseValidation.selectAddress,
    );
    expect(
      validateStep("searchResidence", "board", form({ type: "apartment", selectedApartment: APARTMENT })),
    ).toBeNull();
  });

  it("or a building for a public area", () => {
    expect(message("searchResidence", "board", { type: "public" }, "selectedBuilding")).toBe(
      sv.caseValidation.selectAddress,
    );
    expect(validateStep("searchResidence", "board", form({ type: "public", selectedBuilding: BUILDING }))).toBeNull();
  });
});

describe("problem area, details and description", () => {
  it("the problem area and its details are required", () => {
    expect(message("problemArea", "resident", {}, "problemArea")).toBe(sv.caseValidation.selectOption);
    expect(validateStep("problemArea", "resident", form({ problemArea: "kitchen" }))).toBeNull();
    expect(message("problemAreaDetails", "resident", {}, "problemAreaDetails")).toBe(sv.caseValidation.selectOption);
    expect(validateStep("problemAreaDetails", "resident", form({ problemAreaDetails: "kitchen.water" }))).toBeNull();
  });

  it("the description is required, at most 5,000 characters, line breaks allowed", () => {
    expect(message("description", "resident", {}, "description")).toBe(sv.validation.required);
    expect(message("description", "resident", { description: "   " }, "description")).toBe(sv.validation.required);
    expect(message("description", "resident", { description: "a".repeat(5001) }, "description")).toBe(
      sv.caseValidation.maxLength5000,
    );
    expect(validateStep("description", "resident", form({ description: "Kranen läcker.\nHela tiden." }))).toBeNull();
  });

  it("the appliances step and the summaries have no rules", () => {
    expect(validateStep("appliances", "resident", form())).toBeNull();
    expect(validateStep("summaryResident", "resident", form())).toBeNull();
  });
});

describe("the clearing rules", () => {
  it("changing the address type clears the selected apartment and the search", () => {
    expect(clearedByTypeChange()).toMatchObject({
      selectedApartmentId: "",
      selectedApartment: null,
      selectedBuilding: null,
      searchString: "",
    });
  });

  it("changing the problem area clears the details", () => {
    expect(clearedByProblemAreaChange()).toEqual({ problemAreaDetails: "", problemAreaDetailsName: "" });
  });
});
