import { describe, expect, it } from "vitest";
import {
  azimuthDifference,
  clearSkyTransmission,
  dayFromDayOfYear,
  dayOfYear,
  daysInYear,
  localMoment,
  sunDay,
  sunPosition,
  surfaceLight,
  zonedInstant,
} from "./sun";

const STOCKHOLM = { latitude: 59.3293, longitude: 18.0686 };
const TROMSO = { latitude: 69.6492, longitude: 18.9553 };
const HELSINKI = { latitude: 60.1699, longitude: 24.9384 };
const NORTH = 0;
const EAST = 90;
const SOUTH = 180;
const WEST = 270;

const stockholm = (year: number, month: number, day: number, hours: number, minutes = 0) =>
  zonedInstant({ year, month, day }, hours * 60 + minutes, "Europe/Stockholm");

describe("the building's clock", () => {
  it("turns local times into instants with summer time right", () => {
    // Summer: UTC+2; winter: UTC+1; Helsinki one hour ahead of both.
    expect(stockholm(2026, 6, 21, 13, 15).toISOString()).toBe("2026-06-21T11:15:00.000Z");
    expect(stockholm(2026, 12, 21, 12).toISOString()).toBe("2026-12-21T11:00:00.000Z");
    expect(zonedInstant({ year: 2026, month: 6, day: 21 }, 12 * 60, "Europe/Helsinki").toISOString()).toBe(
      "2026-06-21T09:00:00.000Z",
    );
    expect(zonedInstant({ year: 2026, month: 1, day: 10 }, 8 * 60, "Europe/Oslo").toISOString()).toBe(
      "2026-01-10T07:00:00.000Z",
    );
  });

  it("moves a time skipped by the spring change an hour on, and takes the day of the autumn change", () => {
    // 29 March 2026: clocks go from 02:00 to 03:00 in Stockholm.
    expect(stockholm(2026, 3, 29, 2, 30).toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(stockholm(2026, 3, 29, 12).toISOString()).toBe("2026-03-29T10:00:00.000Z");
    // 25 October 2026: back to winter time; noon is UTC+1.
    expect(stockholm(2026, 10, 25, 12).toISOString()).toBe("2026-10-25T11:00:00.000Z");
  });

  it("reads an instant on the building's clock", () => {
    expect(localMoment(new Date("2026-06-21T22:30:00Z"), "Europe/Stockholm")).toEqual({
      year: 2026,
      month: 6,
      day: 22,
      minutes: 30,
    });
    expect(localMoment(new Date("2026-12-31T23:15:00Z"), "Europe/Helsinki")).toEqual({
      year: 2027,
      month: 1,
      day: 1,
      minutes: 75,
    });
  });

  it("counts the days of the year", () => {
    expect(dayOfYear({ year: 2026, month: 1, day: 1 })).toBe(1);
    expect(dayOfYear({ year: 2026, month: 6, day: 21 })).toBe(172);
    expect(dayOfYear({ year: 2028, month: 12, day: 31 })).toBe(366);
    expect(daysInYear(2026)).toBe(365);
    expect(daysInYear(2028)).toBe(366);
    expect(dayFromDayOfYear(2026, 172)).toEqual({ year: 2026, month: 6, day: 21 });
  });
});

describe("the sun's position", () => {
  it("stands roughly south and about 53° high in Stockholm at 13:15 on the June solstice", () => {
    const sun = sunPosition(stockholm(2026, 6, 21, 13, 15), STOCKHOLM);
    expect(sun.azimuth).toBeGreaterThan(170);
    expect(sun.azimuth).toBeLessThan(200);
    expect(sun.altitude).toBeCloseTo(53.8, 0);
  });

  it("rises in the north-east and sets in the north-west at midsummer", () => {
    expect(sunPosition(stockholm(2026, 6, 21, 5), STOCKHOLM).azimuth).toBeLessThan(90);
    expect(sunPosition(stockholm(2026, 6, 21, 21), STOCKHOLM).azimuth).toBeGreaterThan(290);
  });
});

describe("the light on a surface", () => {
  it("measures the angle between compass directions across north", () => {
    expect(azimuthDifference(350, 10)).toBe(20);
    expect(azimuthDifference(90, 270)).toBe(180);
    expect(azimuthDifference(0, 360)).toBe(0);
  });

  it("leaves a north facade in shade at noon in December", () => {
    const sun = sunPosition(stockholm(2026, 12, 21, 12), STOCKHOLM);
    expect(sun.altitude).toBeGreaterThan(0);
    expect(surfaceLight(NORTH, sun)).toBe(0);
    // The low winter sun is weak.
    expect(surfaceLight(SOUTH, sun)).toBeGreaterThan(0.2);
    expect(surfaceLight(SOUTH, sun)).toBeLessThan(0.4);
  });

  it("lights an east facade at 08:00 in June and shades it at 16:00", () => {
    const morning = sunPosition(stockholm(2026, 6, 21, 8), STOCKHOLM);
    const afternoon = sunPosition(stockholm(2026, 6, 21, 16), STOCKHOLM);
    expect(surfaceLight(EAST, morning)).toBeGreaterThan(0.5);
    expect(surfaceLight(EAST, afternoon)).toBe(0);
    expect(surfaceLight(WEST, afternoon)).toBeGreaterThan(0.3);
  });

  it("gives the north facade the midsummer evening sun", () => {
    expect(surfaceLight(NORTH, sunPosition(stockholm(2026, 6, 21, 21), STOCKHOLM))).toBeGreaterThan(0);
  });

  it("is stronger head-on than at a slant, and nothing when the sun is down", () => {
    const sun = { azimuth: 180, altitude: 30 };
    expect(surfaceLight(180, sun)).toBeCloseTo(Math.cos(Math.PI / 6) * clearSkyTransmission(30), 5);
    expect(surfaceLight(180, sun)).toBeGreaterThan(surfaceLight(225, sun));
    expect(surfaceLight(180, { azimuth: 180, altitude: 70 })).toBeLessThan(surfaceLight(180, sun));
    expect(surfaceLight(180, { azimuth: 180, altitude: -2 })).toBe(0);
    // Just above the horizon the light fades in.
    expect(surfaceLight(180, { azimuth: 180, altitude: 1 })).toBeLessThan(0.1);
    expect(surfaceLight(180, { azimuth: 180, altitude: 1 })).toBeGreaterThan(0);
  });

  it("lets less light through the air the lower the sun", () => {
    expect(clearSkyTransmission(90)).toBeCloseTo(1, 3);
    expect(clearSkyTransmission(53)).toBeGreaterThan(0.9);
    expect(clearSkyTransmission(7)).toBeCloseTo(0.32, 1);
    expect(clearSkyTransmission(0)).toBe(0);
  });
});

describe("the sun's day", () => {
  it("gives Stockholm's midsummer sunrise and sunset on its clock", () => {
    const day = sunDay({ year: 2026, month: 6, day: 21 }, STOCKHOLM, "Europe/Stockholm");
    expect(day.polar).toBeNull();
    const rise = localMoment(day.sunrise as Date, "Europe/Stockholm");
    const set = localMoment(day.sunset as Date, "Europe/Stockholm");
    expect(rise.day).toBe(21);
    expect(rise.minutes).toBeGreaterThan(3 * 60 + 20);
    expect(rise.minutes).toBeLessThan(3 * 60 + 45);
    expect(set.minutes).toBeGreaterThan(22 * 60);
    expect(set.minutes).toBeLessThan(22 * 60 + 20);
  });

  it("has the winter solstice's short day in Helsinki", () => {
    const day = sunDay({ year: 2026, month: 12, day: 21 }, HELSINKI, "Europe/Helsinki");
    const rise = localMoment(day.sunrise as Date, "Europe/Helsinki").minutes;
    const set = localMoment(day.sunset as Date, "Europe/Helsinki").minutes;
    expect(set - rise).toBeGreaterThan(5 * 60 + 40);
    expect(set - rise).toBeLessThan(6 * 60);
  });

  it("knows the polar night in Tromsø in December: no sun at any time", () => {
    const day = { year: 2026, month: 12, day: 15 };
    expect(sunDay(day, TROMSO, "Europe/Oslo")).toMatchObject({ sunrise: null, sunset: null, polar: "night" });
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const sun = sunPosition(zonedInstant(day, minutes, "Europe/Oslo"), TROMSO);
      expect(sun.altitude).toBeLessThanOrEqual(0);
      expect(surfaceLight(SOUTH, sun)).toBe(0);
    }
  });

  it("knows the midnight sun in Tromsø in June", () => {
    const day = { year: 2026, month: 6, day: 21 };
    expect(sunDay(day, TROMSO, "Europe/Oslo").polar).toBe("day");
    const midnight = sunPosition(zonedInstant(day, 0, "Europe/Oslo"), TROMSO);
    expect(midnight.altitude).toBeGreaterThan(0);
    expect(surfaceLight(NORTH, midnight)).toBeGreaterThan(0);
  });
});
