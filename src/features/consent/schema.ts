import { z } from "zod";
import { CONSENT_OPTION_KEY } from "./consent-cookie";

/**
 * The consent calls (issue 16, spec 001 section 7 "Page shell and consent"). One schema for the
 * browser, the server and the API reference.
 */

/** Where a choice was made: the dialog, the settings dialog, a video's overlay, the cookies page. */
export const ConsentSourceSchema = z.enum(["dialog", "settings", "video", "page"]);

const revision = z.string().regex(/^[0-9A-Za-z.-]{1,20}$/, "validation.invalid");

/** `POST /api/experiments/{optionKey}/{optionCode}`: the path's parameters. */
export const ExperimentParamsSchema = z.object({
  /** Only `cookie-consent` exists (decision 035); another key answers 404. */
  optionKey: z.string().max(64),
  /** Spec 001 section 4: closing 1, accept all 2, a manual choice 3. */
  optionCode: z.coerce
    .number()
    .int()
    .refine((code) => code === 1 || code === 2 || code === 3, "validation.invalid"),
});

/** The choice, as the browser sends it (JSON). */
export const ConsentChoiceRequestSchema = z
  .object({
    marketing: z.boolean(),
    statistics: z.boolean(),
    thirdParty: z.boolean(),
    /** The cookies policy's revision the visitor answered. */
    revision,
    source: ConsentSourceSchema,
  })
  .strict();
export type ConsentChoiceRequest = z.infer<typeof ConsentChoiceRequestSchema>;

/**
 * The cookies page's form without JavaScript (application/x-www-form-urlencoded): a checked
 * switch is sent as "on", an unchecked one not at all.
 */
export const ConsentFormSchema = z
  .object({
    marketing: z.literal("on").optional(),
    statistics: z.literal("on").optional(),
    thirdParty: z.literal("on").optional(),
    revision,
    /** Which of the form's buttons was pressed ("all" posts to optionCode 2 anyway). */
    choice: z.enum(["mine", "all"]).optional(),
  })
  .strict();

/** The option key of the consent choices. */
export const CONSENT_EXPERIMENT = CONSENT_OPTION_KEY;
