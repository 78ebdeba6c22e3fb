import { MyPagesPageDataSchema } from "~/features/my-pages/schema";

/** Template "myPagesSettings": the menu and the page's own data. */
export const MyPagesSettingsDataSchema = MyPagesPageDataSchema;

/** Template "myPagesVip": the menu and the page's own data. */
export const MyPagesVipDataSchema = MyPagesPageDataSchema;

/** Template "myPagesVipShowing": the menu and the page's own data. */
export const MyPagesVipShowingDataSchema = MyPagesPageDataSchema;

/** Template "myPagesPayment": the menu and the page's own data. */
export const MyPagesPaymentDataSchema = MyPagesPageDataSchema;
