import { and, asc, desc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client";
import {
  cmApartments,
  cmAssets,
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
import type { AuthContext } from "~/features/account/schema";
import { translatorFor } from "~/i18n/catalogs.server";
import { recordsSiteOf } from "~/sites/records-site";
import type { Language, SiteSettings } from "~/sites/sites";
import {
  CASE_TYPES,
  type CaseDetail,
  type CaseEvent,
  type CaseFile,
  type CaseType,
  type ErrandListItem,
  type Round,
  type RoundDetail,
} from "./schema";
import { caseStatusById, type StatusDisplayGroup, statusIdsOfGroups } from "./statuses";

/**
 * The errands a user may read (issue 17, spec 001 sections 3, 4 and 7): a resident's own cases
 * (the ones they reported, on the request's site), a board member's association's cases, a
 * case's detail with its files and history, and the association's rounds. Every read names its
 * owner in the WHERE clause: another user's or association's record is simply not found (null),
 * which the routes and pages answer with 404.
 */

/** Whose errands: the reporter's own (customer calls) or the association's (board calls). */
export type ErrandsOwner = { kind: "reporter"; userId: string } | { kind: "association"; associationId: number };

/** The parsed errands query (ErrandsQuerySchema): the display groups, the types and the sort. */
export interface ErrandsFilter {
  status?: StatusDisplayGroup | StatusDisplayGroup[];
  type?: CaseType | CaseType[];
  sort?: "created" | "status";
}

/** The owner of the session's errands: a board session acts for its association, any other for the user. */
export function errandsOwnerOf(auth: AuthContext): ErrandsOwner | null {
  if (auth.kind === "boardMember" || auth.kind === "boardMemberCase") {
    return auth.associationId === null ? null : { kind: "association", associationId: auth.associationId };
  }
  return { kind: "reporter", userId: auth.userId };
}

/** The download paths of a case file (routes of cases-write.routes.ts): the reporter's or the board's. */
export function caseFilePath(owner: ErrandsOwner, attachmentId: string, fileName: string): string {
  const base = owner.kind === "reporter" ? "/api/case_management/customer/file" : "/api/case_management/file";
  return `${base}/${attachmentId}/${encodeURIComponent(fileName)}`;
}

function asList<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The type filter: "management" includes "management other" (spec 001 section 4). */
export function caseTypesOf(types: readonly CaseType[]): CaseType[] {
  const wanted = new Set(types);
  if (wanted.has("management")) wanted.add("managementOther");
  return CASE_TYPES.filter((type) => wanted.has(type));
}

const apartmentBuildings = alias(cmBuildings, "apartment_buildings");

export function createCasesReadService(deps: { db: Database }) {
  const { db } = deps;

  /** Who may read a case: the owner's condition on cm_cases (the site too for a reporter). */
  function ownedBy(owner: ErrandsOwner, site: SiteSettings): SQL {
    if (owner.kind === "reporter") {
      return and(eq(cmCases.reporterUserId, owner.userId), eq(cmCases.site, recordsSiteOf(site))) as SQL;
    }
    return eq(cmCases.associationId, owner.associationId);
  }

  const listColumns = {
    id: cmCases.id,
    statusId: cmCases.statusId,
    caseType: cmCases.caseType,
    createdAt: cmCases.createdAt,
    ticketNumber: cmCases.ticketNumber,
    area: cmCases.area,
    governmentObjectId: cmCases.governmentObjectId,
    address: cmCases.address,
    zipCode: cmCases.zipCode,
    city: cmCases.city,
    apartmentId: cmCases.apartmentId,
    apartmentGovernmentId: cmApartments.governmentObjectId,
    apartmentAddress: cmApartments.address,
    apartmentBuildingName: apartmentBuildings.name,
    buildingName: cmBuildings.name,
    buildingAddress: cmBuildings.address,
    buildingPartName: cmBuildingParts.name,
    brfName: housingAssociations.name,
    roomNames: cmRooms.names,
  };
  /** A row of the list: the columns above (a list's rows come as JSON, so its time is a string). */
  type ListRow = {
    [K in keyof typeof listColumns]: K extends "createdAt"
      ? Date | string
      : K extends "roomNames"
        ? (typeof listColumns)[K]["_"]["data"]
        : K extends "id" | "statusId" | "caseType" | "ticketNumber" | "area"
          ? (typeof listColumns)[K]["_"]["data"]
          : (typeof listColumns)[K]["_"]["data"] | null;
  };

  /**
   * The list in one statement and one value: the rows as one JSON array built by the database.
   * A driver parses a row field by field, and for 500 rows that costs more than the query
   * (PGlite: about half the time, bench/errands.ts); one JSON.parse of the array does not.
   */
  async function listRows(
    where: SQL | undefined,
    byStatus: boolean,
    limit: number | null,
  ): Promise<{ rows: ListRow[]; total: number }> {
    const fields = Object.entries(listColumns).flatMap(([key, column]) => [sql.raw(`'${key}'`), sql`${column}`]);
    const order = byStatus
      ? sql`${cmCaseStatuses.rank} asc, ${cmCases.createdAt} desc, ${cmCases.ticketNumber} desc`
      : sql`${cmCases.createdAt} desc, ${cmCases.ticketNumber} desc`;
    // The page's ids first (the owner's index gives the newest at once), then their rows as JSON,
    // and how many there are in all: the joins and the JSON only for the rows shown.
    const result = (await db.execute(sql`
      select
        coalesce(json_agg(json_build_object(${sql.join(fields, sql`, `)}) order by ${order}), '[]') as "items",
        (select count(*)::int from ${cmCases} where ${where}) as "total"
      from (
        select ${cmCases.id} as "id" from ${cmCases}
        ${byStatus ? sql`join ${cmCaseStatuses} on ${cmCaseStatuses.id} = ${cmCases.statusId}` : sql``}
        where ${where}
        order by ${order}
        ${limit === null ? sql`` : sql`limit ${limit}`}
      ) as "page"
      join ${cmCases} on ${cmCases.id} = "page"."id"
      join ${cmCaseStatuses} on ${cmCaseStatuses.id} = ${cmCases.statusId}
      join ${cmRooms} on ${cmRooms.id} = ${cmCases.roomId}
      left join ${cmApartments} on ${cmApartments.id} = ${cmCases.apartmentId}
      left join ${cmBuildings} as ${sql.identifier("apartment_buildings")} on ${apartmentBuildings.id} = ${cmApartments.buildingId}
      left join ${cmBuildings} on ${cmBuildings.id} = ${cmCases.buildingId}
      left join ${cmBuildingParts} on ${cmBuildingParts.id} = ${cmCases.buildingPartId}
      left join ${housingAssociations} on ${housingAssociations.id} = ${cmCases.associationId}`)) as unknown as {
      rows: { items: ListRow[] | string; total: number }[];
    };
    const items = result.rows[0]?.items ?? [];
    return {
      rows: typeof items === "string" ? (JSON.parse(items) as ListRow[]) : items,
      total: Number(result.rows[0]?.total ?? 0),
    };
  }

  function toListItem(row: ListRow, language: Language): ErrandListItem {
    const t = translatorFor(language);
    const status = caseStatusById(row.statusId);
    if (!status) throw new Error(`case ${row.id} has an unknown status`);
    const caseType = (CASE_TYPES as readonly string[]).includes(row.caseType)
      ? (row.caseType as CaseType)
      : "management";
    const other = row.apartmentId === null && row.address !== null;
    return {
      id: row.id,
      caseStatusId: row.statusId,
      statusCode: status.code,
      displayGroup: status.displayGroup,
      caseType,
      caseTypeName: t(`errands.caseTypes.${caseType}`),
      creationDate: new Date(row.createdAt).toISOString(),
      ticketNumber: row.ticketNumber,
      // A dwelling is named by its government id; a public space by its building.
      objectName:
        row.apartmentGovernmentId !== null
          ? t("errands.objectName", { number: row.apartmentGovernmentId })
          : (row.buildingName ?? row.apartmentBuildingName),
      objectAddress: row.apartmentAddress ?? row.buildingAddress ?? null,
      buildingPartName: row.buildingPartName,
      brfName: row.brfName,
      otherResidentInfo: other
        ? [row.address, row.zipCode, row.city, row.governmentObjectId].filter((part) => part).join(", ")
        : null,
      roomType: row.roomNames[language] ?? row.roomNames.sv,
      area: row.area === "public" ? "public" : "apartment",
    };
  }

  async function list(owner: ErrandsOwner, site: SiteSettings, filter: ErrandsFilter = {}): Promise<ErrandListItem[]> {
    return (await listPage(owner, site, filter, null)).errands;
  }

  /** The first `limit` errands of the list (null: all) and how many the list has. */
  async function listPage(
    owner: ErrandsOwner,
    site: SiteSettings,
    filter: ErrandsFilter,
    limit: number | null,
  ): Promise<{ errands: ErrandListItem[]; total: number }> {
    const conditions: SQL[] = [ownedBy(owner, site)];
    const groups = asList(filter.status);
    if (groups.length > 0) conditions.push(inArray(cmCases.statusId, statusIdsOfGroups(groups)));
    const types = asList(filter.type);
    if (types.length > 0) conditions.push(inArray(cmCases.caseType, caseTypesOf(types)));
    // By status: the rank of the statuses' table (their one owner), then the newest first.
    const { rows, total } = await listRows(and(...conditions), filter.sort === "status", limit);
    return { errands: rows.map((row) => toListItem(row, site.language)), total };
  }

  async function detail(owner: ErrandsOwner, site: SiteSettings, id: string): Promise<CaseDetail | null> {
    const [row] = await db
      .select({
        ...listColumns,
        site: cmCases.site,
        description: cmCases.description,
        assetNames: cmAssets.names,
        alternativeContactFirstName: cmCases.alternativeContactFirstName,
        alternativeContactLastName: cmCases.alternativeContactLastName,
        alternativeContactEmail: cmCases.alternativeContactEmail,
        alternativeContactPhone: cmCases.alternativeContactPhone,
      })
      .from(cmCases)
      .innerJoin(cmRooms, eq(cmRooms.id, cmCases.roomId))
      .leftJoin(cmApartments, eq(cmApartments.id, cmCases.apartmentId))
      .leftJoin(apartmentBuildings, eq(apartmentBuildings.id, cmApartments.buildingId))
      .leftJoin(cmBuildings, eq(cmBuildings.id, cmCases.buildingId))
      .leftJoin(cmBuildingParts, eq(cmBuildingParts.id, cmCases.buildingPartId))
      .leftJoin(housingAssociations, eq(housingAssociations.id, cmCases.associationId))
      .leftJoin(cmAssets, eq(cmAssets.id, cmCases.assetTypeId))
      .where(and(eq(cmCases.id, id), ownedBy(owner, site)));
    if (!row) return null;
    const [files, events] = await Promise.all([
      db
        .select({
          id: cmCaseFiles.id,
          fileName: cmCaseFiles.fileName,
          contentType: cmCaseFiles.contentType,
          size: cmCaseFiles.size,
          state: cmCaseFiles.state,
          fileId: cmCaseFiles.fileId,
          previewFileId: cmCaseFiles.previewFileId,
        })
        .from(cmCaseFiles)
        .where(eq(cmCaseFiles.caseId, id))
        .orderBy(asc(cmCaseFiles.createdAt), asc(cmCaseFiles.fileName), asc(cmCaseFiles.id)),
      db
        .select({
          kind: cmCaseEvents.kind,
          statusId: cmCaseEvents.statusId,
          message: cmCaseEvents.message,
          actor: cmCaseEvents.actor,
          createdAt: cmCaseEvents.createdAt,
        })
        .from(cmCaseEvents)
        .where(eq(cmCaseEvents.caseId, id))
        .orderBy(asc(cmCaseEvents.createdAt), asc(cmCaseEvents.id)),
    ]);
    const item = toListItem(row, site.language);
    const status = caseStatusById(row.statusId);
    return {
      ...item,
      site: row.site,
      description: row.description,
      detailName: row.assetNames ? (row.assetNames[site.language] ?? row.assetNames.sv) : null,
      alternativeContactFirstName: row.alternativeContactFirstName,
      alternativeContactLastName: row.alternativeContactLastName,
      alternativeContactEmail: row.alternativeContactEmail,
      alternativeContactPhone: row.alternativeContactPhone,
      files: files.map((file): CaseFile => {
        const ready = file.state === "ready" && file.fileId !== null;
        const downloadUrl = ready ? caseFilePath(owner, file.id, file.fileName) : null;
        return {
          attachmentId: file.id,
          filename: file.fileName,
          contentType: file.contentType,
          size: file.size,
          state: file.state === "ready" || file.state === "failed" ? file.state : "processing",
          downloadUrl,
          previewUrl: downloadUrl && file.previewFileId !== null ? `${downloadUrl}?preview=1` : null,
        };
      }),
      history: events.map(
        (event): CaseEvent => ({
          kind: event.kind as CaseEvent["kind"],
          statusCode: event.statusId ? (caseStatusById(event.statusId)?.code ?? null) : null,
          message: event.message,
          actor: event.actor === "staff" || event.actor === "system" ? event.actor : "reporter",
          at: event.createdAt.toISOString(),
        }),
      ),
      open: status ? status.displayGroup !== "completed" : false,
    };
  }

  /** Whether the session has errands to show: its own reports on the site, or its association's cases. */
  async function hasCases(auth: AuthContext, site: SiteSettings): Promise<boolean> {
    const owner = errandsOwnerOf(auth);
    if (!owner) return false;
    const [row] = await db.select({ id: cmCases.id }).from(cmCases).where(ownedBy(owner, site)).limit(1);
    return row !== undefined;
  }

  const caseControlPoints = sql<number>`(select count(*)::int from ${cmRoundControlPoints} where ${cmRoundControlPoints.roundId} = ${cmRounds.id} and ${cmRoundControlPoints.caseId} is not null)`;
  const roundColumns = {
    id: cmRounds.id,
    title: cmRounds.title,
    plannedFor: cmRounds.plannedFor,
    status: cmRounds.status,
    propertyName: cmProperties.name,
    nrOfCaseControlPoints: caseControlPoints,
  };

  function toRound(row: {
    id: number;
    title: string;
    plannedFor: string;
    status: string;
    propertyName: string | null;
    nrOfCaseControlPoints: number;
  }): Round {
    return {
      id: row.id,
      title: row.title,
      plannedFor: row.plannedFor,
      status: row.status === "done" ? "done" : "planned",
      propertyName: row.propertyName,
      nrOfCaseControlPoints: Number(row.nrOfCaseControlPoints),
    };
  }

  /** The association's rounds with case control points (only rounds above 0 are kept: spec 001 section 3). */
  async function rounds(associationId: number): Promise<Round[]> {
    const rows = await db
      .select(roundColumns)
      .from(cmRounds)
      .leftJoin(cmProperties, eq(cmProperties.id, cmRounds.propertyId))
      .where(and(eq(cmRounds.associationId, associationId), gt(caseControlPoints, 0)))
      .orderBy(desc(cmRounds.plannedFor), desc(cmRounds.id));
    return rows.map(toRound);
  }

  /** One of the association's rounds with its control points; null for another association's. */
  async function round(associationId: number, id: number): Promise<RoundDetail | null> {
    const [row] = await db
      .select(roundColumns)
      .from(cmRounds)
      .leftJoin(cmProperties, eq(cmProperties.id, cmRounds.propertyId))
      .where(and(eq(cmRounds.id, id), eq(cmRounds.associationId, associationId)));
    if (!row) return null;
    const points = await db
      .select({
        id: cmRoundControlPoints.id,
        title: cmRoundControlPoints.title,
        location: cmRoundControlPoints.location,
        note: cmRoundControlPoints.note,
        result: cmRoundControlPoints.result,
        caseId: cmRoundControlPoints.caseId,
        ticketNumber: cmCases.ticketNumber,
      })
      .from(cmRoundControlPoints)
      .leftJoin(cmCases, eq(cmCases.id, cmRoundControlPoints.caseId))
      .where(eq(cmRoundControlPoints.roundId, id))
      .orderBy(asc(cmRoundControlPoints.rank), asc(cmRoundControlPoints.id));
    return {
      ...toRound(row),
      controlPoints: points.map((point) => ({
        ...point,
        result: point.result === "ok" || point.result === "remark" ? point.result : "open",
      })),
    };
  }

  return { list, listPage, detail, hasCases, rounds, round };
}

export type CasesReadService = ReturnType<typeof createCasesReadService>;
