CREATE TABLE "residence_search_homes" (
	"object_id" integer PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"stage_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"stage_rank" integer NOT NULL,
	"project_status" text NOT NULL,
	"price" bigint,
	"rent" bigint,
	"rooms" smallint NOT NULL,
	"living_area" double precision NOT NULL,
	"residence_type" text NOT NULL,
	"disposal_form" text NOT NULL,
	"outdoor_areas" text[] NOT NULL,
	"concept" text,
	"inhabit_date" date,
	"stage_inhabit_from" date,
	"stage_inhabit_to" date,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"geo_x" double precision NOT NULL,
	"geo_y" double precision NOT NULL,
	"geo_z" double precision NOT NULL,
	"marker" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "residence_search_stages" (
	"stage_id" integer PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"area_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"project_status" text NOT NULL,
	"residence_type" text NOT NULL,
	"disposal_form" text NOT NULL,
	"concept" text,
	"planned_min_price" bigint,
	"planned_max_price" bigint,
	"planned_min_rooms" smallint,
	"planned_max_rooms" smallint,
	"planned_min_area" double precision,
	"planned_max_area" double precision,
	"inhabit_from" date,
	"inhabit_to" date,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"geo_x" double precision NOT NULL,
	"geo_y" double precision NOT NULL,
	"geo_z" double precision NOT NULL,
	"n" integer NOT NULL,
	"min_price" bigint,
	"max_price" bigint,
	"min_rent" bigint,
	"max_rent" bigint,
	"min_rooms" smallint,
	"max_rooms" smallint,
	"min_area" double precision,
	"max_area" double precision,
	"min_inhabit" date,
	"max_inhabit" date,
	"marker" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "residence_objects_searchable_idx";--> statement-breakpoint
DROP INDEX "residence_stages_search_idx";--> statement-breakpoint
CREATE INDEX "residence_search_homes_stage_idx" ON "residence_search_homes" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "residence_search_homes_order_idx" ON "residence_search_homes" USING btree ("site","stage_rank","object_id");--> statement-breakpoint
CREATE INDEX "residence_search_homes_price_idx" ON "residence_search_homes" USING btree ("site","price");--> statement-breakpoint
CREATE INDEX "residence_search_homes_rooms_idx" ON "residence_search_homes" USING btree ("site","rooms");--> statement-breakpoint
CREATE INDEX "residence_search_homes_area_idx" ON "residence_search_homes" USING btree ("site","living_area");--> statement-breakpoint
CREATE INDEX "residence_search_homes_inhabit_idx" ON "residence_search_homes" USING btree ("site","inhabit_date");--> statement-breakpoint
CREATE INDEX "residence_search_homes_type_idx" ON "residence_search_homes" USING btree ("site","residence_type");--> statement-breakpoint
CREATE INDEX "residence_search_homes_latitude_idx" ON "residence_search_homes" USING btree ("site","latitude");--> statement-breakpoint
CREATE INDEX "residence_search_homes_outdoor_idx" ON "residence_search_homes" USING gin ("outdoor_areas");--> statement-breakpoint
CREATE INDEX "residence_search_stages_site_status_idx" ON "residence_search_stages" USING btree ("site","project_status");--> statement-breakpoint
-- The search filters outdoor areas in the read model now (residence_search_homes_outdoor_idx).
DROP INDEX IF EXISTS "residence_objects_outdoor_idx";
--> statement-breakpoint
-- Rewrites the read model's rows of these stages from residence_objects and residence_stages.
-- The markers are the JSON of a marker of search/markers (MarkerSchema), written compactly.
-- The statuses searched are SEARCHED_OBJECT_STATUSES (src/features/residences/enums.ts).
CREATE OR REPLACE FUNCTION residence_search_refresh(changed integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF changed IS NULL OR cardinality(changed) = 0 THEN
    RETURN;
  END IF;
  DELETE FROM residence_search_homes h USING unnest(changed) AS c(id) WHERE h.stage_id = c.id;
  INSERT INTO residence_search_homes (object_id, site, stage_id, area_id, stage_rank, project_status, price, rent, rooms,
    living_area, residence_type, disposal_form, outdoor_areas, concept, inhabit_date, stage_inhabit_from, stage_inhabit_to,
    latitude, longitude, geo_x, geo_y, geo_z, marker)
  SELECT o.id, o.site, o.stage_id, o.area_id, s.recommended_rank, s.project_status,
    CASE WHEN o.disposal_form = 'tenancy' THEN NULL WHEN o.site = 'fi' THEN coalesce(o.total_price, o.price) ELSE o.price END,
    CASE WHEN o.disposal_form = 'tenancy' THEN o.price END,
    o.rooms, o.living_area, o.residence_type, o.disposal_form, o.outdoor_areas, coalesce(o.concept, s.concept), o.inhabit_date,
    s.inhabit_from, s.inhabit_to, o.latitude, o.longitude,
    cos(radians(o.latitude)) * cos(radians(o.longitude)), cos(radians(o.latitude)) * sin(radians(o.longitude)),
    sin(radians(o.latitude)),
    concat('{"id":', o.id, ',"type":"object","latitude":', round(o.latitude::numeric, 5),
      ',"longitude":', round(o.longitude::numeric, 5), ',"name":', to_json(s.name), ',"url":', to_json(o.url),
      ',"status":', to_json(o.status), ',"objectNumber":', to_json(o.number), '}')
  FROM unnest(changed) AS c(id)
  JOIN residence_stages s ON s.id = c.id
  JOIN residence_objects o ON o.stage_id = s.id
  WHERE o.status IN ('forSale', 'reserved', 'preselling');
  DELETE FROM residence_search_stages t USING unnest(changed) AS c(id) WHERE t.stage_id = c.id;
  INSERT INTO residence_search_stages (stage_id, site, area_id, rank, project_status, residence_type, disposal_form, concept,
    planned_min_price, planned_max_price, planned_min_rooms, planned_max_rooms, planned_min_area, planned_max_area,
    inhabit_from, inhabit_to, latitude, longitude, geo_x, geo_y, geo_z, n, min_price, max_price, min_rent, max_rent, min_rooms, max_rooms,
    min_area, max_area, min_inhabit, max_inhabit, marker)
  SELECT s.id, s.site, s.area_id, s.recommended_rank, s.project_status, s.residence_type, s.disposal_form, s.concept,
    CASE WHEN s.disposal_form = 'tenancy' THEN NULL ELSE s.planned_min_price END,
    CASE WHEN s.disposal_form = 'tenancy' THEN NULL ELSE s.planned_max_price END,
    s.planned_min_rooms, s.planned_max_rooms, s.planned_min_area, s.planned_max_area, s.inhabit_from, s.inhabit_to,
    s.latitude, s.longitude,
    cos(radians(s.latitude)) * cos(radians(s.longitude)), cos(radians(s.latitude)) * sin(radians(s.longitude)),
    sin(radians(s.latitude)), x.n, x.min_price, x.max_price, x.min_rent, x.max_rent, x.min_rooms, x.max_rooms,
    x.min_area, x.max_area, x.min_inhabit, x.max_inhabit,
    concat('{"id":', s.id, ',"type":"stage","latitude":', round(s.latitude::numeric, 5),
      ',"longitude":', round(s.longitude::numeric, 5), ',"name":', to_json(s.name), ',"url":', to_json(s.url),
      ',"status":', to_json(s.project_status), ',"objectNumber":null}')
  FROM unnest(changed) AS c(id)
  JOIN residence_stages s ON s.id = c.id
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS n, min(h.price) AS min_price, max(h.price) AS max_price, min(h.rent) AS min_rent,
      max(h.rent) AS max_rent, min(h.rooms) AS min_rooms, max(h.rooms) AS max_rooms, min(h.living_area) AS min_area,
      max(h.living_area) AS max_area, min(h.inhabit_date) AS min_inhabit, max(h.inhabit_date) AS max_inhabit
    FROM residence_search_homes h WHERE h.stage_id = s.id
  ) x;
END
$$;
--> statement-breakpoint
-- Statement-level triggers with transition tables: a bulk write refreshes each stage it touches once.
CREATE OR REPLACE FUNCTION residence_search_objects_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM residence_search_refresh(array(SELECT DISTINCT stage_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM residence_search_refresh(array(SELECT DISTINCT stage_id FROM old_rows));
  ELSE
    PERFORM residence_search_refresh(array(SELECT stage_id FROM new_rows UNION SELECT stage_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION residence_search_stages_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM residence_search_refresh(array(SELECT id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM residence_search_refresh(array(SELECT id FROM old_rows));
  ELSE
    PERFORM residence_search_refresh(array(SELECT id FROM new_rows UNION SELECT id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER residence_search_objects_inserted AFTER INSERT ON residence_objects
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION residence_search_objects_changed();
--> statement-breakpoint
CREATE TRIGGER residence_search_objects_updated AFTER UPDATE ON residence_objects
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION residence_search_objects_changed();
--> statement-breakpoint
CREATE TRIGGER residence_search_objects_deleted AFTER DELETE ON residence_objects
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION residence_search_objects_changed();
--> statement-breakpoint
CREATE TRIGGER residence_search_stages_inserted AFTER INSERT ON residence_stages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION residence_search_stages_changed();
--> statement-breakpoint
CREATE TRIGGER residence_search_stages_updated AFTER UPDATE ON residence_stages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION residence_search_stages_changed();
--> statement-breakpoint
CREATE TRIGGER residence_search_stages_deleted AFTER DELETE ON residence_stages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION residence_search_stages_changed();
--> statement-breakpoint
-- The rows of the homes that exist already.
SELECT residence_search_refresh(array(SELECT id FROM residence_stages));
