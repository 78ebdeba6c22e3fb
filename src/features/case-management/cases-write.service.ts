import type { Readable } from "node:stream";
import { and, eq, exists, gte, inArray, isNull, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "~/db/client";
import {
  cmAgreements,
  cmApartments,
  cmAssets,
  cmAssociationAccounts,
  cmAssociationProperties,
  cmBuildingParts,
  cmBuildings,
  cmCaseEvents,
  cmCaseFiles,
  cmCases,
  cmRooms,
  cmRoundControlPoints,
  cmRounds,
  housingAssociations,
  users,
} from "~/db/schema";
import type { Mailer } from "~/features/mail/index.server";
import { isValidationMessageKey } from "~/lib/field-errors";
import type { FileStorage, StoredFile } from "~/server/files";
import type { JobDefinition, JobQueue } from "~/server/jobs";
import { FieldValidationError } from "~/server/plugins/errors";
import { recordsSiteOf } from "~/sites/records-site";
import { sitesOfHost } from "~/sites/resolve";
import { type SiteSettings, siteById } from "~/sites/sites";
import { sendCaseCreatedMail } from "./case-mail.server";
import { compoundNumberField, membershipField } from "./fields";
import {
  type CaseArea,
  type CaseFile,
  type CaseKind,
  type CaseType,
  CreateBoardCaseFieldsSchema,
  CreateCaseFieldsSchema,
  type CreateCaseResponse,
  EditCaseFieldsSchema,
  MAX_CASE_FILES,
} from "./schema";
import {
  type CaseStatusCode,
  cancelledByCustomerStatus,
  caseStatusById,
  isOpenStatus,
  registeredStatus,
} from "./statuses";
import { caseFileRowsOf } from "./uploads/case-file-rows";
import type { CasePhotoJob } from "./uploads/photo-job";
import type { ReceivedFile, ReceivedUpload } from "./uploads/receive-uploads";
import { AttachmentError } from "./uploads/upload-errors";

/**
 * Creating, closing and editing cases, and their files (issue 17, Build 3 and the write calls of
 * Build 4). Every call names its owner (the reporter, or the board of an association): a case
 * outside it is "not found", whatever its id. Uploads arrive already checked and stored (./uploads);
 * whatever a refused call stored is removed by the caller.
 */

/** Whose cases a call may touch. */
export type CaseOwner =
  | { kind: "reporter"; userId: string }
  | { kind: "association"; associationId: number }
  /** A file of a case one of the association's rounds names in a control point. */
  | { kind: "rounds"; associationId: number };

/** A resident's own dwelling is under the housebuilder's warranty for two years after moving in. */
export const WARRANTY_YEARS = 2;

/** The case type (decision 039): Norway's reports are reklamasjon; then who reports and what. */
export function caseTypeOf(facts: {
  site: string;
  kind: CaseKind;
  area: CaseArea;
  movedIn?: string | null;
  now: Date;
}): CaseType {
  if (facts.site === "no") return "complaint";
  if (facts.kind === "boardNoManagement") return "managementOther";
  if (facts.kind === "resident" && facts.area === "apartment" && facts.movedIn) {
    const limit = new Date(facts.now);
    limit.setUTCFullYear(limit.getUTCFullYear() - WARRANTY_YEARS);
    if (new Date(`${facts.movedIn}T00:00:00Z`) >= limit) return "warranty";
  }
  return "management";
}

/** Closing or editing a case that is no longer open. */
export class CaseNotOpenError extends Error {
  constructor() {
    super("case not open");
    this.name = "CaseNotOpenError";
  }
}

/** Creating a case the caller may not create (no verified identity, no management). */
export class CaseRefusedError extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
    this.name = "CaseRefusedError";
  }
}

export interface CasesWriteDeps {
  db: Database;
  files: FileStorage;
  mailer: Mailer;
  jobs: JobQueue;
  photoJob: JobDefinition<CasePhotoJob>;
  clock: () => Date;
  log: { warn(object: object, message: string): void };
}

type RawFields = ReceivedUpload["fields"];

