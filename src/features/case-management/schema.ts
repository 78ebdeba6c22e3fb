import { z } from "zod";
import { emailField, nameField, phoneField, siteIdField } from "~/lib/validation";
import {
  caseAddressField,
  caseZipCodeField,
  compoundNameField,
  descriptionField,
  dwellingNumberField,
  membershipField,
} from "./fields";
import { CASE_STATUS_CODES, STATUS_DISPLAY_GROUPS } from "./statuses";

/**
 * The case-management contract (issue 17, spec 001 section 7 "Fault report (case management)"):
 * the wire shapes of the calls under /api/case_management (and booking/email_is_valid,
 * system/casefaq), shared by the routes, the page data, the wizard and the errands pages.
 */

// ---------------------------------------------------------------------------------------
// Enumerations

/** Who reported: a resident, a board member with technical management, or one without. */
export const CASE_KINDS = ["resident", "board", "boardNoManagement"] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

/** Case types; the type filter "management" also includes "managementOther". */
export const CASE_TYPES = ["management", "managementOther", "warranty", "complaint"] as const;
export type CaseType = (typeof CASE_TYPES)[number];

/** Where the fault is: in a dwelling or in a public space (spec 001: "apartment or public area"). */
export const CASE_AREAS = ["apartment", "public"] as const;
export type CaseArea = (typeof CASE_AREAS)[number];

export const ROOM_KINDS = ["dwelling", "public"] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

export const SUPPLIER_KINDS = ["elevator", "appliance"] as const;
export type SupplierKind = (typeof SUPPLIER_KINDS)[number];

export const CASE_FILE_STATES = ["processing", "ready", "failed"] as const;
export type CaseFileState = (typeof CASE_FILE_STATES)[number];

export const CASE_EVENT_KINDS = ["created", "status", "message", "files", "edited", "closed"] as const;
export type CaseEventKind = (typeof CASE_EVENT_KINDS)[number];

// ---------------------------------------------------------------------------------------
// Attachments (spec 001 sections 5 and 9)

/** At most 5 files per case, less the files it already has. */
export const MAX_CASE_FILES = 5;
/** 20 MB per file. */
export const MAX_CASE_FILE_BYTES = 20_971_520;
/** 100 MB per request in all. */
export const MAX_CASE_TOTAL_BYTES = 104_857_600;

/** The types a case file may be, checked by its bytes (never by its name or declared type alone). */
export const CASE_FILE_TYPES = {
  jpeg: { contentType: "image/jpeg", extensions: [".jpg", ".jpeg"] },
  png: { contentType: "image/png", extensions: [".png"] },
  pdf: { contentType: "application/pdf", extensions: [".pdf"] },
  mp4: { contentType: "video/mp4", extensions: [".mp4", ".m4v"] },
  quicktime: { contentType: "video/quicktime", extensions: [".mov"] },
  docx: {
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extensions: [".docx"],
  },
} as const;
export type CaseFileType = keyof typeof CASE_FILE_TYPES;

/** What the file input accepts (the server checks the bytes regardless). */
export const CASE_FILE_ACCEPT = Object.values(CASE_FILE_TYPES)
  .flatMap((type) => [type.contentType, ...type.extensions])
  .join(",");

/** The translation keys of the attachment errors, in every language (caseValidation.files.*). */
export const ATTACHMENT_ERRORS = {
  tooManyFiles: "caseValidation.files.tooManyFiles",
  typeNotAllowed: "caseValidation.files.typeNotAllowed",
  fileTooLarge: "caseValidation.files.fileTooLarge",
  totalTooLarge: "caseValidation.files.totalTooLarge",
  emptyFile: "caseValidation.files.emptyFile",
  badFileName: "caseValidation.files.badFileName",
} as const;

// ---------------------------------------------------------------------------------------
// Catalogue: problem areas, detail spaces, FAQ, suppliers

/** A detail space (asset type) of a problem area. */
export const AssetSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** FAQ article ids: the wizard shows them before the description (FAQ deflection). */
  faq: z.array(z.number().int()),
  /** Elevator or appliance: supplier guidance instead of the FAQ step. */
  supplierKind: z.enum(SUPPLIER_KINDS).nullable(),
});
export type Asset = z.infer<typeof AssetSchema>;

/** A problem area (room): id, name, children (its detail spaces) and faq (spec 001 section 3). */
export const RoomOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(ROOM_KINDS),
  children: z.array(AssetSchema),
  faq: z.array(z.number().int()),
});
export type RoomOption = z.infer<typeof RoomOptionSchema>;

