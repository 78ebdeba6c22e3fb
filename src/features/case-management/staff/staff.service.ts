import { and, asc, count, desc, eq, inArray, lt, type SQL } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client";
import {
  cmApartments,
  cmAssets,
  cmAssociationProperties,
  cmBuildingParts,
  cmBuildings,
  cmCaseEvents,
  cmCaseFiles,
  cmCaseStatuses,
  cmCases,
  cmProperties,
  cmRooms,
  cmRoundControlPoints,
  cmRounds,
  housingAssociations,
} from "~/db/schema";
import type { LocalizedNames } from "~/db/schema/case-management";
import { escapeHtml, type Mailer } from "~/features/mail/index.server";
import type { NotificationsService } from "~/features/notifications/index.server";
import { translatorFor } from "~/i18n/catalogs.server";
import type { FileStorage } from "~/server/files";
import type { JobDefinition, JobQueue } from "~/server/jobs";
import type { StaffContext } from "~/server/plugins/auth";
import { FieldValidationError } from "~/server/plugins/errors";
import { isSiteCode, type Language, SITES, type SiteCode } from "~/sites/sites";
import { type CaseArea, type CaseEvent, type CaseFile, type CaseKind, type CaseType, ERRAND_ID_PARAM } from "../schema";
import {
  CASE_STATUSES,
  type CaseStatus,
  type CaseStatusCode,
  caseStatusByCode,
  caseStatusById,
  STATUS_DISPLAY_GROUPS,
  type StatusDisplayGroup,
  statusIdsOfGroups,
} from "../statuses";
import { caseFileRowsOf } from "../uploads/case-file-rows";
import type { CasePhotoJob } from "../uploads/photo-job";
import type { ReceivedFile } from "../uploads/receive-uploads";
import {
  STAFF_PAGE_SIZE,
  type StaffCaseDetail,
  type StaffCaseList,
  type StaffCaseListItem,
  type StaffCasesQuery,
  type StaffRoundRequest,
} from "./staff.schema";

const DAY_MS = 86_400_000;

/** Whether a case is Norwegian: it was reported on the Norwegian site. */
export function isNorwegianCase(site: string): boolean {
  return site === "no";
}

/**
 * The statuses a case may be moved to (decision 041): a Swedish (or Finnish) case takes only the
 * statuses that are not Norwegian variants; a Norwegian case takes the Norwegian variant of a
 * status where one exists, and the shared status where none does.
 */
export function allowedStatusesFor(site: string): CaseStatus[] {
  if (!isNorwegianCase(site)) return CASE_STATUSES.filter((status) => !status.norwegian);
  const withVariant = new Set(
    CASE_STATUSES.filter((status) => status.norwegian).map((status) => status.code.replace(/No$/, "")),
  );
  return CASE_STATUSES.filter((status) => status.norwegian || !withVariant.has(status.code));
}

const apartments = alias(cmApartments, "apartment");
const buildings = alias(cmBuildings, "building");

/** Everything a staff list row or case page shows, in one query. */
function caseColumns() {
  return {
    id: cmCases.id,
    ticketNumber: cmCases.ticketNumber,
    site: cmCases.site,
    kind: cmCases.kind,
    caseType: cmCases.caseType,
    area: cmCases.area,
    statusId: cmCases.statusId,
    createdAt: cmCases.createdAt,
    propertyId: cmCases.propertyId,
    propertyName: cmProperties.name,
    apartmentAddress: apartments.address,
    buildingAddress: buildings.address,
    caseAddress: cmCases.address,
    roomId: cmCases.roomId,
    roomNames: cmRooms.names,
    reporterFirstName: cmCases.reporterFirstName,
    reporterLastName: cmCases.reporterLastName,
    associationId: cmCases.associationId,
    associationName: housingAssociations.name,
  };
}

