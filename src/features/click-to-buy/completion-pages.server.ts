import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client";
import { buyBookings, userBookings, users } from "~/db/schema";
import type { DynamicPageResolver } from "~/features/content/index.server";
import { translatorFor } from "~/i18n/catalogs.server";
import { type PageDataLoaders, type PageDataRequest, PageNotFound } from "~/server/feature-module";
import { recordsSiteOf } from "~/sites/records-site";
import type { SiteSettings } from "~/sites/sites";
import { createBookingService } from "./booking.service";
import type { ClickToBuyShared } from "./click-to-buy.module";
import { latestOrder, optionsOfStage, purchaseOfBuyer } from "./order-form.server";
import { orderFormHref, PURCHASE_PARAM, purchaseNotificationHref, purchasePagePaths } from "./purchase-paths";
import type {
  BookingObjectInfo,
  BuyFlowPageView,
  BuyResidenceDoneData,
  InteriorCategory,
  OrderFormData,
  PurchaseNotificationData,
} from "./schema";

/** The success and complete pages show one completed booking of the user's: `?bokning=<id>`, else the latest. */
export const BOOKING_PARAM = "bokning";

/** The buy flow's page view model (spec 001 section 3) of a page after the flow. */
function pageView(
  shared: ClickToBuyShared,
  request: PageDataRequest,
  title: string,
  object: BookingObjectInfo | null,
): BuyFlowPageView {
  return {
    siteVersion: shared.config.siteVersion ?? "dev",
    objectId: object?.objectId ?? null,
    showPlotType: object !== null && object.residenceType !== "apartment",
    showSemiDetachedHouseType: object?.residenceType === "semiDetached",
    subMenu: [],
    canonical: request.url.pathname,
    title,
    description: object ? `${object.stageName} ${object.number}` : "",
    image: object?.image ?? null,
  };
}

/** The user's completed booking: the one named, or the latest. */
async function completedBooking(db: Database, userId: string, site: SiteSettings, bookingId: string | null) {
  const [booking] = await db
    .select()
    .from(buyBookings)
    .where(
      and(
        eq(buyBookings.userId, userId),
        eq(buyBookings.site, recordsSiteOf(site)),
        eq(buyBookings.status, "completed"),
        bookingId ? eq(buyBookings.id, bookingId) : undefined,
      ),
    )
    .orderBy(desc(buyBookings.completedAt))
    .limit(1);
  return booking;
}

/**
 * The order form's and the purchase notification's pages (spec 000 section 2 page types): under
 * the site's My Pages path, the purchase named by `?kop=`. The data is the user's own only (their loaders).
 */
export const purchasePagesResolver: DynamicPageResolver = async (site, path) => {
  const paths = purchasePagePaths(site.urls.myPages, site.language);
  if (!paths) return undefined;
  const template =
    path === paths.orderForm
      ? ("orderForm" as const)
      : path === paths.purchaseNotification
        ? ("purchaseNotification" as const)
        : undefined;
  if (!template) return undefined;
  const t = translatorFor(site.language);
  const title = t(`buySign.pages.${template}`);
  const base = { id: `${template}-${site.site}`, title, seoTitle: `${title} | ${site.siteName}`, noIndex: true };
  const breadcrumbs = [
    ...(site.urls.myPages ? [{ name: t("buySign.pages.myPages"), url: site.urls.myPages }] : []),
    { name: title, url: path },
  ];
  // Placeholder data: the loaders fill it per user and request.
  const purchaseId = "00000000-0000-0000-0000-000000000000";
  const object = { number: "", address: null, stageName: "" };
  if (template === "orderForm") {
    return {
      ...base,
      template,
      breadcrumbs,
      data: { purchaseId, object, options: [], ordered: null, orderedAt: null, currency: site.currency },
    };
  }
  return {
    ...base,
    template,
    breadcrumbs,
    data: {
      purchaseId,
      object: { ...object, objectUrl: "" },
      buyers: [],
      purchasedAt: "",
      links: { documents: null, timeline: null },
    },
  };
};

