DROP INDEX "residence_search_homes_rooms_idx";--> statement-breakpoint
ALTER TABLE "residence_search_homes" ADD COLUMN "showings" "tstzmultirange" DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Not null once the rows are refreshed, at the end of this migration.
ALTER TABLE "residence_search_stages" ADD COLUMN "area_rank" integer;--> statement-breakpoint
ALTER TABLE "residence_search_stages" ADD COLUMN "showings" "tstzmultirange" DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "residence_search_homes_showings_idx" ON "residence_search_homes" USING gist ("showings");--> statement-breakpoint
CREATE INDEX "residence_search_homes_rooms_idx" ON "residence_search_homes" USING btree ("site","rooms","price");--> statement-breakpoint
-- The showings of a stage (home null: every showing of it) or of one of its homes (the stage's own
-- showings and the home's), each as the closed period [start, end]. The viewing filter asks whether
-- one overlaps (now, now + 7 or 30 days] or (now, infinity): [s, e] overlaps (now, t] exactly when
-- e > now and s <= t, the rule of spec 000 section 9, with "now" given at query time. A showing
-- whose end is before its start counts as the moment it starts.
CREATE OR REPLACE FUNCTION residence_search_showings(stage integer, home integer) RETURNS tstzmultirange
LANGUAGE sql STABLE AS $$
  SELECT coalesce(range_agg(tstzrange(sw.starts_at, greatest(sw.starts_at, sw.ends_at), '[]')), '{}')
  FROM residence_showings sw
  WHERE sw.stage_id = stage AND (home IS NULL OR sw.object_id IS NULL OR sw.object_id = home)
$$;
--> statement-breakpoint
-- Rewrites the read model's rows of these stages from residence_objects, residence_stages,
-- residence_areas (the area's rank) and residence_showings. The markers are the JSON of a marker of
-- search/markers (MarkerSchema): [id, latitude, longitude, status, name, objectNumber]. The statuses
-- searched are SEARCHED_OBJECT_STATUSES (src/features/residences/enums.ts).
CREATE OR REPLACE FUNCTION residence_search_refresh(changed integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF changed IS NULL OR cardinality(changed) = 0 THEN
    RETURN;
  END IF;
  DELETE FROM residence_search_homes h USING unnest(changed) AS c(id) WHERE h.stage_id = c.id;
  INSERT INTO residence_search_homes (object_id, site, stage_id, area_id, stage_rank, project_status, price, rent, rooms,
    living_area, residence_type, disposal_form, outdoor_areas, concept, inhabit_date, stage_inhabit_from, stage_inhabit_to,
    latitude, longitude, geo_x, geo_y, geo_z, showings, marker)
  SELECT o.id, o.site, o.stage_id, o.area_id, s.recommended_rank, s.project_status,
    CASE WHEN o.disposal_form = 'tenancy' THEN NULL WHEN o.site = 'fi' THEN coalesce(o.total_price, o.price) ELSE o.price END,
    CASE WHEN o.disposal_form = 'tenancy' THEN o.price END,
    o.rooms, o.living_area, o.residence_type, o.disposal_form, o.outdoor_areas, coalesce(o.concept, s.concept), o.inhabit_date,
    s.inhabit_from, s.inhabit_to, o.latitude, o.longitude,
    cos(radians(o.latitude)) * cos(radians(o.longitude)), cos(radians(o.latitude)) * sin(radians(o.longitude)),
    sin(radians(o.latitude)), residence_search_showings(o.stage_id, o.id),
    concat('[', o.id, ',', round(o.latitude::numeric, 5), ',', round(o.longitude::numeric, 5), ',', to_json(o.status),
      ',', to_json(s.name), ',', coalesce(to_json(o.number)::text, 'null'), ']')
  FROM unnest(changed) AS c(id)
  JOIN residence_stages s ON s.id = c.id
  JOIN residence_objects o ON o.stage_id = s.id
  WHERE o.status IN ('forSale', 'reserved', 'preselling');
  DELETE FROM residence_search_stages t USING unnest(changed) AS c(id) WHERE t.stage_id = c.id;
  INSERT INTO residence_search_stages (stage_id, site, area_id, rank, area_rank, project_status, residence_type, disposal_form,
    concept, planned_min_price, planned_max_price, planned_min_rooms, planned_max_rooms, planned_min_area, planned_max_area,
    inhabit_from, inhabit_to, latitude, longitude, geo_x, geo_y, geo_z, n, min_price, max_price, min_rent, max_rent, min_rooms,
    max_rooms, min_area, max_area, min_inhabit, max_inhabit, showings, marker)
  SELECT s.id, s.site, s.area_id, s.recommended_rank, a.recommended_rank, s.project_status, s.residence_type, s.disposal_form,
    s.concept,
    CASE WHEN s.disposal_form = 'tenancy' THEN NULL ELSE s.planned_min_price END,
    CASE WHEN s.disposal_form = 'tenancy' THEN NULL ELSE s.planned_max_price END,
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
-- A showing added, moved or removed changes the showings of its stage's rows (of the old and the
-- new stage when it moves); nothing else of the read model depends on showings.
CREATE OR REPLACE FUNCTION residence_search_showings_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := array(SELECT DISTINCT stage_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    changed := array(SELECT DISTINCT stage_id FROM old_rows);
  ELSE
    -- Only rows whose stage, home or times changed (not e.g. the capacity or the location).
    changed := array(
      SELECT stage_id FROM (
        SELECT id, stage_id, object_id, starts_at, ends_at FROM new_rows
        EXCEPT SELECT id, stage_id, object_id, starts_at, ends_at FROM old_rows
      ) n
      UNION
      SELECT stage_id FROM (
        SELECT id, stage_id, object_id, starts_at, ends_at FROM old_rows
        EXCEPT SELECT id, stage_id, object_id, starts_at, ends_at FROM new_rows
      ) o
    );
  END IF;
  IF cardinality(changed) = 0 THEN
    RETURN NULL;
  END IF;
  UPDATE residence_search_homes h SET showings = x.showings
  FROM (
    SELECT object_id, residence_search_showings(stage_id, object_id) AS showings
    FROM residence_search_homes WHERE stage_id = ANY (changed)
  ) x
  WHERE h.object_id = x.object_id AND h.showings <> x.showings;
  UPDATE residence_search_stages t SET showings = x.showings
  FROM (
    SELECT stage_id, residence_search_showings(stage_id, NULL) AS showings
    FROM residence_search_stages WHERE stage_id = ANY (changed)
  ) x
  WHERE t.stage_id = x.stage_id AND t.showings <> x.showings;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER residence_search_showings_inserted AFTER INSERT ON residence_showings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION residence_search_showings_changed();
--> statement-breakpoint
CREATE TRIGGER residence_search_showings_updated AFTER UPDATE ON residence_showings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION residence_search_showings_changed();
--> statement-breakpoint
CREATE TRIGGER residence_search_showings_deleted AFTER DELETE ON residence_showings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION residence_search_showings_changed();
--> statement-breakpoint
-- The area list is ordered by the areas' recommended rank, copied into the stage rows.
CREATE OR REPLACE FUNCTION residence_search_areas_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE residence_search_stages t SET area_rank = n.recommended_rank
  FROM new_rows n
  WHERE t.area_id = n.id AND t.area_rank IS DISTINCT FROM n.recommended_rank;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER residence_search_areas_updated AFTER UPDATE ON residence_areas
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION residence_search_areas_changed();
--> statement-breakpoint
-- Every row again: the showings, the areas' ranks and the compact markers. Emptied first, so that
-- the tables are written afresh instead of doubling with the old rows' dead versions.
TRUNCATE residence_search_homes, residence_search_stages;
--> statement-breakpoint
SELECT residence_search_refresh(array(SELECT id FROM residence_stages));
--> statement-breakpoint
ALTER TABLE "residence_search_stages" ALTER COLUMN "area_rank" SET NOT NULL;
