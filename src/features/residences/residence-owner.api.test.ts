import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { interests, showingBookings, showings, stages } from "~/db/schema";
import { browserClient } from "~/features/account/account-test-client";
import { createCustomer, loggedInBrowser } from "~/features/my-pages/test-customers";
import { createTestApp } from "~/test/test-app";

/**
 * An interest or showing booking sent by a logged-in visitor is theirs (user_id, which My
 * residences lists); an anonymous visitor's stays without a user.
 */

let app: FastifyInstance;
let database: DatabaseHandle;
let stageId: number;

beforeAll(async () => {
  ({ app, database } = await createTestApp({ seed: true, inventory: "test" }));
  const [stage] = await database.db.select().from(stages).where(eq(stages.site, "sv")).limit(1);
  if (!stage) throw new Error("no stage");
  stageId = stage.id;
});
afterAll(async () => {
  await app?.close();
});

const contact = (email: string) => ({ firstName: "Anna", lastName: "Svensson", email, phone: "070-123 45 67" });

async function newShowing() {
  const startsAt = new Date(Date.now() + 48 * 3_600_000);
  const [row] = await database.db
    .insert(showings)
    .values({ stageId, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), capacity: 5, location: "Visning" })
    .returning();
  if (!row) throw new Error("no showing");
  return row.id;
}

describe("the owner of an interest and a showing booking", () => {
  it("a logged-in customer's interest and booking carry their user id", async () => {
    const customer = await createCustomer(database.db);
    const browser = await loggedInBrowser(app, customer);
    const email = `owner.${Date.now()}@example.se`;
    const sent = await browser.post("/api/residence/interest", {
      ...contact(email),
      stageId,
      message: "",
      postalCode: "",
      minRooms: "",
      maxRooms: "",
      terms: true,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [row] = await database.db.select().from(interests).where(eq(interests.id, sent.json().id));
    expect(row?.userId).toBe(customer.userId);

    const showingId = await newShowing();
    const booked = await browser.post(`/api/residence/showings/${showingId}/book`, contact(email));
    expect(booked.statusCode, booked.body).toBe(200);
    const [booking] = await database.db.select().from(showingBookings).where(eq(showingBookings.id, booked.json().id));
    expect(booking?.userId).toBe(customer.userId);
  });

  it("an anonymous visitor's stay without a user", async () => {
    const anonymous = browserClient(app, "localhost");
    const email = `anonymous.${Date.now()}@example.se`;
    const sent = await anonymous.post("/api/residence/interest", {
      ...contact(email),
      stageId,
      message: "",
      postalCode: "",
      minRooms: "",
      maxRooms: "",
      terms: true,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [row] = await database.db.select().from(interests).where(eq(interests.id, sent.json().id));
    expect(row?.userId).toBeNull();
    const showingId = await newShowing();
    const booked = await anonymous.post(`/api/residence/showings/${showingId}/book`, contact(email));
    expect(booked.statusCode, booked.body).toBe(200);
    const [booking] = await database.db.select().from(showingBookings).where(eq(showingBookings.id, booked.json().id));
    expect(booking?.userId).toBeNull();
  });
});
