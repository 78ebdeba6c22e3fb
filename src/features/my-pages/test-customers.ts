import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "~/db/client";
import { boardMemberships, objects, purchases, userBookings, users, vipMemberships } from "~/db/schema";
import { browserClient } from "~/features/account/account-test-client";
import { hashPassword } from "~/features/account/index.server";
import type { AuthContext, LoginKind } from "~/features/account/schema";
import type { SiteCode } from "~/sites/sites";

/**
 * Factories for My Pages tests: customers written straight to the database (as the seed or the
 * buy flow would), with the bookings, purchases, VIP memberships and board seats a test needs,
 * and a logged-in stand-in browser for them. Each call makes a new, unique customer.
 */

export const TEST_PASSWORD = "hemligt123";
let passwordHash: Promise<string> | undefined;
let customers = 0;

export interface CustomerOptions {
  site?: SiteCode;
  vip?: boolean;
  /** A booking of a home on the site, turned into a purchase with these facts. */
  purchase?: {
    status?: "booked" | "contracted" | "completed";
    entryDate?: string | null;
    succession?: boolean;
    /** Join this purchase as its co-buyer instead of making a new one. */
    coBuyerOf?: string;
  };
  /** Housing associations (ids of the seed's) the customer is a board member of. */
  associations?: number[];
  securityNumber?: string;
}

export interface TestCustomer {
  userId: string;
  email: string;
  firstName: string;
  purchaseId?: string;
  objectId?: number;
}

/** A home of the site to book (the test or demo inventory must be seeded). */
export async function homeOf(db: Database, site: SiteCode, offset = 0): Promise<number> {
  const [home] = await db
    .select({ id: objects.id })
    .from(objects)
    .where(and(eq(objects.site, site), inArray(objects.status, ["booked", "sold", "forSale", "reserved"])))
    .orderBy(objects.id)
    .limit(1)
    .offset(offset);
  if (!home) throw new Error(`no home on ${site} in the inventory`);
  return home.id;
}

export async function createCustomer(db: Database, options: CustomerOptions = {}): Promise<TestCustomer> {
  const site = options.site ?? "sv";
  customers++;
  const email = `kund.${Date.now()}.${customers}.${Math.random().toString(36).slice(2, 8)}@example.se`;
  const firstName = `Testkund${String.fromCharCode(65 + (customers % 26))}`;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await passwordHash,
      firstName,
      lastName: "Provsson",
      phoneNumber: "070-123 45 67",
      homeSite: site,
      securityNumber: options.securityNumber ?? null,
      securityNumberVerified: options.securityNumber !== undefined,
    })
    .returning({ id: users.id });
  if (!user) throw new Error("no user");
  if (options.vip) await db.insert(vipMemberships).values({ userId: user.id, site, campaignCode: null });
  for (const associationId of options.associations ?? []) {
    await db.insert(boardMemberships).values({ userId: user.id, associationId });
  }
  const result: TestCustomer = { userId: user.id, email, firstName };
  if (options.purchase) {
    let purchaseId = options.purchase.coBuyerOf;
    let objectId: number;
    if (purchaseId) {
      const [existing] = await db.select().from(purchases).where(eq(purchases.id, purchaseId));
      if (!existing) throw new Error("no such purchase");
      objectId = existing.objectId;
    } else {
      objectId = await homeOf(db, site, customers % 5);
      const [purchase] = await db
        .insert(purchases)
        .values({
          site,
          objectId,
          status: options.purchase.status ?? "booked",
          entryDate: options.purchase.entryDate ?? null,
          succession: options.purchase.succession ?? false,
        })
        .returning({ id: purchases.id });
      purchaseId = purchase?.id;
    }
    await db.insert(userBookings).values({
      userId: user.id,
      objectId,
      site,
      purchaseId,
      role: options.purchase.coBuyerOf ? "coBuyer" : "buyer",
    });
    result.purchaseId = purchaseId;
    result.objectId = objectId;
  }
  return result;
}

/** The session the auth guard would resolve for the customer (for page data loaders called directly). */
export function authOfCustomer(
  customer: TestCustomer,
  kind: LoginKind = "private",
  associationId: number | null = null,
): AuthContext {
  const now = new Date();
  return {
    userId: customer.userId,
    sessionId: crypto.randomUUID(),
    kind,
    method: "email",
    associationId,
    expiresAt: new Date(now.getTime() + 3_600_000),
    startedAt: now,
  };
}

/** A stand-in browser logged in as the customer with e-mail and password. */
export async function loggedInBrowser(
  app: FastifyInstance,
  customer: TestCustomer,
  options: { host?: string; loginKind?: LoginKind } = {},
) {
  const browser = browserClient(app, options.host ?? "localhost");
  const response = await browser.post("/api/account_service/login/email", {
    email: customer.email,
    password: TEST_PASSWORD,
    loginKind: options.loginKind ?? "private",
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return browser;
}

/** Today plus `days` (negative: in the past) as an ISO date. */
export function isoDay(days: number, from = new Date()): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
