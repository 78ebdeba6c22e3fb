import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { notifications, users } from "~/db/schema";
import { openTestDatabase } from "~/test/test-app";
import { createNotificationsService, type NotificationEvent } from "./notifications.service";

/** The notifications service on a real database, with a clock the test moves. */

let database: DatabaseHandle;
let now = new Date("2026-11-25T10:00:00Z");
const clock = () => now;
let service: ReturnType<typeof createNotificationsService>;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  service = createNotificationsService({ db: database.db, clock });
});
afterAll(async () => {
  await database?.close();
});

let userCount = 0;
async function newUser(): Promise<string> {
  userCount++;
  const [user] = await database.db
    .insert(users)
    .values({ email: `notified.${userCount}@example.se`, firstName: "Nora", lastName: "Tifiera", homeSite: "sv" })
    .returning({ id: users.id });
  if (!user) throw new Error("no user");
  return user.id;
}

function documentEvent(userId: string, subjectId = crypto.randomUUID()): NotificationEvent {
  return { userId, site: "sv", notificationType: "DocumentSigning", name: "awaiting_signature", subjectId };
}

const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

describe("notify", () => {
  it("the same event twice is one notification, its first date kept", async () => {
    const userId = await newUser();
    const event = documentEvent(userId);
    await service.notify(event);
    const first = now;
    later(5);
    await service.notify(event);
    const listed = await service.list(userId, "sv");
    expect(listed.map((n) => [n.subjectId, n.createdOn.toISOString()])).toEqual([
      [event.subjectId, first.toISOString()],
    ]);
  });

  it("a new name for the subject (a case's new status) is listed anew, also when it had been paused", async () => {
    const userId = await newUser();
    const errand = { userId, site: "sv", notificationType: "Case", name: "registered", subjectId: "E-1" } as const;
    await service.notify(errand);
    const [registered] = await service.list(userId, "sv");
    expect(await service.pause(userId, registered?.id ?? "")).toBe(true);
    later(1);
    await service.notify(errand);
    expect(await service.list(userId, "sv")).toEqual([]);
    later(1);
    await service.notify({ ...errand, name: "ongoing" });
    expect((await service.list(userId, "sv")).map((n) => [n.id, n.name, n.createdOn.getTime()])).toEqual([
      [registered?.id, "ongoing", now.getTime()],
    ]);
  });

  it("each user of a subject (co-buyers) has their own", async () => {
    const buyer = await newUser();
    const coBuyer = await newUser();
    const subjectId = crypto.randomUUID();
    await service.notify(documentEvent(buyer, subjectId));
    await service.notify(documentEvent(coBuyer, subjectId));
    expect(await service.list(buyer, "sv")).toHaveLength(1);
    expect(await service.list(coBuyer, "sv")).toHaveLength(1);
    // One co-buyer signed: only theirs is resolved.
    await service.resolve("DocumentSigning", subjectId, { userId: buyer });
    expect(await service.list(buyer, "sv")).toEqual([]);
    expect(await service.list(coBuyer, "sv")).toHaveLength(1);
  });
});

describe("resolve", () => {
  it("takes every user's notification of the subject off the list; due again, it is back", async () => {
    const userId = await newUser();
    const event = documentEvent(userId);
    await service.notify(event);
    await service.notify(documentEvent(userId));
    await service.resolve("DocumentSigning", event.subjectId);
    expect((await service.list(userId, "sv")).map((n) => n.subjectId)).not.toContain(event.subjectId);
    expect(await service.list(userId, "sv")).toHaveLength(1);
    later(1);
    await service.notify(event);
    expect((await service.list(userId, "sv")).map((n) => n.subjectId)).toContain(event.subjectId);
  });

  it("resolves only its type: a payment and a document with one id stay apart", async () => {
    const userId = await newUser();
    const id = crypto.randomUUID();
    await service.vipFeeDue({ id, userId, site: "sv" });
    await service.notify(documentEvent(userId, id));
    await service.vipFeePaid(id);
    expect((await service.list(userId, "sv")).map((n) => n.notificationType)).toEqual(["DocumentSigning"]);
  });
});

describe("pause", () => {
  it("pauses only the user's own notification, once", async () => {
    const owner = await newUser();
    const other = await newUser();
    await service.notify(documentEvent(owner));
    const [notification] = await service.list(owner, "sv");
    const id = notification?.id ?? "";
    expect(await service.pause(other, id)).toBe(false);
    expect(await service.list(owner, "sv")).toHaveLength(1);
    expect(await service.pause(owner, id)).toBe(true);
    expect(await service.list(owner, "sv")).toEqual([]);
    expect(await service.pause(owner, id)).toBe(false);
    const [row] = await database.db.select().from(notifications).where(eq(notifications.id, id));
    expect(row?.pausedAt?.toISOString()).toBe(now.toISOString());
  });

  it("a board member's session lists none and pauses none", async () => {
    const userId = await newUser();
    await service.notify(documentEvent(userId));
    const session = {
      userId,
      sessionId: crypto.randomUUID(),
      method: "email",
      associationId: 1,
      expiresAt: new Date(now.getTime() + 3_600_000),
      startedAt: now,
    } as const;
    const [notification] = await service.list(userId, "sv");
    expect(await service.listFor({ ...session, kind: "boardMember" }, "sv")).toEqual([]);
    expect(await service.pauseFor({ ...session, kind: "boardMemberCase" }, notification?.id ?? "")).toBe(false);
    expect(await service.listFor({ ...session, kind: "private", associationId: null }, "sv")).toHaveLength(1);
  });
});
