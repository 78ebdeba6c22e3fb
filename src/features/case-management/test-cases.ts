import { sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import {
  cmAgreements,
  cmApartments,
  cmAssociationProperties,
  cmBuildingParts,
  cmBuildings,
  cmCaseEvents,
  cmCases,
  cmProperties,
  housingAssociations,
} from "~/db/schema";
import type { SiteCode } from "~/sites/sites";
import { ensureCaseCatalogue } from "./catalogue.server";
import type { CaseArea, CaseKind, CaseType } from "./schema";
import { type CaseStatusCode, caseStatusByCode } from "./statuses";

/**
 * Factories for case-management tests: properties with a building, a staircase and four
 * apartments, associations that own them, residents' agreements and cases, written straight to
 * the database. Each call makes new, unique rows; the catalogue of problem areas is ensured first.
 */

let made = 0;

export interface TestProperty {
  propertyId: number;
  buildingId: number;
  buildingPartId: number;
  /** Four apartments, with government ids 1101, 1102, 1201, 1202. */
  apartmentIds: number[];
  address: string;
}

export async function createTestProperty(
  db: Database,
  options: { site?: SiteCode; associationId?: number; city?: string } = {},
): Promise<TestProperty> {
  await ensureCaseCatalogue(db);
  made++;
  const site = options.site ?? "sv";
  const city = options.city ?? (site === "no" ? "Oslo" : "Uppsala");
  const street = `Provgatan ${made}${Math.random().toString(36).slice(2, 5)}`;
  const [property] = await db
    .insert(cmProperties)
    .values({ site, name: `Provet ${made}`, municipality: city })
    .returning({ id: cmProperties.id });
  if (!property) throw new Error("no property");
  const [building] = await db
    .insert(cmBuildings)
    .values({ propertyId: property.id, name: `Hus ${made}`, address: street, zipCode: "752 31", city })
    .returning({ id: cmBuildings.id });
  if (!building) throw new Error("no building");
  const [part] = await db
    .insert(cmBuildingParts)
    .values({ buildingId: building.id, name: "Trapphus A" })
    .returning({ id: cmBuildingParts.id });
  if (!part) throw new Error("no building part");
  const apartments = await db
    .insert(cmApartments)
    .values(
      ["1101", "1102", "1201", "1202"].map((governmentObjectId) => ({
        propertyId: property.id,
        buildingId: building.id,
        buildingPartId: part.id,
        governmentObjectId,
        address: street,
        zipCode: "752 31",
        city,
      })),
    )
    .returning({ id: cmApartments.id });
  if (options.associationId !== undefined) {
    await db.insert(cmAssociationProperties).values({ associationId: options.associationId, propertyId: property.id });
  }
  return {
    propertyId: property.id,
    buildingId: building.id,
    buildingPartId: part.id,
    apartmentIds: apartments.map((apartment) => apartment.id),
    address: street,
  };
}

/** A new housing association (ids above the demo's), with or without technical management. */
export async function createTestAssociation(
  db: Database,
  options: { site?: SiteCode; management?: boolean } = {},
): Promise<number> {
  const [top] = await db
    .select({ max: sql<number>`coalesce(max(${housingAssociations.id}), 1000)` })
    .from(housingAssociations);
  const id = Math.max(1000, Number(top?.max ?? 1000)) + 1;
  await db.insert(housingAssociations).values({
    id,
    name: `Brf Prov ${id}`,
    organisationNumber: "769600-0000",
    site: options.site ?? "sv",
    activeFinancialManagement: options.management ?? true,
  });
  return id;
}

/** A resident's agreement: the user lives in the apartment from a year ago. */
export async function giveAgreement(db: Database, userId: string, apartmentId: number): Promise<void> {
  await db.insert(cmAgreements).values({ userId, apartmentId, validFrom: "2025-01-01" });
}

export interface TestCaseOptions {
  site?: SiteCode;
  kind?: CaseKind;
  caseType?: CaseType;
  reporterUserId?: string | null;
  associationId?: number | null;
  area?: CaseArea;
  property?: TestProperty;
  apartmentId?: number | null;
  roomId?: string;
  assetTypeId?: string | null;
  description?: string;
  status?: CaseStatusCode;
  createdAt?: Date;
}

/** A case as the wizard would have created it, with its "created" event. */
export async function createTestCase(
  db: Database,
  options: TestCaseOptions = {},
): Promise<{ id: string; ticketNumber: number }> {
  await ensureCaseCatalogue(db);
  const area = options.area ?? "apartment";
  const property = options.property;
  const [row] = await db
    .insert(cmCases)
    .values({
      site: options.site ?? "sv",
      kind: options.kind ?? "resident",
      caseType: options.caseType ?? "management",
      reporterUserId: options.reporterUserId ?? null,
      associationId: options.associationId ?? null,
      area,
      propertyId: property?.propertyId ?? null,
      buildingId: property?.buildingId ?? null,
      buildingPartId: property?.buildingPartId ?? null,
      apartmentId: options.apartmentId ?? (area === "apartment" ? (property?.apartmentIds[0] ?? null) : null),
      roomId: options.roomId ?? (area === "apartment" ? "kitchen" : "elevator"),
      assetTypeId:
        options.assetTypeId === undefined
          ? area === "apartment"
            ? "kitchen.water"
            : "elevator.car"
          : options.assetTypeId,
      description: options.description ?? "Det droppar från kranen i köket.",
      reporterFirstName: "Test",
      reporterLastName: "Provsson",
      reporterEmail: "test.provsson@example.se",
      reporterPhone: "070-123 45 67",
      statusId: caseStatusByCode(options.status ?? "registered").id,
      createdAt: options.createdAt ?? new Date(),
      updatedAt: options.createdAt ?? new Date(),
    })
    .returning({ id: cmCases.id, ticketNumber: cmCases.ticketNumber });
  if (!row) throw new Error("no case");
  await db.insert(cmCaseEvents).values({
    caseId: row.id,
    kind: "created",
    statusId: caseStatusByCode(options.status ?? "registered").id,
    actor: "reporter",
  });
  return row;
}
