import type { ApartmentChoice, BuildingChoice, CaseArea } from "../schema";

/**
 * The fault report's form data (spec 001 section 3, "Fault report form (by step)"): what the
 * steps fill in, what the draft keeps (without the files) and what the summary shows and sends.
 */
export interface FaultReportForm {
  // Accept terms
  acceptTerms: boolean;
  // Contact details
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  boardEmail: string;
  /** Someone else is the contact for the errand. */
  other: boolean;
  otherFirstName: string;
  otherLastName: string;
  otherEmail: string;
  otherPhone: string;
  // Compound (board member without management)
  compoundName: string;
  compoundNumber: string;
  isMember: boolean;
  // Address and selection
  /** Public space or individual dwelling; null until chosen. */
  type: CaseArea | null;
  /** The chosen apartment of the agreements or the search, or "other". */
  selectedApartmentId: string;
  selectedApartment: ApartmentChoice | null;
  /** The chosen building for a public space. */
  selectedBuilding: BuildingChoice | null;
  /** The whole building (board member, public space). */
  fullBuilding: boolean;
  searchString: string;
  /** "Other" address, and the estate address without management. */
  object: string;
  address: string;
  zipCode: string;
  city: string;
  // Problem area
  problemArea: string;
  problemAreaName: string;
  publicAreaProblem: boolean;
  problemAreaDetails: string;
  problemAreaDetailsName: string;
  // Description
  description: string;
  // Summary
  sendCopy: boolean;
}

/** The apartment choice that means "another address than my agreements'". */
export const OTHER_APARTMENT = "other";

export function emptyFaultReportForm(): FaultReportForm {
  return {
    acceptTerms: false,
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    boardEmail: "",
    other: false,
    otherFirstName: "",
    otherLastName: "",
    otherEmail: "",
    otherPhone: "",
    compoundName: "",
    compoundNumber: "",
    isMember: false,
    type: null,
    selectedApartmentId: "",
    selectedApartment: null,
    selectedBuilding: null,
    fullBuilding: false,
    searchString: "",
    object: "",
    address: "",
    zipCode: "",
    city: "",
    problemArea: "",
    problemAreaName: "",
    publicAreaProblem: false,
    problemAreaDetails: "",
    problemAreaDetailsName: "",
    description: "",
    sendCopy: false,
  };
}
