import { z } from "zod";
import { MY_PAGES_KEYS } from "./menu";

/**
 * What every My Pages template gets besides its own content: the user's sub-menu (the rules of
 * ./menu.ts, with each page's localized path) and whether these are the board's pages.
 */
export const MyPagesShellSchema = z.object({
  /** The current page's menu key (marked in the sub-menu). */
  current: z.enum(MY_PAGES_KEYS),
  items: z.array(z.object({ key: z.enum(MY_PAGES_KEYS), href: z.string() })),
  /** A board member's pages: titled board pages, not My Pages (spec 000 section 6). */
  board: z.boolean(),
  /** The association a board member acts for. */
  associationName: z.string().nullable(),
});
export type MyPagesShell = z.infer<typeof MyPagesShellSchema>;

/** A template of My Pages with nothing of its own yet beyond the menu. */
export const MyPagesPageDataSchema = z.object({ menu: MyPagesShellSchema });
export type MyPagesPageData = z.infer<typeof MyPagesPageDataSchema>;