/** Parses multipart fields with a shared schema; its issues become field errors (400). */
export function parseFields<T extends z.ZodType>(schema: T, raw: RawFields): z.infer<T> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({ field: key.slice(0, 100), messageKey: "errors.invalidField" }));
    }
    const field = issue.path.join(".") || "body";
    const messageKey = isValidationMessageKey(issue.message) ? issue.message : "errors.invalidField";
    return [{ field, messageKey }];
  });
  throw new FieldValidationError(fields);
}

type CreateFields = z.infer<typeof CreateCaseFieldsSchema>;
type BoardFields = z.infer<typeof CreateBoardCaseFieldsSchema>;

/** Where the fault is, resolved and checked against what the caller may report for. */
interface Place {
  propertyId: number | null;
  buildingId: number | null;
  buildingPartId: number | null;
  apartmentId: number | null;
  governmentObjectId: string | null;
  address: string | null;
  zipCode: string | null;
  city: string | null;
  /** The resident's move-in date of the apartment (the warranty rule). */
  movedIn: string | null;
  /** An apartment picked from the resident's agreements (the "can see case" rule). */
  fromAgreement: boolean;
}

type FieldIssue = { field: string; messageKey: string };

function fail(issues: FieldIssue[]): never {
  throw new FieldValidationError(issues);
}

/** An "other" address: address, zip code and city all given (and the dwelling number when asked). */
function otherAddress(fields: CreateFields, requireDwelling: boolean): Place {
  const missing: FieldIssue[] = [];
  if (!fields.address && !fields.zipCode && !fields.city && !fields.governmentObjectId) {
    fail([
      { field: fields.area === "apartment" ? "objectId" : "buildingId", messageKey: "caseValidation.selectAddress" },
    ]);
  }
  for (const key of ["address", "zipCode", "city"] as const) {
    if (!fields[key]) missing.push({ field: key, messageKey: "validation.required" });
  }
  if (requireDwelling && !fields.governmentObjectId) {
    missing.push({ field: "governmentObjectId", messageKey: "validation.required" });
  }
  if (missing.length > 0) fail(missing);
  return {
    propertyId: null,
    buildingId: null,
    buildingPartId: null,
    apartmentId: null,
    governmentObjectId: fields.governmentObjectId ?? null,
    address: fields.address ?? null,
    zipCode: fields.zipCode ?? null,
    city: fields.city ?? null,
    movedIn: null,
    fromAgreement: false,
  };
}

/** The ids the client sent must agree with the place they name. */
function checkIdsAgree(fields: CreateFields, place: Place): void {
  const issues: FieldIssue[] = [];
  if (fields.propertyId !== undefined && fields.propertyId !== place.propertyId) {
    issues.push({ field: "propertyId", messageKey: "caseValidation.selectAddress" });
  }
  if (fields.buildingId !== undefined && fields.buildingId !== place.buildingId) {
    issues.push({ field: "buildingId", messageKey: "caseValidation.selectAddress" });
  }
  if (
    fields.buildingPartId !== undefined &&
    place.buildingPartId !== null &&
    fields.buildingPartId !== place.buildingPartId
  ) {
    issues.push({ field: "buildingPartId", messageKey: "caseValidation.selectAddress" });
  }
  if (issues.length > 0) fail(issues);
}

/** The alternative contact is all four fields or none. */
function checkAlternativeContact(fields: Partial<Record<AlternativeKey, string | undefined>>): void {
  const given = ALTERNATIVE_KEYS.filter((key) => fields[key] !== undefined);
  if (given.length === 0 || given.length === ALTERNATIVE_KEYS.length) return;
  fail(
    ALTERNATIVE_KEYS.filter((key) => fields[key] === undefined).map((field) => ({
      field,
      messageKey: "validation.required",
    })),
  );
}
const ALTERNATIVE_KEYS = [
  "alternativeContactFirstName",
  "alternativeContactLastName",
  "alternativeContactEmail",
  "alternativeContactPhone",
] as const;
type AlternativeKey = (typeof ALTERNATIVE_KEYS)[number];

