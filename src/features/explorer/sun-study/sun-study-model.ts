import type { SunSurface } from "./schema";
import {
  dayFromDayOfYear,
  dayOfYear,
  isSunUp,
  type LocalDay,
  localMoment,
  type Place,
  type SunDay,
  type SunPosition,
  sunDay,
  sunPosition,
  surfaceLight,
  zonedInstant,
} from "./sun";

/*
 * What the sun study panel shows, apart from React: the time slider's range for a day, where the
 * panel starts, each surface's light and the summary's facts. docs/decisions/055-sun-study.md.
 */

/** The time slider moves in quarters of an hour. */
export const TIME_STEP_MINUTES = 15;
const LAST_QUARTER = 24 * 60 - TIME_STEP_MINUTES;
const NOON = 12 * 60;

/** The eight compass points the summary names, clockwise from north (translation keys). */
export const COMPASS_POINTS = [
  "north",
  "northEast",
  "east",
  "southEast",
  "south",
  "southWest",
  "west",
  "northWest",
] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

export function compassPoint(azimuth: number): CompassPoint {
  const index = Math.round((((azimuth % 360) + 360) % 360) / 45) % 8;
  return COMPASS_POINTS[index] ?? "north";
}

export interface MinuteRange {
  min: number;
  max: number;
}

/** Minutes since the building's midnight of a day's instant, or the day's edge when it is on another day. */
function minutesOfDay(instant: Date, day: LocalDay, timeZone: string, edge: number): number {
  const local = localMoment(instant, timeZone);
  const sameDay = local.year === day.year && local.month === day.month && local.day === day.day;
  return sameDay ? local.minutes : edge;
}

/**
 * The time slider's range on a day: sunrise to sunset on the quarter-hours inside them; the
 * whole day when the sun neither rises nor sets (midnight sun, polar night), so the slider still
 * moves and shows it.
 */
export function daylightRange(sun: SunDay, day: LocalDay, timeZone: string): MinuteRange {
  if (!sun.sunrise || !sun.sunset) return { min: 0, max: LAST_QUARTER };
  const rise = minutesOfDay(sun.sunrise, day, timeZone, 0);
  const set = minutesOfDay(sun.sunset, day, timeZone, LAST_QUARTER);
  const min = Math.ceil(rise / TIME_STEP_MINUTES) * TIME_STEP_MINUTES;
  const max = Math.min(LAST_QUARTER, Math.floor(set / TIME_STEP_MINUTES) * TIME_STEP_MINUTES);
  if (min <= max) return { min, max };
  // A day shorter than a quarter of an hour (just before the polar night): its solar noon.
  const noon = Math.round(minutesOfDay(sun.solarNoon, day, timeZone, NOON) / TIME_STEP_MINUTES) * TIME_STEP_MINUTES;
  return { min: noon, max: noon };
}

export function clampMinutes(minutes: number, range: MinuteRange): number {
  return Math.min(range.max, Math.max(range.min, minutes));
}

/** The panel's day and time: a day of the building's year and minutes past its midnight. */
export interface StudyMoment {
  year: number;
  dayNumber: number;
  minutes: number;
}

/**
 * Where the panel starts: today on the building's clock at the current quarter-hour when the sun
 * is up, otherwise at noon (or the nearest daylight to it): a study opened in the evening shows
 * the day's sun, not the dusk.
 */
export function initialMoment(now: Date, place: Place, timeZone: string): StudyMoment {
  const local = localMoment(now, timeZone);
  const range = daylightRange(sunDay(local, place, timeZone), local, timeZone);
  const quarter = Math.floor(local.minutes / TIME_STEP_MINUTES) * TIME_STEP_MINUTES;
  const inDaylight = quarter >= range.min && quarter <= range.max && range.max - range.min < LAST_QUARTER;
  return {
    year: local.year,
    dayNumber: dayOfYear(local),
    minutes: inDaylight ? quarter : clampMinutes(NOON, range),
  };
}

/** The days the panel's shortcut buttons jump to (their dates in the Nordic countries, any year). */
export const SEASON_DAYS = [
  { key: "springEquinox", month: 3, day: 20 },
  { key: "summerSolstice", month: 6, day: 21 },
  { key: "autumnEquinox", month: 9, day: 23 },
  { key: "winterSolstice", month: 12, day: 21 },
] as const;

/** The light on each surface at one sun position, and the summary's facts. */
export interface SurfaceStudy {
  /** 0–1 per surface, in the sun study's order. */
  lights: number[];
  facadesLit: number;
  facadeCount: number;
  /** The directions the lit facades face, each once, clockwise from north. */
  litFacadesFacing: CompassPoint[];
  /** The highlighted home's balcony: "sun" when any of its surfaces is lit; null when it has none here. */
  balcony: "sun" | "shade" | null;
}

export function studySurfaces(
  surfaces: readonly SunSurface[],
  sun: SunPosition,
  highlightObjectId: number | null | undefined,
): SurfaceStudy {
  const lights = surfaces.map((surface) => surfaceLight(surface.azimuth, sun));
  const facades = surfaces.flatMap((surface, index) =>
    surface.kind === "facade" ? [{ light: lights[index] ?? 0, facing: compassPoint(surface.azimuth) }] : [],
  );
  const litFacing = new Set(facades.filter((facade) => facade.light > 0).map((facade) => facade.facing));
  const balconies = surfaces.flatMap((surface, index) =>
    surface.kind === "balcony" && highlightObjectId != null && surface.objectId === highlightObjectId
      ? [lights[index] ?? 0]
      : [],
  );
  return {
    lights,
    facadesLit: facades.filter((facade) => facade.light > 0).length,
    facadeCount: facades.length,
    litFacadesFacing: COMPASS_POINTS.filter((point) => litFacing.has(point)),
    balcony: balconies.length === 0 ? null : balconies.some((light) => light > 0) ? "sun" : "shade",
  };
}

/** Everything the panel shows for one moment: the day's sun, the slider's range, the sun and the surfaces. */
export interface StudyView {
  day: LocalDay;
  sunOfDay: SunDay;
  range: MinuteRange;
  /** The moment's minutes inside the day's range. */
  minutes: number;
  sun: SunPosition;
  sunUp: boolean;
  surfaces: SurfaceStudy;
}

export function studyAt(
  moment: StudyMoment,
  location: Place & { timeZone: string },
  surfaces: readonly SunSurface[],
  highlightObjectId: number | null | undefined,
): StudyView {
  const day = dayFromDayOfYear(moment.year, moment.dayNumber);
  const sunOfDay = sunDay(day, location, location.timeZone);
  const range = daylightRange(sunOfDay, day, location.timeZone);
  const minutes = clampMinutes(moment.minutes, range);
  const sun = sunPosition(zonedInstant(day, minutes, location.timeZone), location);
  return {
    day,
    sunOfDay,
    range,
    minutes,
    sun,
    sunUp: isSunUp(sun),
    surfaces: studySurfaces(surfaces, sun, highlightObjectId),
  };
}
