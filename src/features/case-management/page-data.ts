import { z } from "zod";
import { WIZARD_FLOWS } from "./wizard/flows";

/**
 * Template "faultReport" (the contact page /kontakt/felanmalan/, Norway's /kontakt/reklamasjon/):
 * who is visiting and which flows of the wizard they may start now (spec 001 sections 4 and 6).
 */
export const FaultReportDataSchema = z.object({
  /** The logged-in visitor (a resident or a board member); null without login. */
  reporter: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string(),
      /** The identity was proven with an e-ID (a resident's case needs it: the BankID modal otherwise). */
      verified: z.boolean(),
      /** The session is a case login (private case or board member case): the wizard opens at once. */
      caseLogin: z.boolean(),
      board: z.boolean(),
    })
    .nullable(),
  /** The association a board member acts for. */
  association: z
    .object({ id: z.number().int(), name: z.string(), organisationNumber: z.string(), management: z.boolean() })
    .nullable(),
  /** The flows the visitor may start now, the first being the one a case login opens. */
  flows: z.array(z.enum(WIZARD_FLOWS)),
  /** The errands page of My Pages (the done screen's "view the case"), if the site has one. */
  errandsHref: z.string().nullable(),
});
export type FaultReportData = z.infer<typeof FaultReportDataSchema>;
