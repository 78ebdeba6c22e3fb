import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { buyBookings, objects, purchaseDocuments, purchases, searchHomes, userBookings } from "~/db/schema";
import { TEST_PERSONS } from "~/features/eid/test-persons";
import { createCustomer, loggedInBrowser } from "~/features/my-pages/test-customers";
import { createTestApp } from "~/test/test-app";
import type { BrowserClient } from "../account/account-test-client";
import { createBookingService } from "./booking.service";
import { BOOKING_COOKIE } from "./booking-cookies.server";
import { holdsSettled, uniquePersonnummer, verifiedBuyer } from "./buyer-test-support";
import { type BookableHome, createBookableHome, giveInteriorOptions } from "./test-bookings";

let app: FastifyInstance;
let database: DatabaseHandle;

beforeAll(async () => {
  ({ app, database } = await createTestApp({ inventory: "test" }));
});
afterAll(async () => {
  // Closing the app closes its database too.
  await app?.close();
});

const bookings = () => createBookingService({ db: database.db, clock: () => new Date() });

async function statusOfHome(objectId: number) {
  const [row] = await database.db.select({ status: objects.status }).from(objects).where(eq(objects.id, objectId));
  return row?.status;
}

/** Starts a booking and waits for its job: the final status answer. */
async function book(browser: BrowserClient, objectId: number) {
  const started = await browser.post("/api/buyresidence/startbookingasync", { objectId });
  expect(started.statusCode, started.body).toBe(200);
  const { id } = started.json() as { id: string };
  await holdsSettled(database);
  const status = await browser.get(`/api/buyresidence/getbookingstatus/${id}`);
  expect(status.statusCode).toBe(200);
  return status.json() as {
    id: string;
    status: string;
    errorCode: string | null;
    holdExpiresAt: string | null;
    message?: string;
  };
}

/** A verified buyer holding a fresh bookable home, with the booking cookie set. */
async function holding(site: "sv" | "no" | "fi" = "sv", home?: BookableHome) {
  const bookable = home ?? (await createBookableHome(database.db, { site }));
  const buyer = await verifiedBuyer(app, database, site);
  const status = await book(buyer.browser, bookable.objectId);
  expect(status.status).toBe("held");
  const cookie = await buyer.browser.post(`/api/buyresidence/buyresidencecookie/${bookable.objectId}`);
  expect(cookie.json()).toEqual({ bookingId: status.id, objectId: bookable.objectId });
  return { ...buyer, home: bookable, bookingId: status.id };
}

