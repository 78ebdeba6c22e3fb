import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import {
  areas,
  type ContactPerson,
  interests,
  objects,
  premises,
  showingBookings,
  showings,
  stages,
  stageTags,
  tags,
} from "~/db/schema";
import { plannedPurchasePrice } from "~/domain/purchase-price";
import { purchasePriceSql, searchedObjectSql } from "~/domain/purchase-price.server";
import { countyPath, municipalityPath } from "~/domain/residence-urls";
import { explorerLink, explorerSettingsOf } from "~/features/explorer/index.server";
import type { Mailer } from "~/features/mail/index.server";
import { hasPanoramaTour } from "~/features/panorama/index.server";
import { showingTimeText } from "~/i18n/format";
import { FieldValidationError } from "~/server/plugins/errors";
import { DAY_MS, HOUR_MS, type Throttle, ThrottledError, throttleKey } from "~/server/throttle";
import type { SiteCode, SiteSettings } from "~/sites/sites";
import type { ConfirmBookingResponse, ConfirmStatus } from "./confirm-schema";
import type { RequestContext } from "./request-context.server";
import {
  interestConfirmation,
  premisesInterestConfirmation,
  premisesInterestNotice,
  residenceName,
  showingConfirmation,
  urlOf,
} from "./residence-mail";
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
import { CONFIRM_SHOWING_HASH } from "./schema";

export type AreaRow = typeof areas.$inferSelect;
export type StageRow = typeof stages.$inferSelect;
export type ObjectRow = typeof objects.$inferSelect;

export interface ResidenceServiceDeps {
  db: Database;
  clock: () => Date;
  /** Only sending: delivery, retries and shutdown belong to the mail feature. */
  mailer: Pick<Mailer, "send">;
  /** The shared database throttle (src/server/throttle.ts). */
  throttle: Throttle;
}

/**
 * Limits of the anonymous forms (decision 013). Booking requests count whatever their outcome:
 * per e-mail address (what one inbox can be sent) and per client network (what one script can
 * do); the interest form per client network. The mailer adds a daily limit per recipient.
 */
