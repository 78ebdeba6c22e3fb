import { and, asc, desc, eq, gt, inArray, or } from "drizzle-orm";
import { buyBookings, interiorOptions, users } from "~/db/schema";
import { translatorFor } from "~/i18n/catalogs.server";
import type { PageDataLoaders, PageDataRequest } from "~/server/feature-module";
import { isUrlEnabled } from "~/sites/features";
import type { SiteSettings } from "~/sites/sites";
import { createBookingService } from "./booking.service";
import type { ClickToBuyShared } from "./click-to-buy.module";
import { allowedStep, STEP_PARAM } from "./flow/allowed-step";
import { type BuyStep, DEFAULT_HOLD_MINUTES, flowOfSite, PAYMENT_PROVIDERS_OF_SITE, stepsOfSite } from "./flows";
import {
  type BookingObjectInfo,
  type BookingView,
  type Buyer,
  type BuyResidenceData,
  type BuyResidenceErrorData,
  BuyResidenceErrorDataSchema,
  type BuyResidenceInfoData,
  INTERIOR_CATEGORIES,
  type InteriorOption,
  ObjectIdParamsSchema,
} from "./schema";

/** The home is chosen by ?objekt={objectId} on the first visit (spec 000 section 2). */
export const OBJECT_PARAM = "objekt";

/** An expired or cancelled booking is still shown (its message) for this long after it ended. */
const ENDED_SHOWN_MS = 60 * 60_000;

/** An identity number with its last four characters hidden (the page shows whose e-ID it is, not the number). */
export function maskIdentityNumber(value: string | null): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  return trimmed.length <= 4 ? "****" : `${trimmed.slice(0, -4)}****`;
}

/**
 * The buy flow's pages (issue 18): buyResidence and clickToBuyContract (the flow at its step),
 * buyResidenceInfo and buyResidenceError.
 *
 * The page's data cannot read the booking cookie (page loaders get the site, the URL and the
 * session, not the request): the buyer's booking is found by the session instead, which is the
 * same booking since a buyer holds at most one home at a time (decision 050). The cookie carries
 * it for the API's calls.
 */
