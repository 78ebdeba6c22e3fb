import { and, asc, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client";
import { interiorOptions, interiorOrders, objects, purchases, stages, userBookings } from "~/db/schema";
import { FieldValidationError } from "~/server/plugins/errors";
import { recordsSiteOf } from "~/sites/records-site";
import type { SiteSettings } from "~/sites/sites";
import { BUY_VALIDATION, type InteriorCategory, InteriorChoicesSchema, type InteriorOption } from "./schema";

/** The order form's save: one option id per category the stage offers (page type orderForm). */
export const InteriorOrderBodySchema = z.object({
  choices: InteriorChoicesSchema,
});
export const PurchaseIdParamsSchema = z.object({ purchaseId: z.uuid() });
export const InteriorOrderResponseSchema = z.object({ total: z.number().int(), orderedAt: z.string() });

/** The purchase's facts when the user is one of its buyers on the site; undefined otherwise. */
export async function purchaseOfBuyer(db: Database, userId: string, site: SiteSettings, purchaseId: string) {
  const [row] = await db
    .select({
      purchaseId: purchases.id,
      createdAt: purchases.createdAt,
      stageId: objects.stageId,
      number: objects.number,
      address: objects.streetAddress,
      objectUrl: objects.url,
      stageName: stages.name,
    })
    .from(purchases)
    .innerJoin(userBookings, and(eq(userBookings.purchaseId, purchases.id), eq(userBookings.userId, userId)))
    .innerJoin(objects, eq(objects.id, purchases.objectId))
    .innerJoin(stages, eq(stages.id, objects.stageId))
    .where(and(eq(purchases.id, purchaseId), eq(purchases.site, recordsSiteOf(site)), eq(purchases.succession, false)));
  return row;
}

export async function optionsOfStage(db: Database, stageId: number): Promise<InteriorOption[]> {
  const rows = await db
    .select()
    .from(interiorOptions)
    .where(eq(interiorOptions.stageId, stageId))
    .orderBy(asc(interiorOptions.sortOrder), asc(interiorOptions.id));
  return rows.map((row) => ({
    id: row.id,
    category: row.category as InteriorCategory,
    name: row.name,
    description: row.description,
    price: row.price,
    isDefault: row.isDefault,
  }));
}

/** The purchase's latest order, if any. */
export async function latestOrder(db: Database, purchaseId: string) {
  const [order] = await db
    .select()
    .from(interiorOrders)
    .where(eq(interiorOrders.purchaseId, purchaseId))
    .orderBy(desc(interiorOrders.createdAt))
    .limit(1);
  return order;
}

/**
 * Saves a buyer's order of interior options for their purchase: every chosen option must be one
 * the home's stage offers in that category (else 400 choiceUnknown on the field). A new order
 * replaces the earlier as the one shown; the earlier stay as history. Undefined: not their purchase.
 */
export async function saveInteriorOrder(
  db: Database,
  clock: () => Date,
  userId: string,
  site: SiteSettings,
  purchaseId: string,
  choices: Partial<Record<InteriorCategory, string>>,
) {
  const purchase = await purchaseOfBuyer(db, userId, site, purchaseId);
  if (!purchase) return undefined;
  const options = await optionsOfStage(db, purchase.stageId);
  const wrong = Object.entries(choices).filter(
    ([category, optionId]) => !options.some((option) => option.id === optionId && option.category === category),
  );
  if (wrong.length > 0) {
    throw new FieldValidationError(
      wrong.map(([category]) => ({ field: `choices.${category}`, messageKey: BUY_VALIDATION.choiceUnknown })),
    );
  }
  const total = Object.values(choices).reduce(
    (sum, optionId) => sum + (options.find((option) => option.id === optionId)?.price ?? 0),
    0,
  );
  const [order] = await db
    .insert(interiorOrders)
    .values({ purchaseId, userId, choices: choices as Record<string, string>, total, createdAt: clock() })
    .returning({ createdAt: interiorOrders.createdAt });
  return { total, orderedAt: (order?.createdAt ?? clock()).toISOString() };
}
