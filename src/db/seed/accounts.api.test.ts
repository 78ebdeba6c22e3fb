import { count, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import {
  appMeta,
  boardMemberships,
  eidAttempts,
  housingAssociations,
  objects,
  userBookings,
  users,
  vipCampaignCodes,
} from "~/db/schema";
import { browserClient } from "~/features/account/account-test-client";
import { startBankIdSimulator } from "~/features/eid/bankid/simulator/bankid-simulator";
import { TEST_PERSONS } from "~/features/eid/test-persons";
import { DEFAULT_HOST_MAP } from "~/sites/resolve";
import type { SiteCode } from "~/sites/sites";
import { createTestApp, openTestDatabase } from "~/test/test-app";
import { ACCOUNTS_KEY, DEMO_ACCOUNTS, DEMO_ASSOCIATIONS, DEMO_PASSWORD, seedDemoAccounts } from "./accounts";
import { seedResidences } from "./residences";

let app: FastifyInstance;
let database: DatabaseHandle;
let bankId: Awaited<ReturnType<typeof startBankIdSimulator>>;

beforeAll(async () => {
  bankId = await startBankIdSimulator();
  // The demo seed as tests get it: content and accounts, no residence inventory.
  ({ app, database } = await createTestApp({ seed: true, env: { BANKID_API_URL: bankId.url } }));
});
afterAll(async () => {
  await app?.close();
  await bankId?.close();
});

/** The local host of a site (the default host map), as a tester's browser would use it. */
function hostOf(site: SiteCode): string {
  const host = Object.entries(DEFAULT_HOST_MAP).find(([, code]) => code === site)?.[0];
  if (!host) throw new Error(`No host for ${site}`);
  return host;
}

async function emailLogin(email: string, site: SiteCode, loginKind = "private", password = DEMO_PASSWORD) {
  const browser = browserClient(app, hostOf(site));
  const response = await browser.post("/api/account_service/login/email", { email, password, loginKind });
  expect(response.statusCode).toBe(200);
  return { browser, body: response.json() };
}

describe("demo accounts in the seed", () => {
  it("are written once: a second run changes nothing", async () => {
    const before = onlyCount(await database.db.select({ n: count() }).from(users));
    expect(before).toBe(DEMO_ACCOUNTS.length);
    expect(await database.db.select().from(appMeta).where(eq(appMeta.key, ACCOUNTS_KEY))).toHaveLength(1);

    expect(await seedDemoAccounts(database.db)).toBe("already-seeded");
    expect(onlyCount(await database.db.select({ n: count() }).from(users))).toBe(before);
    expect(onlyCount(await database.db.select({ n: count() }).from(boardMemberships))).toBe(
      DEMO_ACCOUNTS.reduce((sum, account) => sum + (account.associations?.length ?? 0), 0),
    );
  });

  it("every account with a password logs in with Demo1234! on its site, straight to My Pages", async () => {
    const withPassword = DEMO_ACCOUNTS.filter((account) => account.hasPassword);
    expect(withPassword.map((account) => account.homeSite)).toEqual(
      expect.arrayContaining(["sv", "no", "fi", "seniorgarden", "cooperative"]),
    );
    for (const account of withPassword) {
      const { body } = await emailLogin(account.email, account.homeSite);
      expect(body, account.email).toMatchObject({ status: "Ok", user: { email: account.email, hasPassword: true } });
      // Consent for the home site is given, so no consent page.
      expect(body.redirectTo, account.email).toMatch(/^\/(mina-sidor|mine-sider|sivuni)\/$/);
    }
    const wrong = await emailLogin("kund.sv@nordhem.example", "sv", "private", "Demo1234?");
    expect(wrong.body.status).toBe("InvalidEmailLoginInput");
  });

  it("a customer on another site of the group is asked for consent there", async () => {
    const { body } = await emailLogin("kund.sv@nordhem.example", "seniorgarden");
    expect(body).toMatchObject({ status: "Ok", redirectTo: "/samtycke/" });
  });

  it("e-ID customers are the simulators' test persons; the others have no account", async () => {
    const rows = await database.db
      .select()
      .from(users)
      .where(
        inArray(
          users.securityNumber,
          TEST_PERSONS.map((person) => person.personalNumber),
        ),
      );
    const byNumber = new Map(rows.map((row) => [row.securityNumber, row]));
    for (const [number, name, country] of [
      ["198504122386", "Anna Lindqvist", "se"],
      ["12889010051", "Ingrid Haugen", "no"],
      ["150588-901F", "Aino Virtanen", "fi"],
      ["197211302380", "Maria Berg", "se"],
      // The demo buyers of src/db/seed/purchases.ts.
      ["198803142382", "Olof Strand", "se"],
      ["198906072387", "Linnea Strand", "se"],
      ["195509112388", "Bengt Nyberg", "se"],
      ["23847510110", "Ola Nordmann", "no"],
      ["240379-901B", "Mikko Korhonen", "fi"],
      // The buyers who book online in the journeys (issue 18).
      ["199711052382", "Elsa Nord", "se"],
      ["199203042388", "Johan Lund", "se"],
      ["199302142386", "Ida Berglund", "se"],
      ["198609302388", "Oskar Wik", "se"],
      ["15068512090", "Jonas Lie", "no"],
    ] as const) {
      const row = byNumber.get(number);
      expect(row && `${row.firstName} ${row.lastName}`, number).toBe(name);
      expect(row).toMatchObject({ securityNumberVerified: true, securityCountry: country, firstSsnLogin: false });
    }
    // Left without accounts to show SsnNotFound and registration; the deceased never get one.
    for (const person of TEST_PERSONS.filter(
      (p) => p.deceased || ["Erik", "Sara", "Lars", "Kari", "Emma"].includes(p.givenName),
    )) {
      expect(byNumber.has(person.personalNumber), person.givenName).toBe(false);
    }
    expect(byNumber.size).toBe(14);

    expect((await emailLogin("anna.lindqvist@nordhem.example", "sv")).body.user).toMatchObject({
      pid: true,
      securityNumber: "198504122386",
    });
    const ingrid = await emailLogin("ingrid.haugen@nordhem.example", "no", "private", "anything");
    expect(ingrid.body.status).toBe("MustLoginWithBankId");
  });

  it("the VIP customer has an unpaid membership fee; the campaign codes exist", async () => {
    const { body } = await emailLogin("vip.sv@nordhem.example", "sv");
    expect(body.user).toMatchObject({
      isVip: true,
      vip: { campaignCode: "VIP2027" },
      payments: [{ site: "sv", status: "NotPaid", payedWithCode: false }],
    });
    const codes = await database.db.select().from(vipCampaignCodes);
    expect(codes.map(({ code, site, validUntil, fee }) => ({ code, site, validUntil, fee }))).toEqual(
      expect.arrayContaining([
        { code: "VIP2027", site: "sv", validUntil: "2027-12-31", fee: 1500 },
        { code: "SENIOR2027", site: "seniorgarden", validUntil: "2027-12-31", fee: expect.any(Number) },
        { code: "NORGEVIP", site: "no", validUntil: "2027-12-31", fee: 0 },
      ]),
    );
  });

  it("board members: with and without technical management, and two associations to choose from", async () => {
    const associations = await database.db.select().from(housingAssociations);
    expect(associations.map((a) => a.id).sort()).toEqual([1, 2, 3, 4]);
    expect(associations.filter((a) => a.site === "sv").map((a) => a.activeFinancialManagement)).toEqual(
      expect.arrayContaining([true, true, false]),
    );
    for (const association of associations) {
      expect(association.organisationNumber).toMatch(association.site === "no" ? /^\d{9}$/ : /^769\d{3}-\d{4}$/);
    }

    const withManagement = await emailLogin("styrelse.ekbacken@nordhem.example", "sv", "boardMember");
    expect(withManagement.body).toMatchObject({
      status: "Ok",
      user: { brfAccount: { name: "Brf Ekbacken", activeFinancialManagement: true }, isBoardMember: true },
    });
    const without = await emailLogin("styrelse.utan@nordhem.example", "sv", "boardMember");
    expect(without.body.user.brfAccount).toMatchObject({ activeFinancialManagement: false });

    const two = await emailLogin("styrelse.tva@nordhem.example", "sv", "boardMember");
    expect(two.body.status).toBe("ChooseBoardMember");
    expect(two.body.brf).toHaveLength(2);
    const chosen = two.body.brf[0].id;
    const selected = await two.browser.get(`/api/account_service/login/bank_id/status/board_member/select/${chosen}`);
    expect(selected.json()).toMatchObject({ status: "Ok", user: { brfAccount: { id: chosen } } });

    // A customer is no board member.
    expect((await emailLogin("kund.sv@nordhem.example", "sv", "boardMember")).body.status).toBe("NoBoardMember");
  });

  it("BankID finds the demo persons: Maria Berg chooses an association, Erik Johansson has no account", async () => {
    async function bankIdLogin(personalNumber: string, loginKind: string) {
      const browser = browserClient(app, "localhost");
      const start = await browser.post("/api/account_service/login/bank_id/start", { loginKind });
      expect(start.statusCode).toBe(200);
      const { poolingId } = start.json();
      const [attempt] = await database.db.select().from(eidAttempts).where(eq(eidAttempts.id, poolingId));
      const done = await fetch(`${bankId.url}/sim/orders/${attempt?.bankIdOrderRef}/outcome`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ outcome: "complete", personalNumber }),
      });
      expect(done.status).toBe(200);
      return (await browser.get(`/api/account_service/login/bank_id/status/${poolingId}`)).json();
    }
    const maria = await bankIdLogin("197211302380", "boardMember");
    expect(maria.status).toBe("ChooseBoardMember");
    expect(maria.brf.map((a: { name: string }) => a.name)).toEqual(["Brf Ekbacken", "Brf Sjöutsikten"]);

    const erik = await bankIdLogin("199001012385", "private");
    expect(erik).toMatchObject({ status: "SsnNotFound", identity: { givenName: "Erik", surname: "Johansson" } });
  });
});

