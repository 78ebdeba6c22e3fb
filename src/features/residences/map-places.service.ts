import { sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import type { SiteCode } from "~/sites/sites";
import type { MapPlaceKind, MapPlacesResponse } from "./map-places";

interface PlaceRow extends Record<string, unknown> {
  kind: MapPlaceKind;
  name: string;
  latitude: number;
  longitude: number;
}

const round = (value: number) => Math.round(value * 100_000) / 100_000;

/**
 * The labels of the offline base map: every county, municipality, area and stage of a site. A
 * county or municipality has no point of its own in the data, so its label stands where its
 * areas lie on average. A few hundred rows per site; the route lets browsers keep them.
 */
export async function mapPlacesOf(db: Database, site: SiteCode): Promise<MapPlacesResponse> {
  const result = (await db.execute(sql`
    select 'county' as kind, county as name, avg(latitude) as latitude, avg(longitude) as longitude
      from residence_areas where site = ${site} group by county
    union all
    select 'municipality', municipality, avg(latitude), avg(longitude)
      from residence_areas where site = ${site} group by county, municipality
    union all
    select 'area', name, latitude, longitude from residence_areas where site = ${site}
    union all
    select 'stage', name, latitude, longitude from residence_stages where site = ${site}
  `)) as unknown as { rows: PlaceRow[] };
  return {
    type: "FeatureCollection",
    features: result.rows.map((row) => ({
      type: "Feature",
      geometry: { type: "Point", coordinates: [round(Number(row.longitude)), round(Number(row.latitude))] },
      properties: { kind: row.kind, name: row.name },
    })),
  };
}
