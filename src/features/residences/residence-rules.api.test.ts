import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { seedResidences } from "~/db/seed/residences";
import { monthlyRent, plannedPurchasePrice, purchasePrice } from "~/domain/purchase-price";
import { DISPOSAL_FORMS, OBJECT_STATUSES, SEARCHED_OBJECT_STATUSES } from "~/domain/residence-enums";
import { showingTimeText } from "~/i18n/format";
import { SITES } from "~/sites/sites";
import { openTestDatabase } from "~/test/test-app";

/**
 * The residence rules have one owner each, a SQL function of migration 0012 (decision 010, "One
 * owner per rule"). The read model, the search's hits and the server's queries call them; what the
 * browser needs is mirrored in TypeScript. These tests hold every mirror equal to its function
 * over a table of cases, on the database itself (PGlite, and PostgreSQL with TEST_DATABASE_URL).
 */

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
});

/** The rows of a query (both drivers answer `{ rows }`). */
async function select<T>(query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

describe("the purchase price", () => {
  // Every site code the homes' rows can carry, the disposal forms, and prices with and without a
  // debt-free total price (below, equal to and above the price, and zero).
  const sites = [...new Set(Object.values(SITES).map((site) => site.site))];
  const cases = sites.flatMap((site) =>
    DISPOSAL_FORMS.flatMap((disposalForm) =>
      [
        { price: 2_450_000, totalPrice: null },
        { price: 87_000, totalPrice: 185_000 },
        { price: 185_000, totalPrice: 185_000 },
        { price: 300_000, totalPrice: 250_000 },
        { price: 0, totalPrice: 0 },
        { price: 9_340, totalPrice: null },
      ].map((prices) => ({ site, disposalForm, ...prices })),
    ),
  );

  it("is the same in TypeScript as in SQL for every site, disposal form and price situation", async () => {
    const inSql = await select<{ i: number; price: number | null; rent: number | null }>(sql`
      select c.i, residence_purchase_price(c.site, c.disposal_form, c.price, c.total_price)::float8 as price,
        residence_rent(c.disposal_form, c.price)::float8 as rent
      from json_to_recordset(${JSON.stringify(cases.map((c, i) => ({ i, site: c.site, disposal_form: c.disposalForm, price: c.price, total_price: c.totalPrice })))}::json)
        as c(i int, site text, disposal_form text, price bigint, total_price bigint)
      order by c.i`);
    const mirror = cases.map((c, i) => ({ i, price: purchasePrice(c.site, c), rent: monthlyRent(c) }));
    expect(inSql).toEqual(mirror);
  });

  it("is Finland's debt-free price there, the price elsewhere, and none for a rented home", async () => {
    // The rule in words, so that the mirror and the function cannot agree on a wrong rule.
    const home = { disposalForm: "condominium", price: 87_000, totalPrice: 185_000 };
    expect(purchasePrice("fi", home)).toBe(185_000);
    expect(purchasePrice("fi", { ...home, totalPrice: null })).toBe(87_000);
    for (const site of ["sv", "no", "seniorgarden", "cooperative"]) expect(purchasePrice(site, home)).toBe(87_000);
    expect(purchasePrice("fi", { ...home, disposalForm: "tenancy" })).toBeNull();
    expect(monthlyRent({ disposalForm: "tenancy", price: 9_340 })).toBe(9_340);
    expect(monthlyRent(home)).toBeNull();
  });

  it("gives a planned rental stage no price, as the read model stores it", async () => {
    const [stored] = await select<{ fi: number | null; sv: number | null; rental: number | null }>(sql`select
      residence_purchase_price('fi', 'condominium', 250000, null)::float8 as fi,
      residence_purchase_price('sv', 'ownership', 4000000, null)::float8 as sv,
      residence_purchase_price('sv', 'tenancy', 12000, null)::float8 as rental`);
    expect(stored).toEqual({
      fi: plannedPurchasePrice("fi", "condominium", 250_000),
      sv: plannedPurchasePrice("sv", "ownership", 4_000_000),
      rental: plannedPurchasePrice("sv", "tenancy", 12_000),
    });
    expect(stored).toEqual({ fi: 250_000, sv: 4_000_000, rental: null });
    expect(plannedPurchasePrice("sv", "ownership", null)).toBeNull();
  });
});

describe("the object statuses searched", () => {
  it("are SEARCHED_OBJECT_STATUSES, of all the object statuses", async () => {
    const found = await select<{ status: string }>(sql`
      select s as status from json_array_elements_text(${JSON.stringify([...OBJECT_STATUSES, "unknown"])}::json) s
      where residence_object_searched(s)`);
    expect(found.map((row) => row.status).sort()).toEqual([...SEARCHED_OBJECT_STATUSES].sort());
  });

  it("are the predicate of the partial index of searchable homes (migration 0003)", async () => {
    const [index] = await select<{ predicate: string }>(sql`
      select pg_get_expr(i.indpred, i.indrelid) as predicate
      from pg_index i join pg_class c on c.oid = i.indexrelid
      where c.relname = 'residence_objects_searchable_stage_idx'`);
    const statuses = [...(index?.predicate ?? "").matchAll(/'(\w+)'::text/g)].map((match) => match[1]);
    expect(statuses.sort()).toEqual([...SEARCHED_OBJECT_STATUSES].sort());
  });
});

describe("a showing's time", () => {
  const times = [
    "1970-01-01T00:00:00.000Z",
    "2030-03-15T10:00:00.000Z",
    "2030-03-15T10:00:59.999Z",
    // Daylight saving time begins and ends in the sites' countries.
    "2030-03-31T00:59:59.000Z",
    "2030-03-31T01:00:00.000Z",
    "2030-10-27T00:30:00.500Z",
    "2028-02-29T23:59:59.999Z",
    "2099-12-31T23:59:59.000Z",
  ];

  it("is written the same by SQL and by TypeScript, whatever the session's time zone", async () => {
    const written = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'Europe/Helsinki'`);
      const result = (await tx.execute(sql`
        select residence_showing_time(t::timestamptz) as text
        from json_array_elements_text(${JSON.stringify(times)}::json) with ordinality as x(t, i) order by i`)) as unknown as {
        rows: { text: string }[];
      };
      return result.rows.map((row) => row.text);
    });
    expect(written).toEqual(times.map((time) => showingTimeText(new Date(time))));
    expect(written[2]).toBe("2030-03-15T10:00:59Z");
  });
});

describe("the rules are inlined", () => {
  it("so that calling one in a query costs what the expression written out costs", async () => {
    // A LANGUAGE sql function stays a function call per row when it is declared STRICT, SECURITY
    // DEFINER, with SET, or more volatile than its body allows; the plan then names it.
    const plan = await select<Record<string, string>>(sql`explain (verbose, costs off)
      select residence_purchase_price(o.site, o.disposal_form, o.price, o.total_price), residence_rent(o.disposal_form, o.price),
        residence_showing_time(now())
      from residence_objects o where residence_object_searched(o.status)`);
    const text = plan.map((row) => Object.values(row)[0]).join("\n");
    expect(text).not.toMatch(/residence_(purchase_price|rent|showing_time|object_searched)\(/);
    expect(text).toContain("COALESCE(total_price, price)");
  });
});

describe("the read model", () => {
  it("stores the price, the rent and the searched homes by the rules (the demo inventory)", async () => {
    await seedResidences(database.db, { scale: "test", images: false, now: new Date("2030-03-15T10:00:00Z") });
    const [check] = await select<Record<string, number>>(sql`select
      (select count(*)::int from residence_objects o where residence_object_searched(o.status)) as searched,
      (select count(*)::int from residence_search_homes) as stored,
      (select count(*)::int from residence_search_homes h join residence_objects o on o.id = h.object_id
        where h.price is distinct from residence_purchase_price(o.site, o.disposal_form, o.price, o.total_price)
          or h.rent is distinct from residence_rent(o.disposal_form, o.price)) as wrong_homes,
      (select count(*)::int from residence_search_stages t join residence_stages s on s.id = t.stage_id
        where t.planned_min_price is distinct from residence_purchase_price(s.site, s.disposal_form, s.planned_min_price, null)
          or t.planned_max_price is distinct from residence_purchase_price(s.site, s.disposal_form, s.planned_max_price, null)) as wrong_stages,
      (select count(*)::int from residence_objects o where o.site = 'fi' and o.total_price is not null and o.total_price <> o.price) as finnish_debt_free,
      (select count(*)::int from residence_objects o where o.disposal_form = 'tenancy') as rented`);
    expect(check).toMatchObject({ wrong_homes: 0, wrong_stages: 0 });
    expect(check?.stored).toBe(check?.searched);
    // The inventory has the cases the rules are about.
    expect(check?.finnish_debt_free).toBeGreaterThan(0);
    expect(check?.rented).toBeGreaterThan(0);
  });
});
