import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { authOfCustomer, createCustomer } from "~/features/my-pages/test-customers";
import { SITES } from "~/sites/sites";
import { openTestDatabase } from "~/test/test-app";
import { faultReportPageData } from "./fault-report-page.server";
import { FaultReportDataSchema } from "./page-data";
import { createTestAssociation } from "./test-cases";

/**
 * The fault-report page's data (decision 040): who the visitor is and which flows they may start,
 * from the session only (another user's data never), on PGlite and PostgreSQL.
 */

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
});

function request(site: "sv" | "no", auth?: ReturnType<typeof authOfCustomer>) {
  return { site: SITES[site], url: new URL(`http://localhost${SITES[site].urls.faultReportContact}`), auth };
}

async function dataOf(site: "sv" | "no", auth?: ReturnType<typeof authOfCustomer>) {
  return FaultReportDataSchema.parse(await faultReportPageData(database.db, request(site, auth)));
}

describe("the fault-report page's data", () => {
  it("a visitor without login may start the flow without management only", async () => {
    const data = await dataOf("sv");
    expect(data).toEqual({
      reporter: null,
      association: null,
      flows: ["boardNoManagement"],
      errandsHref: expect.any(String),
    });
    expect((await dataOf("no")).flows).toEqual(["norwayBoard"]);
  });

  it("a resident gets their own contact details and the resident flow; the case login opens it", async () => {
    const customer = await createCustomer(database.db, { securityNumber: "199001011239" });
    const data = await dataOf("sv", authOfCustomer(customer, "privateCase"));
    expect(data.reporter).toMatchObject({
      firstName: customer.firstName,
      lastName: "Provsson",
      email: customer.email,
      phone: "070-123 45 67",
      verified: true,
      caseLogin: true,
      board: false,
    });
    expect(data.flows[0]).toBe("resident");
    expect(data.association).toBeNull();
  });

  it("a resident without a proven identity is said so (the BankID modal comes first)", async () => {
    const customer = await createCustomer(database.db);
    const data = await dataOf("sv", authOfCustomer(customer, "private"));
    expect(data.reporter).toMatchObject({ verified: false, caseLogin: false });
  });

  it("Norway: its resident flow", async () => {
    const customer = await createCustomer(database.db, { site: "no" });
    expect((await dataOf("no", authOfCustomer(customer, "privateCase"))).flows[0]).toBe("norwayResident");
  });

  it("a board member with management gets the board flow and the session's association", async () => {
    const associationId = await createTestAssociation(database.db, { management: true });
    const customer = await createCustomer(database.db, { associations: [associationId] });
    const data = await dataOf("sv", authOfCustomer(customer, "boardMemberCase", associationId));
    expect(data.flows).toEqual(["board"]);
    expect(data.association).toMatchObject({ id: associationId, management: true });
    expect(data.reporter).toMatchObject({ board: true, caseLogin: true });
  });

  it("a board member without management, or in Norway, reports without management", async () => {
    const without = await createTestAssociation(database.db, { management: false });
    const customer = await createCustomer(database.db, { associations: [without] });
    const data = await dataOf("sv", authOfCustomer(customer, "boardMember", without));
    expect(data.flows).toEqual(["boardNoManagement"]);
    expect(data.association).toMatchObject({ id: without, management: false });

    const norwegian = await createTestAssociation(database.db, { site: "no", management: true });
    const member = await createCustomer(database.db, { site: "no", associations: [norwegian] });
    expect((await dataOf("no", authOfCustomer(member, "boardMember", norwegian))).flows).toEqual(["norwayBoard"]);
  });

  it("a board member who has not chosen an association yet gets no association", async () => {
    const customer = await createCustomer(database.db);
    const data = await dataOf("sv", authOfCustomer(customer, "boardMember", null));
    expect(data.association).toBeNull();
    expect(data.flows).toEqual(["boardNoManagement"]);
  });

  it("a session of an account that is gone is treated as no login", async () => {
    const data = await dataOf(
      "sv",
      authOfCustomer({ userId: crypto.randomUUID(), email: "x@example.se", firstName: "X" }),
    );
    expect(data.reporter).toBeNull();
  });
});
