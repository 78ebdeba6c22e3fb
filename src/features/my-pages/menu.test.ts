import { describe, expect, it } from "vitest";
import { SITE_CODES, SITES, type SiteCode } from "~/sites/sites";
import { type MenuFacts, MY_PAGES_KEYS, type MyPagesKey, myPagesMenu, recordsSiteOf } from "./menu";

/**
 * The My Pages sub-menu rules of spec 000 section 6, one test per bullet and site (decision 031).
 * The menu is also the list of paths that answer, so each expectation here is an access rule too.
 */

/** A fixed "now": 2026-06-15 at noon UTC. */
const NOW = new Date("2026-06-15T12:00:00Z");

type Booking = MenuFacts["bookings"][number];
const booking = (overrides: Partial<Booking> = {}): Booking => ({
  objectPageExists: true,
  succession: false,
  entryDate: null,
  ...overrides,
});

const facts = (overrides: Partial<MenuFacts> = {}): MenuFacts => ({
  boardMember: false,
  vip: false,
  bookings: [],
  hasErrands: false,
  ...overrides,
});

/** Everything a customer can have: VIP, errands and a booking of a home with a page. */
const FULL = facts({ vip: true, hasErrands: true, bookings: [booking()] });

const menu = (code: SiteCode, f: MenuFacts, now = NOW) => myPagesMenu(SITES[code], f, now);
const has = (code: SiteCode, f: MenuFacts, key: MyPagesKey, now = NOW) => menu(code, f, now).includes(key);

/** The Swedish-path sites where every rule is in play. */
const SWEDISH_SITES = ["sv", "seniorgarden", "cooperative"] as const;

