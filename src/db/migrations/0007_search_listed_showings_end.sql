DROP INDEX "residence_search_homes_latitude_idx";--> statement-breakpoint
ALTER TABLE "residence_search_homes" ADD COLUMN "listed" boolean GENERATED ALWAYS AS (project_status not in ('soldOut', 'reference', 'succession')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "residence_search_homes" ADD COLUMN "showings_end" timestamp with time zone GENERATED ALWAYS AS (upper(showings)) STORED;--> statement-breakpoint
ALTER TABLE "residence_search_stages" ADD COLUMN "showings_end" timestamp with time zone GENERATED ALWAYS AS (upper(showings)) STORED;--> statement-breakpoint
CREATE INDEX "residence_search_homes_latitude_idx" ON "residence_search_homes" USING btree ("site","latitude","geo_x","geo_y","geo_z","listed","showings_end","stage_id","area_id","stage_rank");