export function createBuyFlowPageData(shared: ClickToBuyShared): PageDataLoaders {
  const { db } = shared.database;
  const bookings = createBookingService({ db, clock: shared.clock });
  const siteVersion = shared.config.siteVersion ?? "dev";

  /** The buyer's booking the page shows: the held one (of the asked home, if one is asked), or one that just ended. */
  async function currentBookingOf(site: SiteSettings, userId: string, objectId: number | null) {
    const since = new Date(shared.clock().getTime() - ENDED_SHOWN_MS);
    const [row] = await db
      .select({ id: buyBookings.id, objectId: buyBookings.objectId })
      .from(buyBookings)
      .where(
        and(
          eq(buyBookings.userId, userId),
          eq(buyBookings.site, site.site),
          objectId === null ? undefined : eq(buyBookings.objectId, objectId),
          or(
            eq(buyBookings.status, "held"),
            // A new visit from the home's page (?objekt=) starts afresh; a reload shows how it ended.
            objectId === null
              ? and(inArray(buyBookings.status, ["expired", "cancelled"]), gt(buyBookings.updatedAt, since))
              : undefined,
          ),
        ),
      )
      .orderBy(desc(buyBookings.createdAt))
      .limit(1);
    if (!row) return null;
    // Reading the booking ends a hold that ran out (the expiry job would within a minute).
    return (await bookings.viewOf(userId, row.id)) ?? null;
  }

  async function buyerOf(userId: string): Promise<Buyer | null> {
    const [user] = await db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phoneNumber,
        address: users.address,
        postalCode: users.postalCode,
        city: users.city,
        securityNumber: users.securityNumber,
        verified: users.securityNumberVerified,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user) return null;
    return {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone ?? "",
      address: user.address ?? "",
      postalCode: user.postalCode ?? "",
      city: user.city ?? "",
      identityNumberMasked: user.verified ? maskIdentityNumber(user.securityNumber) : null,
      verified: user.verified,
    };
  }

  async function optionsOf(stageId: number): Promise<InteriorOption[]> {
    const rows = await db
      .select()
      .from(interiorOptions)
      .where(eq(interiorOptions.stageId, stageId))
      .orderBy(asc(interiorOptions.sortOrder), asc(interiorOptions.id));
    return rows.flatMap((row) =>
      (INTERIOR_CATEGORIES as readonly string[]).includes(row.category)
        ? [
            {
              id: row.id,
              category: row.category as InteriorOption["category"],
              name: row.name,
              description: row.description,
              price: row.price,
              isDefault: row.isDefault,
            },
          ]
        : [],
    );
  }

  function linksOf(site: SiteSettings, url: URL): BuyResidenceData["links"] {
    const here = `${url.pathname}${url.search}`;
    const referred = (key: "login" | "register") =>
      isUrlEnabled(site, key) && site.urls[key] ? `${site.urls[key]}?referrer=${encodeURIComponent(here)}` : null;
    const enabled = (key: "clickToBuyInfo" | "myPages" | "myAgreements") =>
      isUrlEnabled(site, key) ? (site.urls[key] ?? null) : null;
    return {
      login: referred("login"),
      register: referred("register"),
      info: enabled("clickToBuyInfo"),
      myPages: enabled("myPages"),
      documents: enabled("myAgreements"),
    };
  }

  /** The page view model of the buy flow (spec 001 section 3). */
  function viewOf(site: SiteSettings, url: URL, object: BookingObjectInfo | null): BuyResidenceData["view"] {
    const t = translatorFor(site.language);
    const title = object
      ? t("buyResidence.view.title", { stage: object.stageName, number: object.number })
      : t("buyResidence.steps.start-booking");
    return {
      siteVersion,
      objectId: object?.objectId ?? null,
      showPlotType: object !== null && object.residenceType !== "apartment",
      showSemiDetachedHouseType: object?.residenceType === "semiDetached",
      subMenu: [],
      canonical: `${url.origin}${url.pathname}`,
      title,
      description: object?.address ? t("buyResidence.view.description", { address: object.address }) : title,
      image: object?.image ?? null,
    };
  }

  /** The flow's page: the home, the buyer, their booking and the step; `atSign` for the contract path. */
  async function flowData(request: PageDataRequest, atSign: boolean): Promise<BuyResidenceData | undefined> {
    const { site, url, auth } = request;
    const flow = flowOfSite(site.site);
    if (!flow) return undefined;
    const steps = stepsOfSite(site.site);
    const asked = ObjectIdParamsSchema.safeParse({ objectId: url.searchParams.get(OBJECT_PARAM) ?? undefined });
    const askedObject = asked.success ? asked.data.objectId : null;
    const userId = auth?.userId;
    const booking: BookingView | null = userId ? await currentBookingOf(site, userId, askedObject) : null;
    const objectId = booking?.objectId ?? askedObject;
    const object = objectId !== null ? ((await bookings.objectInfo(objectId)) ?? null) : null;
    const bookability = object
      ? await bookings.bookable(object.objectId, userId, booking?.status === "held" ? booking.id : undefined)
      : { bookable: false, refusal: null };
    const askedStep = atSign ? "sign" : url.searchParams.get(STEP_PARAM);
    const step: BuyStep = booking ? allowedStep(steps, booking, askedStep) : (steps[0] ?? "start-booking");
    return {
      view: viewOf(site, url, object),
      flow,
      steps: [...steps],
      step,
      object,
      booking,
      buyer: userId ? await buyerOf(userId) : null,
      bookable: bookability.bookable,
      refusal: bookability.refusal,
      interiorOptions: object && steps.includes("choices") ? await optionsOf(object.stageId) : [],
      paymentProviders: [...(PAYMENT_PROVIDERS_OF_SITE[site.site] ?? [])],
      links: linksOf(site, url),
    };
  }

  return {
    buyResidence: (request) => flowData(request, false),
    clickToBuyContract: (request) => flowData(request, true),

    async buyResidenceInfo({ site }): Promise<BuyResidenceInfoData> {
      const searchUrl = isUrlEnabled(site, "searchHomes") ? (site.urls.searchHomes ?? null) : null;
      return {
        steps: [...stepsOfSite(site.site)],
        holdMinutes: DEFAULT_HOLD_MINUTES,
        paymentProviders: [...(PAYMENT_PROVIDERS_OF_SITE[site.site] ?? [])],
        searchUrl,
      };
    },

    /**
     * The error page: the general message (errorCode 0) and the reason if the link named one
     * (?orsak=expired, ...), with the way back to the home (?objekt=). Anything else is ignored.
     */
    async buyResidenceError({ url }): Promise<BuyResidenceErrorData> {
      const parsed = BuyResidenceErrorDataSchema.shape.reason.safeParse(url.searchParams.get(REASON_PARAM));
      const asked = ObjectIdParamsSchema.safeParse({ objectId: url.searchParams.get(OBJECT_PARAM) ?? undefined });
      const object = asked.success ? await bookings.objectInfo(asked.data.objectId).catch(() => undefined) : undefined;
      return { errorCode: 0, reason: parsed.success ? parsed.data : null, objectUrl: object?.objectUrl ?? null };
    },
  };
}

/** The error page's reason parameter (expired, notBookable, paymentFailed, signFailed, ...). */
export const REASON_PARAM = "orsak";
