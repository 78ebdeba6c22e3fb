import type { SiteSettings, UrlKey } from "~/sites/sites";

/**
 * The My Pages sub-menu (spec 000 section 6, "My Pages sub-menu rules") as one pure function:
 * the menu shown and the paths that answer are the same list, so a path outside it is a 404
 * (decision 031). Order is the menu's order.
 */
export const MY_PAGES_KEYS = [
  "myPages",
  "myNews",
  "myResidences",
  "myResidence",
  "myAgreements",
  "myTimeline",
  "myPayments",
  "myVip",
  "myVipShowing",
  "myErrands",
  "mySavedSearches",
  "myContact",
  "mySettings",
] as const satisfies readonly UrlKey[];
export type MyPagesKey = (typeof MY_PAGES_KEYS)[number];

export function isMyPagesKey(key: string): key is MyPagesKey {
  return (MY_PAGES_KEYS as readonly string[]).includes(key);
}

export { recordsSiteOf } from "~/sites/records-site";

/** What the rules need to know about the user on this site (one query: my-pages-facts.server.ts). */
export interface MenuFacts {
  /** Logged in as a board member (private pages otherwise). */
  boardMember: boolean;
  /** A VIP membership for this site. */
  vip: boolean;
  /** The user's bookings on this site. */
  bookings: readonly { objectPageExists: boolean; succession: boolean; entryDate: string | null }[];
  /** The user has errands (fault reports) on this site. */
  hasErrands: boolean;
}

export interface MenuOptions {
  /** Spec 000 section 6 "edit mode": there is no CMS editing in this product, so always false (decision 031). */
  editMode?: boolean;
  /** The errands feature flag of spec 000 section 6; no site sets it (decision 031). */
  errandsFlag?: boolean;
}

/** The entry date plus one calendar month has come (31 January plus a month is the last day of February). */
function entryPlusOneMonthPassed(entryDate: string, now: Date): boolean {
  const [year, month, day] = entryDate.split("-").map(Number);
  if (!year || !month || !day) return false;
  // The same day next month (Date rolls 31 January to 3 March; clamp to the month's last day).
  const lastDayNextMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const threshold = Date.UTC(year, month, Math.min(day, lastDayNextMonth));
  return now.getTime() >= threshold;
}

/** The user's My Pages menu on `site`: the keys of the pages they may see, in menu order. */
export function myPagesMenu(site: SiteSettings, facts: MenuFacts, now: Date, options: MenuOptions = {}): MyPagesKey[] {
  const finland = site.site === "fi";
  const editMode = options.editMode ?? false;
  const hasBookings = facts.bookings.length > 0;
  const shown: Record<MyPagesKey, boolean> = facts.boardMember
    ? {
        // Board members: only overview, errands and contacts (their errands are why they log in).
        myPages: true,
        myErrands: !finland,
        myContact: true,
        myNews: false,
        myResidences: false,
        myResidence: false,
        myAgreements: false,
        myTimeline: false,
        myPayments: false,
        myVip: false,
        myVipShowing: false,
        mySavedSearches: false,
        mySettings: false,
      }
    : {
        myPages: true,
        myNews: site.features.myPagesNews,
        myResidences: true,
        myResidence: facts.bookings.some((booking) => booking.objectPageExists),
        // Documents come with bookings that are not successions (a succession has no documents here).
        myAgreements: facts.bookings.some((booking) => !booking.succession),
        myTimeline: hasBookings,
        // Payments are a VIP feature: none where the site has VIP disabled (Finland, the English
        // sub-site, the contracting site; spec 000 section 6), even for a stray membership row.
        myPayments: (facts.vip || editMode) && site.features.vip && !finland,
        myVip: site.features.vip && !finland,
        myVipShowing: facts.vip && site.features.vip && !finland,
        myErrands:
          !finland &&
          (facts.hasErrands ||
            (options.errandsFlag ?? false) ||
            facts.bookings.some(
              (booking) => booking.entryDate !== null && entryPlusOneMonthPassed(booking.entryDate, now),
            )),
        mySavedSearches: site.features.search,
        myContact: true,
        mySettings: true,
      };
  // A page the site has no path for is not in its menu (the English sub-site's limited set).
  return MY_PAGES_KEYS.filter((key) => shown[key] && site.urls[key] !== undefined);
}