type CaseRow = {
  id: string;
  ticketNumber: number;
  site: string;
  kind: string;
  caseType: string;
  area: string;
  statusId: string;
  createdAt: Date;
  propertyId: number | null;
  propertyName: string | null;
  apartmentAddress: string | null;
  buildingAddress: string | null;
  caseAddress: string | null;
  roomId: string;
  roomNames: LocalizedNames;
  reporterFirstName: string;
  reporterLastName: string;
  associationId: number | null;
  associationName: string | null;
};

function listItemOf(row: CaseRow, language: Language): StaffCaseListItem {
  const status = caseStatusById(row.statusId) ?? caseStatusByCode("registered");
  return {
    id: row.id,
    ticketNumber: row.ticketNumber,
    site: row.site,
    kind: row.kind as CaseKind,
    caseType: row.caseType as CaseType,
    area: row.area as CaseArea,
    statusCode: status.code,
    displayGroup: status.displayGroup,
    createdAt: row.createdAt.toISOString(),
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    address: row.apartmentAddress ?? row.buildingAddress ?? row.caseAddress,
    roomId: row.roomId,
    roomName: row.roomNames[language] ?? row.roomId,
    reporterName: `${row.reporterFirstName} ${row.reporterLastName}`,
    associationName: row.associationName,
  };
}

/** The status ids a filter of display groups and status codes selects. */
function statusIdsOf(filter: readonly string[]): string[] {
  const groups = filter.filter((value): value is StatusDisplayGroup =>
    (STATUS_DISPLAY_GROUPS as readonly string[]).includes(value),
  );
  const codes = new Set(filter.filter((value) => !(STATUS_DISPLAY_GROUPS as readonly string[]).includes(value)));
  return [
    ...new Set([
      ...statusIdsOfGroups(groups),
      ...CASE_STATUSES.filter((status) => codes.has(status.code)).map((status) => status.id),
    ]),
  ];
}

export interface StaffServiceDeps {
  db: Database;
  clock: () => Date;
  mailer: Mailer;
  notifications: NotificationsService;
  files: FileStorage;
  /** The public origin of each site, for the links in e-mails. */
  publicOrigins: Partial<Record<SiteCode, string>>;
  jobs: JobQueue;
  /** Removes a photo's metadata and makes its preview (the upload pipeline's job). */
  photoJob: JobDefinition<CasePhotoJob>;
}

/**
 * Case handling by staff: the case list with its filters, a case with everything, status changes
 * (an event, an e-mail to the reporter, a notification for a resident), messages to the reporter,
 * file downloads and rounds. Staff see every case: the role, not an owner, is the check.
 */