export function createCasesWriteService(deps: CasesWriteDeps) {
  const { db, files, mailer, jobs, clock } = deps;

  /**
   * The site a body names: one served at the request's host (the Swedish host also serves the
   * English sub-site, whose cases are the Swedish site's records, in English mail).
   */
  function siteOfFields(requestSite: SiteSettings, siteId: string, field = "siteId"): SiteSettings {
    const named = siteById(siteId);
    if (!named || !sitesOfHost(requestSite).some((site) => site.site === named.site)) {
      fail([{ field, messageKey: "validation.unknownSiteId" }]);
    }
    return named;
  }

  /** The room and its detail exist and belong together, and the room fits the area. */
  async function checkRoom(fields: CreateFields): Promise<void> {
    const [room] = await db.select({ kind: cmRooms.kind }).from(cmRooms).where(eq(cmRooms.id, fields.roomId));
    const wanted = fields.area === "apartment" ? "dwelling" : "public";
    if (!room || room.kind !== wanted) fail([{ field: "roomId", messageKey: "caseValidation.selectOption" }]);
    if (!fields.assetTypeId) fail([{ field: "assetTypeId", messageKey: "caseValidation.selectOption" }]);
    const [asset] = await db
      .select({ id: cmAssets.id })
      .from(cmAssets)
      .where(and(eq(cmAssets.id, fields.assetTypeId), eq(cmAssets.roomId, fields.roomId)));
    if (!asset) fail([{ field: "assetTypeId", messageKey: "caseValidation.selectOption" }]);
  }

  async function buildingPlace(buildingId: number, partId: number | undefined): Promise<Place | undefined> {
    const [building] = await db
      .select({ id: cmBuildings.id, propertyId: cmBuildings.propertyId })
      .from(cmBuildings)
      .where(eq(cmBuildings.id, buildingId));
    if (!building) return undefined;
    let buildingPartId: number | null = null;
    if (partId !== undefined) {
      const [part] = await db
        .select({ id: cmBuildingParts.id })
        .from(cmBuildingParts)
        .where(and(eq(cmBuildingParts.id, partId), eq(cmBuildingParts.buildingId, building.id)));
      if (!part) fail([{ field: "buildingPartId", messageKey: "caseValidation.selectAddress" }]);
      buildingPartId = part.id;
    }
    return {
      propertyId: building.propertyId,
      buildingId: building.id,
      buildingPartId,
      apartmentId: null,
      governmentObjectId: null,
      address: null,
      zipCode: null,
      city: null,
      movedIn: null,
      fromAgreement: false,
    };
  }

  function apartmentPlace(
    apartment: typeof cmApartments.$inferSelect,
    movedIn: string | null,
    fromAgreement: boolean,
  ): Place {
    return {
      propertyId: apartment.propertyId,
      buildingId: apartment.buildingId,
      buildingPartId: apartment.buildingPartId,
      apartmentId: apartment.id,
      governmentObjectId: apartment.governmentObjectId,
      address: null,
      zipCode: null,
      city: null,
      movedIn,
      fromAgreement,
    };
  }

  /** A resident reports for an apartment of their agreements (or a building of them), or an "other" address. */
  async function residentPlace(userId: string, fields: CreateFields): Promise<Place> {
    const today = clock().toISOString().slice(0, 10);
    const agreements = await db
      .select({ apartment: cmApartments, validFrom: cmAgreements.validFrom })
      .from(cmAgreements)
      .innerJoin(cmApartments, eq(cmApartments.id, cmAgreements.apartmentId))
      .where(and(eq(cmAgreements.userId, userId), or(isNull(cmAgreements.validTo), gte(cmAgreements.validTo, today))));
    if (fields.area === "apartment") {
      if (fields.objectId === undefined) return otherAddress(fields, false);
      const found = agreements.find((agreement) => agreement.apartment.id === fields.objectId);
      if (!found) fail([{ field: "objectId", messageKey: "caseValidation.selectAddress" }]);
      return apartmentPlace(found.apartment, found.validFrom, true);
    }
    if (fields.buildingId === undefined) return otherAddress(fields, false);
    const properties = new Set(agreements.map((agreement) => agreement.apartment.propertyId));
    const place = await buildingPlace(fields.buildingId, fields.buildingPartId);
    if (!place || place.propertyId === null || !properties.has(place.propertyId)) {
      fail([{ field: "buildingId", messageKey: "caseValidation.selectAddress" }]);
    }
    return place;
  }

  /** A board member reports for an apartment or a building of the association's properties. */
  async function associationPlace(associationId: number, fields: CreateFields): Promise<Place> {
    const owned = db
      .select({ propertyId: cmAssociationProperties.propertyId })
      .from(cmAssociationProperties)
      .where(eq(cmAssociationProperties.associationId, associationId));
    if (fields.area === "apartment") {
      if (fields.objectId === undefined) fail([{ field: "objectId", messageKey: "caseValidation.selectAddress" }]);
      const [apartment] = await db
        .select()
        .from(cmApartments)
        .where(and(eq(cmApartments.id, fields.objectId), inArray(cmApartments.propertyId, owned)));
      if (!apartment) fail([{ field: "objectId", messageKey: "caseValidation.selectAddress" }]);
      return apartmentPlace(apartment, null, false);
    }
    if (fields.buildingId === undefined) fail([{ field: "buildingId", messageKey: "caseValidation.selectAddress" }]);
    const place = await buildingPlace(fields.buildingId, fields.buildingPartId);
    const [isOwned] = place?.propertyId
      ? await db
          .select({ propertyId: cmAssociationProperties.propertyId })
          .from(cmAssociationProperties)
          .where(
            and(
              eq(cmAssociationProperties.associationId, associationId),
              eq(cmAssociationProperties.propertyId, place.propertyId),
            ),
          )
      : [];
    if (!place || !isOwned) fail([{ field: "buildingId", messageKey: "caseValidation.selectAddress" }]);
    return place;
  }

  async function userOf(userId: string) {
    const [user] = await db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phoneNumber: users.phoneNumber,
        verified: users.securityNumberVerified,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new CaseRefusedError("caseMail.errors.noAccount");
    return user;
  }

  async function associationOf(associationId: number) {
    const [association] = await db
      .select({
        id: housingAssociations.id,
        name: housingAssociations.name,
        organisationNumber: housingAssociations.organisationNumber,
        management: housingAssociations.activeFinancialManagement,
        boardEmail: cmAssociationAccounts.boardEmail,
      })
      .from(housingAssociations)
      .leftJoin(cmAssociationAccounts, eq(cmAssociationAccounts.associationId, housingAssociations.id))
      .where(eq(housingAssociations.id, associationId));
    return association;
  }

  interface NewCase {
    site: SiteSettings;
    kind: CaseKind;
    fields: CreateFields & Partial<BoardFields>;
    place: Place;
    reporterUserId: string | null;
    associationId: number | null;
    reporter: { firstName: string; lastName: string; email: string; phone: string };
    compound?: { name: string | null; number: string | null; isMember: boolean | null };
    boardEmail: string | null;
    canSeeCase: boolean;
    upload: ReceivedFile[];
  }

  /** Writes the case, its "created" event and its files; then the photo jobs and the confirmation. */
  async function writeCase(input: NewCase): Promise<CreateCaseResponse> {
    const { site, fields, place } = input;
    checkIdsAgree(fields, place);
    const records = recordsSiteOf(site);
    const status = registeredStatus(records === "no");
    const now = clock();
    const caseType = caseTypeOf({ site: records, kind: input.kind, area: fields.area, movedIn: place.movedIn, now });
    const { row, photos } = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(cmCases)
        .values({
          site: records,
          kind: input.kind,
          caseType,
          reporterUserId: input.reporterUserId,
          associationId: input.associationId,
          area: fields.area,
          propertyId: place.propertyId,
          buildingId: place.buildingId,
          buildingPartId: place.buildingPartId,
          apartmentId: place.apartmentId,
          roomId: fields.roomId,
          assetTypeId: fields.assetTypeId ?? null,
          governmentObjectId: place.governmentObjectId,
          address: place.address,
          zipCode: place.zipCode,
          city: place.city,
          description: fields.description,
          reporterFirstName: input.reporter.firstName,
          reporterLastName: input.reporter.lastName,
          reporterEmail: input.reporter.email,
          reporterPhone: input.reporter.phone,
          boardEmail: input.boardEmail,
          alternativeContactFirstName: fields.alternativeContactFirstName ?? null,
          alternativeContactLastName: fields.alternativeContactLastName ?? null,
          alternativeContactEmail: fields.alternativeContactEmail ?? null,
          alternativeContactPhone: fields.alternativeContactPhone ?? null,
          compoundName: input.compound?.name ?? null,
          compoundNumber: input.compound?.number ?? null,
          isMember: input.compound?.isMember ?? null,
          statusId: status.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: cmCases.id, ticketNumber: cmCases.ticketNumber });
      if (!row) throw new Error("no case row");
      await tx.insert(cmCaseEvents).values({
        caseId: row.id,
        kind: "created",
        statusId: status.id,
        actor: "reporter",
        createdAt: now,
      });
      const photos = await insertFiles(tx, row.id, input.upload, now);
      return { row, photos };
    });
    await startPhotoJobs(photos);
    try {
      await sendCaseCreatedMail(mailer, {
        site,
        to: input.reporter.email,
        ticketNumber: row.ticketNumber,
        firstName: input.reporter.firstName,
        copy: fields.sendCopy === true,
        description: fields.description,
        fileNames: input.upload.map((file) => file.fileName),
        canSeeCase: input.canSeeCase,
      });
    } catch (error) {
      // The case stands; the confirmation is a courtesy (the outbox keeps what it could).
      deps.log.warn({ err: error instanceof Error ? error.name : "unknown" }, "case confirmation not queued");
    }
    return { id: row.id, ticketNumber: row.ticketNumber, canSeeCase: input.canSeeCase };
  }

  async function insertFiles(tx: Database, caseId: string, upload: ReceivedFile[], now: Date): Promise<string[]> {
    if (upload.length === 0) return [];
    const rows = await tx
      .insert(cmCaseFiles)
      .values(caseFileRowsOf(caseId, upload, "reporter", now))
      .returning({ id: cmCaseFiles.id, state: cmCaseFiles.state });
    return rows.filter((row) => row.state === "processing").map((row) => row.id);
  }

  async function startPhotoJobs(caseFileIds: string[]): Promise<void> {
    for (const caseFileId of caseFileIds) await jobs.send(deps.photoJob, { caseFileId });
  }

  /** The ownership condition of a case row. */
  function ownedBy(owner: CaseOwner) {
    if (owner.kind === "reporter") return eq(cmCases.reporterUserId, owner.userId);
    if (owner.kind === "association") return eq(cmCases.associationId, owner.associationId);
    return exists(
      db
        .select({ one: sql`1` })
        .from(cmRoundControlPoints)
        .innerJoin(cmRounds, eq(cmRounds.id, cmRoundControlPoints.roundId))
        .where(and(eq(cmRoundControlPoints.caseId, cmCases.id), eq(cmRounds.associationId, owner.associationId))),
    );
  }

  async function ownedCase(owner: CaseOwner, id: string) {
    const [row] = await db
      .select({ id: cmCases.id, site: cmCases.site, statusId: cmCases.statusId })
      .from(cmCases)
      .where(and(eq(cmCases.id, id), ownedBy(owner)));
    return row;
  }

  function fileUrls(
    owner: CaseOwner,
    file: { id: string; fileName: string; state: string; previewFileId: string | null },
  ) {
    return caseFileUrls(owner.kind === "reporter" ? "customer" : owner.kind === "rounds" ? "rounds" : "board", file);
  }

  return {
    /** Refuses a resident without a verified identity number, before the upload is read. */
    async checkResident(userId: string): Promise<void> {
      const user = await userOf(userId);
      if (!user.verified) throw new CaseRefusedError("caseMail.errors.needsVerifiedIdentity");
    },

    /** Refuses a board member of an association without management, before the upload is read. */
    async checkBoard(associationId: number): Promise<void> {
      const association = await associationOf(associationId);
      if (!association?.management) throw new CaseRefusedError("caseMail.errors.noManagement");
    },

    /** POST customer/create_case: a resident with a verified identity number. */
    async createResidentCase(input: {
      userId: string;
      site: SiteSettings;
      raw: RawFields;
      upload: ReceivedFile[];
    }): Promise<CreateCaseResponse> {
      const user = await userOf(input.userId);
      if (!user.verified) throw new CaseRefusedError("caseMail.errors.needsVerifiedIdentity");
      const fields = parseFields(CreateCaseFieldsSchema, input.raw);
      const site = siteOfFields(input.site, fields.siteId);
      checkAlternativeContact(fields);
      await checkRoom(fields);
      const place = await residentPlace(input.userId, fields);
      const phone = fields.phone ?? user.phoneNumber;
      if (!phone) fail([{ field: "phone", messageKey: "validation.required" }]);
      return writeCase({
        site,
        kind: "resident",
        fields,
        place,
        reporterUserId: input.userId,
        associationId: null,
        reporter: { firstName: user.firstName, lastName: user.lastName, email: fields.email ?? user.email, phone },
        boardEmail: null,
        canSeeCase: place.fromAgreement && fields.area === "apartment",
        upload: input.upload,
      });
    },

    /** POST create_board_case/v2: a board member of an association with technical management. */
    async createBoardCase(input: {
      userId: string;
      associationId: number;
      site: SiteSettings;
      raw: RawFields;
      upload: ReceivedFile[];
    }): Promise<CreateCaseResponse> {
      const association = await associationOf(input.associationId);
      if (!association?.management) throw new CaseRefusedError("caseMail.errors.noManagement");
      const user = await userOf(input.userId);
      const fields = parseFields(CreateBoardCaseFieldsSchema, input.raw);
      const site = siteOfFields(input.site, fields.siteId);
      checkAlternativeContact(fields);
      await checkRoom(fields);
      const place = await associationPlace(input.associationId, fields);
      const phone = fields.phone ?? user.phoneNumber;
      if (!phone) fail([{ field: "phone", messageKey: "validation.required" }]);
      return writeCase({
        site,
        kind: "board",
        fields,
        place,
        reporterUserId: input.userId,
        associationId: input.associationId,
        reporter: { firstName: user.firstName, lastName: user.lastName, email: fields.email ?? user.email, phone },
        compound: {
          name: fields.compoundName ?? association.name,
          number: fields.compoundNumber ?? association.organisationNumber,
          isMember: fields.isMember ?? true,
        },
        boardEmail: fields.boardEmail ?? association.boardEmail ?? null,
        canSeeCase: recordsSiteOf(site) !== "no",
        upload: input.upload,
      });
    },

    /**
     * POST create_case_no_management: a board member without technical management, with or
     * without a login. With a board session of an association without management, the case is
     * that association's.
     */
    async createNoManagementCase(input: {
      board?: { userId: string; associationId: number };
      site: SiteSettings;
      raw: RawFields;
      upload: ReceivedFile[];
    }): Promise<CreateCaseResponse> {
      const fields = parseFields(CreateBoardCaseFieldsSchema, input.raw);
      const site = siteOfFields(input.site, fields.siteId);
      const issues: FieldIssue[] = [];
      const required = (key: keyof BoardFields) => {
        if (fields[key] === undefined) issues.push({ field: key, messageKey: "validation.required" });
      };
      for (const key of ["compoundName", "compoundNumber", "firstName", "lastName", "email", "phone"] as const) {
        required(key);
      }
      if (fields.compoundNumber !== undefined) {
        const number = compoundNumberField(site.site === "no").safeParse(fields.compoundNumber);
        if (!number.success) {
          issues.push({
            field: "compoundNumber",
            messageKey: number.error.issues[0]?.message ?? "caseValidation.orgNr",
          });
        }
      }
      if (!membershipField().safeParse(fields.isMember).success) {
        issues.push({ field: "isMember", messageKey: "caseValidation.checkboxError" });
      }
      if (issues.length > 0) fail(issues);
      checkAlternativeContact(fields);
      await checkRoom(fields);
      const place = otherAddress(fields, fields.area === "apartment");
      let associationId: number | null = null;
      if (input.board) {
        const association = await associationOf(input.board.associationId);
        if (association && !association.management) associationId = association.id;
      }
      return writeCase({
        site,
        kind: "boardNoManagement",
        fields,
        place,
        reporterUserId: associationId !== null ? (input.board?.userId ?? null) : null,
        associationId,
        reporter: {
          firstName: fields.firstName as string,
          lastName: fields.lastName as string,
          email: fields.email as string,
          phone: fields.phone as string,
        },
        compound: { name: fields.compoundName ?? null, number: fields.compoundNumber ?? null, isMember: true },
        boardEmail: fields.boardEmail ?? null,
        canSeeCase: false,
        upload: input.upload,
      });
    },

    /** An open case of the owner, before an edit reads its files: how many it has. Undefined: not found. */
    async editableCase(owner: CaseOwner, id: string): Promise<{ id: string; fileCount: number } | undefined> {
      const row = await ownedCase(owner, id);
      if (!row) return undefined;
      const status = caseStatusById(row.statusId);
      if (!status || !isOpenStatus(status)) throw new CaseNotOpenError();
      const [counted] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(cmCaseFiles)
        .where(eq(cmCaseFiles.caseId, id));
      return { id: row.id, fileCount: Number(counted?.count ?? 0) };
    },

    /** Close: an open case becomes cancelled by customer (the Norwegian variant in Norway). */
    async closeCase(
      owner: CaseOwner,
      id: string,
    ): Promise<{ id: string; caseStatusId: string; statusCode: CaseStatusCode } | undefined> {
      const row = await ownedCase(owner, id);
      if (!row) return undefined;
      const status = caseStatusById(row.statusId);
      if (!status || !isOpenStatus(status)) throw new CaseNotOpenError();
      const closed = cancelledByCustomerStatus(row.site === "no");
      const now = clock();
      const done = await db.transaction(async (tx) => {
        const updated = await tx
          .update(cmCases)
          .set({ statusId: closed.id, updatedAt: now })
          .where(and(eq(cmCases.id, id), eq(cmCases.statusId, row.statusId)))
          .returning({ id: cmCases.id });
        if (updated.length === 0) return false;
        await tx
          .insert(cmCaseEvents)
          .values({ caseId: id, kind: "closed", statusId: closed.id, actor: "reporter", createdAt: now });
        return true;
      });
      // Another change came first (staff moved it): what is true now decides.
      if (!done) throw new CaseNotOpenError();
      return { id, caseStatusId: closed.id, statusCode: closed.code };
    },

    /** Edit: description, alternative contact, files removed and added; an "edited" and/or "files" event. */
    async editCase(input: {
      owner: CaseOwner;
      id: string;
      site: SiteSettings;
      raw: RawFields;
      upload: ReceivedFile[];
    }): Promise<{ id: string; files: CaseFile[] }> {
      const { owner, id } = input;
      const fields = parseFields(EditCaseFieldsSchema, input.raw);
      siteOfFields(input.site, fields.site, "site");
      const contact = {
        alternativeContactFirstName: fields.alternativeContactFirstName,
        alternativeContactLastName: fields.alternativeContactLastName,
        alternativeContactEmail: fields.alternativeContactEmail,
        alternativeContactPhone: fields.alternativeContactPhone,
      };
      checkAlternativeContact(contact);
      const removeIds = [...new Set(fields.RemoveFiles === undefined ? [] : [fields.RemoveFiles].flat())];
      const row = await ownedCase(owner, id);
      if (!row) return notFound();
      const status = caseStatusById(row.statusId);
      if (!status || !isOpenStatus(status)) throw new CaseNotOpenError();
      const existing = await db
        .select({ id: cmCaseFiles.id, fileName: cmCaseFiles.fileName })
        .from(cmCaseFiles)
        .where(eq(cmCaseFiles.caseId, id));
      const unknown = removeIds.filter((removeId) => !existing.some((file) => file.id === removeId));
      if (unknown.length > 0) fail([{ field: "RemoveFiles", messageKey: "errors.invalidField" }]);
      if (existing.length - removeIds.length + input.upload.length > MAX_CASE_FILES) {
        throw new AttachmentError("tooManyFiles");
      }
      const now = clock();
      const changed: string[] = [];
      const update: Partial<typeof cmCases.$inferInsert> = {};
      if (fields.description !== undefined) {
        update.description = fields.description;
        changed.push("description");
      }
      if (contact.alternativeContactFirstName !== undefined) {
        Object.assign(update, contact);
        changed.push("alternativeContact");
      }
      const { removed, photos } = await db.transaction(async (tx) => {
        const updated = await tx
          .update(cmCases)
          .set({ ...update, updatedAt: now })
          .where(and(eq(cmCases.id, id), eq(cmCases.statusId, row.statusId)))
          .returning({ id: cmCases.id });
        if (updated.length === 0) throw new CaseNotOpenError();
        const removed =
          removeIds.length === 0
            ? []
            : await tx
                .delete(cmCaseFiles)
                .where(and(eq(cmCaseFiles.caseId, id), inArray(cmCaseFiles.id, removeIds)))
                .returning();
        const photos = await insertFiles(tx, id, input.upload, now);
        if (changed.length > 0) {
          await tx
            .insert(cmCaseEvents)
            .values({ caseId: id, kind: "edited", message: changed.join(", "), actor: "reporter", createdAt: now });
        }
        if (removed.length > 0 || input.upload.length > 0) {
          const names = [
            ...input.upload.map((file) => `+${file.fileName}`),
            ...removed.map((file) => `-${file.fileName}`),
          ];
          await tx
            .insert(cmCaseEvents)
            .values({ caseId: id, kind: "files", message: names.join(", "), actor: "reporter", createdAt: now });
        }
        return { removed, photos };
      });
      for (const file of removed) {
        for (const storedId of [file.rawFileId, file.fileId, file.previewFileId]) {
          if (storedId) await files.remove(storedId);
        }
      }
      await startPhotoJobs(photos);
      const current = await db.select().from(cmCaseFiles).where(eq(cmCaseFiles.caseId, id));
      return {
        id,
        files: current.map((file) => ({
          attachmentId: file.id,
          filename: file.fileName,
          contentType: file.contentType,
          size: file.size,
          state: file.state as CaseFile["state"],
          ...fileUrls(owner, file),
        })),
      };
    },

    /**
     * A ready file of the owner's case (or its preview), streamed. Undefined when there is none to
     * this owner: unknown, someone else's, still being cleaned, or a name that is not the file's.
     */
    async openFile(
      owner: CaseOwner,
      attachmentId: string,
      fileName: string,
      preview: boolean,
    ): Promise<{ file: StoredFile; stream: Readable; fileName: string; contentType: string } | undefined> {
      const [row] = await db
        .select({
          fileName: cmCaseFiles.fileName,
          contentType: cmCaseFiles.contentType,
          fileId: cmCaseFiles.fileId,
          previewFileId: cmCaseFiles.previewFileId,
        })
        .from(cmCaseFiles)
        .innerJoin(cmCases, eq(cmCases.id, cmCaseFiles.caseId))
        .where(and(eq(cmCaseFiles.id, attachmentId), eq(cmCaseFiles.state, "ready"), ownedBy(owner)));
      if (!row || row.fileName !== fileName) return undefined;
      const storedId = preview ? row.previewFileId : row.fileId;
      if (!storedId) return undefined;
      const opened = await files.open(storedId);
      if (!opened) return undefined;
      return {
        ...opened,
        fileName: preview ? opened.file.fileName : row.fileName,
        contentType: preview ? "image/jpeg" : row.contentType,
      };
    },
  };
}

function notFound(): never {
  throw new CaseNotFoundError();
}

/** A case outside the caller's (or none): 404. */
export class CaseNotFoundError extends Error {
  constructor() {
    super("case not found");
    this.name = "CaseNotFoundError";
  }
}

/**
 * Where a case file is downloaded: the reporter's path (customer) or the board's; the preview of
 * a photo with `?preview=1`. Null while a photo is being cleaned (it is never served raw).
 */
export function caseFileUrls(
  audience: "customer" | "board" | "rounds",
  file: { id: string; fileName: string; state: string; previewFileId: string | null },
): { downloadUrl: string | null; previewUrl: string | null } {
  if (file.state !== "ready") return { downloadUrl: null, previewUrl: null };
  const name = encodeURIComponent(file.fileName);
  const base =
    audience === "customer"
      ? `/api/case_management/customer/file/${file.id}/${name}`
      : `/api/case_management/file/${file.id}/${name}${audience === "rounds" ? "/rounds" : ""}`;
  return { downloadUrl: base, previewUrl: file.previewFileId ? `${base}?preview=1` : null };
}

export type CasesWriteService = ReturnType<typeof createCasesWriteService>;
