import { type SQL, sql } from "drizzle-orm";
import { objects } from "~/db/schema";

/**
 * The residence rules in the app's SQL, as calls of the SQL functions that own them (migration
 * 0012; docs/decisions/010-search-read-model.md). The functions are inlined by PostgreSQL when it
 * plans the statement, so a call costs what the expression written out would cost. Never write a
 * rule out here: a second copy is how the card came to show another price than the search used.
 */

/**
 * A home's purchase price (residence_purchase_price): Finland's debt-free total price where there
 * is one, elsewhere the price; null for a rented home, whose price is its monthly rent. The same
 * value the search filters and sorts on, for lists, ranges and landing pages.
 */
export const purchasePriceSql = sql`residence_purchase_price(${objects.site}, ${objects.disposalForm}, ${objects.price}, ${objects.totalPrice})`;

/** The same, for a query that names residence_objects by an alias (e.g. "o"). */
export function purchasePriceOf(alias: string): SQL {
  const o = sql.raw(alias);
  return sql`residence_purchase_price(${o}.site, ${o}.disposal_form, ${o}.price, ${o}.total_price)`;
}

/** A rental home's monthly rent (its price), null for a home for sale (residence_rent); alias as above. */
export function rentOf(alias: string): SQL {
  const o = sql.raw(alias);
  return sql`residence_rent(${o}.disposal_form, ${o}.price)`;
}

/**
 * Whether a home is in a status the residence search finds (residence_object_searched: for sale,
 * reserved, preselling). Inlined, it is the predicate of the partial index of searchable homes
 * (residence_objects_searchable_stage_idx), so a query can use that index.
 */
export const searchedObjectSql = sql`residence_object_searched(${objects.status})`;

/** The same, for a query that names residence_objects by an alias (e.g. "o"). */
export function searchedObjectOf(alias: string): SQL {
  return sql`residence_object_searched(${sql.raw(alias)}.status)`;
}
