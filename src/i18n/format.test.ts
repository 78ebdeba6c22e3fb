import { describe, expect, it } from "vitest";
import { SITES } from "~/sites/sites";
import {
  formatArea,
  formatDate,
  formatPrice,
  formatPriceRange,
  formatRooms,
  formatShowingTime,
  formatTime,
  groupThousands,
  showingTimeText,
} from "./format";

describe("price format (spec 000 section 9)", () => {
  it("groups thousands with spaces", () => {
    expect(groupThousands(1234567)).toBe("1\u00a0234\u00a0567");
    expect(groupThousands(999)).toBe("999");
    expect(groupThousands(1000)).toBe("1\u00a0000");
    expect(groupThousands(0)).toBe("0");
  });
  it("puts the currency where each site expects it", () => {
    expect(formatPrice(1234567, SITES.sv)).toBe("1\u00a0234\u00a0567\u00a0kr");
    expect(formatPrice(1234567, SITES.sv_en)).toBe("1\u00a0234\u00a0567\u00a0kr");
    expect(formatPrice(1234567, SITES.no)).toBe("kr\u00a01\u00a0234\u00a0567");
    expect(formatPrice(1234567, SITES.fi)).toBe("1\u00a0234\u00a0567\u00a0€");
  });
  it("formats ranges", () => {
    expect(formatPriceRange(2000000, 3500000, SITES.sv)).toBe("2\u00a0000\u00a0000–3\u00a0500\u00a0000\u00a0kr");
    expect(formatPriceRange(2000000, 3500000, SITES.no)).toBe("kr\u00a02\u00a0000\u00a0000–3\u00a0500\u00a0000");
    expect(formatPriceRange(250000, 250000, SITES.fi)).toBe("250\u00a0000\u00a0€");
  });
});

describe("rooms, area and dates", () => {
  it("uses the rooms suffix per language", () => {
    expect(formatRooms(3, "sv")).toBe("3\u00a0rok");
    expect(formatRooms(3, "en")).toBe("3\u00a0rok");
    expect(formatRooms(3, "no")).toBe("3\u00a0roms");
    expect(formatRooms(2, "fi", 4)).toBe("2–4\u00a0h+k");
  });
  it("uses m²", () => {
    expect(formatArea(74.5, "sv")).toBe("74,5\u00a0m²");
    expect(formatArea(60, "en", 120)).toBe("60–120\u00a0m²");
  });
  it("rounds areas to one decimal, so a card and a page show the same area", () => {
    expect(formatArea(74.46, "sv")).toBe("74,5\u00a0m²");
    expect(formatArea(45.04, "sv", 98.25)).toBe("45–98,3\u00a0m²");
    expect(formatArea(74.46, "sv", 74.5)).toBe("74,5\u00a0m²");
  });
  it("never breaks inside a number or between a number and its unit", () => {
    const texts = [
      formatPrice(3_860_000, SITES.sv),
      formatPriceRange(3_860_000, 14_000_000, SITES.sv),
      formatPriceRange(3_860_000, 14_000_000, SITES.no),
      formatPriceRange(250_000, 410_000, SITES.fi),
      formatRooms(2, "sv", 4),
      formatArea(45.5, "fi", 98),
    ];
    // Only the no-break space (U+00A0) separates: a line may break after a range's dash only.
    for (const text of texts) expect(text).not.toMatch(/[ \t\n]/);
  });
  it("writes dates day.month.year in Finland and Norway, year-month-day in Sweden", () => {
    const date = new Date("2026-03-05T10:00:00Z");
    expect(formatDate(date, "sv")).toBe("2026-03-05");
    expect(formatDate(date, "en")).toBe("2026-03-05");
    expect(formatDate(date, "no")).toBe("05.03.2026");
    expect(formatDate(date, "fi")).toBe("05.03.2026");
  });
  it("writes clock times in the site's time zone, Finland with a dot", () => {
    const date = new Date("2026-06-11T15:00:00Z");
    expect(formatTime(date, "sv")).toBe("17:00");
    expect(formatTime(date, "no")).toBe("17:00");
    expect(formatTime(date.toISOString(), "fi")).toBe("18.00");
  });
  it("writes a showing's weekday, date and times", () => {
    const start = "2026-06-11T15:00:00Z";
    const end = "2026-06-11T16:00:00Z";
    expect(formatShowingTime(start, end, "sv")).toBe("torsdag 2026-06-11, 17:00–18:00");
    expect(formatShowingTime(start, end, "no")).toBe("torsdag 11.06.2026, 17:00–18:00");
    expect(formatShowingTime(start, end, "en")).toBe("Thursday 2026-06-11, 17:00–18:00");
  });
  it("sends a showing's time as UTC to the second, as residence_showing_time writes it", () => {
    // The comparison with the SQL function over more cases is in residence-rules.api.test.ts.
    expect(showingTimeText(new Date("2026-06-11T15:00:59.999Z"))).toBe("2026-06-11T15:00:59Z");
    expect(formatShowingTime(showingTimeText(new Date("2026-06-11T15:00:00Z")), "2026-06-11T16:00:00Z", "fi")).toBe(
      formatShowingTime(new Date("2026-06-11T15:00:00Z"), new Date("2026-06-11T16:00:00Z"), "fi"),
    );
  });
});
