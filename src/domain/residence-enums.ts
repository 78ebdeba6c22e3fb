/**
 * The residence enumerations of spec 000 section 3, as wire values. Shared by the server
 * (database, validation, OpenAPI) and the browser, so keep it free of server-only imports.
 * Numeric enumerations (project phase, staff role, stage status) keep the spec's numbers.
 */

export const PLOT_TYPES = ["ownPlot", "optionalRentedPlot", "rentedPlot"] as const;
export type PlotType = (typeof PLOT_TYPES)[number];

/** Project phase 0–10, in the spec's order. */
export const PROJECT_PHASES = [
  "planned",
  "vipSale",
  "vipSaleProcessing",
  "preSelling",
  "salesStart",
  "buildStart",
  "intermediation",
  "interiorOptions",
  "finalizing",
  "moveIn",
  "completed",
] as const;

/** Staff role 0–11, in the spec's order. */
export const STAFF_ROLES = [
  "realEstateAgent",
  "assistant",
  "salesManager",
  "salesManagerRegional",
  "interiorResponsible",
  "interiorResponsibleAssistant",
  "externalAgent",
  "externalAgentAssistant",
  "settlementBroker",
  "settlementBrokerAssistant",
  "customerSupport",
  "customerService",
] as const;

/** Project (area) status; stages carry the same list (spec 001 section 4). */
export const PROJECT_STATUSES = [
  "planned",
  "vip",
  "forSale",
  "soldOut",
  "preselling",
  "moveInReady",
  "succession",
  "reference",
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const OBJECT_STATUSES = [
  "forSale",
  "reserved",
  "booked",
  "sold",
  "preselling",
  "showingApartment",
  "notAvailable",
  "succession",
] as const;
export type ObjectStatus = (typeof OBJECT_STATUSES)[number];

/**
 * Spec 000 section 9: the object statuses a residence search finds. The rule's owner is the SQL
 * function residence_object_searched (migration 0012), which the read model and the server's
 * queries call; this list is its mirror for the browser and for queries that name the statuses,
 * held equal to it by residence-rules.api.test.ts.
 */
export const SEARCHED_OBJECT_STATUSES: readonly ObjectStatus[] = ["forSale", "reserved", "preselling"];

/** Stage construction status 1–5. */
export const STAGE_STATUSES = {
  1: "planned",
  2: "constructionStart",
  3: "intermediation",
  4: "moveInReady",
  5: "completed",
} as const;
export type StageStatus = keyof typeof STAGE_STATUSES;

export const RESIDENCE_TYPES = ["detachedHouse", "semiDetached", "apartment", "house", "townHouse", "plot"] as const;
export type ResidenceType = (typeof RESIDENCE_TYPES)[number];

export const DISPOSAL_FORMS = ["all", "condominium", "ownership", "ownershipApartment", "tenancy"] as const;
export type DisposalForm = (typeof DISPOSAL_FORMS)[number];

export const OUTDOOR_AREAS = [
  "balcony",
  "terrace",
  "patio",
  "roofTop",
  "frenchBalcony",
  "porch",
  "sauna",
  "walkInCloset",
] as const;
export type OutdoorArea = (typeof OUTDOOR_AREAS)[number];

/**
 * Values of the outdoor-area list that are features of the home, not outdoor space: they keep
 * their wire values (spec 000 section 3) but a home page shows them under its features (issue 13).
 */
export const HOME_FEATURE_AREAS: readonly OutdoorArea[] = ["sauna", "walkInCloset"];
export const isHomeFeature = (area: string): boolean => (HOME_FEATURE_AREAS as readonly string[]).includes(area);

export const CONCEPTS = ["seniorGarden", "premium", "original", "smartSquare"] as const;
export type Concept = (typeof CONCEPTS)[number];

export const PARKING_AND_STORAGE = ["included", "twoIncluded", "canPurchase", "unknown", "cannotPurchase"] as const;
export type ParkingOrStorage = (typeof PARKING_AND_STORAGE)[number];

/** Viewing filter, with the spec's literal values. */
export const VIEWING_FILTERS = ["IncludeAll", "HasAny", "InSevenDays", "In30Days"] as const;

/** Move-in filter: inhabitDate 0 now, 1 within six months, 2 within one year, 3 more than one year (any). */
export const INHABIT_DATE_FILTERS = [0, 1, 2, 3] as const;
export const DEFAULT_INHABIT_DATE: (typeof INHABIT_DATE_FILTERS)[number] = 3;

export const SORT_OPTIONS = [
  "recommended",
  "priceAsc",
  "priceDesc",
  "areaAsc",
  "areaDesc",
  "moveInAsc",
  "moveInDesc",
  "premisesSizeAsc",
  "premisesSizeDesc",
  "livingArea",
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** Result tabs of the home search; premises is its own search (issue on premises). */
export const RESIDENCE_TABS = ["area", "stage", "object"] as const;
export type ResidenceTab = (typeof RESIDENCE_TABS)[number];
export const DEFAULT_RESIDENCE_TAB: ResidenceTab = "stage";

export const SEARCH_CATEGORIES = ["all", "career", "content", "news", "residencial"] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];