export function createStaffService(deps: StaffServiceDeps) {
  const { db, clock, mailer, notifications, files } = deps;

  /** The joins of a case's names and addresses (the left joins may find nothing). */
  function withJoins<T extends PgSelect>(query: T): T {
    // Dynamic mode: the selection is given, so the joins do not change the result's type.
    return query
      .innerJoin(cmRooms, eq(cmRooms.id, cmCases.roomId))
      .innerJoin(cmCaseStatuses, eq(cmCaseStatuses.id, cmCases.statusId))
      .leftJoin(cmProperties, eq(cmProperties.id, cmCases.propertyId))
      .leftJoin(apartments, eq(apartments.id, cmCases.apartmentId))
      .leftJoin(buildings, eq(buildings.id, cmCases.buildingId))
      .leftJoin(housingAssociations, eq(housingAssociations.id, cmCases.associationId)) as unknown as T;
  }

  function fileOf(caseId: string, file: typeof cmCaseFiles.$inferSelect): CaseFile {
    const ready = file.state === "ready" && file.fileId !== null;
    const url = `/api/staff/cases/${caseId}/files/${file.id}`;
    return {
      attachmentId: file.id,
      filename: file.fileName,
      contentType: file.contentType,
      size: file.size,
      state: file.state as CaseFile["state"],
      downloadUrl: ready ? url : null,
      previewUrl: ready && file.previewFileId ? `${url}?preview=1` : null,
    };
  }

  async function caseRow(id: string) {
    const [row] = await db
      .select({
        site: cmCases.site,
        kind: cmCases.kind,
        ticketNumber: cmCases.ticketNumber,
        statusId: cmCases.statusId,
        reporterUserId: cmCases.reporterUserId,
        reporterFirstName: cmCases.reporterFirstName,
        reporterEmail: cmCases.reporterEmail,
        roomId: cmCases.roomId,
      })
      .from(cmCases)
      .where(eq(cmCases.id, id));
    return row;
  }

  /** The reporter's e-mail of a status change or a message, in the case's site language. */
  async function mailReporter(
    caseId: string,
    row: NonNullable<Awaited<ReturnType<typeof caseRow>>>,
    content: { status?: CaseStatus; message?: string },
  ): Promise<void> {
    const site = isSiteCode(row.site) ? SITES[row.site] : SITES.sv;
    const t = translatorFor(site.language);
    const origin = deps.publicOrigins[site.site] ?? "";
    const errandsPath = site.urls.myErrands ?? site.urls.myPages ?? "/";
    const link = `${origin}${errandsPath}?${ERRAND_ID_PARAM}=${encodeURIComponent(caseId)}`;
    const values = { ticketNumber: row.ticketNumber, firstName: row.reporterFirstName };
    const subject = content.status
      ? t("caseHandling.mail.statusSubject", values)
      : t("caseHandling.mail.messageSubject", values);
    const lines = [
      t("caseHandling.mail.greeting", values),
      "",
      content.status
        ? t("caseHandling.mail.statusIntro", {
            ...values,
            status: t(`caseHandling.statuses.${content.status.code}`),
          })
        : t("caseHandling.mail.messageIntro", values),
      ...(content.message ? ["", content.message] : []),
      "",
      t("caseHandling.mail.follow"),
      link,
      "",
      t("caseHandling.mail.signature"),
    ];
    const text = lines.join("\n");
    const html = lines
      .map((line) =>
        line === link
          ? `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`
          : escapeHtml(line).replaceAll("\n", "<br>"),
      )
      .join("<br>\n");
    await mailer.send({ site: site.site, to: row.reporterEmail, subject, text, html: `<p>${html}</p>` });
  }

  return {
    allowedStatusesFor,

    async listCases(query: StaffCasesQuery, language: Language): Promise<StaffCaseList> {
      const conditions: SQL[] = [];
      if (query.status?.length) conditions.push(inArray(cmCases.statusId, statusIdsOf(query.status)));
      if (query.property !== undefined) conditions.push(eq(cmCases.propertyId, query.property));
      if (query.olderThanDays !== undefined) {
        conditions.push(lt(cmCases.createdAt, new Date(clock().getTime() - query.olderThanDays * DAY_MS)));
      }
      if (query.site) conditions.push(eq(cmCases.site, query.site));
      if (query.text) conditions.push(eq(cmCases.ticketNumber, Number(query.text.replace(/^#/, ""))));
      const where = conditions.length ? and(...conditions) : undefined;
      const page = query.page ?? 1;
      const order =
        query.sort === "status"
          ? [asc(cmCaseStatuses.rank), desc(cmCases.createdAt), desc(cmCases.ticketNumber)]
          : query.sort === "createdAsc"
            ? [asc(cmCases.createdAt), asc(cmCases.ticketNumber)]
            : [desc(cmCases.createdAt), desc(cmCases.ticketNumber)];
      const [rows, [total]] = await Promise.all([
        withJoins(db.select(caseColumns()).from(cmCases).$dynamic())
          .where(where)
          .orderBy(...order)
          .limit(STAFF_PAGE_SIZE)
          .offset((page - 1) * STAFF_PAGE_SIZE),
        db.select({ total: count() }).from(cmCases).where(where),
      ]);
      return {
        items: rows.map((row) => listItemOf(row as CaseRow, language)),
        total: Number(total?.total ?? 0),
        page,
        pageSize: STAFF_PAGE_SIZE,
      };
    },

    /** A case with everything staff need; undefined for none. */
    async getCase(id: string, language: Language): Promise<StaffCaseDetail | undefined> {
      const [row] = await withJoins(
        db
          .select({
            ...caseColumns(),
            assetTypeId: cmCases.assetTypeId,
            assetNames: cmAssets.names,
            description: cmCases.description,
            buildingName: buildings.name,
            buildingPartName: cmBuildingParts.name,
            apartmentGovernmentId: apartments.governmentObjectId,
            governmentObjectId: cmCases.governmentObjectId,
            apartmentZip: apartments.zipCode,
            buildingZip: buildings.zipCode,
            zipCode: cmCases.zipCode,
            apartmentCity: apartments.city,
            buildingCity: buildings.city,
            city: cmCases.city,
            reporterUserId: cmCases.reporterUserId,
            reporterEmail: cmCases.reporterEmail,
            reporterPhone: cmCases.reporterPhone,
            boardEmail: cmCases.boardEmail,
            altFirst: cmCases.alternativeContactFirstName,
            altLast: cmCases.alternativeContactLastName,
            altEmail: cmCases.alternativeContactEmail,
            altPhone: cmCases.alternativeContactPhone,
            compoundName: cmCases.compoundName,
            compoundNumber: cmCases.compoundNumber,
          })
          .from(cmCases)
          .$dynamic(),
      )
        .leftJoin(cmAssets, eq(cmAssets.id, cmCases.assetTypeId))
        .leftJoin(cmBuildingParts, eq(cmBuildingParts.id, cmCases.buildingPartId))
        .where(eq(cmCases.id, id));
      if (!row) return undefined;
      const [caseFiles, events] = await Promise.all([
        db.select().from(cmCaseFiles).where(eq(cmCaseFiles.caseId, id)).orderBy(asc(cmCaseFiles.createdAt)),
        db
          .select()
          .from(cmCaseEvents)
          .where(eq(cmCaseEvents.caseId, id))
          .orderBy(asc(cmCaseEvents.createdAt), asc(cmCaseEvents.id)),
      ]);
      const history: CaseEvent[] = events.map((event) => ({
        kind: event.kind as CaseEvent["kind"],
        statusCode: event.statusId ? (caseStatusById(event.statusId)?.code ?? null) : null,
        message: event.message,
        actor: event.actor as CaseEvent["actor"],
        at: event.createdAt.toISOString(),
      }));
      const hasAlternative = row.altFirst && row.altLast && row.altEmail && row.altPhone;
      return {
        ...listItemOf(row as CaseRow, language),
        description: row.description,
        assetTypeId: row.assetTypeId,
        detailName: row.assetNames ? (row.assetNames[language] ?? row.assetTypeId) : null,
        associationId: row.associationId,
        buildingName: row.buildingName,
        buildingPartName: row.buildingPartName,
        governmentObjectId: row.apartmentGovernmentId ?? row.governmentObjectId,
        zipCode: row.apartmentZip ?? row.buildingZip ?? row.zipCode,
        city: row.apartmentCity ?? row.buildingCity ?? row.city,
        reporter: {
          userId: row.reporterUserId,
          firstName: row.reporterFirstName,
          lastName: row.reporterLastName,
          email: row.reporterEmail,
          phone: row.reporterPhone,
        },
        boardEmail: row.boardEmail,
        alternativeContact: hasAlternative
          ? {
              firstName: row.altFirst ?? "",
              lastName: row.altLast ?? "",
              email: row.altEmail ?? "",
              phone: row.altPhone ?? "",
            }
          : null,
        compoundName: row.compoundName,
        compoundNumber: row.compoundNumber,
        allowedStatusCodes: allowedStatusesFor(row.site).map((status) => status.code),
        files: caseFiles.map((file) => fileOf(id, file)),
        history,
      };
    },

    /**
     * Moves a case to a status of its country (see allowedStatusesFor): a "status" event, an
     * e-mail to the reporter, and a Case notification for a resident (board members have none,
     * spec 000 section 6). False when there is no such case.
     */
    async changeStatus(
      staff: StaffContext,
      id: string,
      input: { statusCode: CaseStatusCode; message?: string },
    ): Promise<boolean> {
      const row = await caseRow(id);
      if (!row) return false;
      const status = allowedStatusesFor(row.site).find((candidate) => candidate.code === input.statusCode);
      if (!status) {
        throw new FieldValidationError([
          { field: "statusCode", messageKey: "caseHandling.errors.statusNotForCountry" },
        ]);
      }
      if (status.id === row.statusId) {
        throw new FieldValidationError([{ field: "statusCode", messageKey: "caseHandling.errors.sameStatus" }]);
      }
      await db.transaction(async (tx) => {
        await tx.update(cmCases).set({ statusId: status.id, updatedAt: clock() }).where(eq(cmCases.id, id));
        await tx.insert(cmCaseEvents).values({
          caseId: id,
          kind: "status",
          statusId: status.id,
          message: input.message ?? null,
          actor: "staff",
          staffUserId: staff.staffUserId,
          createdAt: clock(),
        });
        if (row.kind === "resident" && row.reporterUserId && isSiteCode(row.site)) {
          await notifications.notify(
            {
              userId: row.reporterUserId,
              site: row.site,
              notificationType: "Case",
              name: status.code,
              subjectId: id,
            },
            tx,
          );
        }
      });
      await mailReporter(id, row, { status, message: input.message });
      return true;
    },

    /** A message to the reporter: an event and an e-mail. False when there is no such case. */
    async sendMessage(staff: StaffContext, id: string, message: string): Promise<boolean> {
      const row = await caseRow(id);
      if (!row) return false;
      await db.insert(cmCaseEvents).values({
        caseId: id,
        kind: "message",
        message,
        actor: "staff",
        staffUserId: staff.staffUserId,
        createdAt: clock(),
      });
      await mailReporter(id, row, { message });
      return true;
    },

    /**
     * A file of a case for download (the stripped file, or its preview): undefined for another
     * case's file, an unknown one, or one whose metadata is still being removed.
     */
    async openFile(caseId: string, attachmentId: string, preview: boolean) {
      const [file] = await db
        .select()
        .from(cmCaseFiles)
        .where(and(eq(cmCaseFiles.id, attachmentId), eq(cmCaseFiles.caseId, caseId)));
      if (file?.state !== "ready") return undefined;
      const storedId = preview ? file.previewFileId : file.fileId;
      if (!storedId) return undefined;
      const opened = await files.open(storedId);
      return opened ? { ...opened, fileName: file.fileName, contentType: file.contentType } : undefined;
    },

    /**
     * Files staff add to a case (already checked and stored by the upload pipeline): photos wait
     * for the job that removes their metadata, other types are ready at once; a "files" event
     * names them. False when there is no such case (the caller removes what was stored).
     */
    async addFiles(staff: StaffContext, caseId: string, upload: ReceivedFile[]): Promise<boolean> {
      const [found] = await db.select({ id: cmCases.id }).from(cmCases).where(eq(cmCases.id, caseId));
      if (!found) return false;
      const now = clock();
      const processing = await db.transaction(async (tx) => {
        const rows = await tx
          .insert(cmCaseFiles)
          .values(caseFileRowsOf(caseId, upload, "staff", now))
          .returning({ id: cmCaseFiles.id, state: cmCaseFiles.state });
        await tx.insert(cmCaseEvents).values({
          caseId,
          kind: "files",
          message: upload.map((file) => file.fileName).join(", "),
          actor: "staff",
          staffUserId: staff.staffUserId,
          createdAt: now,
        });
        await tx.update(cmCases).set({ updatedAt: now }).where(eq(cmCases.id, caseId));
        return rows.filter((row) => row.state === "processing").map((row) => row.id);
      });
      for (const caseFileId of processing) await deps.jobs.send(deps.photoJob, { caseFileId });
      return true;
    },

    /** The association a case's round is planned for: the case's own, or its property's. */
    async associationOfCase(caseId: string): Promise<{ associationId: number; propertyId: number | null } | undefined> {
      const [row] = await db
        .select({
          caseAssociationId: cmCases.associationId,
          propertyAssociationId: cmAssociationProperties.associationId,
          propertyId: cmCases.propertyId,
        })
        .from(cmCases)
        .leftJoin(cmAssociationProperties, eq(cmAssociationProperties.propertyId, cmCases.propertyId))
        .where(eq(cmCases.id, caseId))
        .limit(1);
      const associationId = row?.caseAssociationId ?? row?.propertyAssociationId;
      if (!row || associationId === null || associationId === undefined) return undefined;
      // The round's property only when it is the association's (a case may name another).
      return { associationId, propertyId: row.propertyAssociationId === associationId ? row.propertyId : null };
    },

    /**
     * Plans a round of an association: the property must be one of the association's, and a
     * control point's case one of its cases (a field error otherwise).
     */
    async planRound(staff: StaffContext, input: StaffRoundRequest): Promise<number> {
      const [association] = await db
        .select({ id: housingAssociations.id })
        .from(housingAssociations)
        .where(eq(housingAssociations.id, input.associationId));
      if (!association) {
        throw new FieldValidationError([
          { field: "associationId", messageKey: "caseHandling.errors.unknownAssociation" },
        ]);
      }
      const properties = await db
        .select({ propertyId: cmAssociationProperties.propertyId })
        .from(cmAssociationProperties)
        .where(eq(cmAssociationProperties.associationId, input.associationId));
      const propertyIds = properties.map((property) => property.propertyId);
      if (input.propertyId !== undefined && !propertyIds.includes(input.propertyId)) {
        throw new FieldValidationError([
          { field: "propertyId", messageKey: "caseHandling.errors.propertyNotOfAssociation" },
        ]);
      }
      const caseIds = [...new Set(input.controlPoints.flatMap((point) => (point.caseId ? [point.caseId] : [])))];
      if (caseIds.length) {
        const cases = await db
          .select({ id: cmCases.id, associationId: cmCases.associationId, propertyId: cmCases.propertyId })
          .from(cmCases)
          .where(inArray(cmCases.id, caseIds));
        const ofAssociation = new Set(
          cases
            .filter(
              (found) =>
                found.associationId === input.associationId ||
                (found.propertyId !== null && propertyIds.includes(found.propertyId)),
            )
            .map((found) => found.id),
        );
        const index = input.controlPoints.findIndex((point) => point.caseId && !ofAssociation.has(point.caseId));
        if (index >= 0) {
          throw new FieldValidationError([
            { field: `controlPoints.${index}.caseId`, messageKey: "caseHandling.errors.caseNotOfAssociation" },
          ]);
        }
      }
      return db.transaction(async (tx) => {
        const [round] = await tx
          .insert(cmRounds)
          .values({
            associationId: input.associationId,
            propertyId: input.propertyId ?? null,
            title: input.title,
            plannedFor: input.plannedFor,
            createdByStaffId: staff.staffUserId,
            createdAt: clock(),
          })
          .returning({ id: cmRounds.id });
        if (!round) throw new Error("no round");
        await tx.insert(cmRoundControlPoints).values(
          input.controlPoints.map((point, rank) => ({
            roundId: round.id,
            caseId: point.caseId ?? null,
            title: point.title,
            location: point.location ?? null,
            rank,
          })),
        );
        return round.id;
      });
    },

    /** The properties of the sites' cases, for the list's property filter. */
    async propertyChoices(): Promise<{ id: number; name: string }[]> {
      return db
        .select({ id: cmProperties.id, name: cmProperties.name })
        .from(cmProperties)
        .orderBy(asc(cmProperties.name))
        .limit(500);
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
