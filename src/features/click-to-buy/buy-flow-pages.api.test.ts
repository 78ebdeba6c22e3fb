import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { browserClient } from "~/features/account/account-test-client";
import type { AuthContext } from "~/features/account/schema";
import { authOfCustomer, createCustomer, loggedInBrowser } from "~/features/my-pages/test-customers";
import type { FeatureModule, PageDataLoaders } from "~/server/feature-module";
import { createFeatureModules } from "~/server/features";
import { SITES, type SiteCode } from "~/sites/sites";
import { createTestApp, testFeatureDeps } from "~/test/test-app";
import { createBookingService } from "./booking.service";
import { maskIdentityNumber } from "./pages.server";
import { BuyResidenceDataSchema } from "./schema";
import { createBookableHome } from "./test-bookings";

/**
 * The buy flow's page data (issue 18): the home of ?objekt=, the buyer and their booking found
 * by the session, the step limited to the first open one, and the e-ID start of a buyer who has
 * not proven their identity yet (`POST /api/booking/{idType}/start`).
 */

let app: FastifyInstance;
let database: DatabaseHandle;
let features: FeatureModule[];
let loaders: PageDataLoaders;

beforeAll(async () => {
  ({ app, database } = await createTestApp({ inventory: "test" }));
  features = createFeatureModules(testFeatureDeps(database));
  const clickToBuy = features.find((feature) => feature.name === "click-to-buy");
  if (!clickToBuy?.pageData) throw new Error("no click-to-buy page data");
  loaders = clickToBuy.pageData;
});
afterAll(async () => {
  for (const feature of features ?? []) await feature.close?.();
  await app?.close();
});

async function flowPage(pathAndQuery: string, auth?: AuthContext, code: SiteCode = "sv") {
  const url = new URL(pathAndQuery, "http://localhost");
  const template = url.pathname.endsWith("/bokningsavtal/") ? "clickToBuyContract" : "buyResidence";
  const data = await loaders[template]?.({ site: SITES[code], url, auth });
  return BuyResidenceDataSchema.parse(data);
}

async function heldBooking(userId: string, objectId: number) {
  const service = createBookingService({ db: database.db, clock: () => new Date() });
  const queued = await service.queue(userId, objectId, "sv");
  if (!queued.ok) throw new Error(queued.reason);
  expect(await service.takeHold(queued.id)).toBe("held");
  return queued.id;
}

