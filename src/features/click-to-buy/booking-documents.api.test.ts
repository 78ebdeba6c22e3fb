import { inflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { PDFDocument, PDFRawStream } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { buyBookings, objects } from "~/db/schema";
import { browserClient } from "~/features/account/account-test-client";
import { createCustomer, loggedInBrowser, type TestCustomer } from "~/features/my-pages/test-customers";
import { createTestApp } from "~/test/test-app";
import type { BookingDocument, BookingStepData } from "./schema";
import { type BookableHome, createBookableHome } from "./test-bookings";

/**
 * getbookingdocuments: the buyer's own held booking's agreement and terms as PDFs made from the
 * booking; bad ids 400, anonymous 401, another buyer's booking (or one without a hold) 404.
 */

let app: FastifyInstance;
let database: DatabaseHandle;
let buyer: TestCustomer;
let other: TestCustomer;
let home: BookableHome;
let bookingId: string;

const CO_BUYER = {
  firstName: "Erik",
  lastName: "Johansson",
  identityNumber: "199001012385",
  email: "erik@example.se",
  phone: "0701234567",
};

async function holdFor(customer: TestCustomer, objectHome: BookableHome, status = "held", data: BookingStepData = {}) {
  const [row] = await database.db
    .insert(buyBookings)
    .values({
      site: objectHome.site,
      objectId: objectHome.objectId,
      stageId: objectHome.stageId,
      userId: customer.userId,
      status,
      holdExpiresAt: new Date(Date.now() + 20 * 60_000),
      data: data as Record<string, unknown>,
      completedSteps: ["start-booking", "personal-info"],
    })
    .returning({ id: buyBookings.id });
  if (!row) throw new Error("no booking");
  return row.id;
}

/** The text a PDF of ours draws: its pages' content streams, inflated, their hex strings in WinAnsi. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const parts: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams = contents && "asArray" in contents ? contents.asArray() : [contents];
    for (const ref of streams) {
      const stream = pdf.context.lookup(ref as never);
      if (!(stream instanceof PDFRawStream)) continue;
      const raw = Buffer.from(stream.contents);
      const decoded = stream.dict.toString().includes("FlateDecode") ? inflateSync(raw) : raw;
      for (const match of decoded.toString("latin1").matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
        parts.push(Buffer.from(match[1] ?? "", "hex").toString("latin1"));
      }
    }
  }
  return parts.join("\n");
}

beforeAll(async () => {
  ({ app, database } = await createTestApp({ inventory: "test" }));
  buyer = await createCustomer(database.db, { securityNumber: "198504122386" });
  other = await createCustomer(database.db, { securityNumber: "199508152387" });
  home = await createBookableHome(database.db, { site: "sv", bookingFee: 5_000 });
  bookingId = await holdFor(buyer, home, "held", {
    "personal-info": {
      email: buyer.email,
      phone: "0701234567",
      address: "Storgatan 1",
      postalCode: "11122",
      city: "Stockholm",
      coBuyers: [CO_BUYER],
    },
  });
});
afterAll(async () => {
  await app?.close();
});

describe("GET /api/buyresidence/getbookingdocuments/{id}", () => {
  it("lists the agreement and the terms of the buyer's booking with their download paths and sizes", async () => {
    const browser = await loggedInBrowser(app, buyer);
    const response = await browser.get(`/api/buyresidence/getbookingdocuments/${bookingId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const documents = response.json() as BookingDocument[];
    expect(documents.map((document) => [document.kind, document.name])).toEqual([
      ["bookingAgreement", "Bokningsavtal"],
      ["terms", "Bokningsvillkor"],
    ]);
    for (const document of documents) {
      expect(document.url).toBe(`/api/buyresidence/getbookingdocuments/${bookingId}/${document.kind}`);
      expect(document.size).toBeGreaterThan(500);
      expect(document.fileName).toMatch(/\.pdf$/);
    }
  });

  it("streams the agreement as a PDF naming the home, the price, the fee, the buyer and the co-buyer", async () => {
    const browser = await loggedInBrowser(app, buyer);
    const response = await browser.get(`/api/buyresidence/getbookingdocuments/${bookingId}/bookingAgreement`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="bokningsavtal\.pdf"/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cache-control"]).toBe("no-store");
    const text = await pdfText(response.rawPayload);
    const [object] = await database.db.select().from(objects).where(eq(objects.id, home.objectId));
    expect(text).toContain("Bokningsavtal");
    expect(text).toContain(object?.number);
    expect(text).toContain("Bokningsavgift");
    expect(text).toContain("5 000 kr");
    expect(text).toContain(`${buyer.firstName} Provsson`);
    expect(text).toContain("198504122386");
    expect(text).toContain("Erik Johansson");
    expect(text).toContain("Reserverad för dig till");
  });

  it("streams the terms as a fixed text in the site's language", async () => {
    const browser = await loggedInBrowser(app, buyer);
    const response = await browser.get(`/api/buyresidence/getbookingdocuments/${bookingId}/terms`);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain("Bokningsvillkor");
    expect(text).toContain("Reservationen");
  });

  it("answers 400 to a bad id or kind, never 500", async () => {
    const browser = await loggedInBrowser(app, buyer);
    expect((await browser.get("/api/buyresidence/getbookingdocuments/not-a-uuid")).statusCode).toBe(400);
    expect((await browser.get(`/api/buyresidence/getbookingdocuments/${bookingId}/contract`)).statusCode).toBe(400);
  });

  it("answers 401 to an anonymous caller", async () => {
    const anonymous = browserClient(app, "localhost");
    expect((await anonymous.get(`/api/buyresidence/getbookingdocuments/${bookingId}`)).statusCode).toBe(401);
    expect((await anonymous.get(`/api/buyresidence/getbookingdocuments/${bookingId}/terms`)).statusCode).toBe(401);
  });

  it("answers 404 to another buyer, and for a booking without a hold", async () => {
    const browser = await loggedInBrowser(app, other);
    for (const url of [
      `/api/buyresidence/getbookingdocuments/${bookingId}`,
      `/api/buyresidence/getbookingdocuments/${bookingId}/bookingAgreement`,
      `/api/buyresidence/getbookingdocuments/${crypto.randomUUID()}`,
    ]) {
      const response = await browser.get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe("Bokningen hittades inte.");
    }
    const otherHome = await createBookableHome(database.db, { site: "sv" });
    const refused = await holdFor(other, otherHome, "refused");
    expect((await browser.get(`/api/buyresidence/getbookingdocuments/${refused}`)).statusCode).toBe(404);
  });

  it("answers 404 on another site than the booking's", async () => {
    const browser = await loggedInBrowser(app, buyer, { host: "no.localhost" });
    expect((await browser.get(`/api/buyresidence/getbookingdocuments/${bookingId}`)).statusCode).toBe(404);
  });
});
