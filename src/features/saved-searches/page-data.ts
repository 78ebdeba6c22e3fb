import { MyPagesPageDataSchema } from "~/features/my-pages/schema";

/** Template "mySavedSearches": the menu and the page's own data. */
export const MySavedSearchesDataSchema = MyPagesPageDataSchema;
