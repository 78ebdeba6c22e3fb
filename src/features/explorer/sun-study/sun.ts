import { getPosition, getTimes } from "suncalc";

/*
 * The sun study's math (issue 19 point 3; docs/decisions/055-sun-study.md): where the sun stands
 * for a place and an instant, how much light a vertical surface gets from it, the day's sunrise
 * and sunset, and the building's local clock. Pure functions; suncalc 2 already gives the compass
 * azimuth (0 north, 90 east) and the apparent altitude in degrees, so nothing is converted here.
 */

export interface Place {
  latitude: number;
  longitude: number;
}

/** A calendar day in the building's time zone; month 1–12. */
export interface LocalDay {
  year: number;
  month: number;
  day: number;
}

/** The sun seen from a place: compass azimuth and altitude above the horizon, both in degrees. */
export interface SunPosition {
  azimuth: number;
  altitude: number;
}

const RAD = Math.PI / 180;
const DAY_MS = 86_400_000;

export function sunPosition(instant: Date, place: Place): SunPosition {
  return getPosition(instant, place.latitude, place.longitude);
}

/** The sun counts as up while its centre is seen above the horizon. */
export function isSunUp(sun: SunPosition): boolean {
  return sun.altitude > 0;
}

/** The angle between two compass directions, 0–180 degrees. */
export function azimuthDifference(a: number, b: number): number {
  const difference = Math.abs((((a - b) % 360) + 360) % 360);
  return difference > 180 ? 360 - difference : difference;
}

/**
 * How much of the sun's light comes through the air at an altitude, relative to the sun overhead:
 * the air mass (Kasten and Young 1989) in Meinel's clear-sky model, 0.7 ^ (AM ^ 0.678). The low
 * winter sun (about 0.3 of the overhead sun at 7°) and a sun just risen (near 0) shine weakly.
 */
export function clearSkyTransmission(altitude: number): number {
  if (altitude <= 0) return 0;
  const airMass = 1 / (Math.sin(altitude * RAD) + 0.50572 * (altitude + 6.07995) ** -1.6364);
  return Math.min(1, 0.7 ** (airMass ** 0.678) / 0.7);
}

/**
 * The direct sunlight on a vertical surface whose outside faces `surfaceAzimuth`, 0–1: 0 when the
 * sun is down or behind the surface (90° or more from its normal), otherwise the cosine of the
 * angle between the sun's rays and the surface's normal (cos altitude × cos azimuth difference)
 * times the light that comes through the air at that altitude. No cast shadows: neighbouring
 * buildings and trees are not known.
 */
export function surfaceLight(surfaceAzimuth: number, sun: SunPosition): number {
  if (!isSunUp(sun)) return 0;
  const difference = azimuthDifference(surfaceAzimuth, sun.azimuth);
  if (difference >= 90) return 0;
  const incidence = Math.cos(difference * RAD) * Math.cos(sun.altitude * RAD);
  return Math.max(0, Math.min(1, incidence * clearSkyTransmission(sun.altitude)));
}

/** The sun's day: sunrise and sunset (null on polar days and nights), and which polar case it is. */
export interface SunDay {
  sunrise: Date | null;
  sunset: Date | null;
  solarNoon: Date;
  /** "day" when the sun never sets (midnight sun), "night" when it never rises (polar night). */
  polar: "day" | "night" | null;
}

export function sunDay(day: LocalDay, place: Place, timeZone: string): SunDay {
  // suncalc takes the solar day of the instant it is given: the building's local noon is in it.
  const times = getTimes(zonedInstant(day, 12 * 60, timeZone), place.latitude, place.longitude);
  const polar = times.sunrise && times.sunset ? null : times.alwaysUp ? "day" : "night";
  return { sunrise: times.sunrise, sunset: times.sunset, solarNoon: times.solarNoon, polar };
}

/* ---- The building's local clock, from Intl alone (summer time included; no time zone library). */

const partFormats = new Map<string, Intl.DateTimeFormat>();
function partFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    partFormats.set(timeZone, format);
  }
  return format;
}

/** An instant on the building's clock: its day and the minutes since its midnight (with fractions). */
export interface LocalMoment extends LocalDay {
  minutes: number;
}

export function localMoment(instant: Date, timeZone: string): LocalMoment {
  const parts = partFormat(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    minutes: part("hour") * 60 + part("minute") + part("second") / 60,
  };
}

/** How far the zone's clock is ahead of UTC at an instant, in minutes (+60 in Stockholm's winter). */
function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const wholeSecond = Math.floor(instant / 1000) * 1000;
  const local = localMoment(new Date(wholeSecond), timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day) + local.minutes * 60_000;
  return Math.round((asUtc - wholeSecond) / 60_000);
}

/**
 * The instant when the building's clock shows `minutes` past midnight of `day`. A time skipped by
 * the change to summer time (02:30 on the last Sunday of March) comes out an hour later, as a
 * clock moved forward shows it.
 */
export function zonedInstant(day: LocalDay, minutes: number, timeZone: string): Date {
  const asUtc = Date.UTC(day.year, day.month - 1, day.day) + minutes * 60_000;
  const first = asUtc - zoneOffsetMinutes(asUtc, timeZone) * 60_000;
  const second = asUtc - zoneOffsetMinutes(first, timeZone) * 60_000;
  return new Date(second);
}

/* ---- Days of the year. */

export function daysInYear(year: number): number {
  return (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / DAY_MS;
}

/** 1 for 1 January. */
export function dayOfYear(day: LocalDay): number {
  return (Date.UTC(day.year, day.month - 1, day.day) - Date.UTC(day.year, 0, 1)) / DAY_MS + 1;
}

export function dayFromDayOfYear(year: number, dayNumber: number): LocalDay {
  const date = new Date(Date.UTC(year, 0, dayNumber));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
