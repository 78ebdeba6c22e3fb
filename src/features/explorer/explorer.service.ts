import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import { explorerObjectViews, explorerViews, objects, panoramaObjectTours, stageExplorers, stages } from "~/db/schema";
import { imageUrl } from "~/domain/image-url";
import { homeTitle, listPrice, showsPrice } from "~/domain/residence-format";
import { translatorFor } from "~/i18n/catalogs.server";
import { FieldValidationError } from "~/server/plugins/errors";
import { type SiteSettings, siteById } from "~/sites/sites";
import {
  ClickAreaSchema,
  EXPLORER_OBJECT_LIMIT,
  type ExplorerApartment,
  type ExplorerData,
  type ExplorerPicture,
  type ExplorerSearchRequest,
  type ExplorerSearchResponse,
  type ExplorerSettings,
  type ExplorerView,
} from "./schema";
import { SunStudySchema } from "./sun-study/schema";

/** Widths the pictures are asked for through the image proxy (spec 000 section 9). */
const VIEW_IMAGE_WIDTH = 1600;
const PICTURE_WIDTH = 1200;

/** Where the sun is computed: the site's country's time zone. */
const TIME_ZONES: Record<SiteSettings["currency"], string> = {
  SEK: "Europe/Stockholm",
  NOK: "Europe/Oslo",
  EUR: "Europe/Helsinki",
};

const homeOrder = [asc(sql`length(${objects.number})`), asc(objects.number), asc(objects.id)];

type ObjectStatus = ExplorerApartment["objectStatus"];

/** The stage of this site with an explorer, or undefined (unknown, another site's, or without one). */
async function explorerStage(db: Database, site: SiteSettings, stageId: number) {
  const [row] = await db
    .select({
      id: stages.id,
      site: stages.site,
      latitude: stages.latitude,
      longitude: stages.longitude,
      firstViewId: stageExplorers.firstViewId,
      sunStudyExternalUrl: stageExplorers.sunStudyExternalUrl,
    })
    .from(stages)
    .innerJoin(stageExplorers, eq(stageExplorers.stageId, stages.id))
    .where(and(eq(stages.id, stageId), eq(stages.site, site.site)));
  return row;
}

/**
 * The stage page's explorer settings (spec 001 section 3), or null when the stage has no
 * explorer. Read by the residences feature's stage page data.
 */
export async function explorerSettingsOf(
  db: Database,
  site: SiteSettings,
  stageId: number,
  currentObjectId: number | null = null,
): Promise<ExplorerSettings | null> {
  const stage = await explorerStage(db, site, stageId);
  if (!stage) return null;
  return {
    siteId: site.siteId,
    stageIds: [stage.id],
    stageId: stage.id,
    hasExplorer: true,
    currentObjectId,
    sunStudyExternalUrl: stage.sunStudyExternalUrl,
  };
}