describe("the demo booking", () => {
  it("is of a Swedish home of the residence inventory seeded first; two seeders at once write it once", async () => {
    const own = await openTestDatabase();
    try {
      await own.migrate();
      await seedResidences(own.db, { scale: "test", images: false, now: new Date() });
      const outcomes = await Promise.all([seedDemoAccounts(own.db), seedDemoAccounts(own.db)]);
      expect(outcomes.sort()).toEqual(["already-seeded", "seeded"]);
      expect(onlyCount(await own.db.select({ n: count() }).from(users))).toBe(DEMO_ACCOUNTS.length);
      const [vip] = await own.db.select().from(users).where(eq(users.email, "vip.sv@nordhem.example"));
      const bookings = await own.db
        .select({ site: userBookings.site, status: objects.status, objectSite: objects.site })
        .from(userBookings)
        .innerJoin(objects, eq(objects.id, userBookings.objectId))
        .where(eq(userBookings.userId, vip?.id ?? ""));
      expect(bookings).toEqual([{ site: "sv", status: "booked", objectSite: "sv" }]);
      expect(onlyCount(await own.db.select({ n: count() }).from(userBookings))).toBe(1);
    } finally {
      await own.close();
    }
  });

  it("leaves out an account whose address is taken, and seeds the others", async () => {
    const own = await openTestDatabase();
    try {
      await own.migrate();
      const taken = DEMO_ACCOUNTS[0]!;
      await own.db
        .insert(users)
        .values({ email: taken.email.toUpperCase(), firstName: "Redan", lastName: "Här", homeSite: "sv" });
      const log: string[] = [];
      expect(await seedDemoAccounts(own.db, { log: (m) => log.push(m) })).toBe("seeded");
      expect(onlyCount(await own.db.select({ n: count() }).from(users))).toBe(DEMO_ACCOUNTS.length);
      expect(log.join("\n")).toContain(`${taken.email} left out`);
      expect(DEMO_ASSOCIATIONS).toHaveLength(onlyCount(await own.db.select({ n: count() }).from(housingAssociations)));
    } finally {
      await own.close();
    }
  });
});

function onlyCount(rows: { n: number }[]): number {
  return rows[0]?.n ?? 0;
}
