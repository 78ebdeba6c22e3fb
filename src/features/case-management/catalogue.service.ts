import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, notInArray, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import {
  boardMemberships,
  cmAgreements,
  cmApartments,
  cmAssetFaqs,
  cmAssets,
  cmAssociationAccounts,
  cmAssociationProperties,
  cmBuildings,
  cmCases,
  cmFaqArticles,
  cmProperties,
  cmRooms,
  cmSuppliers,
  housingAssociations,
  users,
} from "~/db/schema";
import type { AuthContext } from "~/features/account/schema";
import { HOUR_MS, type Throttle, ThrottledError, throttleKey } from "~/server/throttle";
import type { Language, SiteCode, SiteSettings } from "~/sites/sites";
import type {
  ApartmentChoice,
  Asset,
  BoardAssociation,
  BuildingChoice,
  FaqArticle,
  OpenCaseHint,
  RoomOption,
  Supplier,
  SupplierKind,
} from "./schema";
import { caseStatusById, statusIdsOfGroups } from "./statuses";

/**
 * The fault report's catalogue and addresses (issue 17, spec 001 section 7): problem areas with
 * their detail spaces and FAQ articles, suppliers, the resident's agreements and buildings, the
 * board member's association with its search, the board's e-mail, the e-mail check and the
 * duplicate hint. Every answer is authorized here: another user's or association's record is
 * answered as if it did not exist (undefined; the routes say 404).
 */

/** The case-management data of a site: the English sub-site shows the Swedish site's buildings. */
export function caseSiteOf(site: SiteSettings): SiteCode {
  return site.site === "sv_en" ? "sv" : site.site;
}

/** Checks of e-mail addresses (POST booking/email_is_valid) a logged-in account may make per hour. */
export const EMAIL_CHECKS_PER_HOUR = 30;
/** The address searches answer at most this many hits. */
export const SEARCH_HITS = 20;
/** The duplicate hint lists at most this many open errands. */
export const OPEN_CASE_HINTS = 10;

