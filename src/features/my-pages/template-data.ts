import { MyPagesPageDataSchema } from "./page-data";

/** Template "myPages": the menu and the page's own data. */
export const MyPagesOverviewDataSchema = MyPagesPageDataSchema;

/** Template "myPagesNewsList": the menu and the page's own data. */
export const MyPagesNewsListDataSchema = MyPagesPageDataSchema;

/** Template "myObject": the menu and the page's own data. */
export const MyObjectDataSchema = MyPagesPageDataSchema;

/** Template "myPagesTimeline": the menu and the page's own data. */
export const MyPagesTimelineDataSchema = MyPagesPageDataSchema;

/** Template "myPagesContact": the menu and the page's own data. */
export const MyPagesContactDataSchema = MyPagesPageDataSchema;

/** Template "myErrands": the menu and the page's own data. */
export const MyErrandsDataSchema = MyPagesPageDataSchema;