export const BOOKING_LIMITS = {
  email: { limit: 5, windowMs: DAY_MS },
  client: { limit: 20, windowMs: HOUR_MS },
} as const;
export const INTEREST_LIMITS = { client: { limit: 20, windowMs: HOUR_MS } } as const;
/** Pending (unconfirmed, unexpired) bookings a showing takes, per place of its capacity. */
export const PENDING_PER_PLACE = 2;
/** A confirmation link works until the showing starts, and at most this long. */
export const CONFIRM_LINK_MS = DAY_MS;

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

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export function createResidenceService(deps: ResidenceServiceDeps) {
  const { db, clock, mailer, throttle } = deps;

  // Available: in a status the search finds (the rule residence_object_searched, inlined).
  const isAvailable = searchedObjectSql;

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
      // A planned rental stage has no purchase price, as its search hit has none.
      price: planned
        ? rangeOf(
            plannedPurchasePrice(stage.site, stage.disposalForm, stage.plannedMinPrice),
            plannedPurchasePrice(stage.site, stage.disposalForm, stage.plannedMaxPrice),
          )
        : (stats?.price ?? null),
      rooms: planned ? rangeOf(stage.plannedMinRooms, stage.plannedMaxRooms) : (stats?.rooms ?? null),
      livingArea: planned ? rangeOf(stage.plannedMinArea, stage.plannedMaxArea) : (stats?.livingArea ?? null),
      planned,
    };
  }

  function homeSummary(row: ObjectRow): HomeSummary {
    return {
      id: row.id,
      number: row.number,
      streetAddress: row.streetAddress,
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
      closingCosts: row.closingCosts === null ? null : Number(row.closingCosts),
      financingFee: row.financingFee,
      runningCosts: row.runningCosts,
      energyClass: row.energyClass,
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
    // Only confirmed bookings hold places (decision 013).
    booked: sql<number>`(count(${showingBookings.id}) filter (where ${showingBookings.confirmedAt} is not null))::int`,
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
      // As the search's hits write them (the rule residence_showing_time).
      startsAt: showingTimeText(row.startsAt),
      endsAt: showingTimeText(row.endsAt),
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
    const [homes, stats, showingList, tagList, explorer] = await Promise.all([
      db
        .select()
        .from(objects)
        .where(eq(objects.stageId, stage.id))
        .orderBy(...homeOrder),
      stageStats(eq(objects.stageId, stage.id)),
      upcomingShowings(stage.id),
      tagsOf(stage.id),
      explorerSettingsOf(db, site, stage.id),
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
      showingApartments: homes
        .filter((home) => home.status === "showingApartment")
        .map((home) => ({
          id: home.id,
          number: home.number,
          url: home.url,
          latitude: home.latitude,
          longitude: home.longitude,
        })),
      showings: showingList,
      contacts: contactsOf(stage.contacts, area.contacts),
      tags: tagList,
      explorer,
    };
  }

  async function objectPageData(site: SiteSettings, home: ObjectRow): Promise<ObjectPageData | undefined> {
    const [stage, area] = await Promise.all([stageById(site.site, home.stageId), areaById(site.site, home.areaId)]);
    if (!stage || !area) return undefined;
    const [neighbours, showingList, explorer, hasPanorama] = await Promise.all([
      db
        .select()
        .from(objects)
        .where(and(eq(objects.stageId, stage.id), ne(objects.id, home.id), isAvailable))
        .orderBy(asc(sql`abs(${objects.id} - ${home.id})`), asc(objects.id))
        .limit(NEIGHBOURS_LIMIT),
      upcomingShowings(stage.id, home.id),
      explorerSettingsOf(db, site, stage.id, home.id),
      hasPanoramaTour(db, home.id),
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
      // The address is made here: the home's page carries no explorer code, not even its link rule.
      explorerUrl: explorer ? explorerLink(stage.url, home.id) : null,
      hasPanorama,
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
  async function registerInterest(site: SiteSettings, input: InterestRequest, context: RequestContext) {
    const verdict = await throttle.take([
      { key: throttleKey("interest", "client", context.client), ...INTEREST_LIMITS.client },
    ]);
    if (!verdict.allowed) throw new ThrottledError(verdict.retryAfterSeconds, "residence.interest.errors.tooMany");
    if (input.premisesId !== undefined) return registerPremisesInterest(site, input.premisesId, input, context);
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
        userId: context.userId ?? null,
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
        origin: context.mailOrigin,
      }),
    );
    return { id: row!.id };
  }

  /**
   * An interest in commercial premises (issue 19) of the site: stored with `premises_id`, the
   * visitor's confirmation and a notice to the premises' first contact queued. Premises of
   * another site or none answer 404; sold premises take no interest (their page has no form).
   */
  async function registerPremisesInterest(
    site: SiteSettings,
    premisesId: number,
    input: InterestRequest,
    context: RequestContext,
  ) {
    const [found] = await db
      .select()
      .from(premises)
      .where(and(eq(premises.id, premisesId), eq(premises.site, site.site)))
      .limit(1);
    if (!found) {
      throw new FieldValidationError(
        [{ field: "premisesId", messageKey: "premises.interest.errors.unknown" }],
        "not_found",
        404,
      );
    }
    if (found.status === "sold") {
      throw new FieldValidationError([{ field: "premisesId", messageKey: "premises.interest.errors.sold" }]);
    }
    const [row] = await db
      .insert(interests)
      .values({
        site: site.site,
        premisesId: found.id,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        message: input.message ?? null,
        postalCode: input.postalCode ?? null,
        minRooms: null,
        maxRooms: null,
        userId: context.userId ?? null,
        createdAt: clock(),
      })
      .returning({ id: interests.id });
    const subject = { name: found.name, url: found.url };
    await queueMail(() =>
      premisesInterestConfirmation(site, {
        to: input.email,
        firstName: input.firstName,
        premises: subject,
        origin: context.mailOrigin,
      }),
    );
    const contact = found.contacts[0];
    if (contact) {
      await queueMail(() =>
        premisesInterestNotice(site, { to: contact.email, premises: subject, origin: context.mailOrigin, input }),
      );
    }
    return { id: row!.id };
  }

  /**
   * The limits a booking request meets before anything else: per client, then per e-mail address.
   * Each is taken from the shared throttle, which counts the attempt as it checks it (parallel
   * requests cannot slip past a limit); a request the client limit refuses does not count
   * against the address.
   */
  async function takeBookingAllowance(email: string, client: string) {
    const byClient = await throttle.take([
      { key: throttleKey("showing-booking", "client", client), ...BOOKING_LIMITS.client },
    ]);
    if (!byClient.allowed)
      throw new ThrottledError(byClient.retryAfterSeconds, "residence.showings.errors.tooManyFromClient");
    const byEmail = await throttle.take([
      { key: throttleKey("showing-booking", "email", email), ...BOOKING_LIMITS.email },
    ]);
    if (!byEmail.allowed)
      throw new ThrottledError(byEmail.retryAfterSeconds, "residence.showings.errors.tooManyForEmail");
  }

  /**
   * Asks for a place at a showing of the site (decision 013): stores a pending booking and
   * e-mails its confirmation link; the booking holds a place only once confirmed. Drop-in and
   * past showings cannot be booked, a full showing refuses, an address that has confirmed a
   * place cannot ask again (asking again before confirming sends a new link and voids the old
   * one), and a showing takes at most PENDING_PER_PLACE pending bookings per place. Undefined
   * when the showing does not exist on the site.
   */
  async function bookShowing(site: SiteSettings, showingId: number, input: ShowingBooking, context: RequestContext) {
    const email = input.email.toLowerCase();
    await takeBookingAllowance(email, context.client);
    const token = randomBytes(32).toString("base64url");
    const booked = await db.transaction(async (tx) => {
      // Lock the showing: its bookings are counted and changed one request at a time.
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
          // The stage names the showing in the e-mail.
          stage: stages,
        })
        .from(showings)
        .innerJoin(stages, eq(stages.id, showings.stageId))
        .where(and(eq(showings.id, showingId), eq(stages.site, site.site)))
        .for("update", { of: showings });
      if (!found) return undefined;
      const { showing, stage } = found;
      const now = clock();
      const refuse = (messageKey: string, field = "showingId") => new FieldValidationError([{ field, messageKey }]);
      if (showing.capacity === null) throw refuse("validation.showingDropIn");
      if (showing.startsAt.getTime() <= now.getTime()) throw refuse("validation.showingPast");
      const bookings = await tx
        .select({
          id: showingBookings.id,
          email: showingBookings.email,
          confirmedAt: showingBookings.confirmedAt,
          tokenExpiresAt: showingBookings.tokenExpiresAt,
        })
        .from(showingBookings)
        .where(eq(showingBookings.showingId, showing.id));
      const own = bookings.find((b) => b.email.toLowerCase() === email);
      if (own?.confirmedAt) throw refuse("validation.showingAlreadyBooked", "email");
      const confirmed = bookings.filter((b) => b.confirmedAt !== null).length;
      if (confirmed >= showing.capacity) throw refuse("validation.showingFull");
      const pendingExpiries = bookings
        .filter((b) => b !== own && b.confirmedAt === null && b.tokenExpiresAt && b.tokenExpiresAt > now)
        .map((b) => b.tokenExpiresAt!.getTime());
      if (pendingExpiries.length >= showing.capacity * PENDING_PER_PLACE) {
        const frees = Math.min(...pendingExpiries) - now.getTime();
        throw new ThrottledError(Math.max(1, Math.ceil(frees / 1000)), "residence.showings.errors.tooManyPending");
      }
      const link = {
        tokenHash: sha256(token),
        tokenExpiresAt: new Date(Math.min(showing.startsAt.getTime(), now.getTime() + CONFIRM_LINK_MS)),
      };
      const person = { firstName: input.firstName, lastName: input.lastName, phone: input.phone };
      let id: string;
      if (own) {
        // Asking again before confirming: a new link replaces the old one.
        await tx
          .update(showingBookings)
          .set({ ...person, ...link, ...(context.userId ? { userId: context.userId } : {}) })
          .where(eq(showingBookings.id, own.id));
        id = own.id;
      } else {
        try {
          const [row] = await tx
            .insert(showingBookings)
            .values({
              showingId: showing.id,
              email,
              ...person,
              ...link,
              userId: context.userId ?? null,
              createdAt: now,
            })
            .returning({ id: showingBookings.id });
          id = row!.id;
        } catch (error) {
          if (isUniqueViolation(error)) throw refuse("validation.showingAlreadyBooked", "email");
          throw error;
        }
      }
      return { id, showing, stage, confirmed, expiresAt: link.tokenExpiresAt };
    });
    if (!booked) return undefined;
    const { showing, stage } = booked;
    // A pending booking whose link cannot reach the visitor is withdrawn: it could never be confirmed.
    const withdraw = () =>
      db.delete(showingBookings).where(and(eq(showingBookings.id, booked.id), isNull(showingBookings.confirmedAt)));
    try {
      const [area, object] = await Promise.all([
        areaById(site.site, stage.areaId),
        showing.objectId === null ? Promise.resolve(undefined) : objectById(site.site, showing.objectId),
      ]);
      if (!area) throw new Error(`showing ${showing.id} has no area on its site`);
      const subject = { area, stage, object };
      const sent = await mailer.send(
        showingConfirmation(site, {
          ...subject,
          to: input.email,
          firstName: input.firstName,
          startsAt: showing.startsAt,
          endsAt: showing.endsAt,
          location: showing.location,
          confirmUrl: `${context.mailOrigin}${urlOf(subject)}#${CONFIRM_SHOWING_HASH}=${token}`,
          expiresAt: booked.expiresAt,
        }),
      );
      if (sent.suppressed) {
        await withdraw();
        throw new ThrottledError(sent.retryAfterSeconds, "residence.showings.errors.mailLimit");
      }
    } catch (error) {
      if (!(error instanceof ThrottledError)) await withdraw();
      throw error;
    }
    return {
      id: booked.id,
      status: "pending" as const,
      showing: showingView({ ...showing, booked: booked.confirmed }),
    };
  }

  /** The booking of a confirmation link on the site, with its showing and what the showing is of. */
  async function bookingOfToken(site: SiteSettings, token: string) {
    const [found] = await db
      .select({
        booking: {
          id: showingBookings.id,
          firstName: showingBookings.firstName,
          lastName: showingBookings.lastName,
          confirmedAt: showingBookings.confirmedAt,
          tokenExpiresAt: showingBookings.tokenExpiresAt,
        },
        showingId: showings.id,
      })
      .from(showingBookings)
      .innerJoin(showings, eq(showings.id, showingBookings.showingId))
      .innerJoin(stages, eq(stages.id, showings.stageId))
      .where(and(eq(showingBookings.tokenHash, sha256(token)), eq(stages.site, site.site)))
      .limit(1);
    return found;
  }

  /** A showing with its places left (confirmed bookings only), in a transaction or not. */
  async function showingWithPlaces(showingId: number, tx: Database = db) {
    const [row] = await tx
      .select(showingColumns)
      .from(showings)
      .leftJoin(showingBookings, eq(showingBookings.showingId, showings.id))
      .where(eq(showings.id, showingId))
      .groupBy(showings.id);
    return row ? { view: showingView(row), startsAt: row.startsAt } : undefined;
  }

  /** "Lägenhet 1102, Kvarnholmen Strand, etapp 1": what a showing shows, as the panel names it. */
  async function residenceOfShowing(site: SiteSettings, showingId: number): Promise<string | undefined> {
    const [row] = await db
      .select({ stage: stages, objectId: showings.objectId })
      .from(showings)
      .innerJoin(stages, eq(stages.id, showings.stageId))
      .where(eq(showings.id, showingId));
    if (!row) return undefined;
    const [area, object] = await Promise.all([
      areaById(site.site, row.stage.areaId),
      row.objectId === null ? Promise.resolve(undefined) : objectById(site.site, row.objectId),
    ]);
    return area ? residenceName(site, { area, stage: row.stage, object }) : row.stage.name;
  }

  /** Where a pending booking stands when nothing changes it. */
  function pendingState(
    booking: { confirmedAt: Date | null; tokenExpiresAt: Date | null },
    showing: { view: ShowingView; startsAt: Date },
  ): ConfirmStatus {
    const now = clock().getTime();
    if (booking.confirmedAt) return "alreadyConfirmed";
    if (!booking.tokenExpiresAt || booking.tokenExpiresAt.getTime() <= now || showing.startsAt.getTime() <= now)
      return "expired";
    if ((showing.view.placesLeft ?? 0) <= 0) return "full";
    return "pending";
  }

  type ConfirmAnswer = Omit<ConfirmBookingResponse, "message">;
  type Found = NonNullable<Awaited<ReturnType<typeof bookingOfToken>>>;

  const answerOf = (found: Found, residence: string, status: ConfirmStatus, showing: ShowingView): ConfirmAnswer => ({
    status,
    booking: { firstName: found.booking.firstName, lastName: found.booking.lastName, residence, showing },
  });

  /** What a confirmation link is about and where it stands; changes nothing (a GET-like read). */
  async function lookupBooking(site: SiteSettings, token: string): Promise<ConfirmAnswer> {
    const found = await bookingOfToken(site, token);
    if (!found) return { status: "invalid", booking: null };
    const [showing, residence] = await Promise.all([
      showingWithPlaces(found.showingId),
      residenceOfShowing(site, found.showingId),
    ]);
    if (!showing || residence === undefined) return { status: "invalid", booking: null };
    return answerOf(found, residence, pendingState(found.booking, showing), showing.view);
  }

  /**
   * Confirms the booking of a link: it takes a place if the link is valid and the showing has
   * one left. Confirming again answers alreadyConfirmed and changes nothing.
   */
  async function confirmBooking(site: SiteSettings, token: string): Promise<ConfirmAnswer> {
    const found = await bookingOfToken(site, token);
    if (!found) return { status: "invalid", booking: null };
    // Read before the transaction: PGlite has one connection, which the transaction holds.
    const residence = await residenceOfShowing(site, found.showingId);
    if (residence === undefined) return { status: "invalid", booking: null };
    return db.transaction(async (tx) => {
      // The same lock as booking: the bookings of one showing change one request at a time.
      await tx.select({ id: showings.id }).from(showings).where(eq(showings.id, found.showingId)).for("update");
      const [booking] = await tx
        .select({ confirmedAt: showingBookings.confirmedAt, tokenExpiresAt: showingBookings.tokenExpiresAt })
        .from(showingBookings)
        .where(eq(showingBookings.id, found.booking.id));
      const showing = await showingWithPlaces(found.showingId, tx);
      if (!booking || !showing) return { status: "invalid" as const, booking: null };
      const state = pendingState(booking, showing);
      if (state !== "pending") return answerOf(found, residence, state, showing.view);
      await tx.update(showingBookings).set({ confirmedAt: clock() }).where(eq(showingBookings.id, found.booking.id));
      const placesLeft = showing.view.placesLeft === null ? null : showing.view.placesLeft - 1;
      return answerOf(found, residence, "confirmed", { ...showing.view, placesLeft });
    });
  }

  /**
   * The interest's confirmation is queued after the visitor's data is stored; failing to queue it
   * is logged, never fatal. The log carries the error's kind only: a failed query's message
   * quotes its parameters, the visitor's address among them.
   */
  async function queueMail(compose: () => Parameters<Mailer["send"]>[0]) {
    try {
      await mailer.send(compose());
    } catch (error) {
      const kind = error instanceof Error ? error.name : typeof error;
      const code = (error as { code?: unknown } | null)?.code;
      console.error(`confirmation e-mail not queued (${kind}${typeof code === "string" ? ` ${code}` : ""})`);
    }
  }

  /**
   * A showing of the site with what its calendar entry needs: its residence (the home's, else the
   * stage's) and that residence's name. Undefined for another site's showing or none.
   */
  async function showingForCalendar(site: SiteSettings, showingId: number) {
    const [row] = await db
      .select({ showing: showings, stage: stages })
      .from(showings)
      .innerJoin(stages, eq(stages.id, showings.stageId))
      .where(and(eq(showings.id, showingId), eq(stages.site, site.site)))
      .limit(1);
    if (!row) return undefined;
    const { showing, stage } = row;
    const [area, object] = await Promise.all([
      areaById(site.site, stage.areaId),
      showing.objectId === null ? Promise.resolve(undefined) : objectById(site.site, showing.objectId),
    ]);
    if (!area) return undefined;
    const subject = { area, stage, object };
    return {
      id: showing.id,
      startsAt: showing.startsAt,
      endsAt: showing.endsAt,
      name: residenceName(site, subject),
      location: [showing.location, stage.name, area.municipality].filter(Boolean).join(", "),
      url: urlOf(subject),
    };
  }

  /** What the floor-plan drawing needs of a home of the site. */
  async function floorPlanSource(site: SiteCode, objectId: number) {
    const rows = await db
      .select({
        id: objects.id,
        number: objects.number,
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
    lookupBooking,
    confirmBooking,
    showingForCalendar,
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