export interface CatalogueServiceDeps {
  db: Database;
  clock: () => Date;
  throttle: Throttle;
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/** Lower case without accents: "Sjövägen" finds "sjovagen" and "SJÖVÄGEN". */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

const apartmentColumns = {
  id: cmApartments.id,
  propertyId: cmApartments.propertyId,
  buildingId: cmApartments.buildingId,
  buildingPartId: cmApartments.buildingPartId,
  address: cmApartments.address,
  zipCode: cmApartments.zipCode,
  city: cmApartments.city,
  governmentObjectId: cmApartments.governmentObjectId,
  objectTypeId: cmApartments.objectTypeId,
  rentalBuilding: cmApartments.rentalBuilding,
};

const buildingColumns = {
  id: cmBuildings.id,
  propertyId: cmBuildings.propertyId,
  name: cmBuildings.name,
  address: cmBuildings.address,
  zipCode: cmBuildings.zipCode,
  city: cmBuildings.city,
};

const byAddress = <T extends { address: string }>(a: T, b: T, tie: (a: T, b: T) => number) =>
  a.address.localeCompare(b.address, "sv") || tie(a, b);

export function createCatalogueService({ db, clock, throttle }: CatalogueServiceDeps) {
  const today = () => clock().toISOString().slice(0, 10);

  /** FAQ article ids of each detail space, in one language. */
  async function faqIdsOf(assetIds: string[], language: Language): Promise<Map<string, number[]>> {
    const result = new Map<string, number[]>();
    if (assetIds.length === 0) return result;
    const rows = await db
      .select({ assetId: cmAssetFaqs.assetId, id: cmFaqArticles.id })
      .from(cmAssetFaqs)
      .innerJoin(cmFaqArticles, eq(cmFaqArticles.id, cmAssetFaqs.faqArticleId))
      .where(and(inArray(cmAssetFaqs.assetId, assetIds), eq(cmFaqArticles.language, language)))
      .orderBy(cmFaqArticles.id);
    for (const row of rows) result.set(row.assetId, [...(result.get(row.assetId) ?? []), row.id]);
    return result;
  }

  async function assetsOfRooms(roomIds: string[], language: Language): Promise<Map<string, Asset[]>> {
    const result = new Map<string, Asset[]>();
    if (roomIds.length === 0) return result;
    const rows = await db
      .select()
      .from(cmAssets)
      .where(inArray(cmAssets.roomId, roomIds))
      .orderBy(cmAssets.roomId, cmAssets.rank);
    const faq = await faqIdsOf(
      rows.map((row) => row.id),
      language,
    );
    for (const row of rows) {
      const asset: Asset = {
        id: row.id,
        name: row.names[language],
        faq: faq.get(row.id) ?? [],
        supplierKind: row.supplierKind === "elevator" || row.supplierKind === "appliance" ? row.supplierKind : null,
      };
      result.set(row.roomId, [...(result.get(row.roomId) ?? []), asset]);
    }
    return result;
  }

  async function roomsOf(kind: "dwelling" | "public", language: Language, keep: (id: string) => boolean) {
    const rooms = (await db.select().from(cmRooms).where(eq(cmRooms.kind, kind)).orderBy(cmRooms.rank)).filter((room) =>
      keep(room.id),
    );
    const assets = await assetsOfRooms(
      rooms.map((room) => room.id),
      language,
    );
    return rooms.map((room): RoomOption => {
      const children = assets.get(room.id) ?? [];
      return {
        id: room.id,
        name: room.names[language],
        kind,
        children,
        faq: [...new Set(children.flatMap((child) => child.faq))],
      };
    });
  }

  /** The board member's association, if the session acts for one the user is still on the board of, on this site. */
  async function boardAssociationOf(auth: AuthContext, site: SiteCode) {
    if ((auth.kind !== "boardMember" && auth.kind !== "boardMemberCase") || auth.associationId === null) return;
    const [association] = await db
      .select({
        id: housingAssociations.id,
        name: housingAssociations.name,
        organisationNumber: housingAssociations.organisationNumber,
        management: housingAssociations.activeFinancialManagement,
      })
      .from(housingAssociations)
      .innerJoin(
        boardMemberships,
        and(eq(boardMemberships.associationId, housingAssociations.id), eq(boardMemberships.userId, auth.userId)),
      )
      .where(and(eq(housingAssociations.id, auth.associationId), eq(housingAssociations.site, site)));
    return association;
  }

  async function buildingsOfAssociation(associationId: number): Promise<BuildingChoice[]> {
    const rows = await db
      .select(buildingColumns)
      .from(cmAssociationProperties)
      .innerJoin(cmBuildings, eq(cmBuildings.propertyId, cmAssociationProperties.propertyId))
      .where(eq(cmAssociationProperties.associationId, associationId));
    return rows.sort((a, b) => byAddress(a, b, (x, y) => x.id - y.id));
  }

  /** The resident's agreements running today, on this site. */
  async function currentAgreements(userId: string, site: SiteCode): Promise<ApartmentChoice[]> {
    const day = today();
    const rows = await db
      .selectDistinct(apartmentColumns)
      .from(cmAgreements)
      .innerJoin(cmApartments, eq(cmApartments.id, cmAgreements.apartmentId))
      .innerJoin(cmProperties, eq(cmProperties.id, cmApartments.propertyId))
      .where(
        and(
          eq(cmAgreements.userId, userId),
          eq(cmProperties.site, site),
          lte(cmAgreements.validFrom, day),
          or(isNull(cmAgreements.validTo), gte(cmAgreements.validTo, day)),
        ),
      );
    return rows.sort((a, b) => byAddress(a, b, (x, y) => x.governmentObjectId.localeCompare(y.governmentObjectId)));
  }

  function matches(text: string) {
    const words = foldForSearch(text)
      .split(/[\s,]+/)
      .filter(Boolean);
    return (...fields: (string | null)[]) => {
      // Only separators (commas, spaces): nothing to look for, so nothing found.
      if (words.length === 0) return false;
      const haystack = foldForSearch(fields.filter(Boolean).join(" "));
      return words.every((word) => haystack.includes(word));
    };
  }

  return {
    /** The dwelling rooms (GET rooms/{id}): the same for every dwelling; an id naming no dwelling of the site is unknown (0: an address of the reporter's own). */
    async dwellingRooms(apartmentId: number, site: SiteCode, language: Language): Promise<RoomOption[] | undefined> {
      if (apartmentId !== 0) {
        const [apartment] = await db
          .select({ id: cmApartments.id })
          .from(cmApartments)
          .innerJoin(cmProperties, eq(cmProperties.id, cmApartments.propertyId))
          .where(and(eq(cmApartments.id, apartmentId), eq(cmProperties.site, site)));
        if (!apartment) return undefined;
      }
      return roomsOf("dwelling", language, () => true);
    },

    /** The public-space areas of a property: the elevator only when a building has one, the garage only with a garage (0: all). */
    async publicRooms(propertyId: number, site: SiteCode, language: Language): Promise<RoomOption[] | undefined> {
      // An address we do not know (without management): every area, since we cannot tell.
      if (propertyId === 0) return roomsOf("public", language, () => true);
      const [property] = await db
        .select({
          id: cmProperties.id,
          elevator: sql<boolean>`coalesce(bool_or(${cmBuildings.hasElevator}), false)`,
          garage: sql<boolean>`coalesce(bool_or(${cmBuildings.hasGarage}), false)`,
        })
        .from(cmProperties)
        .leftJoin(cmBuildings, eq(cmBuildings.propertyId, cmProperties.id))
        .where(and(eq(cmProperties.id, propertyId), eq(cmProperties.site, site)))
        .groupBy(cmProperties.id);
      if (!property) return undefined;
      return roomsOf(
        "public",
        language,
        (id) => (id !== "elevator" || property.elevator) && (id !== "garage" || property.garage),
      );
    },

    /** The detail spaces of a problem area (GET assets/{problemArea}); undefined for an unknown area. */
    async assets(problemArea: string, language: Language): Promise<Asset[] | undefined> {
      const [room] = await db.select({ id: cmRooms.id }).from(cmRooms).where(eq(cmRooms.id, problemArea));
      if (!room) return undefined;
      return (await assetsOfRooms([room.id], language)).get(room.id) ?? [];
    },

    /** FAQ articles by id, in the site's language only (an id of another language's article is left out). */
    async articles(ids: number[], language: Language): Promise<FaqArticle[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(cmFaqArticles)
        .where(and(inArray(cmFaqArticles.id, [...new Set(ids)]), eq(cmFaqArticles.language, language)))
        .orderBy(cmFaqArticles.id);
      return rows.map(({ language: _language, ...article }) => article);
    },

    /** The supplier to call: the property's (of this site), else the site's default. */
    async supplier(kind: SupplierKind, site: SiteCode, propertyId?: number): Promise<Supplier | undefined> {
      const rows = await db
        .select()
        .from(cmSuppliers)
        .where(
          and(
            eq(cmSuppliers.site, site),
            eq(cmSuppliers.kind, kind),
            propertyId === undefined
              ? isNull(cmSuppliers.propertyId)
              : or(isNull(cmSuppliers.propertyId), eq(cmSuppliers.propertyId, propertyId)),
          ),
        )
        // The property's own first, then the site's default.
        .orderBy(sql`${cmSuppliers.propertyId} is null`, cmSuppliers.id)
        .limit(1);
      const row = rows[0];
      if (!row) return undefined;
      return { kind, name: row.name, phone: row.phone, url: row.url, guidance: row.guidance };
    },

    agreements: currentAgreements,

    /** The buildings of the resident's agreements (public-space reports), by address. */
    async agreementBuildings(userId: string, site: SiteCode): Promise<BuildingChoice[]> {
      const buildingIds = [...new Set((await currentAgreements(userId, site)).map((a) => a.buildingId))];
      if (buildingIds.length === 0) return [];
      const rows = await db.select(buildingColumns).from(cmBuildings).where(inArray(cmBuildings.id, buildingIds));
      return rows.sort((a, b) => byAddress(a, b, (x, y) => x.id - y.id));
    },

    /** The buildings of the session's association (the board member's public-space report). */
    async associationBuildings(auth: AuthContext, site: SiteCode): Promise<BuildingChoice[] | undefined> {
      const association = await boardAssociationOf(auth, site);
      return association ? buildingsOfAssociation(association.id) : undefined;
    },

    /** The session's association with its buildings; undefined when the user is not (any more) on its board. */
    async association(auth: AuthContext, site: SiteCode): Promise<BoardAssociation | undefined> {
      const association = await boardAssociationOf(auth, site);
      if (!association) return undefined;
      return { ...association, buildings: await buildingsOfAssociation(association.id) };
    },

    /** The association's apartments matching every word of the text (address, zip code, city, government id). */
    async searchApartments(auth: AuthContext, site: SiteCode, text: string): Promise<ApartmentChoice[] | undefined> {
      const association = await boardAssociationOf(auth, site);
      if (!association) return undefined;
      // An association's apartments are hundreds at most: read them by the indexed path and match here,
      // which folds accents the same way for every database (PGlite has no unaccent).
      const rows = await db
        .select(apartmentColumns)
        .from(cmAssociationProperties)
        .innerJoin(cmBuildings, eq(cmBuildings.propertyId, cmAssociationProperties.propertyId))
        .innerJoin(cmApartments, eq(cmApartments.buildingId, cmBuildings.id))
        .where(eq(cmAssociationProperties.associationId, association.id));
      const match = matches(text);
      return rows
        .filter((row) =>
          match(row.address, row.zipCode, row.city, row.governmentObjectId, `lgh ${row.governmentObjectId}`),
        )
        .sort((a, b) => byAddress(a, b, (x, y) => x.governmentObjectId.localeCompare(y.governmentObjectId)))
        .slice(0, SEARCH_HITS);
    },

    async searchBuildings(auth: AuthContext, site: SiteCode, text: string): Promise<BuildingChoice[] | undefined> {
      const association = await boardAssociationOf(auth, site);
      if (!association) return undefined;
      const match = matches(text);
      return (await buildingsOfAssociation(association.id))
        .filter((row) => match(row.name, row.address, row.zipCode, row.city))
        .slice(0, SEARCH_HITS);
    },

    /** The board's shared e-mail of the session's association (null when none is set). */
    async boardEmail(auth: AuthContext, site: SiteCode): Promise<{ email: string | null } | undefined> {
      const association = await boardAssociationOf(auth, site);
      if (!association) return undefined;
      const [row] = await db
        .select({ email: cmAssociationAccounts.boardEmail })
        .from(cmAssociationAccounts)
        .where(eq(cmAssociationAccounts.associationId, association.id));
      return { email: row?.email ?? null };
    },

    async setBoardEmail(auth: AuthContext, site: SiteCode, email: string): Promise<{ email: string } | undefined> {
      const association = await boardAssociationOf(auth, site);
      if (!association) return undefined;
      const now = clock();
      await db
        .insert(cmAssociationAccounts)
        .values({ associationId: association.id, boardEmail: email, updatedAt: now })
        .onConflictDoUpdate({
          target: cmAssociationAccounts.associationId,
          set: { boardEmail: email, updatedAt: now },
        });
      return { email };
    },

    /**
     * Whether the logged-in user may use the address (false: another account has it, emailInUse).
     * Counted per account, so that it is no oracle for whose addresses have accounts.
     */
    async emailIsValid(userId: string, email: string): Promise<boolean> {
      const verdict = await throttle.take([
        { key: throttleKey("case-email-check", userId), limit: EMAIL_CHECKS_PER_HOUR, windowMs: HOUR_MS },
      ]);
      if (!verdict.allowed) throw new ThrottledError(verdict.retryAfterSeconds);
      const [other] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)))
        .limit(1);
      return other === undefined;
    },

    /**
     * The duplicate hint: the open errands of a building's problem area, newest first. Only for a
     * building the user lives in or whose association the session acts for; an errand's id only
     * when the user may follow it (their own, or their association's as its board member).
     */
    async openCases(
      auth: AuthContext,
      site: SiteCode,
      buildingId: number,
      roomId: string,
    ): Promise<OpenCaseHint[] | undefined> {
      const association = await boardAssociationOf(auth, site);
      const livesThere = (await currentAgreements(auth.userId, site)).some((a) => a.buildingId === buildingId);
      let boardOfBuilding = false;
      if (association && !livesThere) {
        const [owned] = await db
          .select({ id: cmBuildings.id })
          .from(cmBuildings)
          .innerJoin(
            cmAssociationProperties,
            and(
              eq(cmAssociationProperties.propertyId, cmBuildings.propertyId),
              eq(cmAssociationProperties.associationId, association.id),
            ),
          )
          .where(eq(cmBuildings.id, buildingId));
        boardOfBuilding = owned !== undefined;
      }
      if (!livesThere && !boardOfBuilding) return undefined;
      const rows = await db
        .select({
          id: cmCases.id,
          ticketNumber: cmCases.ticketNumber,
          createdAt: cmCases.createdAt,
          statusId: cmCases.statusId,
          reporterUserId: cmCases.reporterUserId,
          associationId: cmCases.associationId,
        })
        .from(cmCases)
        .where(
          and(
            eq(cmCases.buildingId, buildingId),
            eq(cmCases.roomId, roomId),
            notInArray(cmCases.statusId, statusIdsOfGroups(["completed"])),
          ),
        )
        .orderBy(desc(cmCases.createdAt), asc(cmCases.ticketNumber))
        .limit(OPEN_CASE_HINTS);
      return rows.flatMap((row) => {
        const status = caseStatusById(row.statusId);
        if (!status) return [];
        const mayFollow =
          row.reporterUserId === auth.userId || (association !== undefined && row.associationId === association.id);
        return [
          {
            ticketNumber: row.ticketNumber,
            creationDate: row.createdAt.toISOString(),
            statusCode: status.code,
            id: mayFollow ? row.id : null,
          },
        ];
      });
    },
  };
}