describe("the My Pages menu", () => {
  it("keeps the menu's order and offers only keys the site has a path for, on every site", () => {
    for (const code of SITE_CODES) {
      const keys = menu(code, FULL);
      expect(keys, code).toEqual(MY_PAGES_KEYS.filter((key) => keys.includes(key)));
      for (const key of keys) expect(SITES[code].urls[key], `${code} ${key}`).toBeDefined();
    }
  });

  it("reads the records of the site itself, and the English sub-site the Swedish site's", () => {
    for (const code of SITE_CODES) expect(recordsSiteOf(SITES[code])).toBe(code === "sv_en" ? "sv" : code);
  });

  describe("overview: always", () => {
    it.each(SITE_CODES)("on %s, for a customer without anything, a full customer and a board member", (code) => {
      expect(menu(code, facts())[0]).toBe("myPages");
      expect(menu(code, FULL)[0]).toBe("myPages");
      expect(menu(code, facts({ boardMember: true }))[0]).toBe("myPages");
    });
  });

  describe("board member: only overview, errands and contacts", () => {
    it.each(SWEDISH_SITES)("on %s, whatever else the user has", (code) => {
      expect(menu(code, facts({ ...FULL, boardMember: true }))).toEqual(["myPages", "myErrands", "myContact"]);
      // Errands are why board members log in: no entry date or errand is needed (decision 031).
      expect(menu(code, facts({ boardMember: true }))).toEqual(["myPages", "myErrands", "myContact"]);
    });
    it("on Norway", () => {
      expect(menu("no", facts({ ...FULL, boardMember: true }))).toEqual(["myPages", "myErrands", "myContact"]);
    });
    it("on Finland, without errands (never on the Finnish site)", () => {
      expect(menu("fi", facts({ ...FULL, boardMember: true }))).toEqual(["myPages", "myContact"]);
    });
    it("on the English sub-site, which has no errands path", () => {
      expect(menu("sv_en", facts({ ...FULL, boardMember: true }))).toEqual(["myPages", "myContact"]);
    });
    it("on the contracting site", () => {
      expect(menu("entreprenad", facts({ ...FULL, boardMember: true }))).toEqual(["myPages", "myErrands", "myContact"]);
    });
  });

  describe("own residence: only with a booking of a home that has an object page on this site", () => {
    it.each(SITE_CODES)("on %s", (code) => {
      expect(has(code, facts(), "myResidence")).toBe(false);
      expect(has(code, facts({ bookings: [booking({ objectPageExists: false })] }), "myResidence")).toBe(false);
      expect(has(code, facts({ bookings: [booking({ objectPageExists: true })] }), "myResidence")).toBe(true);
      // One booking with a page among others without is enough.
      const mixed = facts({ bookings: [booking({ objectPageExists: false }), booking({ objectPageExists: true })] });
      expect(has(code, mixed, "myResidence")).toBe(true);
      expect(has(code, facts({ boardMember: true, bookings: [booking()] }), "myResidence")).toBe(false);
    });
  });

  describe("documents: with bookings on this site that are not successions", () => {
    it.each(SITE_CODES)("on %s", (code) => {
      expect(has(code, facts(), "myAgreements")).toBe(false);
      expect(has(code, facts({ bookings: [booking()] }), "myAgreements")).toBe(true);
      expect(has(code, facts({ bookings: [booking({ succession: true })] }), "myAgreements")).toBe(false);
      // A succession beside an ordinary purchase: the ordinary one has documents.
      const both = facts({ bookings: [booking({ succession: true }), booking({ succession: false })] });
      expect(has(code, both, "myAgreements")).toBe(true);
      // A booking without an object page still has its documents.
      expect(has(code, facts({ bookings: [booking({ objectPageExists: false })] }), "myAgreements")).toBe(true);
    });
  });

  describe("errands: has errands, the feature flag, or the entry date plus one month has come; never in Finland", () => {
    const withEntry = (entryDate: string | null) => facts({ bookings: [booking({ entryDate })] });

    it.each(["sv", "no", "seniorgarden", "cooperative", "entreprenad"] as const)(
      "on %s: by errands, by the flag, by the entry date",
      (code) => {
        expect(has(code, facts(), "myErrands")).toBe(false);
        expect(has(code, facts({ hasErrands: true }), "myErrands")).toBe(true);
        expect(myPagesMenu(SITES[code], facts(), NOW, { errandsFlag: true })).toContain("myErrands");
        // Moved in two months ago: yes; moves in next month or has no date: no.
        expect(has(code, withEntry("2026-04-15"), "myErrands")).toBe(true);
        expect(has(code, withEntry("2026-07-15"), "myErrands")).toBe(false);
        expect(has(code, withEntry(null), "myErrands")).toBe(false);
        // Moved in a fortnight ago: not yet.
        expect(has(code, withEntry("2026-06-01"), "myErrands")).toBe(false);
      },
    );

    it("on Finland: never, whatever the facts", () => {
      expect(
        has("fi", facts({ hasErrands: true, bookings: [booking({ entryDate: "2020-01-01" })] }), "myErrands"),
      ).toBe(false);
      expect(myPagesMenu(SITES.fi, facts(), NOW, { errandsFlag: true })).not.toContain("myErrands");
    });

    it("on the English sub-site: never (its limited set has no errands)", () => {
      expect(has("sv_en", facts({ hasErrands: true }), "myErrands")).toBe(false);
    });

    it("the boundary day: shown from the day one month after the entry date, not the day before", () => {
      const entered = withEntry("2026-05-15");
      expect(has("sv", entered, "myErrands", new Date("2026-06-14T23:59:59Z"))).toBe(false);
      expect(has("sv", entered, "myErrands", new Date("2026-06-15T00:00:00Z"))).toBe(true);
      expect(has("sv", entered, "myErrands", new Date("2026-06-15T08:00:00Z"))).toBe(true);
    });

    it("month ends: 31 January plus a month is the last day of February (leap years too)", () => {
      const jan31 = withEntry("2027-01-31");
      expect(has("sv", jan31, "myErrands", new Date("2027-02-27T12:00:00Z"))).toBe(false);
      expect(has("sv", jan31, "myErrands", new Date("2027-02-28T00:00:00Z"))).toBe(true);
      const leap = withEntry("2028-01-31");
      expect(has("sv", leap, "myErrands", new Date("2028-02-28T12:00:00Z"))).toBe(false);
      expect(has("sv", leap, "myErrands", new Date("2028-02-29T00:00:00Z"))).toBe(true);
      // 31 March plus a month is 30 April; 30 April plus a month is 30 May.
      expect(has("sv", withEntry("2026-03-31"), "myErrands", new Date("2026-04-29T12:00:00Z"))).toBe(false);
      expect(has("sv", withEntry("2026-03-31"), "myErrands", new Date("2026-04-30T00:00:00Z"))).toBe(true);
      expect(has("sv", withEntry("2026-04-30"), "myErrands", new Date("2026-05-29T12:00:00Z"))).toBe(false);
      expect(has("sv", withEntry("2026-04-30"), "myErrands", new Date("2026-05-30T00:00:00Z"))).toBe(true);
    });

    it("year ends: 15 December plus a month is 15 January of the next year", () => {
      const december = withEntry("2026-12-15");
      expect(has("sv", december, "myErrands", new Date("2027-01-14T12:00:00Z"))).toBe(false);
      expect(has("sv", december, "myErrands", new Date("2027-01-15T00:00:00Z"))).toBe(true);
    });

    it("one booking past the threshold is enough; a malformed date counts as none", () => {
      const mixed = facts({ bookings: [booking({ entryDate: "2026-09-01" }), booking({ entryDate: "2026-01-01" })] });
      expect(has("sv", mixed, "myErrands")).toBe(true);
      expect(has("sv", withEntry("not-a-date"), "myErrands")).toBe(false);
    });
  });

  describe("payments: VIP users (or edit mode); not in Finland", () => {
    it.each(["sv", "no", "seniorgarden", "cooperative"] as const)("on %s", (code) => {
      expect(has(code, facts(), "myPayments")).toBe(false);
      expect(has(code, facts({ vip: true }), "myPayments")).toBe(true);
      expect(has(code, facts({ vip: true, boardMember: true }), "myPayments")).toBe(false);
    });
    it("on Finland, the English sub-site and the contracting site: never (VIP is disabled there)", () => {
      for (const code of ["fi", "sv_en", "entreprenad"] as const) {
        expect(has(code, facts({ vip: true }), "myPayments"), code).toBe(false);
        expect(myPagesMenu(SITES[code], facts({ vip: true }), NOW, { editMode: true }), code).not.toContain(
          "myPayments",
        );
      }
    });
  });

  describe("edit mode does not exist in this product: false unless a caller says otherwise", () => {
    it.each(SITE_CODES)("on %s the default menu is the one without edit mode", (code) => {
      expect(menu(code, facts())).toEqual(myPagesMenu(SITES[code], facts(), NOW, { editMode: false }));
      expect(has(code, facts(), "myPayments")).toBe(false);
    });
    it("edit mode would show payments (spec 000 section 6), where the site has them", () => {
      expect(myPagesMenu(SITES.sv, facts(), NOW, { editMode: true })).toContain("myPayments");
    });
  });

  describe("residences: shown to non-board members", () => {
    it.each(SITE_CODES.filter((code) => code !== "sv_en"))("on %s", (code) => {
      expect(has(code, facts(), "myResidences")).toBe(true);
      expect(has(code, facts({ boardMember: true }), "myResidences")).toBe(false);
    });
    it("not on the English sub-site (its limited set follows a purchase; decision 031)", () => {
      expect(has("sv_en", FULL, "myResidences")).toBe(false);
    });
  });

  describe("contacts: all users", () => {
    it.each(SITE_CODES)("on %s", (code) => {
      expect(has(code, facts(), "myContact")).toBe(true);
      expect(has(code, FULL, "myContact")).toBe(true);
      expect(has(code, facts({ boardMember: true }), "myContact")).toBe(true);
    });
  });

  describe("VIP page: non-board members, not Finland (nor where VIP is disabled)", () => {
    it.each(["sv", "no", "seniorgarden", "cooperative"] as const)("on %s, to every customer", (code) => {
      // The page presents the membership to those without one too (decision 031).
      expect(has(code, facts(), "myVip")).toBe(true);
      expect(has(code, facts({ vip: true }), "myVip")).toBe(true);
      expect(has(code, facts({ vip: true, boardMember: true }), "myVip")).toBe(false);
    });
    it.each(["fi", "sv_en", "entreprenad"] as const)("on %s: never", (code) => {
      expect(has(code, FULL, "myVip")).toBe(false);
    });
  });

  describe("VIP showing: VIP members where the site has the page (decision 031)", () => {
    it.each(["sv", "seniorgarden", "cooperative"] as const)("on %s", (code) => {
      expect(has(code, facts(), "myVipShowing")).toBe(false);
      expect(has(code, facts({ vip: true }), "myVipShowing")).toBe(true);
      expect(has(code, facts({ vip: true, boardMember: true }), "myVipShowing")).toBe(false);
    });
    it.each(["no", "fi", "sv_en", "entreprenad"] as const)("on %s: never (no path, or no VIP)", (code) => {
      expect(has(code, FULL, "myVipShowing")).toBe(false);
    });
  });

  describe("news, timeline, saved searches and settings (the spec leaves them open; decision 031)", () => {
    it.each(SITE_CODES)("on %s", (code) => {
      const site = SITES[code];
      // News where the site has My Pages news; timeline with a booking; saved searches where search is on.
      expect(has(code, facts(), "myNews")).toBe(site.features.myPagesNews && site.urls.myNews !== undefined);
      expect(has(code, facts(), "myTimeline")).toBe(false);
      expect(has(code, facts({ bookings: [booking()] }), "myTimeline")).toBe(site.urls.myTimeline !== undefined);
      expect(has(code, facts(), "mySavedSearches")).toBe(
        site.features.search && site.urls.mySavedSearches !== undefined,
      );
      expect(has(code, facts(), "mySettings")).toBe(true);
      for (const key of ["myNews", "myTimeline", "mySavedSearches", "mySettings"] as const) {
        expect(has(code, facts({ ...FULL, boardMember: true }), key), `${code} ${key}`).toBe(false);
      }
    });
  });

  describe("every site's whole menu", () => {
    it("Sweden (and senior living, cooperative): everything for a full customer", () => {
      for (const code of SWEDISH_SITES) expect(menu(code, FULL), code).toEqual([...MY_PAGES_KEYS]);
    });
    it("a new Swedish customer without bookings or VIP", () => {
      expect(menu("sv", facts())).toEqual([
        "myPages",
        "myNews",
        "myResidences",
        "myVip",
        "mySavedSearches",
        "myContact",
        "mySettings",
      ]);
    });
    it("Norway: no VIP showing or saved searches path", () => {
      expect(menu("no", FULL)).toEqual([
        "myPages",
        "myNews",
        "myResidences",
        "myResidence",
        "myAgreements",
        "myTimeline",
        "myPayments",
        "myVip",
        "myErrands",
        "myContact",
        "mySettings",
      ]);
    });
    it("Finland: no payments, VIP or errands", () => {
      expect(menu("fi", FULL)).toEqual([
        "myPages",
        "myNews",
        "myResidences",
        "myResidence",
        "myAgreements",
        "myTimeline",
        "myContact",
        "mySettings",
      ]);
    });
    it("the English sub-site: its limited set, following a purchase", () => {
      expect(menu("sv_en", FULL)).toEqual([
        "myPages",
        "myResidence",
        "myAgreements",
        "myTimeline",
        "myContact",
        "mySettings",
      ]);
      expect(menu("sv_en", facts())).toEqual(["myPages", "myContact", "mySettings"]);
    });
    it("the contracting site: no VIP, news or saved searches", () => {
      expect(menu("entreprenad", FULL)).toEqual([
        "myPages",
        "myResidences",
        "myResidence",
        "myAgreements",
        "myTimeline",
        "myErrands",
        "myContact",
        "mySettings",
      ]);
    });
  });
});
