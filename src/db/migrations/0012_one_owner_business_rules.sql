-- One owner for each business rule that SQL needs (ARCHITECTURE.md, "A business rule has one
-- owner"; docs/decisions/010-search-read-model.md, "One owner per rule"). Each rule is a SQL
-- function defined here and only here; the read model's refresh, the object hits and the app's
-- queries call it, and the TypeScript mirrors the browser needs are tested against it
-- (src/features/residences/residence-rules.api.test.ts).
--
-- The rules are LANGUAGE sql functions with one SELECT of an expression and no SECURITY
-- DEFINER, SET or STRICT: PostgreSQL inlines them into the statement that calls them when it
-- plans it, so a call costs what the expression written out costs (no function call per row),
-- and a partial index whose predicate is the expression written out still matches.

-- The purchase price of a home, the price a visitor sees and a search filters and sorts on
-- (spec 000 section 9): Finland uses its own total-price fields, so a Finnish home's price is its
-- debt-free total price where it has one; on every other site it is the price, whatever else a
-- row carries. A rented home's price is its monthly rent, which is no purchase price (decision
-- 006): it has none. A stage's planned price is the purchase price its homes are expected to
-- have: residence_purchase_price(site, disposal_form, planned_price, NULL).
CREATE OR REPLACE FUNCTION residence_purchase_price(site text, disposal_form text, price bigint, total_price bigint)
RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN disposal_form = 'tenancy' THEN NULL
    WHEN site = 'fi' THEN coalesce(total_price, price)
    ELSE price
  END