export const FaqArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  question: z.string().nullable(),
  answer: z.string().nullable(),
  youtubeLink: z.string().nullable(),
  youtubeImage: z.string().nullable(),
  youtubeDescription: z.string().nullable(),
  youtubeScriptText: z.string().nullable(),
  files: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type FaqArticle = z.infer<typeof FaqArticleSchema>;

export const SupplierSchema = z.object({
  kind: z.enum(SUPPLIER_KINDS),
  name: z.string(),
  phone: z.string(),
  url: z.string().nullable(),
  guidance: z.string(),
});
export type Supplier = z.infer<typeof SupplierSchema>;

/** GET case_management/suppliers: whom to call about an elevator or an appliance (the property's, else the site's). */
export const SuppliersQuerySchema = z
  .object({
    kind: z.enum(SUPPLIER_KINDS),
    propertyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  })
  .strict();

export const ProblemAreaParamsSchema = z.object({ problemArea: z.string().regex(/^[a-z][a-zA-Z.]{0,60}$/) });
/** building_rooms/{propertyId}: 0 is an address we do not know (an estate address without management). */
export const PropertyIdParamsSchema = z.object({ propertyId: z.coerce.number().int().min(0).max(2_147_483_647) });
export const RoomsParamsSchema = z.object({ id: z.coerce.number().int().min(0).max(2_147_483_647) });

/** POST case_management/customer/articles: FAQ articles by id (strings on the wire). */
export const ArticlesRequestSchema = z.object({
  ids: z.array(z.string().regex(/^\d{1,9}$/)).max(50),
});
/** POST system/casefaq (older flow, with a bearer token). */
export const CaseFaqRequestSchema = z.object({
  faqIds: z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(50),
});

// ---------------------------------------------------------------------------------------
// Addresses: agreements, buildings, search

/** A dwelling the wizard may report for (the "selected apartment"). */
export const ApartmentChoiceSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  buildingId: z.number().int(),
  buildingPartId: z.number().int().nullable(),
  address: z.string(),
  zipCode: z.string(),
  city: z.string(),
  /** Four digits: the label reads "{address}, lgh {governmentObjectId}". */
  governmentObjectId: z.string(),
  objectTypeId: z.string(),
  rentalBuilding: z.boolean(),
});
export type ApartmentChoice = z.infer<typeof ApartmentChoiceSchema>;

/** A building for a public-space report. */
export const BuildingChoiceSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  name: z.string(),
  address: z.string(),
  zipCode: z.string(),
  city: z.string(),
});
export type BuildingChoice = z.infer<typeof BuildingChoiceSchema>;

/** GET case_management/association: the board member's association (the session's) and its buildings. */
export const BoardAssociationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  organisationNumber: z.string(),
  /** Technical management by us (activeFinancialManagement). */
  management: z.boolean(),
  buildings: z.array(BuildingChoiceSchema),
});
export type BoardAssociation = z.infer<typeof BoardAssociationSchema>;

/** POST case_management/search/object and search/building (debounced 300 ms in the wizard). */
export const AddressSearchRequestSchema = z.object({
  text: z.string().trim().min(1).max(100),
  site: siteIdField(),
});

/** POST booking/email_is_valid: whether the e-mail may be used by the person (false: emailInUse). */
export const EmailIsValidRequestSchema = z.object({
  /** Accepted for the spec's payload; the answer is about the session's account, never the ssn's (decision 043). */
  ssn: z.string().trim().max(20).optional(),
  email: emailField(),
});

/** GET and PATCH case_management/account: the board's shared e-mail of the association. */
export const BoardAccountSchema = z.object({ email: z.string().nullable() });
export const BoardAccountUpdateSchema = z.object({ email: emailField() });

// ---------------------------------------------------------------------------------------
// Creating a case (multipart: these fields and repeated `Files`)

function optionalInt() {
  return z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.coerce.number({ error: "validation.invalidInput" }).int().positive().max(2_147_483_647).optional(),
  );
}
function optionalOf<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());
}

/**
 * The fields every case creation takes (spec 001 section 3, "Case creation payload"). roomId,
 * description and area are always sent; the others only when present. The alternative contact
 * is all four fields or none.
 */