describe("startbookingasync and getbookingstatus", () => {
  it("holds the home for a verified buyer: 200 with an id at once, then held with the hold's end, the home reserved", async () => {
    const home = await createBookableHome(database.db, { site: "sv", holdMinutes: 15 });
    const { browser } = await verifiedBuyer(app, database);
    const before = Date.now();
    const status = await book(browser, home.objectId);
    expect(status).toMatchObject({ status: "held", errorCode: null });
    const minutes = (new Date(status.holdExpiresAt ?? 0).getTime() - before) / 60_000;
    expect(minutes).toBeGreaterThan(14.5);
    expect(minutes).toBeLessThanOrEqual(15.1);
    expect(await statusOfHome(home.objectId)).toBe("reserved");
    const [row] = await database.db.select().from(buyBookings).where(eq(buyBookings.id, status.id));
    expect(row?.completedSteps).toEqual(["start-booking"]);
    expect(row?.previousObjectStatus).toBe("forSale");
  });

  it("answers 202 while the booking is queued", async () => {
    const home = await createBookableHome(database.db);
    const { browser, customer } = await verifiedBuyer(app, database);
    const queued = await bookings().queue(customer.userId, home.objectId, home.site);
    if (!queued.ok) throw new Error("not queued");
    const response = await browser.get(`/api/buyresidence/getbookingstatus/${queued.id}`);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ status: "queued", holdExpiresAt: null });
  });

  it("refuses at once what needs no job: an unknown home 404, a buyer without a verified identity 409", async () => {
    const { browser } = await verifiedBuyer(app, database);
    expect((await browser.post("/api/buyresidence/startbookingasync", { objectId: 2_000_000_000 })).statusCode).toBe(
      404,
    );
    // A Norwegian home is booked on the Norwegian site, in its flow: unknown to the Swedish one.
    const norwegian = await createBookableHome(database.db, { site: "no" });
    expect(
      (await browser.post("/api/buyresidence/startbookingasync", { objectId: norwegian.objectId })).statusCode,
    ).toBe(404);
    const unverified = await createCustomer(database.db);
    const plain = await loggedInBrowser(app, unverified);
    const home = await createBookableHome(database.db);
    const refused = await plain.post("/api/buyresidence/startbookingasync", { objectId: home.objectId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: "needsIdentity",
      message: expect.stringMatching(/e-legitimation/),
    });
  });

  it("answers bad input 400, anonymous 401 and another buyer's booking 404", async () => {
    const { browser } = await verifiedBuyer(app, database);
    for (const body of [{}, { objectId: "x" }, { objectId: -1 }, { objectId: 1.5 }, { objectId: 99_999_999_999 }]) {
      expect((await browser.post("/api/buyresidence/startbookingasync", body)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    }
    expect((await browser.get("/api/buyresidence/getbookingstatus/not-a-uuid")).statusCode).toBe(400);
    const anonymous = await app.inject({
      method: "POST",
      url: "/api/buyresidence/startbookingasync",
      payload: { objectId: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    const other = await holding();
    expect((await app.inject({ url: `/api/buyresidence/getbookingstatus/${other.bookingId}` })).statusCode).toBe(401);
    expect((await browser.get(`/api/buyresidence/getbookingstatus/${other.bookingId}`)).statusCode).toBe(404);
  });

  it("limits a buyer's start calls (429 after 30 in an hour)", async () => {
    const { browser } = await verifiedBuyer(app, database);
    const home = await createBookableHome(database.db);
    const answers = [];
    for (let index = 0; index < 31; index++) {
      answers.push((await browser.post("/api/buyresidence/startbookingasync", { objectId: home.objectId })).statusCode);
    }
    expect(answers.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(answers[30]).toBe(429);
    await holdsSettled(database);
  });

  it("refuses a home that is not for sale or whose stage does not book online (notBookable)", async () => {
    const home = await createBookableHome(database.db);
    await database.db.update(objects).set({ status: "sold" }).where(eq(objects.id, home.objectId));
    const { browser } = await verifiedBuyer(app, database);
    const status = await book(browser, home.objectId);
    expect(status).toMatchObject({ status: "refused", errorCode: "notBookable" });
    expect(status.message).toMatch(/går inte att boka/);
  });

  it("lets a buyer hold one home at a time (alreadyBooking)", async () => {
    const { browser, home } = await holding();
    const second = await createBookableHome(database.db);
    expect(await book(browser, second.objectId)).toMatchObject({ status: "refused", errorCode: "alreadyBooking" });
    expect(await statusOfHome(second.objectId)).toBe("forSale");
    expect(await statusOfHome(home.objectId)).toBe("reserved");
  });
});

describe("the race: the database decides", () => {
  it("gives one of 50 concurrent buyers of one home the hold and refuses the 49 others clearly", async () => {
    const home = await createBookableHome(database.db);
    const buyers = [];
    // Logged in ten at a time (each login hashes a password).
    for (let batch = 0; batch < 5; batch++) {
      buyers.push(...(await Promise.all(Array.from({ length: 10 }, () => verifiedBuyer(app, database)))));
    }
    const started = await Promise.all(
      buyers.map((buyer) => buyer.browser.post("/api/buyresidence/startbookingasync", { objectId: home.objectId })),
    );
    expect(started.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    await holdsSettled(database, 60_000);
    const answers = await Promise.all(
      buyers.map((buyer, index) =>
        buyer.browser.get(
          `/api/buyresidence/getbookingstatus/${(started[index]?.json() as { id: string } | undefined)?.id}`,
        ),
      ),
    );
    const statuses = answers.map(
      (response) => response.json() as { status: string; errorCode: string | null; message?: string },
    );
    expect(statuses.filter((status) => status.status === "held")).toHaveLength(1);
    const refused = statuses.filter((status) => status.status === "refused");
    expect(refused).toHaveLength(49);
    for (const status of refused) {
      expect(status.errorCode).toBe("notBookable");
      expect(status.message).toMatch(/någon annan/);
    }
    const rows = await database.db.select().from(buyBookings).where(eq(buyBookings.objectId, home.objectId));
    expect(rows.filter((row) => row.status === "held")).toHaveLength(1);
    expect(await statusOfHome(home.objectId)).toBe("reserved");
  });
});

describe("the hold's end", () => {
  it("an expired hold frees the home: expired on the next read, the home for sale and bookable by another", async () => {
    const { browser, home, bookingId } = await holding();
    await database.db
      .update(buyBookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(buyBookings.id, bookingId));
    expect((await app.inject({ url: `/api/booking/is_bookable/${home.objectId}` })).json()).toBe(true);
    expect(await statusOfHome(home.objectId)).toBe("forSale");
    const status = await browser.get(`/api/buyresidence/getbookingstatus/${bookingId}`);
    expect(status.json()).toMatchObject({
      status: "expired",
      holdExpiresAt: null,
      message: expect.stringMatching(/gått ut/),
    });
    expect((await browser.get(`/api/buyresidence/buyresidenceexpire/${bookingId}`)).statusCode).toBe(404);
    const next = await verifiedBuyer(app, database);
    expect((await book(next.browser, home.objectId)).status).toBe("held");
  });

  it("the scheduled expiry frees every home whose hold ran out, and only if it is still reserved", async () => {
    const first = await holding();
    const second = await holding();
    const past = new Date(Date.now() - 1_000);
    for (const held of [first, second]) {
      await database.db.update(buyBookings).set({ holdExpiresAt: past }).where(eq(buyBookings.id, held.bookingId));
    }
    // Staff sold the second home meanwhile: the expiry does not make it for sale again.
    await database.db.update(objects).set({ status: "sold" }).where(eq(objects.id, second.home.objectId));
    expect(await bookings().expireHolds()).toBeGreaterThanOrEqual(2);
    expect(await statusOfHome(first.home.objectId)).toBe("forSale");
    expect(await statusOfHome(second.home.objectId)).toBe("sold");
  });

  it("buyresidenceexpire answers when the user's hold ends; bad input 400, anonymous 401, another's 404", async () => {
    const { browser, bookingId } = await holding();
    const response = await browser.get(`/api/buyresidence/buyresidenceexpire/${bookingId}`);
    expect(response.statusCode).toBe(200);
    expect(new Date(response.json().holdExpiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(response.headers["cache-control"]).toBe("no-store");
    expect((await browser.get("/api/buyresidence/buyresidenceexpire/123")).statusCode).toBe(400);
    expect((await app.inject({ url: `/api/buyresidence/buyresidenceexpire/${bookingId}` })).statusCode).toBe(401);
    const other = await verifiedBuyer(app, database);
    expect((await other.browser.get(`/api/buyresidence/buyresidenceexpire/${bookingId}`)).statusCode).toBe(404);
  });

  it("removebuyresidenceexpire cancels the hold in the cookie: the home is free, the cookie cleared", async () => {
    const { browser, home, bookingId } = await holding();
    const response = await browser.get("/api/buyresidence/removebuyresidenceexpire");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ cancelled: true });
    expect(browser.jar.has(BOOKING_COOKIE)).toBe(false);
    expect(await statusOfHome(home.objectId)).toBe("forSale");
    expect((await browser.get(`/api/buyresidence/getbookingstatus/${bookingId}`)).json().status).toBe("cancelled");
    // No booking in the cookie any more.
    expect((await browser.get("/api/buyresidence/removebuyresidenceexpire")).statusCode).toBe(404);
    expect((await app.inject({ url: "/api/buyresidence/removebuyresidenceexpire" })).statusCode).toBe(401);
  });

  it("cancel removes an unfinished purchase of the booking with its buyers and documents; another user's cookie cancels nothing", async () => {
    const held = await holding();
    const [purchase] = await database.db
      .insert(purchases)
      .values({ site: "sv", objectId: held.home.objectId, status: "booked" })
      .returning({ id: purchases.id });
    if (!purchase) throw new Error("no purchase");
    await database.db.insert(userBookings).values({
      userId: held.customer.userId,
      objectId: held.home.objectId,
      site: "sv",
      purchaseId: purchase.id,
      role: "buyer",
    });
    const [agreement] = await database.db
      .insert(purchaseDocuments)
      .values({ purchaseId: purchase.id, kind: "bookingAgreement", action: "sign" })
      .returning({ id: purchaseDocuments.id });
    expect(
      await bookings().attachPurchase(held.customer.userId, held.bookingId, purchase.id, agreement?.id ?? ""),
    ).toBe(true);
    const thief = await verifiedBuyer(app, database);
    // The holder's signed cookie copied into another user's browser: not theirs, 404.
    thief.browser.jar.set(BOOKING_COOKIE, held.browser.jar.get(BOOKING_COOKIE) ?? "");
    expect((await thief.browser.get("/api/buyresidence/removebuyresidenceexpire")).statusCode).toBe(404);
    expect(await statusOfHome(held.home.objectId)).toBe("reserved");
    expect((await held.browser.get("/api/buyresidence/removebuyresidenceexpire")).json()).toEqual({ cancelled: true });
    expect(await database.db.select().from(purchases).where(eq(purchases.id, purchase.id))).toEqual([]);
    expect(await database.db.select().from(userBookings).where(eq(userBookings.purchaseId, purchase.id))).toEqual([]);
    expect(
      await database.db.select().from(purchaseDocuments).where(eq(purchaseDocuments.purchaseId, purchase.id)),
    ).toEqual([]);
  });
});

describe("the booking cookie", () => {
  it("is signed and HttpOnly; read back only by its own user; false when missing or tampered with", async () => {
    const { browser, home, bookingId } = await holding();
    const set = await browser.post(`/api/buyresidence/buyresidencecookie/${home.objectId}`);
    const cookie = set.cookies.find((c) => c.name === BOOKING_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect((await browser.get("/api/buyresidence/buyresidencecookie")).json()).toEqual({
      bookingId,
      objectId: home.objectId,
    });
    const value = browser.jar.get(BOOKING_COOKIE) ?? "";
    const [payload, mac] = value.split(".");
    const forged = Buffer.from(JSON.stringify({ bookingId, objectId: home.objectId + 1 })).toString("base64url");
    browser.jar.set(BOOKING_COOKIE, `${forged}.${mac}`);
    expect((await browser.get("/api/buyresidence/buyresidencecookie")).json()).toBe(false);
    browser.jar.set(BOOKING_COOKIE, `${payload}.${mac}`);
    const other = await verifiedBuyer(app, database);
    other.browser.jar.set(BOOKING_COOKIE, value);
    expect((await other.browser.get("/api/buyresidence/buyresidencecookie")).json()).toBe(false);
    expect((await app.inject({ url: "/api/buyresidence/buyresidencecookie" })).json()).toBe(false);
    expect((await browser.get("/api/buyresidence/removebuyresidencecookie")).json()).toBe(true);
    expect((await browser.get("/api/buyresidence/buyresidencecookie")).json()).toBe(false);
  });

  it("POST sets it to the user's held booking of the home, or clears it (false); bad input 400, anonymous 401", async () => {
    const { browser } = await verifiedBuyer(app, database);
    const home = await createBookableHome(database.db);
    expect((await browser.post(`/api/buyresidence/buyresidencecookie/${home.objectId}`)).json()).toBe(false);
    expect((await browser.post("/api/buyresidence/buyresidencecookie/abc")).statusCode).toBe(400);
    expect(
      (await app.inject({ method: "POST", url: `/api/buyresidence/buyresidencecookie/${home.objectId}` })).statusCode,
    ).toBe(401);
  });
});

describe("is_bookable, usercanbook… and getbookingobjectinformation", () => {
  it("is_bookable: true for a free bookable home, false while held (true with the holder's own booking id), false when unknown", async () => {
    const home = await createBookableHome(database.db);
    expect((await app.inject({ url: `/api/booking/is_bookable/${home.objectId}` })).json()).toBe(true);
    const { browser, bookingId } = await holding("sv", home);
    expect((await app.inject({ url: `/api/booking/is_bookable/${home.objectId}` })).json()).toBe(false);
    expect((await browser.get(`/api/booking/is_bookable/${home.objectId}/${bookingId}`)).json()).toBe(true);
    const other = await verifiedBuyer(app, database);
    expect((await other.browser.get(`/api/booking/is_bookable/${home.objectId}/${bookingId}`)).json()).toBe(false);
    expect((await app.inject({ url: "/api/booking/is_bookable/2000000000" })).json()).toBe(false);
    expect((await app.inject({ url: "/api/booking/is_bookable/x" })).statusCode).toBe(400);
  });

  it("usercanbookinstage and usercanbookinproject: false for another home where the user holds one", async () => {
    const { browser, home } = await holding();
    const [neighbour] = await database.db
      .select({ id: objects.id })
      .from(objects)
      .where(eq(objects.stageId, home.stageId))
      .then((rows) => rows.filter((row) => row.id !== home.objectId));
    if (!neighbour) throw new Error("a stage of one home");
    expect((await browser.get(`/api/buyresidence/usercanbookinstage/${home.stageId}/${neighbour.id}`)).json()).toBe(
      false,
    );
    expect((await browser.get(`/api/buyresidence/usercanbookinproject/${home.areaId}/${neighbour.id}`)).json()).toBe(
      false,
    );
    expect((await browser.get(`/api/buyresidence/usercanbookinstage/${home.stageId}/${home.objectId}`)).json()).toBe(
      true,
    );
    const fresh = await verifiedBuyer(app, database);
    expect(
      (await fresh.browser.get(`/api/buyresidence/usercanbookinstage/${home.stageId}/${neighbour.id}`)).json(),
    ).toBe(true);
    expect(
      (await app.inject({ url: `/api/buyresidence/usercanbookinproject/${home.areaId}/${neighbour.id}` })).json(),
    ).toBe(true);
    expect((await app.inject({ url: "/api/buyresidence/usercanbookinstage/2000000000/1" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/api/buyresidence/usercanbookinstage/a/1" })).statusCode).toBe(400);
  });

  it("getbookingobjectinformation: the home's price, fee, hold time and currency; 404 for unknown or another's booking", async () => {
    const home = await createBookableHome(database.db, { site: "no", holdMinutes: null });
    const info = await app.inject({
      url: `/api/buyresidence/getbookingobjectinformation/${home.objectId}`,
      headers: { host: "no.localhost" },
    });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      objectId: home.objectId,
      price: home.price,
      bookingFee: 10_000,
      holdMinutes: 20,
      currency: "NOK",
    });
    expect((await app.inject({ url: "/api/buyresidence/getbookingobjectinformation/2000000000" })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ url: "/api/buyresidence/getbookingobjectinformation/-4" })).statusCode).toBe(400);
    const held = await holding();
    const url = `/api/buyresidence/getbookingobjectinformation/${held.home.objectId}/${held.bookingId}`;
    expect((await held.browser.get(url)).statusCode).toBe(200);
    expect((await app.inject({ url })).statusCode).toBe(404);
    const other = await verifiedBuyer(app, database);
    expect((await other.browser.get(url)).statusCode).toBe(404);
  });
});

describe("POST step/{step}", () => {
  const personalInfo = (extra: Record<string, unknown> = {}) => ({
    email: `kopare.${Math.random().toString(36).slice(2, 8)}@example.se`,
    phone: "070-123 45 67",
    address: "Storgatan 1",
    postalCode: "111 22",
    city: "Stockholm",
    coBuyers: [],
    ...extra,
  });

  it("saves personal-info into the booking, marks it completed and answers the next step", async () => {
    const { browser, customer, bookingId } = await holding();
    const coBuyer = {
      firstName: "Erik",
      lastName: "Johansson",
      identityNumber: uniquePersonnummer(),
      email: `medkopare.${Date.now()}@example.se`,
      phone: "070-765 43 21",
    };
    const response = await browser.post("/api/buyresidence/step/personal-info", personalInfo({ coBuyers: [coBuyer] }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ next: "documents" });
    const view = await bookings().viewOf(customer.userId, bookingId);
    expect(view?.completedSteps).toEqual(["start-booking", "personal-info"]);
    expect(view?.data["personal-info"]).toMatchObject({ coBuyers: [expect.anything()] });
    // Saved again (going back and on): the step is listed once, the data replaced.
    await browser.post("/api/buyresidence/step/personal-info", personalInfo());
    const again = await bookings().viewOf(customer.userId, bookingId);
    expect(again?.completedSteps).toEqual(["start-booking", "personal-info"]);
    expect(again?.data["personal-info"]).toMatchObject({ coBuyers: [] });
  });

  it("refuses bad data with the fields at fault: uniqueSocial, emailInUse, a bad identity number", async () => {
    const { browser, securityNumber } = await holding();
    const duplicate = await browser.post(
      "/api/buyresidence/step/personal-info",
      personalInfo({
        coBuyers: [
          { firstName: "A", lastName: "B", identityNumber: securityNumber, email: "x@example.se", phone: "0701234567" },
        ],
      }),
    );
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error.fields).toEqual([
      { field: "coBuyers.0.identityNumber", message: expect.stringMatching(/samma personnummer/) },
    ]);
    const account = await createCustomer(database.db, { securityNumber: uniquePersonnummer() });
    const inUse = await browser.post(
      "/api/buyresidence/step/personal-info",
      personalInfo({
        coBuyers: [
          {
            firstName: "A",
            lastName: "B",
            identityNumber: uniquePersonnummer(),
            email: account.email.toUpperCase(),
            phone: "0701234567",
          },
        ],
      }),
    );
    expect(inUse.statusCode).toBe(400);
    expect(inUse.json().error.fields).toEqual([
      { field: "coBuyers.0.email", message: expect.stringMatching(/annat personnummer/) },
    ]);
    const badNumber = await browser.post(
      "/api/buyresidence/step/personal-info",
      personalInfo({
        coBuyers: [
          {
            firstName: "A",
            lastName: "B",
            identityNumber: "19800101-0000",
            email: "y@example.se",
            phone: "0701234567",
          },
        ],
      }),
    );
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().error.fields[0].field).toBe("coBuyers.0.identityNumber");
    for (const body of [[], { email: 5 }]) {
      expect((await browser.post("/api/buyresidence/step/personal-info", body)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    }
  });

  it("checks the Norwegian financing against the home's price (downPaymentTooLow with the 15 % amount) and the choices against the stage's options", async () => {
    const home = await createBookableHome(database.db, { site: "no" });
    await giveInteriorOptions(database.db, home.stageId, ["kitchen", "flooring"]);
    const { browser } = await holding("no", home);
    const low = await browser.post("/api/buyresidence/step/financing", {
      ownFunds: Math.floor(home.price * 0.1),
      loanAmount: Math.floor(home.price * 0.9),
      lender: "Nordbanken",
      loanPromiseReference: "LP-1",
    });
    expect(low.statusCode).toBe(400);
    const minimum = Math.ceil(home.price * 0.15)
      .toString()
      .replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0");
    expect(low.json().error.fields).toEqual([{ field: "ownFunds", message: expect.stringContaining(minimum) }]);
    const ok = await browser.post("/api/buyresidence/step/financing", {
      ownFunds: Math.ceil(home.price * 0.2),
      loanAmount: Math.floor(home.price * 0.8),
      lender: "Nordbanken",
      loanPromiseReference: "",
    });
    expect(ok.json()).toEqual({ next: "accomodation" });
    const unknown = await browser.post("/api/buyresidence/step/choices", { choices: { kitchen: "someone-elses" } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual([{ field: "choices.kitchen", message: expect.any(String) }]);
    const wrongCategory = await browser.post("/api/buyresidence/step/choices", {
      choices: { flooring: `t${home.stageId}-kitchen-up` },
    });
    expect(wrongCategory.statusCode).toBe(400);
    const chosen = await browser.post("/api/buyresidence/step/choices", {
      choices: { kitchen: `t${home.stageId}-kitchen-up` },
    });
    expect(chosen.json()).toEqual({ next: "financing" });
  });

  it("refuses a step not in the site's flow (400), a missing booking (409), an expired hold (409), anonymous (401)", async () => {
    const { browser, bookingId } = await holding();
    expect((await browser.post("/api/buyresidence/step/choices", { choices: {} })).statusCode).toBe(400);
    expect((await browser.post("/api/buyresidence/step/nonsense", {})).statusCode).toBe(400);
    await database.db
      .update(buyBookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1) })
      .where(eq(buyBookings.id, bookingId));
    const expired = await browser.post("/api/buyresidence/step/documents", { acceptTerms: true });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.message).toMatch(/gått ut/);
    const fresh = await verifiedBuyer(app, database);
    expect((await fresh.browser.post("/api/buyresidence/step/documents", { acceptTerms: true })).statusCode).toBe(409);
    expect(
      (await app.inject({ method: "POST", url: "/api/buyresidence/step/documents", payload: {} })).statusCode,
    ).toBe(401);
  });

  it("a Finnish buyer's co-buyer is checked as a Finnish identity number", async () => {
    const { browser } = await holding("fi");
    const finn = TEST_PERSONS.find((person) => person.country === "fi");
    const response = await browser.post(
      "/api/buyresidence/step/personal-info",
      personalInfo({
        coBuyers: [
          {
            firstName: "Aino",
            lastName: "Virtanen",
            identityNumber: finn?.personalNumber,
            email: "aino@example.fi",
            phone: "040 123 4567",
          },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ next: "financing" });
  });
});

describe("the transitions of signing and completion", () => {
  it("attachPurchase, markSigned, markPaid and complete act on the user's own held booking only; complete books the home", async () => {
    const { customer, home, bookingId } = await holding();
    const other = await createCustomer(database.db);
    const service = bookings();
    expect(await service.markSigned(other.userId, bookingId)).toBe(false);
    expect(await service.complete(other.userId, bookingId)).toBe(false);
    expect(await service.markSigned(customer.userId, bookingId)).toBe(true);
    expect(await service.markPaid(customer.userId, bookingId)).toBe(true);
    expect(await service.complete(customer.userId, bookingId)).toBe(true);
    expect(await service.complete(customer.userId, bookingId)).toBe(true);
    const view = await service.viewOf(customer.userId, bookingId);
    expect(view).toMatchObject({ status: "completed", signed: true, paid: true, holdExpiresAt: null });
    expect(view?.completedSteps).toEqual(["start-booking", "sign", "payment", "done"]);
    expect(await statusOfHome(home.objectId)).toBe("booked");
    expect(await service.viewOf(other.userId, bookingId)).toBeUndefined();
    expect(await service.cancel(customer.userId, bookingId)).toBe(false);
  });
});

describe("developer tools", () => {
  it("make the caller's hold run out now (journeys), and exist only outside production", async () => {
    const { browser, home, bookingId } = await holding();
    const response = await browser.post("/api/developer/buyresidence/expire-hold");
    expect(response.statusCode, response.body).toBe(200);
    expect((await browser.get(`/api/buyresidence/getbookingstatus/${bookingId}`)).json().status).toBe("expired");
    expect(await statusOfHome(home.objectId)).toBe("forSale");
    // The journeys' list of free homes: loopback callers only, and without the held one.
    const listed = await app.inject({
      url: "/api/developer/buyresidence/bookable-homes",
      remoteAddress: "127.0.0.1",
    });
    expect(listed.statusCode).toBe(200);
    const free = listed.json() as { objectId: number }[];
    expect(free.length).toBeGreaterThan(0);
    expect(free.map((home) => home.objectId)).toContain(home.objectId);
    const other = await holding();
    const again = await app.inject({ url: "/api/developer/buyresidence/bookable-homes", remoteAddress: "127.0.0.1" });
    expect((again.json() as { objectId: number }[]).map((row) => row.objectId)).not.toContain(other.home.objectId);
    expect(
      (await app.inject({ url: "/api/developer/buyresidence/bookable-homes", remoteAddress: "198.18.0.1" })).statusCode,
    ).toBe(404);
    const production = await createTestApp({ env: { APP_ENV: "prod" } });
    try {
      const answer = await production.app.inject({ method: "POST", url: "/api/developer/buyresidence/expire-hold" });
      expect(answer.statusCode).toBe(404);
      expect(production.app.declaredRoutes().some((route) => route.url.includes("/api/developer/buyresidence"))).toBe(
        false,
      );
    } finally {
      await production.app.close();
    }
  });
});

describe("the home's page shows the hold at once", () => {
  /** The home's status as its page (the content service's cached view model) shows it. */
  async function statusOnPage(objectId: number) {
    const [home] = await database.db.select({ url: objects.url }).from(objects).where(eq(objects.id, objectId));
    const response = await app.inject({ url: `/api/page-view-model?path=${encodeURIComponent(home?.url ?? "")}` });
    expect(response.statusCode).toBe(200);
    return /"status":"(forSale|reserved|booked)"/.exec(response.body)?.[1];
  }

  /** The status in the home's search marker ([id, latitude, longitude, status, name, number]). */
  async function markerStatus(objectId: number) {
    const [row] = await database.db
      .select({ marker: searchHomes.marker })
      .from(searchHomes)
      .where(eq(searchHomes.objectId, objectId));
    return row ? (JSON.parse(row.marker) as unknown[])[3] : undefined;
  }

  it("drops the cached page when the home is held, cancelled or its hold expires (the cache keeps it 10 s otherwise)", async () => {
    const home = await createBookableHome(database.db);
    expect(await statusOnPage(home.objectId)).toBe("forSale");
    const forSaleMarker = await markerStatus(home.objectId);
    const held = await holding("sv", home);
    expect(await statusOnPage(home.objectId)).toBe("reserved");
    // Search and the map read the read model, which follows the home's status by trigger.
    const reservedMarker = await markerStatus(home.objectId);
    expect(reservedMarker).not.toEqual(forSaleMarker);
    await held.browser.get("/api/buyresidence/removebuyresidenceexpire");
    expect(await statusOnPage(home.objectId)).toBe("forSale");
    expect(await markerStatus(home.objectId)).toEqual(forSaleMarker);
    const again = await holding("sv", home);
    expect(await statusOnPage(home.objectId)).toBe("reserved");
    await database.db
      .update(buyBookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1) })
      .where(eq(buyBookings.id, again.bookingId));
    // The next read that touches the home (here is_bookable) expires the hold and drops the page.
    expect((await app.inject({ url: `/api/booking/is_bookable/${home.objectId}` })).json()).toBe(true);
    expect(await statusOnPage(home.objectId)).toBe("forSale");
  });
});
