import { MyPagesPageDataSchema } from "~/features/my-pages/schema";

/** Template "myResidences": the menu and the page's own data. */
export const MyResidencesDataSchema = MyPagesPageDataSchema;