export const CreateCaseFieldsSchema = z
  .object({
    siteId: siteIdField(),
    area: z.enum(CASE_AREAS, { error: "caseValidation.selectOption" }),
    roomId: z
      .string({ error: "caseValidation.selectOption" })
      .regex(/^[a-z][a-zA-Z]{0,40}$/, "caseValidation.selectOption"),
    assetTypeId: optionalOf(z.string().regex(/^[a-z][a-zA-Z.]{0,60}$/, "caseValidation.selectOption")),
    description: descriptionField(),
    propertyId: optionalInt(),
    buildingId: optionalInt(),
    buildingPartId: optionalInt(),
    objectId: optionalInt(),
    governmentObjectId: optionalOf(dwellingNumberField()),
    address: optionalOf(caseAddressField()),
    zipCode: optionalOf(caseZipCodeField()),
    city: optionalOf(caseAddressField()),
    email: optionalOf(emailField()),
    phone: optionalOf(phoneField()),
    alternativeContactFirstName: optionalOf(nameField()),
    alternativeContactLastName: optionalOf(nameField()),
    alternativeContactEmail: optionalOf(emailField()),
    alternativeContactPhone: optionalOf(phoneField()),
    /** E-mail the reporter a copy of the report. */
    sendCopy: optionalOf(z.enum(["true", "false"]).transform((value) => value === "true")),
  })
  .strict();

/** The board-member variant (create_board_case/v2 and without management) adds the association's fields. */
export const CreateBoardCaseFieldsSchema = CreateCaseFieldsSchema.extend({
  compoundName: optionalOf(compoundNameField()),
  /** Checked per country by the service (Sweden's two forms, Norway's 9 digits). */
  compoundNumber: optionalOf(z.string().trim().max(20)),
  isMember: optionalOf(z.enum(["true", "false"]).transform((value) => value === "true")),
  boardEmail: optionalOf(emailField()),
  /** Without management and without login: who reports. */
  firstName: optionalOf(nameField()),
  lastName: optionalOf(nameField()),
}).strict();

export { membershipField };

/** The answer of a creation: the case, and whether the reporter may see it (the "can see case" rule). */
export const CreateCaseResponseSchema = z.object({
  id: z.uuid(),
  ticketNumber: z.number().int(),
  canSeeCase: z.boolean(),
});
export type CreateCaseResponse = z.infer<typeof CreateCaseResponseSchema>;

// ---------------------------------------------------------------------------------------
// Errands

export const CaseIdParamsSchema = z.object({ id: z.uuid() });
export const CaseFileParamsSchema = z.object({
  attachmentId: z.uuid(),
  filename: z.string().min(1).max(255),
});

/** An errand in a list (spec 001 section 3, "Errand list item"), with its status resolved. */
export const ErrandListItemSchema = z.object({
  id: z.uuid(),
  caseStatusId: z.uuid(),
  statusCode: z.enum(CASE_STATUS_CODES),
  displayGroup: z.enum(STATUS_DISPLAY_GROUPS),
  caseType: z.enum(CASE_TYPES),
  caseTypeName: z.string(),
  creationDate: z.string(),
  ticketNumber: z.number().int(),
  objectName: z.string().nullable(),
  objectAddress: z.string().nullable(),
  buildingPartName: z.string().nullable(),
  brfName: z.string().nullable(),
  /** Comma-separated: address, zip code, city, government id (an "other" address). */
  otherResidentInfo: z.string().nullable(),
  roomType: z.string(),
  area: z.enum(CASE_AREAS),
});
export type ErrandListItem = z.infer<typeof ErrandListItemSchema>;

