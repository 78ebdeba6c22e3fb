/**
 * Fast bulk inserts for the seed: a whole batch travels as one JSON parameter and PostgreSQL unpacks
 * it with jsonb_to_recordset. Building a 1,000-row multi-VALUES insert costs drizzle about a second
 * per batch (27,000 bind parameters), which would make the 100,000-home benchmark set take minutes.
 */
import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../client";

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Inserts rows (objects keyed like the table's TypeScript columns; every row with the same keys) and
 * returns the chosen SQL columns of the new rows.
 */
export async function bulkInsert<T extends Record<string, unknown>>(
  db: Database,
  table: PgTable,
  rows: readonly object[],
  returning: readonly string[] = [],
): Promise<T[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const keys = Object.keys(first).filter((key) => key in columns);
  const names = keys.map((key) => (columns[key] as { name: string }).name);
  const record = keys.map(
    (key, i) => `${quote(names[i] as string)} ${(columns[key] as { getSQLType(): string }).getSQLType()}`,
  );
  const payload = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(keys.map((key, i) => [names[i], (row as Record<string, unknown>)[key] ?? null])),
    ),
  );
  const list = names.map(quote).join(", ");
  const query = sql`insert into ${sql.raw(quote(getTableName(table)))} (${sql.raw(list)}) select ${sql.raw(list)} from jsonb_to_recordset(${payload}::jsonb) as r(${sql.raw(record.join(", "))})`;
  if (returning.length > 0) query.append(sql.raw(` returning ${returning.map(quote).join(", ")}`));
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
