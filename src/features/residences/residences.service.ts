import { and, asc, eq, gt, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import {
  areas,
  type ContactPerson,
  interests,
  objects,
  showingBookings,
  showings,
  stages,
  stageTags,
  tags,
} from "~/db/schema";
import type { Mailer } from "~/features/mail/mailer";
import { FieldValidationError } from "~/server/plugins/errors";
import type { SiteCode, SiteSettings } from "~/sites/sites";
import { SEARCHED_OBJECT_STATUSES } from "./enums";
import { purchasePriceSql } from "./purchase-price.server";
import { interestConfirmation, showingConfirmation } from "./residence-mail";
import type {
  AreaPageData,
  AreaRef,
  ContactPersonView,
  HomeDetails,
  HomeSummary,
  InterestRequest,
  ObjectPageData,
  ProjectLink,
  Range,
  ShowingBooking,
  ShowingView,
  StagePageData,
  StageSummary,
  TagView,
} from "./schema";
import { countyPath, municipalityPath } from "./urls";

export type AreaRow = typeof areas.$inferSelect;
export type StageRow = typeof stages.$inferSelect;
export type ObjectRow = typeof objects.$inferSelect;

export interface ResidenceServiceDeps {
  db: Database;
  clock: () => Date;
  mailer: Mailer;
}

/** Project statuses whose projects count as "for sale" on the sold-out page's list. */
const FOR_SALE_PROJECT_STATUSES = ["forSale", "preselling", "vip", "moveInReady"];
/** Stages described by their planned ranges until their homes are released (spec 000 section 9). */
const PLANNED_PROJECT_STATUSES = ["planned", "vip", "preselling"];
/** How many upcoming showings a page lists. */
const SHOWINGS_LIMIT = 20;
const NEIGHBOURS_LIMIT = 6;
const OTHER_PROJECTS_LIMIT = 6;

/** Postgres' unique violation: two bookings raced past the duplicate check. */
const UNIQUE_VIOLATION = "23505";

export function createResidenceService(deps: ResidenceServiceDeps) {
  const { db, clock, mailer } = deps;

  const isAvailable = inArray(objects.status, [...SEARCHED_OBJECT_STATUSES]);

  /** The site's row of a residence table whose url or id matches, if any. */
  async function first<T>(rows: Promise<T[]>): Promise<T | undefined> {
    return (await rows)[0];
  }
  const findArea = (site: SiteCode, path: string): Promise<AreaRow | undefined> =>
    first(
      db
        .select()
        .from(areas)
        .where(and(eq(areas.site, site), eq(areas.url, path)))
        .limit(1),
    );
  const findStage = (site: SiteCode, path: string): Promise<StageRow | undefined> =>
    first(
      db
        .select()
        .from(stages)
        .where(and(eq(stages.site, site), eq(stages.url, path)))
        .limit(1),
    );
  const findObject = (site: SiteCode, path: string): Promise<ObjectRow | undefined> =>
    first(
      db
        .select()
        .from(objects)
        .where(and(eq(objects.site, site), eq(objects.url, path)))
        .limit(1),
    );
  const areaById = (site: SiteCode, id: number): Promise<AreaRow | undefined> =>
    first(
      db
        .select()
        .from(areas)
        .where(and(eq(areas.site, site), eq(areas.id, id)))
        .limit(1),
    );
  const stageById = (site: SiteCode, id: number): Promise<StageRow | undefined> =>
    first(
      db
        .select()
        .from(stages)
        .where(and(eq(stages.site, site), eq(stages.id, id)))
        .limit(1),
    );
  const objectById = (site: SiteCode, id: number): Promise<ObjectRow | undefined> =>
    first(
      db
        .select()
        .from(objects)
        .where(and(eq(objects.site, site), eq(objects.id, id)))
        .limit(1),
    );

  function areaRef(site: SiteSettings, area: AreaRow): AreaRef {
    const base = site.urls.seoResidences ?? "/";
    return {
      id: area.id,
      name: area.name,
      url: area.url,
      county: area.county,
      countyUrl: countyPath(base, area.countySlug),
      municipality: area.municipality,
      municipalityUrl: municipalityPath(base, area.countySlug, area.municipalitySlug),
      latitude: area.latitude,
      longitude: area.longitude,
      projectStatus: area.projectStatus,
    };
  }

  interface StageStats {
    homeCount: number;
    availableCount: number;
    price: Range | null;
    rooms: Range | null;
    livingArea: Range | null;
  }

  /** Counts and ranges of the available homes per stage, for one area or one stage. */
  async function stageStats(where: SQL): Promise<Map<number, StageStats>> {
    const price = purchasePriceSql;
    const rows = await db
      .select({
        stageId: objects.stageId,
        homeCount: sql<number>`count(*)::int`,
        availableCount: sql<number>`(count(*) filter (where ${isAvailable}))::int`,
        minPrice: sql<number | null>`(min(${price}) filter (where ${isAvailable}))::float8`,
        maxPrice: sql<number | null>`(max(${price}) filter (where ${isAvailable}))::float8`,
        minRooms: sql<number | null>`(min(${objects.rooms}) filter (where ${isAvailable}))::float8`,
        maxRooms: sql<number | null>`(max(${objects.rooms}) filter (where ${isAvailable}))::float8`,
        minArea: sql<number | null>`(min(${objects.livingArea}) filter (where ${isAvailable}))::float8`,
        maxArea: sql<number | null>`(max(${objects.livingArea}) filter (where ${isAvailable}))::float8`,
      })
      .from(objects)
      .where(where)
      .groupBy(objects.stageId);
    return new Map(
      rows.map((row) => [
        row.stageId,
        {
          homeCount: Number(row.homeCount),
          availableCount: Number(row.availableCount),
          price: rangeOf(row.minPrice, row.maxPrice),
          rooms: rangeOf(row.minRooms, row.maxRooms),
          livingArea: rangeOf(row.minArea, row.maxArea),
        },
      ]),
    );
  }

  function stageSummary(stage: StageRow, stats: StageStats | undefined): StageSummary {
    const released = (stats?.availableCount ?? 0) > 0;
    // Before any home is released, the stage's planned ranges describe it (planned and VIP stages).
    const planned = !released && PLANNED_PROJECT_STATUSES.includes(stage.projectStatus);
    return {
      id: stage.id,
      name: stage.name,
      url: stage.url,
      projectStatus: stage.projectStatus,
      stageStatus: stage.stageStatus,
      projectPhase: stage.projectPhase,
      residenceType: stage.residenceType,
      disposalForm: stage.disposalForm,
      inhabitFrom: stage.inhabitFrom,
      inhabitTo: stage.inhabitTo,
      shortDescription: stage.shortDescription,
      image: stage.images[0] ?? null,
      latitude: stage.latitude,
      longitude: stage.longitude,
      homeCount: stats?.homeCount ?? 0,
      availableCount: stats?.availableCount ?? 0,
      price: planned ? rangeOf(stage.plannedMinPrice, stage.plannedMaxPrice) : (stats?.price ?? null),
      rooms: planned ? rangeOf(stage.plannedMinRooms, stage.plannedMaxRooms) : (stats?.rooms ?? null),
      livingArea: planned ? rangeOf(stage.plannedMinArea, stage.plannedMaxArea) : (stats?.livingArea ?? null),
      planned,
    };
  }

  function homeSummary(row: ObjectRow): HomeSummary {
    return {
      id: row.id,
      number: row.number,
      url: row.url,
      status: row.status,
      residenceType: row.residenceType,
      disposalForm: row.disposalForm,
      rooms: row.rooms,
      livingArea: row.livingArea,
      floor: row.floor,
      price: Number(row.price),
      totalPrice: row.totalPrice === null ? null : Number(row.totalPrice),
      monthlyFee: row.monthlyFee,
      inhabitDate: row.inhabitDate,
    };
  }

  function homeDetails(row: ObjectRow): HomeDetails {
    return {
      ...homeSummary(row),
      plotType: row.plotType,
      concept: row.concept,
      plotArea: row.plotArea,
      floorCount: row.floorCount,
      debtShare: row.debtShare === null ? null : Number(row.debtShare),
      outdoorAreas: row.outdoorAreas,
      parking: row.parking,
      storage: row.storage,
      latitude: row.latitude,
      longitude: row.longitude,
      description: row.description,
      images: row.images,
    };
  }

  /** Homes in their buyers' order: "2" before "10", "A2" before "B1". */
  const homeOrder = [asc(sql`length(${objects.number})`), asc(objects.number), asc(objects.id)];

  const showingColumns = {
    id: showings.id,
    startsAt: showings.startsAt,
    endsAt: showings.endsAt,
    location: showings.location,
    capacity: showings.capacity,
    objectId: showings.objectId,
    booked: sql<number>`count(${showingBookings.id})::int`,
  };

  function showingView(row: {
    id: number;
    startsAt: Date;
    endsAt: Date;
    location: string;
    capacity: number | null;
    objectId: number | null;
    booked: number;
  }): ShowingView {
    return {
      id: row.id,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      location: row.location,
      capacity: row.capacity,
      placesLeft: row.capacity === null ? null : Math.max(0, row.capacity - Number(row.booked)),
      objectId: row.objectId,
    };
  }

  /**
   * Upcoming showings of a stage: its general showings, and for a home also the home's own
   * (a showing of one home is listed on that home's page only).
   */
  async function upcomingShowings(stageId: number, objectId?: number): Promise<ShowingView[]> {
    const conditions = [
      eq(showings.stageId, stageId),
      gt(showings.startsAt, clock()),
      objectId === undefined
        ? isNull(showings.objectId)
        : or(isNull(showings.objectId), eq(showings.objectId, objectId))!,
    ];
    const rows = await db
      .select(showingColumns)
      .from(showings)
      .leftJoin(showingBookings, eq(showingBookings.showingId, showings.id))
      .where(and(...conditions))
      // The other columns depend on the primary key, so PostgreSQL accepts them ungrouped.
      .groupBy(showings.id)
      .orderBy(asc(showings.startsAt), asc(showings.id))
      .limit(SHOWINGS_LIMIT);
    return rows.map(showingView);
  }

  function contactsOf(...lists: ContactPerson[][]): ContactPersonView[] {
    return lists.find((list) => list.length > 0) ?? [];
  }

  async function tagsOf(stageId: number): Promise<TagView[]> {
    return db
      .select({ id: tags.id, name: tags.name, url: tags.url })
      .from(stageTags)
      .innerJoin(tags, eq(stageTags.tagId, tags.id))
      .where(eq(stageTags.stageId, stageId))
      .orderBy(asc(tags.name));
  }

  /**
   * Projects for sale near a sold-out one: its municipality first, then its county, then the
   * nearest elsewhere on the site, so the page always leads somewhere.
   */
  async function otherProjects(area: AreaRow): Promise<ProjectLink[]> {
    // Squared degrees with longitude scaled by latitude: enough to order by nearness.
    const distance = sql`power(${areas.latitude} - ${area.latitude}, 2) + power((${areas.longitude} - ${area.longitude}) * ${Math.cos((area.latitude * Math.PI) / 180)}, 2)`;
    const rows = await db
      .select()
      .from(areas)
      .where(
        and(eq(areas.site, area.site), ne(areas.id, area.id), inArray(areas.projectStatus, FOR_SALE_PROJECT_STATUSES)),
      )
      .orderBy(
        asc(
          sql`case when ${areas.municipalitySlug} = ${area.municipalitySlug} then 0 when ${areas.countySlug} = ${area.countySlug} then 1 else 2 end`,
        ),
        asc(distance),
        asc(areas.id),
      )
      .limit(OTHER_PROJECTS_LIMIT);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      url: row.url,
      municipality: row.municipality,
      projectStatus: row.projectStatus,
      image: row.images[0] ?? null,
    }));
  }

  async function areaPageData(site: SiteSettings, area: AreaRow): Promise<AreaPageData> {
    const [stageRows, stats, others] = await Promise.all([
      db.select().from(stages).where(eq(stages.areaId, area.id)).orderBy(asc(stages.recommendedRank), asc(stages.id)),
      stageStats(eq(objects.areaId, area.id)),
      area.projectStatus === "soldOut" ? otherProjects(area) : Promise.resolve([]),
    ]);
    const summaries = stageRows.map((stage) => stageSummary(stage, stats.get(stage.id)));
    const merge = (pick: (s: StageSummary) => Range | null) =>
      summaries.map(pick).reduce<Range | null>((all, range) => mergeRange(all, range), null);
    return {
      kind: "area",
      area: {
        ...areaRef(site, area),
        projectPhase: area.projectPhase,
        concept: area.concept,
        shortDescription: area.shortDescription,
        description: area.description,
        images: area.images,
      },
      stages: summaries,
      contacts: contactsOf(area.contacts, ...stageRows.map((s) => s.contacts)),
      availableCount: summaries.reduce((sum, s) => sum + s.availableCount, 0),
      price: merge((s) => s.price),
      rooms: merge((s) => s.rooms),
      livingArea: merge((s) => s.livingArea),
      otherProjects: others,
    };
  }

  async function stagePageData(site: SiteSettings, stage: StageRow): Promise<StagePageData | undefined> {
    const area = await areaById(site.site, stage.areaId);
    if (!area) return undefined;
    const [homes, stats, showingList, tagList] = await Promise.all([
      db
        .select()
        .from(objects)
        .where(eq(objects.stageId, stage.id))
        .orderBy(...homeOrder),
      stageStats(eq(objects.stageId, stage.id)),
      upcomingShowings(stage.id),
      tagsOf(stage.id),
    ]);
    return {
      kind: "stage",
      area: areaRef(site, area),
      stage: {
        ...stageSummary(stage, stats.get(stage.id)),
        concept: stage.concept,
        plotType: stage.plotType,
        parking: stage.parking,
        storage: stage.storage,
        description: stage.description,
        images: stage.images,
        plannedHomeCount: stage.plannedHomeCount,
      },
      homes: homes.map(homeSummary),
      showings: showingList,
      contacts: contactsOf(stage.contacts, area.contacts),
      tags: tagList,
    };
  }

  async function objectPageData(site: SiteSettings, home: ObjectRow): Promise<ObjectPageData | undefined> {
    const [stage, area] = await Promise.all([stageById(site.site, home.stageId), areaById(site.site, home.areaId)]);
    if (!stage || !area) return undefined;
    const [neighbours, showingList] = await Promise.all([
      db
        .select()
        .from(objects)
        .where(and(eq(objects.stageId, stage.id), ne(objects.id, home.id), isAvailable))
        .orderBy(asc(sql`abs(${objects.id} - ${home.id})`), asc(objects.id))
        .limit(NEIGHBOURS_LIMIT),
      upcomingShowings(stage.id, home.id),
    ]);
    return {
      kind: "object",
      area: areaRef(site, area),
      stage: {
        id: stage.id,
        name: stage.name,
        url: stage.url,
        projectStatus: stage.projectStatus,
        projectPhase: stage.projectPhase,
        stageStatus: stage.stageStatus,
        images: stage.images,
      },
      home: homeDetails(home),
      neighbours: neighbours.map(homeSummary),
      showings: showingList,
      contacts: contactsOf(stage.contacts, area.contacts),
    };
  }

  /** Fresh showings of a stage of the site (availability changes between page caches). */
  async function showingsOfStage(
    site: SiteCode,
    stageId: number,
    objectId?: number,
  ): Promise<ShowingView[] | undefined> {
    const stage = await stageById(site, stageId);
    if (!stage) return undefined;
    return upcomingShowings(stage.id, objectId);
  }

  interface InterestTarget {
    area: AreaRow;
    stage?: StageRow;
    object?: ObjectRow;
  }

  /** The area, stage and home an interest is about; the ids must belong together and to the site. */
  async function interestTarget(site: SiteCode, input: InterestRequest): Promise<InterestTarget> {
    const unknown = (field: string) => new FieldValidationError([{ field, messageKey: "validation.unknownResidence" }]);
    let object: ObjectRow | undefined;
    let stage: StageRow | undefined;
    if (input.objectId !== undefined) {
      object = await objectById(site, input.objectId);
      if (!object) throw unknown("objectId");
      if (input.stageId !== undefined && input.stageId !== object.stageId) throw unknown("stageId");
    }
    const stageId = object?.stageId ?? input.stageId;
    if (stageId !== undefined) {
      stage = await stageById(site, stageId);
      if (!stage) throw unknown("stageId");
      if (input.areaId !== undefined && input.areaId !== stage.areaId) throw unknown("areaId");
    }
    const areaId = stage?.areaId ?? input.areaId;
    const area = areaId === undefined ? undefined : await areaById(site, areaId);
    if (!area) throw unknown("areaId");
    return { area, stage, object };
  }

  /** Stores an interest and queues its confirmation e-mail in the site's language. */
  async function registerInterest(site: SiteSettings, input: InterestRequest, origin: string) {
    const target = await interestTarget(site.site, input);
    const [row] = await db
      .insert(interests)
      .values({
        site: site.site,
        areaId: target.area.id,
        stageId: target.stage?.id ?? null,
        objectId: target.object?.id ?? null,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        message: input.message ?? null,
        postalCode: input.postalCode ?? null,
        minRooms: input.minRooms ?? null,
        maxRooms: input.maxRooms ?? null,
        createdAt: clock(),
      })
      .returning({ id: interests.id });
    await queueMail(() =>
      interestConfirmation(site, {
        to: input.email,
        firstName: input.firstName,
        area: target.area,
        stage: target.stage,
        object: target.object,
        origin,
      }),
    );
    return { id: row!.id };
  }

  /**
   * Books a place at a showing of the site: drop-in and past showings cannot be booked, a full
   * showing refuses, and one e-mail address books a showing once. Undefined when the showing
   * does not exist on the site.
   */
  async function bookShowing(site: SiteSettings, showingId: number, input: ShowingBooking, origin: string) {
    const email = input.email.toLowerCase();
    const booked = await db.transaction(async (tx) => {
      // Lock the showing so two visitors cannot both take its last place.
      const [found] = await tx
        .select({
          showing: {
            id: showings.id,
            startsAt: showings.startsAt,
            endsAt: showings.endsAt,
            location: showings.location,
            capacity: showings.capacity,
            objectId: showings.objectId,
          },
          // The stage names the showing in the confirmation e-mail.
          stage: stages,
        })
        .from(showings)
        .innerJoin(stages, eq(stages.id, showings.stageId))
        .where(and(eq(showings.id, showingId), eq(stages.site, site.site)))
        .for("update", { of: showings });
      if (!found) return undefined;
      const { showing, stage } = found;
      const refuse = (messageKey: string, field = "showingId") => new FieldValidationError([{ field, messageKey }]);
      if (showing.capacity === null) throw refuse("validation.showingDropIn");
      if (showing.startsAt.getTime() <= clock().getTime()) throw refuse("validation.showingPast");
      const bookings = await tx
        .select({ email: showingBookings.email })
        .from(showingBookings)
        .where(eq(showingBookings.showingId, showing.id));
      if (bookings.some((b) => b.email.toLowerCase() === email))
        throw refuse("validation.showingAlreadyBooked", "email");
      if (bookings.length >= showing.capacity) throw refuse("validation.showingFull");
      try {
        const [row] = await tx
          .insert(showingBookings)
          .values({
            showingId: showing.id,
            firstName: input.firstName,
            lastName: input.lastName,
            email,
            phone: input.phone,
            createdAt: clock(),
          })
          .returning({ id: showingBookings.id });
        return { id: row!.id, showing, stage, placesLeft: showing.capacity - bookings.length - 1 };
      } catch (error) {
        if (isUniqueViolation(error)) throw refuse("validation.showingAlreadyBooked", "email");
        throw error;
      }
    });
    if (!booked) return undefined;
    const { showing, stage } = booked;
    const [area, object] = await Promise.all([
      areaById(site.site, stage.areaId),
      showing.objectId === null ? Promise.resolve(undefined) : objectById(site.site, showing.objectId),
    ]);
    if (area) {
      await queueMail(() =>
        showingConfirmation(site, {
          to: input.email,
          firstName: input.firstName,
          area,
          stage,
          object,
          startsAt: showing.startsAt,
          endsAt: showing.endsAt,
          location: showing.location,
          origin,
        }),
      );
    }
    return {
      id: booked.id,
      showing: showingView({ ...showing, booked: (showing.capacity ?? 0) - booked.placesLeft }),
    };
  }

  /** The confirmation is queued after the visitor's data is stored; failing to queue it is logged, never fatal. */
  async function queueMail(compose: () => Parameters<Mailer["send"]>[0]) {
    try {
      await mailer.send(compose());
    } catch (error) {
      console.error("confirmation e-mail not queued", error);
    }
  }

  /** What the floor-plan drawing needs of a home of the site. */
  async function floorPlanSource(site: SiteCode, objectId: number) {
    const rows = await db
      .select({
        id: objects.id,
        rooms: objects.rooms,
        livingArea: objects.livingArea,
        floor: objects.floor,
      })
      .from(objects)
      .where(and(eq(objects.site, site), eq(objects.id, objectId)))
      .limit(1);
    return rows[0];
  }

  return {
    findArea,
    findStage,
    findObject,
    areaPageData,
    stagePageData,
    objectPageData,
    showingsOfStage,
    registerInterest,
    bookShowing,
    floorPlanSource,
  };
}

export type ResidenceService = ReturnType<typeof createResidenceService>;

function rangeOf(min: number | string | null, max: number | string | null): Range | null {
  if (min === null || max === null) return null;
  return { min: Number(min), max: Number(max) };
}

function mergeRange(a: Range | null, b: Range | null): Range | null {
  if (!a) return b;
  if (!b) return a;
  return { min: Math.min(a.min, b.min), max: Math.max(a.max, b.max) };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
