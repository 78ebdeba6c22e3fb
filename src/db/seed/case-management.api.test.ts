import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import {
  appMeta,
  cmAgreements,
  cmApartments,
  cmAssociationAccounts,
  cmBuildings,
  cmCaseEvents,
  cmCaseFiles,
  cmCases,
  cmRoundControlPoints,
  cmRounds,
  staffUsers,
  users,
} from "~/db/schema";
import { verifyPassword } from "~/features/account/passwords.server";
import { caseStatusById, type StatusDisplayGroup } from "~/features/case-management/statuses";
import { createFileStorage, createLocalDiskStore } from "~/server/files";
import { openTestDatabase } from "~/test/test-app";
import { DEMO_PASSWORD, seedDemoAccounts } from "./accounts";
import { CASE_MANAGEMENT_KEY, DEMO_STAFF, seedDemoCaseManagement } from "./case-management";

/** The case-management demo: every status group for the demo resident and board, written once. */

let database: DatabaseHandle;
let filesDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  filesDir = await mkdtemp(path.join(os.tmpdir(), "case-seed-"));
  await seedDemoAccounts(database.db);
  expect(await seedDemoCaseManagement(database.db, { filesDir })).toBe("seeded");
});
afterAll(async () => {
  await database?.close();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

async function userId(email: string): Promise<string> {
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no ${email}`);
  return user.id;
}

function groupsOf(rows: { statusId: string }[]): Set<StatusDisplayGroup | undefined> {
  return new Set(rows.map((row) => caseStatusById(row.statusId)?.displayGroup));
}

const ALL_GROUPS = new Set(["registered", "ongoing", "executed", "completed"]);

describe("the case-management demo", () => {
  it("is written once", async () => {
    expect(await seedDemoCaseManagement(database.db, { filesDir })).toBe("already-seeded");
    expect(await database.db.select().from(appMeta).where(eq(appMeta.key, CASE_MANAGEMENT_KEY))).toHaveLength(1);
    expect(await database.db.select().from(staffUsers)).toHaveLength(1);
  });

  it("Bengt lives in Brf Ekbacken since three months and has errands in every status group, cancelled too", async () => {
    const bengt = await userId("bengt.nyberg@nordhem.example");
    const current = await database.db
      .select({ address: cmApartments.address, gov: cmApartments.governmentObjectId })
      .from(cmAgreements)
      .innerJoin(cmApartments, eq(cmApartments.id, cmAgreements.apartmentId))
      .where(and(eq(cmAgreements.userId, bengt), isNull(cmAgreements.validTo)));
    expect(current).toEqual([{ address: "Ekbackevägen 2", gov: "1102" }]);
    const cases = await database.db.select().from(cmCases).where(eq(cmCases.reporterUserId, bengt));
    expect(groupsOf(cases)).toEqual(ALL_GROUPS);
    const codes = cases.map((c) => caseStatusById(c.statusId)?.code);
    expect(codes).toContain("cancelledByCustomer");
    expect(codes).toContain("waitingOnMaterial");
    // Each has its history, the first event its registration.
    for (const errand of cases) {
      const events = await database.db
        .select()
        .from(cmCaseEvents)
        .where(eq(cmCaseEvents.caseId, errand.id))
        .orderBy(cmCaseEvents.createdAt, cmCaseEvents.id);
      expect(events[0]?.kind).toBe("created");
      const last = events.filter((e) => e.statusId !== null).at(-1);
      expect(last?.statusId).toBe(errand.statusId);
    }
  });

  it("the board of Ekbacken has errands in every status group and an open elevator errand for the duplicate hint", async () => {
    const cases = await database.db.select().from(cmCases).where(eq(cmCases.associationId, 1));
    expect(groupsOf(cases)).toEqual(ALL_GROUPS);
    expect(cases.every((c) => c.kind === "board" && c.site === "sv")).toBe(true);
    const elevator = cases.filter(
      (c) => c.roomId === "elevator" && caseStatusById(c.statusId)?.displayGroup !== "completed",
    );
    expect(elevator).toHaveLength(1);
    const [building] = await database.db
      .select({ address: cmBuildings.address, hasElevator: cmBuildings.hasElevator })
      .from(cmBuildings)
      .where(eq(cmBuildings.id, elevator[0]?.buildingId ?? -1));
    expect(building).toEqual({ address: "Ekbackevägen 2", hasElevator: true });
    const [account] = await database.db
      .select()
      .from(cmAssociationAccounts)
      .where(eq(cmAssociationAccounts.associationId, 1));
    expect(account?.boardEmail).toBe("styrelsen@brf-ekbacken.example");
  });

  it("Ola has errands in every status group, with the Norwegian variants", async () => {
    const ola = await userId("ola.nordmann@nordhem.example");
    const cases = await database.db.select().from(cmCases).where(eq(cmCases.reporterUserId, ola));
    const codes = cases.map((c) => caseStatusById(c.statusId)?.code);
    expect(codes).toEqual(
      expect.arrayContaining(["registeredNo", "executedNo", "completedNo", "cancelledByCustomerNo"]),
    );
    expect(groupsOf(cases)).toEqual(ALL_GROUPS);
    expect(cases.every((c) => c.site === "no")).toBe(true);
    const board = await database.db.select().from(cmCases).where(eq(cmCases.associationId, 4));
    expect(groupsOf(board)).toEqual(ALL_GROUPS);
  });

  it("stores a few files, ready and readable", async () => {
    const files = await database.db.select().from(cmCaseFiles);
    expect(files.length).toBeGreaterThanOrEqual(3);
    const storage = createFileStorage({ db: database.db, store: createLocalDiskStore(filesDir) });
    for (const file of files) {
      expect(file.state).toBe("ready");
      const opened = await storage.open(file.fileId ?? "");
      expect(opened?.file.size).toBe(file.size);
      opened?.stream.destroy();
    }
    expect(new Set(files.map((f) => f.contentType))).toEqual(new Set(["image/png", "application/pdf"]));
  });

  it("plans rounds for Ekbacken, some of whose control points name errands", async () => {
    const rounds = await database.db.select().from(cmRounds).where(eq(cmRounds.associationId, 1));
    expect(rounds.map((r) => r.status).sort()).toEqual(["done", "planned"]);
    const points = await database.db.select().from(cmRoundControlPoints);
    expect(points.filter((p) => p.caseId !== null).length).toBeGreaterThanOrEqual(3);
  });

  it("has the demo case handler, who logs in with the demo password", async () => {
    const [staff] = await database.db.select().from(staffUsers).where(eq(staffUsers.email, DEMO_STAFF.email));
    expect(staff).toMatchObject({ name: "Hanna Handläggare", role: "caseHandler" });
    expect(await verifyPassword(staff?.passwordHash ?? "", DEMO_PASSWORD)).toBe(true);
  });
});
