import { MyPagesPageDataSchema } from "~/features/my-pages/schema";

/** Template "myDocuments": the menu and the page's own data. */
export const MyDocumentsDataSchema = MyPagesPageDataSchema;
