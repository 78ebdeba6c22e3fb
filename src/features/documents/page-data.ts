import { z } from "zod";
import { MyPagesPageDataSchema } from "~/features/my-pages/schema";
import { DocumentDetailSchema, DocumentSummarySchema } from "./schema";

/**
 * Template "myDocuments": the list of the user's documents, or one document (`?dokument=<id>`:
 * the action sub-page; `&klart`: its receipt, the done sub-page; decision 032).
 */
export const MyDocumentsDataSchema = MyPagesPageDataSchema.extend({
  view: z.enum(["list", "action", "done"]),
  documents: z.array(DocumentSummarySchema),
  document: DocumentDetailSchema.nullable(),
  /** Where the user activates BankID (the settings page), for a user without a verified identity. */
  settingsHref: z.string().nullable(),
});