/** `?kop=` of the request, when it is a purchase id (else the page is not found). */
function purchaseParam(request: PageDataRequest): string {
  const value = request.url.searchParams.get(PURCHASE_PARAM);
  if (!value || !z.uuid().safeParse(value).success) throw new PageNotFound("no purchase named");
  return value;
}

/**
 * The pages after the flow (issue 18): buyResidenceSuccess and clickToBuyComplete (the user's
 * completed booking; null data, a neutral page, when there is none or no session), orderForm and
 * purchaseNotification (the user's own purchase only, else the 404 page).
 */
export function createCompletionPageData(shared: ClickToBuyShared): PageDataLoaders {
  const db = shared.database.db;
  const bookings = createBookingService({ db, clock: shared.clock });

  async function doneData(request: PageDataRequest): Promise<BuyResidenceDoneData> {
    const { auth, site, url } = request;
    if (!auth) return null;
    const named = url.searchParams.get(BOOKING_PARAM);
    const bookingId = named && z.uuid().safeParse(named).success ? named : null;
    if (named && !bookingId) return null;
    const booking = await completedBooking(db, auth.userId, site, bookingId);
    if (!booking?.completedAt) return null;
    const object = await bookings.objectInfo(booking.objectId);
    if (!object) return null;
    const payment = await shared.payments.paymentOfBooking(booking.id);
    const paid = payment?.status === "paid" ? payment : undefined;
    const t = translatorFor(site.language);
    return {
      view: pageView(shared, request, t("buyResidence.pages.buyResidenceSuccess"), object),
      object,
      completedAt: booking.completedAt.toISOString(),
      agreementUrl: booking.agreementDocumentId ? `/api/documents/${booking.agreementDocumentId}/file` : null,
      paymentNumber: paid?.paymentNumber ?? null,
      amountPaid: paid ? Math.round(paid.amountMinor / 100) : null,
      links: {
        myPages: site.urls.myPages ?? null,
        documents: site.urls.myAgreements ?? null,
        timeline: site.urls.myTimeline ?? null,
        purchase: booking.purchaseId
          ? purchaseNotificationHref(site.urls.myPages, site.language, booking.purchaseId)
          : null,
        orderForm:
          booking.purchaseId && (await optionsOfStage(db, booking.stageId)).length > 0
            ? orderFormHref(site.urls.myPages, site.language, booking.purchaseId)
            : null,
      },
    };
  }

  return {
    buyResidenceSuccess: doneData,
    clickToBuyComplete: doneData,

    orderForm: async (request): Promise<OrderFormData> => {
      if (!request.auth) throw new PageNotFound("no session");
      const purchaseId = purchaseParam(request);
      const purchase = await purchaseOfBuyer(db, request.auth.userId, request.site, purchaseId);
      if (!purchase) throw new PageNotFound("not the user's purchase");
      const [options, order] = await Promise.all([optionsOfStage(db, purchase.stageId), latestOrder(db, purchaseId)]);
      return {
        purchaseId,
        object: { number: purchase.number, address: purchase.address, stageName: purchase.stageName },
        options,
        ordered: (order?.choices as Partial<Record<InteriorCategory, string>> | undefined) ?? null,
        orderedAt: order?.createdAt.toISOString() ?? null,
        currency: request.site.currency,
      };
    },

    purchaseNotification: async (request): Promise<PurchaseNotificationData> => {
      if (!request.auth) throw new PageNotFound("no session");
      const purchaseId = purchaseParam(request);
      const purchase = await purchaseOfBuyer(db, request.auth.userId, request.site, purchaseId);
      if (!purchase) throw new PageNotFound("not the user's purchase");
      const buyers = await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(userBookings)
        .innerJoin(users, eq(users.id, userBookings.userId))
        .where(eq(userBookings.purchaseId, purchaseId))
        .orderBy(sql`${userBookings.role} = 'buyer' desc`, userBookings.createdAt);
      return {
        purchaseId,
        object: {
          number: purchase.number,
          address: purchase.address,
          stageName: purchase.stageName,
          objectUrl: purchase.objectUrl,
        },
        buyers,
        purchasedAt: purchase.createdAt.toISOString(),
        links: { documents: request.site.urls.myAgreements ?? null, timeline: request.site.urls.myTimeline ?? null },
      };
    },
  };
}
