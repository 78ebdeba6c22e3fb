import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { accountTokens, eidAttempts, loginDevices, userSessions, users } from "~/db/schema";
import { mailFeature } from "~/features/mail/mail.module";
import { openTestDatabase, testFeatureDeps } from "~/test/test-app";
import { accountFeature } from "./account.module";

/** The scheduled cleanup of the account feature (decision 015): what can no longer be used goes. */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
});

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

describe("account.cleanup", () => {
  it("deletes ended sessions, expired links, old e-ID attempts and forgotten browsers, and keeps the rest", async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: `cleanup.${Date.now()}@example.se`, firstName: "C", lastName: "L", homeSite: "sv" })
      .returning();
    const userId = user!.id;
    const session = (values: Partial<typeof userSessions.$inferInsert>) => ({
      userId,
      method: "email",
      kind: "private",
      site: "sv",
      expiresAt: ago(-1),
      ...values,
    });
    await database.db
      .insert(userSessions)
      .values([
        session({ expiresAt: ago(30) }),
        session({ revokedAt: ago(25) }),
        session({}),
        session({ expiresAt: ago(2) }),
      ]);
    const token = (hash: string, expiresAt: Date) => ({ userId, purpose: "resetPassword", tokenHash: hash, expiresAt });
    await database.db.insert(accountTokens).values([token("old", ago(30)), token("fresh", ago(-1))]);
    const attempt = (createdAt: Date) => ({
      idType: "bank_id",
      flow: "login",
      site: "sv",
      state: "complete",
      bindingHash: "x",
      personalNumber: "199001012385",
      createdAt,
    });
    await database.db.insert(eidAttempts).values([attempt(ago(30)), attempt(ago(0.1))]);
    await database.db.insert(loginDevices).values([
      { userId, deviceHash: "gone", lastLoginAt: ago(24 * 400) },
      { userId, deviceHash: "kept", lastLoginAt: ago(24 * 30) },
    ]);

    const deps = testFeatureDeps(database);
    const cleanup = accountFeature({ ...deps, mailer: mailFeature(deps).mailer }).jobs?.find(
      (job) => job.name === "account.cleanup",
    );
    expect(cleanup?.schedule).toBeDefined();
    await cleanup?.handle({});

    expect(await database.db.select().from(userSessions).where(eq(userSessions.userId, userId))).toHaveLength(2);
    expect((await database.db.select().from(accountTokens)).map((t) => t.tokenHash)).toEqual(["fresh"]);
    expect(await database.db.select().from(eidAttempts)).toHaveLength(1);
    expect((await database.db.select().from(loginDevices)).map((d) => d.deviceHash)).toEqual(["kept"]);
  });
});