export const CaseFileSchema = z.object({
  attachmentId: z.uuid(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  state: z.enum(CASE_FILE_STATES),
  /** Where it is downloaded (null while a photo's metadata is being removed). */
  downloadUrl: z.string().nullable(),
  previewUrl: z.string().nullable(),
});
export type CaseFile = z.infer<typeof CaseFileSchema>;

export const CaseEventSchema = z.object({
  kind: z.enum(CASE_EVENT_KINDS),
  statusCode: z.enum(CASE_STATUS_CODES).nullable(),
  message: z.string().nullable(),
  actor: z.enum(["reporter", "staff", "system"]),
  at: z.string(),
});
export type CaseEvent = z.infer<typeof CaseEventSchema>;

export const CaseDetailSchema = ErrandListItemSchema.extend({
  site: z.string(),
  description: z.string(),
  detailName: z.string().nullable(),
  alternativeContactFirstName: z.string().nullable(),
  alternativeContactLastName: z.string().nullable(),
  alternativeContactEmail: z.string().nullable(),
  alternativeContactPhone: z.string().nullable(),
  files: z.array(CaseFileSchema),
  history: z.array(CaseEventSchema),
  /** Open (not completed): the reporter may close or edit it. */
  open: z.boolean(),
});
export type CaseDetail = z.infer<typeof CaseDetailSchema>;

/** PATCH case/{id}/close and customer/case/{id}/close. */
export const CloseCaseRequestSchema = z.object({ site: siteIdField() }).strict();

/** PATCH case/{id} and customer/case/{id} (multipart: these fields, RemoveFiles and NewFiles). */
export const EditCaseFieldsSchema = z
  .object({
    site: siteIdField(),
    description: optionalOf(descriptionField()),
    alternativeContactFirstName: optionalOf(nameField()),
    alternativeContactLastName: optionalOf(nameField()),
    alternativeContactEmail: optionalOf(emailField()),
    alternativeContactPhone: optionalOf(phoneField()),
    /** Attachment ids to remove (repeated field). */
    RemoveFiles: optionalOf(z.union([z.uuid(), z.array(z.uuid()).max(MAX_CASE_FILES)])),
  })
  .strict();

/** The answer of a close: the case's new status. */
export const CloseCaseResponseSchema = z.object({
  id: z.uuid(),
  caseStatusId: z.uuid(),
  statusCode: z.enum(CASE_STATUS_CODES),
});
export type CloseCaseResponse = z.infer<typeof CloseCaseResponseSchema>;

/** The answer of an edit: the case's files as they are now. */
export const EditCaseResponseSchema = z.object({ id: z.uuid(), files: z.array(CaseFileSchema) });
export type EditCaseResponse = z.infer<typeof EditCaseResponseSchema>;

/** A file download's query: `?preview=1` for a photo's preview. */
export const CaseFileQuerySchema = z.object({ preview: z.enum(["1"]).optional() }).strict();

/** The errands lists' query: status groups, types, sort. */
export const ERRAND_SORTS = ["created", "status"] as const;
export const ErrandsQuerySchema = z
  .object({
    status: optionalOf(z.union([z.enum(STATUS_DISPLAY_GROUPS), z.array(z.enum(STATUS_DISPLAY_GROUPS)).max(4)])),
    type: optionalOf(z.union([z.enum(CASE_TYPES), z.array(z.enum(CASE_TYPES)).max(4)])),
    sort: optionalOf(z.enum(ERRAND_SORTS)),
  })
  .strict();

/** GET case_management/has_cases. */
export const HasCasesResponseSchema = z.object({ hasCases: z.boolean() });

// ---------------------------------------------------------------------------------------
// Rounds (inspections)

export const RoundIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const ControlPointSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  location: z.string().nullable(),
  note: z.string().nullable(),
  result: z.enum(["open", "ok", "remark"]),
  caseId: z.uuid().nullable(),
  ticketNumber: z.number().int().nullable(),
});

export const RoundSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  plannedFor: z.string(),
  status: z.enum(["planned", "done"]),
  propertyName: z.string().nullable(),
  /** Only rounds above 0 are listed. */
  nrOfCaseControlPoints: z.number().int(),
});
export type Round = z.infer<typeof RoundSchema>;

export const RoundDetailSchema = RoundSchema.extend({ controlPoints: z.array(ControlPointSchema) });
export type RoundDetail = z.infer<typeof RoundDetailSchema>;

// ---------------------------------------------------------------------------------------
// Beyond the spec: the duplicate hint

/** Open errands of the same problem area in a building (the elevator is already reported). */
export const OpenCasesQuerySchema = z
  .object({
    buildingId: z.coerce.number().int().positive().max(2_147_483_647),
    roomId: z.string().regex(/^[a-z][a-zA-Z]{0,40}$/),
  })
  .strict();

export const OpenCaseHintSchema = z.object({
  ticketNumber: z.number().int(),
  creationDate: z.string(),
  statusCode: z.enum(CASE_STATUS_CODES),
  /** The errand's id when the user may follow it (their own, or their association's). */
  id: z.uuid().nullable(),
});
export type OpenCaseHint = z.infer<typeof OpenCaseHintSchema>;

/** The wizard's path on the errands page to a given errand (the notification's link too). */
export const ERRAND_ID_PARAM = "errandId";

export { caseAddressField, caseZipCodeField, dwellingNumberField };
