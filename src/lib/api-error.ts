import { z } from "zod";

/**
 * The one error shape of the API (src/server/plugins/errors.ts writes it): a stable code, a
 * message in the site's language, and the fields it concerns. Shared by the OpenAPI
 * description of the routes and the browser, which shows the messages.
 */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
