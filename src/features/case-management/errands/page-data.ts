import { z } from "zod";
import { MyPagesPageDataSchema } from "~/features/my-pages/schema";
import {
  CASE_TYPES,
  CaseDetailSchema,
  ERRAND_SORTS,
  ErrandListItemSchema,
  RoundDetailSchema,
  RoundSchema,
} from "../schema";
import { STATUS_DISPLAY_GROUPS } from "../statuses";

/** The filters the list was made with (the GET form's values): display groups, types, sort. */
export const ErrandsFilterSchema = z.object({
  status: z.array(z.enum(STATUS_DISPLAY_GROUPS)),
  type: z.array(z.enum(CASE_TYPES)),
  sort: z.enum(ERRAND_SORTS),
  /** How many of the list the page shows (ERRANDS_PAGE_SIZE at a time, "show more" adds as many). */
  limit: z.number().int().positive(),
});
export type ErrandsFilterView = z.infer<typeof ErrandsFilterSchema>;

/**
 * Template "myErrands" (issue 17): the resident's own errands or, in the board portal, the
 * association's errands and rounds; one errand at `?errandId=` (the notification's deep link) or
 * one round at `?roundId=`. `scope` names the calls the page's actions use (customer or board).
 */
export const MyErrandsDataSchema = MyPagesPageDataSchema.extend({
  view: z.enum(["list", "errand", "round"]),
  scope: z.enum(["customer", "board"]),
  filter: ErrandsFilterSchema,
  /** The first `filter.limit` errands of the list; `total` is how many the list has. */
  errands: z.array(ErrandListItemSchema),
  total: z.number().int().min(0),
  errand: CaseDetailSchema.nullable(),
  rounds: z.array(RoundSchema),
  round: RoundDetailSchema.nullable(),
  /** Where to report a fault (the empty state's way forward). */
  faultReportHref: z.string().nullable(),
});
export type MyErrandsData = z.infer<typeof MyErrandsDataSchema>;
