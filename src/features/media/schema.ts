import { z } from "zod";
import { IMAGE_ASPECTS, MAX_IMAGE_WIDTH, MIN_IMAGE_WIDTH } from "./image-url";

export const ImageQuerySchema = z.object({
  w: z.coerce.number().int().min(MIN_IMAGE_WIDTH).max(MAX_IMAGE_WIDTH).default(1200),
  /** Aspect ratio: landscape 3:2, portrait 2:3, or the original's. */
  ar: z.enum(IMAGE_ASPECTS).default("3:2"),
});
export type ImageQuery = z.infer<typeof ImageQuerySchema>;

export const ImageParamsSchema = z.object({
  "*": z
    .string()
    .min(1)
    .max(300)
    .regex(/^[a-z0-9][a-z0-9/_.-]*$/i, "invalid image path")
    .refine((p) => !p.includes(".."), "invalid image path"),
});
