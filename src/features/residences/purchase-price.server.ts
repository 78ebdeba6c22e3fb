import { type SQL, sql } from "drizzle-orm";
import { objects } from "~/db/schema";

/**
 * A home's purchase price in SQL, for lists and ranges on every site: Finland's debt-free total
 * price where there is one (spec 000 section 9; only Finnish homes have one), otherwise the
 * price. A rental home's price is its monthly rent, which is no purchase price (decision 006),
 * so it is null for those. The search's read model applies the same rule when it is written
 * (migration 0004, residence_search_refresh).
 */
export const purchasePriceSql = sql`case when ${objects.disposalForm} = 'tenancy' then null else coalesce(${objects.totalPrice}, ${objects.price}) end`;

/** The same, for a query that names residence_objects by an alias (e.g. "o"). */
export function purchasePriceOf(alias: string): SQL {
  const o = sql.raw(alias);
  return sql`case when ${o}.disposal_form = 'tenancy' then null else coalesce(${o}.total_price, ${o}.price) end`;
}

/** A rental home's monthly rent (its price), null for a home for sale; alias as above. */
export function rentOf(alias: string): SQL {
  const o = sql.raw(alias);
  return sql`case when ${o}.disposal_form = 'tenancy' then ${o}.price end`;
}
