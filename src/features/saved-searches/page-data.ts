import { z } from "zod";
import { MyPagesPageDataSchema } from "~/features/my-pages/schema";
import { SavedSearchSchema } from "./schema";

/** Template "mySavedSearches": the menu, the user's saved searches on this site, and the search page to start one. */
export const MySavedSearchesDataSchema = MyPagesPageDataSchema.extend({
  searches: z.array(SavedSearchSchema),
  max: z.number(),
  searchPage: z.string().nullable(),
});
export type MySavedSearchesData = z.infer<typeof MySavedSearchesDataSchema>;
