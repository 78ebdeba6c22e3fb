import type { z } from "zod";

/**
 * The settings forms' shared schemas (src/features/account/schema.ts), loaded when a form is
 * first used rather than with the page (zod stays out of the page's first paint, decision 026).
 */
const accountSchemas = () => import("~/features/account/schema");

export const profileSchema = (): Promise<z.ZodType> => accountSchemas().then((m) => m.UpdateRequestSchema);
export const passwordSchema = (): Promise<z.ZodType> => accountSchemas().then((m) => m.UpdatePasswordRequestSchema);
export const changeEmailSchema = (): Promise<z.ZodType> =>
  accountSchemas().then((m) => m.TriggerChangeEmailRequestSchema);
export const newsletterSchema = (): Promise<z.ZodType> => accountSchemas().then((m) => m.NewsletterRequestSchema);
export const deleteAccountSchema = (): Promise<z.ZodType> => accountSchemas().then((m) => m.DeleteAccountRequestSchema);
export const vipMembershipSchema = (): Promise<z.ZodType> => accountSchemas().then((m) => m.VipMembershipRequestSchema);