/** The residence explorer's data of a stage and its search (issue 19; spec 001 sections 3 and 7). */
export function createExplorerService(deps: { db: Database }) {
  const { db } = deps;

  async function data(site: SiteSettings, stageId: number): Promise<ExplorerData | undefined> {
    const stage = await explorerStage(db, site, stageId);
    if (!stage) return undefined;
    const t = translatorFor(site.language);
    const [viewRows, homes] = await Promise.all([
      db
        .select()
        .from(explorerViews)
        .where(eq(explorerViews.stageId, stage.id))
        .orderBy(asc(explorerViews.sortOrder), asc(explorerViews.id)),
      db
        .select()
        .from(objects)
        .where(eq(objects.stageId, stage.id))
        .orderBy(...homeOrder)
        .limit(EXPLORER_OBJECT_LIMIT),
    ]);
    const homeIds = homes.map((home) => home.id);
    const [pictureRows, tours] =
      homeIds.length === 0
        ? [[], []]
        : await Promise.all([
            db
              .select()
              .from(explorerObjectViews)
              .where(inArray(explorerObjectViews.objectId, homeIds))
              .orderBy(asc(explorerObjectViews.objectId), asc(explorerObjectViews.sortOrder)),
            db
              .select({ objectId: panoramaObjectTours.objectId })
              .from(panoramaObjectTours)
              .where(inArray(panoramaObjectTours.objectId, homeIds)),
          ]);

    const views: ExplorerView[] = viewRows.map((row) => ({
      id: row.id,
      name: row.name,
      src: imageUrl(row.image, VIEW_IMAGE_WIDTH, "original"),
      width: row.width,
      height: row.height,
      clickAreas: row.clickAreas.map((area) => ClickAreaSchema.parse(area)),
      sunstudy: row.sunStudy ? SunStudySchema.parse(row.sunStudy) : null,
    }));
    // An apartment's view: the first where it is clickable (the views are in their order).
    const viewOf = new Map<number, string>();
    for (const view of views) {
      for (const area of view.clickAreas) {
        if (area.kind === "apartment" && !viewOf.has(area.objectId)) viewOf.set(area.objectId, view.id);
      }
    }
    const withTour = new Set(tours.map((tour) => tour.objectId));
    const picture = (row: (typeof pictureRows)[number]): ExplorerPicture => ({
      src: imageUrl(row.image, PICTURE_WIDTH, "original"),
      width: row.width,
      height: row.height,
      caption: row.caption,
      azimuth: row.azimuth,
    });
    const apts: ExplorerApartment[] = homes.map((home) => {
      const own = pictureRows.filter((row) => row.objectId === home.id);
      return {
        objectId: home.id,
        apartmentNumber: home.number,
        name: homeTitle(t, home.number, null),
        url: home.url,
        viewId: viewOf.get(home.id) ?? stage.firstViewId,
        rooms: home.rooms,
        possibleRooms: null,
        price: showsPrice(home.status) ? listPrice(home, site) : null,
        primaryArea: home.livingArea,
        objectStatus: home.status as ObjectStatus,
        floor: home.floor,
        files: {
          balconyViews: own.filter((row) => row.kind === "balcony").map(picture),
          object3DViews: own.filter((row) => row.kind === "object3d").map(picture),
        },
        hasPanorama: withTour.has(home.id),
      };
    });
    return {
      stageId: stage.id,
      firstViewId: stage.firstViewId,
      views,
      apts,
      location: { latitude: stage.latitude, longitude: stage.longitude, timeZone: TIME_ZONES[site.currency] },
    };
  }

  /**
   * The explorer search. siteId must be the site of the request (400 on siteId otherwise); a stage
   * that is unknown, of another site or without an explorer answers undefined (404).
   */
  async function search(
    site: SiteSettings,
    request: ExplorerSearchRequest,
  ): Promise<ExplorerSearchResponse | undefined> {
    const asked = siteById(request.siteId);
    if (!asked || asked.site !== site.site) {
      throw new FieldValidationError([{ field: "siteId", messageKey: "explorer.errors.otherSite" }]);
    }
    const stage = await explorerStage(db, site, request.stageId);
    if (!stage) return undefined;
    const where = and(
      eq(objects.stageId, stage.id),
      request.objectStatus.length > 0 ? inArray(objects.status, request.objectStatus) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(objects)
        .where(where)
        .orderBy(sql`${objects.inhabitDate} asc nulls last`, ...homeOrder)
        .offset(request.offset)
        .limit(request.limit),
      db.select({ value: count() }).from(objects).where(where),
    ]);
    return {
      hits: rows.map((home) => ({
        objectId: home.id,
        apartmentNumber: home.number,
        url: home.url,
        objectStatus: home.status as ObjectStatus,
        rooms: home.rooms,
        primaryArea: home.livingArea,
        price: showsPrice(home.status) ? listPrice(home, site) : null,
        floor: home.floor,
        access: home.inhabitDate,
      })),
      totalCount: total?.value ?? 0,
    };
  }

  return { data, search };
}

export type ExplorerService = ReturnType<typeof createExplorerService>;
