import { z } from "zod";
import { IMAGE_ASPECTS, IMAGE_WIDTH_STEP, MAX_IMAGE_WIDTH, MIN_IMAGE_WIDTH } from "~/domain/image-url";

export const ImageQuerySchema = z.object({
  // Widths snap up to a step of 20 px (every width the pages ask for is one): the proxy renders
  // at most 124 widths of an image, not 2,461, so requests for ever new widths cannot keep the
  // CPU busy with renditions nobody reuses (issue 11, resource exhaustion).
  w: z.coerce
    .number()
    .int()
    .min(MIN_IMAGE_WIDTH)
    .max(MAX_IMAGE_WIDTH)
    .default(1200)
    .transform((width) => Math.min(Math.ceil(width / IMAGE_WIDTH_STEP) * IMAGE_WIDTH_STEP, MAX_IMAGE_WIDTH)),
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
