import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client";
import { SITES } from "~/sites/sites";
import { SearchFilterSchema } from "./schema";
import { isRecurringSearch, markersQuery, objectSearchQuery, stageAndAreaSearchQuery } from "./search.service";
import { literal, literals } from "./sql-literals";

const dialect = new PgDialect();
const text = (value: Parameters<typeof literal>[0]) => dialect.sqlToQuery(literal(value)).sql;

describe("SQL literals", () => {
  it("writes numbers as they are, negative ones in parentheses", () => {
    expect(text(42)).toBe("42");
    expect(text(59.3293)).toBe("59.3293");
    expect(text(-0.25)).toBe("(-0.25)");
    expect(text(1.5e-7)).toBe("1.5e-7");
    expect(() => text(Number.NaN)).toThrow(TypeError);
    expect(() => text(Number.POSITIVE_INFINITY)).toThrow(TypeError);
  });

  it("quotes text so that nothing leaves the literal", () => {
    expect(text("forSale")).toBe("E'forSale'");
    expect(text("O'Brien")).toBe("E'O''Brien'");
    expect(text("a\\'; drop table x; --")).toBe("E'a\\\\''; drop table x; --'");
    expect(() => text("a\u0000b")).toThrow(TypeError);
    expect(dialect.sqlToQuery(literals(["a", 1])).sql).toBe("E'a', 1");
    expect(() => literals([])).toThrow(RangeError);
  });

  describe("in the database", () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openDatabase({ pgliteDataDir: "memory://" });
    });
    afterAll(async () => {
      await database.close();
    });

    it("reads back exactly the value written", async () => {
      const values = ["O'Brien", "back\\slash", "'; select 1; --", 'åäö "quoted" $1 \\\' \\\\', "-- comment", ""];
      for (const value of values) {
        const result = (await database.db.execute(sql`select ${literal(value)}::text as v`)) as unknown as {
          rows: { v: string }[];
        };
        expect(result.rows[0]!.v).toBe(value);
      }
      const numbers = (await database.db.execute(
        sql`select 1 - ${literal(-2)} as a, ${literal(-0.5)}::float8 as b`,
      )) as unknown as { rows: { a: number; b: number }[] };
      expect(numbers.rows[0]).toEqual({ a: 3, b: -0.5 });
    });
  });
});

describe("the search statements", () => {
  const now = new Date("2026-11-22T10:00:00.000Z");
  // Every kind of filter value at once.
  const filter = SearchFilterSchema.parse({
    tags: [3, 4],
    minPrice: 1_000_000,
    maxPrice: 4_000_000,
    minRooms: 2,
    maxRooms: 4,
    minArea: 40.5,
    maxArea: 120,
    concepts: ["premium"],
    projectStatus: ["forSale", "planned"],
    disposalForm: ["ownershipApartment"],
    outdoorArea: ["terrace"],
    viewing: "InSevenDays",
    inhabitDate: 1,
    residenceType: ["townHouse"],
    stageIds: [7],
    geoSearch: { latitude: 59.9, longitude: -10.7, radiusKm: 25 },
  });

  it("carry every value of the request as a literal; only 'now' may be a parameter", () => {
    for (const chosen of [filter, SearchFilterSchema.parse({})]) {
      const statements = [
        objectSearchQuery(SITES.sv, { filter: chosen, sort: "priceAsc", limit: 30, offset: 60 }, now),
        stageAndAreaSearchQuery(SITES.fi, { filter: chosen, sort: "recommended", limit: 30, offset: 0 }, now),
        stageAndAreaSearchQuery(
          SITES.no,
          { filter: chosen, sort: "moveInDesc", tab: "area", limit: 5, offset: 0 },
          now,
        ),
        markersQuery(SITES.sv, { filter: chosen, type: "object" }, now),
        markersQuery(SITES.sv, { filter: chosen, type: "stage" }, now),
        markersQuery(SITES.sv, { filter: chosen, type: "area" }, now),
      ];
      for (const statement of statements) {
        const { sql: text, params } = dialect.sqlToQuery(statement);
        expect(params.every((param) => param === now.toISOString())).toBe(true);
        expect(text).toContain("E'");
      }
    }
  });

  it("are kept with their plans only when their values come from small sets", () => {
    expect(isRecurringSearch(SearchFilterSchema.parse({}))).toBe(true);
    expect(
      isRecurringSearch(
        SearchFilterSchema.parse({ tags: [3], minRooms: 3, projectStatus: ["forSale"], outdoorArea: ["patio"] }),
      ),
    ).toBe(true);
    for (const free of [
      { maxPrice: 4_000_000 },
      { minArea: 50 },
      { geoSearch: { latitude: 59.9, longitude: 10.7 } },
      { stageIds: [7] },
      { tags: [3, 4] },
      { viewing: "HasAny" },
    ]) {
      expect(isRecurringSearch(SearchFilterSchema.parse(free)), JSON.stringify(free)).toBe(false);
    }
  });
});
