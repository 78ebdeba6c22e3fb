import { describe, expect, it } from "vitest";
import type { SunSurface } from "./schema";
import { sunDay } from "./sun";
import { compassPoint, daylightRange, initialMoment, studyAt, studySurfaces } from "./sun-study-model";

const STOCKHOLM = { latitude: 59.3293, longitude: 18.0686, timeZone: "Europe/Stockholm" };
const TROMSO = { latitude: 69.6492, longitude: 18.9553, timeZone: "Europe/Oslo" };

const square = (x: number): SunSurface["points"] => [
  [x, 0],
  [x + 10, 0],
  [x + 10, 10],
];
const SURFACES: SunSurface[] = [
  { kind: "facade", azimuth: 90, objectId: null, points: square(0) },
  { kind: "facade", azimuth: 270, objectId: null, points: square(20) },
  { kind: "balcony", azimuth: 270, objectId: 7, points: square(40) },
  { kind: "balcony", azimuth: 90, objectId: 8, points: square(60) },
];

describe("compass points", () => {
  it("names the nearest of eight", () => {
    expect(compassPoint(0)).toBe("north");
    expect(compassPoint(359)).toBe("north");
    expect(compassPoint(190)).toBe("south");
    expect(compassPoint(225)).toBe("southWest");
    expect(compassPoint(300)).toBe("northWest");
    expect(compassPoint(112)).toBe("east");
  });
});

describe("the time slider's range", () => {
  it("runs from sunrise to sunset on quarter-hours inside them", () => {
    const day = { year: 2026, month: 12, day: 21 };
    const range = daylightRange(sunDay(day, STOCKHOLM, STOCKHOLM.timeZone), day, STOCKHOLM.timeZone);
    // Sunrise about 08:44, sunset about 14:48.
    expect(range).toEqual({ min: 8 * 60 + 45, max: 14 * 60 + 45 });
  });

  it("ends at the day's last quarter when the sun sets after midnight", () => {
    // 17 May in Tromsø: up at about 01:17, down at about 00:28 the next night.
    const day = { year: 2026, month: 5, day: 17 };
    expect(daylightRange(sunDay(day, TROMSO, TROMSO.timeZone), day, TROMSO.timeZone)).toEqual({
      min: 60 + 30,
      max: 23 * 60 + 45,
    });
  });

  it("is the whole day when the sun neither rises nor sets", () => {
    const night = { year: 2026, month: 12, day: 15 };
    expect(daylightRange(sunDay(night, TROMSO, TROMSO.timeZone), night, TROMSO.timeZone)).toEqual({
      min: 0,
      max: 23 * 60 + 45,
    });
  });
});

describe("where the panel starts", () => {
  it("at the current quarter-hour in daylight", () => {
    expect(initialMoment(new Date("2026-06-21T12:38:00Z"), STOCKHOLM, STOCKHOLM.timeZone)).toEqual({
      year: 2026,
      dayNumber: 172,
      minutes: 14 * 60 + 30,
    });
  });

  it("at noon when it is dark, or in the polar night", () => {
    expect(initialMoment(new Date("2026-11-26T20:00:00Z"), STOCKHOLM, STOCKHOLM.timeZone).minutes).toBe(12 * 60);
    expect(initialMoment(new Date("2026-12-15T20:00:00Z"), TROMSO, TROMSO.timeZone).minutes).toBe(12 * 60);
  });
});

describe("the surfaces' light", () => {
  it("counts lit facades and says whether the highlighted home's balcony has sun", () => {
    const afternoon = { azimuth: 250, altitude: 35 };
    expect(studySurfaces(SURFACES, afternoon, 7)).toMatchObject({
      facadesLit: 1,
      facadeCount: 2,
      litFacadesFacing: ["west"],
      balcony: "sun",
    });
    expect(studySurfaces(SURFACES, afternoon, 8).balcony).toBe("shade");
    expect(studySurfaces(SURFACES, afternoon, null).balcony).toBeNull();
    expect(studySurfaces(SURFACES, afternoon, 99).balcony).toBeNull();
    expect(studySurfaces(SURFACES, { azimuth: 250, altitude: -3 }, 7)).toMatchObject({
      facadesLit: 0,
      balcony: "shade",
    });
  });

  it("clamps the moment's time into the day's daylight", () => {
    // 23 September in Stockholm: the sun sets before 19:00.
    const view = studyAt({ year: 2026, dayNumber: 266, minutes: 22 * 60 }, STOCKHOLM, SURFACES, 7);
    expect(view.minutes).toBe(view.range.max);
    expect(view.range.max).toBeLessThan(19 * 60);
    expect(view.sunUp).toBe(true);
  });
});
