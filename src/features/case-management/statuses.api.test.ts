import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { cmAssets, cmCaseStatuses, cmRooms } from "~/db/schema";
import { openTestDatabase } from "~/test/test-app";
import { ensureCaseCatalogue } from "./catalogue.server";
import { DWELLING_ROOMS, PUBLIC_AREAS } from "./catalogue-data";
import { CASE_STATUSES, STATUS_DISPLAY_GROUPS, statusIdsOfGroups } from "./statuses";

/**
 * The errand statuses have one owner, the rows of migration 0018; CASE_STATUSES mirrors them for
 * the browser. This holds the two equal on the database itself (PGlite, and PostgreSQL with
 * TEST_DATABASE_URL), and the catalogue of problem areas to the spec's counts.
 */

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
});

describe("the errand statuses", () => {
  it("the TypeScript mirror equals the migration's rows", async () => {
    const rows = await database.db.select().from(cmCaseStatuses);
    const byCode = (a: { code: string }, b: { code: string }) => a.code.localeCompare(b.code);
    expect([...rows].sort(byCode)).toEqual([...CASE_STATUSES].sort(byCode));
  });

  it("has the spec's four display groups and ranks", () => {
    const rank = (code: string) => CASE_STATUSES.find((status) => status.code === code)?.rank;
    expect(rank("completed")).toBe(400);
    expect(rank("reference")).toBe(400);
    expect(rank("shredded")).toBe(400);
    expect(rank("cancelledByCustomer")).toBe(400);
    expect(rank("executed")).toBe(300);
    expect(rank("ongoing")).toBe(200);
    expect(rank("waitingOnWeather")).toBe(200);
    expect(rank("registered")).toBe(150);
    expect(rank("booked")).toBe(100);
    expect(new Set(CASE_STATUSES.map((status) => status.displayGroup))).toEqual(new Set(STATUS_DISPLAY_GROUPS));
  });

  it("the filter 'ongoing' includes every ongoing sub-status and nothing else", () => {
    const ongoing = statusIdsOfGroups(["ongoing"]);
    const codes = CASE_STATUSES.filter((status) => ongoing.includes(status.id)).map((status) => status.code);
    expect(codes).toContain("waitingOnCustomer");
    expect(codes).toContain("executedNo");
    expect(codes).not.toContain("executed");
    expect(codes).not.toContain("registered");
    expect(codes).toHaveLength(19);
  });

  it("the waiting flag: waiting, cancelled, booked and subcontractor statuses", () => {
    const waiting = CASE_STATUSES.filter((status) => status.waiting).map((status) => status.code);
    expect(waiting.sort()).toEqual(
      [
        "booked",
        "cancelledByCustomer",
        "cancelledByCustomerNo",
        "customerBooked",
        "customerNotBooked",
        "subcontractor",
        "subcontractorNoLogin",
        "waitingOnCustomer",
        "waitingOnDecision",
        "waitingOnInvestigation",
        "waitingOnMaterial",
        "waitingOnSubcontractor",
        "waitingOnWeather",
      ].sort(),
    );
  });
});

describe("the catalogue of problem areas", () => {
  it("has 9 dwelling rooms and 13 public-space areas, written idempotently", async () => {
    expect(DWELLING_ROOMS).toHaveLength(9);
    expect(PUBLIC_AREAS).toHaveLength(13);
    await ensureCaseCatalogue(database.db);
    await ensureCaseCatalogue(database.db);
    const rooms = await database.db.select().from(cmRooms);
    expect(rooms.filter((room) => room.kind === "dwelling")).toHaveLength(9);
    expect(rooms.filter((room) => room.kind === "public")).toHaveLength(13);
    const assets = await database.db.select().from(cmAssets);
    expect(assets.find((asset) => asset.id === "elevator.car")?.supplierKind).toBe("elevator");
    expect(assets.find((asset) => asset.id === "kitchen.appliances")?.supplierKind).toBe("appliance");
    expect(assets.find((asset) => asset.id === "kitchen.water")?.supplierKind).toBeNull();
  });
});
