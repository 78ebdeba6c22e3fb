-- The search hits (SearchHitSchema, type "object") of the homes `ids`, as a JSON array in the
-- order of `ids` (an id of no home is left out; the caller picks the site's homes). A database function because
-- PL/pgSQL keeps the plan of its query per connection: a search planned for its literal values
-- on every request (prices, places) no longer plans the hits' joins and showings as well (about
-- 1.3 ms of each such search on the 100,000-home benchmark). The prices follow the purchase-price
-- rule of src/features/residences/purchase-price.server.ts (a rented home has its rent instead);
-- the showings are the next three not over at `at_time`.
CREATE OR REPLACE FUNCTION residence_search_object_hits(ids integer[], site_id text, at_time timestamptz) RETURNS json
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT coalesce(json_agg(json_build_object(
      'id', o.id, 'type', 'object', 'name', s.name, 'url', o.url, 'siteId', site_id,
      'area', a.name, 'municipality', a.municipality, 'county', a.county,
      'minRooms', o.rooms, 'maxRooms', o.rooms,
      'minPrice', CASE WHEN o.disposal_form = 'tenancy' THEN NULL ELSE coalesce(o.total_price, o.price) END,
      'maxPrice', CASE WHEN o.disposal_form = 'tenancy' THEN NULL ELSE coalesce(o.total_price, o.price) END,
      'minRent', CASE WHEN o.disposal_form = 'tenancy' THEN o.price END,
      'maxRent', CASE WHEN o.disposal_form = 'tenancy' THEN o.price END,
      'minArea', o.living_area, 'maxArea', o.living_area,
      'showings', coalesce((
        SELECT json_agg(json_build_object(
            'id', x.id,
            'startsAt', to_char(x.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
            'endsAt', to_char(x.ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
          ORDER BY x.starts_at, x.id)
        FROM (
          SELECT sw.id, sw.starts_at, sw.ends_at FROM residence_showings sw
          WHERE sw.stage_id = o.stage_id AND (sw.object_id IS NULL OR sw.object_id = o.id) AND sw.ends_at > at_time
          ORDER BY sw.starts_at, sw.id LIMIT 3
        ) x
      ), '[]'::json),
      'status', o.status, 'stageStatus', s.stage_status, 'concept', coalesce(o.concept, s.concept),
      'residenceType', o.residence_type, 'disposalForm', o.disposal_form,
      'inhabitFrom', o.inhabit_date, 'inhabitTo', o.inhabit_date,
      'searchImage', coalesce(o.images -> 0, s.images -> 0, a.images -> 0),
      'shortDescription', s.short_description,
      'geo', json_build_object('latitude', o.latitude, 'longitude', o.longitude),
      'objectNumber', o.number, 'matchingObjects', 1
    ) ORDER BY p.position), '[]'::json)
    FROM unnest(ids) WITH ORDINALITY AS p(id, position)
    JOIN residence_objects o ON o.id = p.id
    JOIN residence_stages s ON s.id = o.stage_id
    JOIN residence_areas a ON a.id = o.area_id
  );
END
$$;