$$;
--> statement-breakpoint
-- The monthly rent of a rented home (its price), null for a home for sale.
CREATE OR REPLACE FUNCTION residence_rent(disposal_form text, price bigint) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN disposal_form = 'tenancy' THEN price END
$$;
--> statement-breakpoint
-- The object statuses a residence search finds (spec 000 section 9: for sale, reserved,
-- preselling). SEARCHED_OBJECT_STATUSES (src/features/residences/enums.ts) is its mirror for the
-- browser, and the partial index residence_objects_searchable_stage_idx (migration 0003) its
-- predicate written out; a test holds both to this function.
CREATE OR REPLACE FUNCTION residence_object_searched(status text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT status IN ('forSale', 'reserved', 'preselling')
$$;
--> statement-breakpoint
-- A showing's start or end as the API sends it: ISO 8601 in UTC to the second,
-- "2030-03-15T10:00:00Z". The pages' showings are written by its mirror showingTimeText
-- (src/i18n/format.ts), tested against it. STABLE, as to_char is (an IMMUTABLE declaration
-- would stop the inlining).
CREATE OR REPLACE FUNCTION residence_showing_time(moment timestamptz) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT to_char(moment AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
$$;
--> statement-breakpoint
-- The refresh of migration 0006, its rules now called instead of written out, and safe against
-- two refreshes of one stage at once (below). What it stores is unchanged (0006 wrote the same
-- rules: the Finnish price by the site, no price for a rented home or a planned rental stage, the
-- same three statuses), so the existing rows stay right and are not rewritten.
CREATE OR REPLACE FUNCTION residence_search_refresh(changed integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF changed IS NULL OR cardinality(changed) = 0 THEN
    RETURN;
  END IF;
  -- Two transactions writing homes of one stage at once (an editor and an import, two requests)
  -- each refresh it. Unlocked, the second one's DELETE, whose snapshot was taken before the first
  -- committed, misses the rows the first inserted, and its INSERT then collides with them (a unique
  -- violation on PostgreSQL). With the stages' rows locked, the second refresh waits for the
  -- first and then sees its rows. In id order, so that two refreshes cannot deadlock; NO KEY
  -- UPDATE, so that the foreign-key checks of writers of homes (KEY SHARE) do not wait.
  PERFORM 1 FROM residence_stages WHERE id = ANY (changed) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM residence_search_homes h USING unnest(changed) AS c(id) WHERE h.stage_id = c.id;
  INSERT INTO residence_search_homes (object_id, site, stage_id, area_id, stage_rank, project_status, price, rent, rooms,
    living_area, residence_type, disposal_form, outdoor_areas, concept, inhabit_date, stage_inhabit_from, stage_inhabit_to,
    latitude, longitude, geo_x, geo_y, geo_z, showings, marker)
  SELECT o.id, o.site, o.stage_id, o.area_id, s.recommended_rank, s.project_status,
    residence_purchase_price(o.site, o.disposal_form, o.price, o.total_price),
    residence_rent(o.disposal_form, o.price),
    o.rooms, o.living_area, o.residence_type, o.disposal_form, o.outdoor_areas, coalesce(o.concept, s.concept), o.inhabit_date,
    s.inhabit_from, s.inhabit_to, o.latitude, o.longitude,
    cos(radians(o.latitude)) * cos(radians(o.longitude)), cos(radians(o.latitude)) * sin(radians(o.longitude)),
    sin(radians(o.latitude)), residence_search_showings(o.stage_id, o.id),
    concat('[', o.id, ',', round(o.latitude::numeric, 5), ',', round(o.longitude::numeric, 5), ',', to_json(o.status),
      ',', to_json(s.name), ',', coalesce(to_json(o.number)::text, 'null'), ']')
  FROM unnest(changed) AS c(id)
  JOIN residence_stages s ON s.id = c.id
  JOIN residence_objects o ON o.stage_id = s.id
  WHERE residence_object_searched(o.status);
  DELETE FROM residence_search_stages t USING unnest(changed) AS c(id) WHERE t.stage_id = c.id;
  INSERT INTO residence_search_stages (stage_id, site, area_id, rank, area_rank, project_status, residence_type, disposal_form,
    concept, planned_min_price, planned_max_price, planned_min_rooms, planned_max_rooms, planned_min_area, planned_max_area,
    inhabit_from, inhabit_to, latitude, longitude, geo_x, geo_y, geo_z, n, min_price, max_price, min_rent, max_rent, min_rooms,
    max_rooms, min_area, max_area, min_inhabit, max_inhabit, showings, marker)
  SELECT s.id, s.site, s.area_id, s.recommended_rank, a.recommended_rank, s.project_status, s.residence_type, s.disposal_form,
    s.concept,
    residence_purchase_price(s.site, s.disposal_form, s.planned_min_price, NULL),
    residence_purchase_price(s.site, s.disposal_form, s.planned_max_price, NULL),
    s.planned_min_rooms, s.planned_max_rooms, s.planned_min_area, s.planned_max_area, s.inhabit_from, s.inhabit_to,
    s.latitude, s.longitude,
    cos(radians(s.latitude)) * cos(radians(s.longitude)), cos(radians(s.latitude)) * sin(radians(s.longitude)),
    sin(radians(s.latitude)), x.n, x.min_price, x.max_price, x.min_rent, x.max_rent, x.min_rooms, x.max_rooms,
    x.min_area, x.max_area, x.min_inhabit, x.max_inhabit, residence_search_showings(s.id, NULL),
    concat('[', s.id, ',', round(s.latitude::numeric, 5), ',', round(s.longitude::numeric, 5), ',', to_json(s.project_status),
      ',', to_json(s.name), ',null]')
  FROM unnest(changed) AS c(id)
  JOIN residence_stages s ON s.id = c.id
  JOIN residence_areas a ON a.id = s.area_id
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS n, min(h.price) AS min_price, max(h.price) AS max_price, min(h.rent) AS min_rent,
      max(h.rent) AS max_rent, min(h.rooms) AS min_rooms, max(h.rooms) AS max_rooms, min(h.living_area) AS min_area,
      max(h.living_area) AS max_area, min(h.inhabit_date) AS min_inhabit, max(h.inhabit_date) AS max_inhabit
    FROM residence_search_homes h WHERE h.stage_id = s.id
  ) x;
END
$$;
--> statement-breakpoint
-- The object hits of migration 0008 with the rules called. The price changes for a home outside
-- Finland that carries a total price: 0008 showed that total price on every site while the
-- search filtered and sorted on the price; now the card and the map show what the search uses.
-- Nothing stored depends on this function.
CREATE OR REPLACE FUNCTION residence_search_object_hits(ids integer[], site_id text, at_time timestamptz) RETURNS json
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT coalesce(json_agg(json_build_object(
      'id', o.id, 'type', 'object', 'name', s.name, 'url', o.url, 'siteId', site_id,
      'area', a.name, 'municipality', a.municipality, 'county', a.county,
      'minRooms', o.rooms, 'maxRooms', o.rooms,
      'minPrice', residence_purchase_price(o.site, o.disposal_form, o.price, o.total_price),
      'maxPrice', residence_purchase_price(o.site, o.disposal_form, o.price, o.total_price),
      'minRent', residence_rent(o.disposal_form, o.price),
      'maxRent', residence_rent(o.disposal_form, o.price),
      'minArea', o.living_area, 'maxArea', o.living_area,
      'showings', coalesce((
        SELECT json_agg(json_build_object(
            'id', x.id,
            'startsAt', residence_showing_time(x.starts_at),
            'endsAt', residence_showing_time(x.ends_at))
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
