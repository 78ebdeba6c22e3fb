import { sql } from "drizzle-orm";
import { objects } from "~/db/schema";

/**
 * A home's purchase price in SQL, for lists and ranges on every site: Finland's debt-free total
 * price where there is one (spec 000 section 9), otherwise the price. A rental home's price is
 * its monthly rent, which is no purchase price (decision 006), so it is null for those.
 */
export const purchasePriceSql = sql`case when ${objects.disposalForm} = 'tenancy' then null else coalesce(${objects.totalPrice}, ${objects.price}) end`;