describe("the buy flow's page data", () => {
  it("shows a visitor the home of ?objekt= with login and register links back here", async () => {
    const home = await createBookableHome(database.db, { site: "sv", bookingFee: 5000, holdMinutes: 15 });
    const data = await flowPage(`/boka/?objekt=${home.objectId}`);
    expect(data).toMatchObject({
      flow: "sixSteps",
      step: "start-booking",
      object: { objectId: home.objectId, bookingFee: 5000, holdMinutes: 15, currency: "SEK" },
      booking: null,
      buyer: null,
      bookable: true,
      paymentProviders: ["swish", "svea", "nordea"],
      view: { objectId: home.objectId, siteVersion: expect.any(String), canonical: "http://localhost/boka/" },
    });
    expect(data.links.login).toBe(`/logga-in/?referrer=${encodeURIComponent(`/boka/?objekt=${home.objectId}`)}`);
    expect(data.links.register).toContain("referrer=");
  });

  it("ignores a malformed ?objekt= and shows the start without a home", async () => {
    const data = await flowPage("/boka/?objekt=abc");
    expect(data).toMatchObject({ object: null, bookable: false, step: "start-booking" });
  });

  it("tells an unverified buyer they must prove their identity", async () => {
    const home = await createBookableHome(database.db, { site: "sv" });
    const customer = await createCustomer(database.db);
    const data = await flowPage(`/boka/?objekt=${home.objectId}`, authOfCustomer(customer));
    expect(data.buyer).toMatchObject({ verified: false, identityNumberMasked: null });
    expect(data).toMatchObject({ bookable: false, refusal: "needsIdentity" });
  });

  it("finds the buyer's held booking by the session and limits the step to the first open one", async () => {
    const home = await createBookableHome(database.db, { site: "sv" });
    const customer = await createCustomer(database.db, { securityNumber: "198504122386" });
    const bookingId = await heldBooking(customer.userId, home.objectId);
    const auth = authOfCustomer(customer);
    // A reload without ?objekt= (the steps' URLs) shows the same booking; a later step shows the first open one.
    const data = await flowPage("/boka/?steg=payment", auth);
    expect(data.booking).toMatchObject({ id: bookingId, status: "held", completedSteps: ["start-booking"] });
    expect(data.booking?.holdExpiresAt).toBeTruthy();
    expect(data).toMatchObject({ step: "personal-info", bookable: true, object: { objectId: home.objectId } });
    expect(data.buyer).toMatchObject({ verified: true, identityNumberMasked: "19850412****" });
    // The contract path is the sign step, as far as the booking has come.
    expect((await flowPage("/boka/bokningsavtal/", auth)).step).toBe("personal-info");
  });

  it("shows another buyer the held home as not bookable, without the holder's booking", async () => {
    const home = await createBookableHome(database.db, { site: "sv" });
    const holder = await createCustomer(database.db, { securityNumber: "199001012385" });
    await heldBooking(holder.userId, home.objectId);
    const other = await createCustomer(database.db, { securityNumber: "197211302380" });
    const data = await flowPage(`/boka/?objekt=${home.objectId}`, authOfCustomer(other));
    expect(data).toMatchObject({ booking: null, bookable: false, refusal: "notBookable" });
  });

  it("masks all but the start of an identity number", () => {
    expect(maskIdentityNumber("198504122386")).toBe("19850412****");
    expect(maskIdentityNumber("123")).toBe("****");
    expect(maskIdentityNumber(null)).toBeNull();
  });

  it("gives the error page the general message's code and only a known reason", async () => {
    const loader = loaders.buyResidenceError;
    const url = (query: string) => new URL(`/boka/fel/${query}`, "http://localhost");
    expect(await loader?.({ site: SITES.sv, url: url("?orsak=paymentFailed") })).toEqual({
      errorCode: 0,
      reason: "paymentFailed",
      objectUrl: null,
    });
    expect(await loader?.({ site: SITES.sv, url: url("?orsak=<script>&objekt=-1") })).toEqual({
      errorCode: 0,
      reason: null,
      objectUrl: null,
    });
  });
});

describe("POST /api/booking/{idType}/start", () => {
  const body = { returnUrl: "/boka/?objekt=1", environment: "web" };

  it("needs a login (401)", async () => {
    const response = await browserClient(app, "localhost").post("/api/booking/bank_id/start", body);
    expect(response.statusCode).toBe(401);
  });

  it("refuses bad input with 400, never 500", async () => {
    const customer = await createCustomer(database.db);
    const browser = await loggedInBrowser(app, customer);
    for (const [path, payload] of [
      ["/api/booking/passport/start", body],
      ["/api/booking/bank_id/start", { returnUrl: "https://evil.example/" }],
      ["/api/booking/bank_id/start", { returnUrl: 42 }],
      // Another country's e-ID than the site's.
      ["/api/booking/eident/start", body],
    ] as const) {
      const response = await browser.post(path, payload);
      expect(response.statusCode, `${path} ${JSON.stringify(payload)}`).toBe(400);
    }
  });

  it("starts a BankID verification of the logged-in buyer, polled at the account's update status", async () => {
    const customer = await createCustomer(database.db);
    const browser = await loggedInBrowser(app, customer);
    const response = await browser.post("/api/booking/bank_id/start", body);
    expect(response.statusCode, response.body).toBe(200);
    const { poolingId } = response.json() as { poolingId: string };
    const status = await browser.get(`/api/account_service/update/bank_id/status/${poolingId}`);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ status: "Pending" });
  });
});
