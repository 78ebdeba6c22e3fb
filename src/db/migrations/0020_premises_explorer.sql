CREATE TABLE "explorer_object_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"object_id" integer NOT NULL,
	"kind" text NOT NULL,
	"image" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"caption" text NOT NULL,
	"azimuth" double precision,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "explorer_views" (
	"id" text PRIMARY KEY NOT NULL,
	"stage_id" integer NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"click_areas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sun_study" jsonb,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "panorama_cameras" (
	"id" text PRIMARY KEY NOT NULL,
	"tour_id" text NOT NULL,
	"name" text NOT NULL,
	"position" jsonb NOT NULL,
	"rotation" jsonb NOT NULL,
	"fov" double precision NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "panorama_images" (
	"camera_id" text NOT NULL,
	"archetype_id" text NOT NULL,
	"image" text NOT NULL,
	"low_image" text NOT NULL,
	CONSTRAINT "panorama_images_camera_id_archetype_id_pk" PRIMARY KEY("camera_id","archetype_id")
);
--> statement-breakpoint
CREATE TABLE "panorama_object_tours" (
	"object_id" integer PRIMARY KEY NOT NULL,
	"tour_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "panorama_tours" (
	"id" text PRIMARY KEY NOT NULL,
	"stage_id" integer NOT NULL,
	"name" text NOT NULL,
	"default_archetype_id" text NOT NULL,
	"archetypes" jsonb NOT NULL,
	"first_camera_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stage_explorers" (
	"stage_id" integer PRIMARY KEY NOT NULL,
	"first_view_id" text NOT NULL,
	"sun_study_external_url" text
);
--> statement-breakpoint
CREATE TABLE "premises" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"area_id" integer,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"url" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"street_address" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"municipality" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"premises_area" double precision NOT NULL,
	"monthly_rent" integer,
	"price" bigint,
	"access_date" date,
	"short_description" text NOT NULL,
	"description" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "premises_tag_links" (
	"premises_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "premises_tag_links_premises_id_tag_id_pk" PRIMARY KEY("premises_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "premises_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "residence_removed" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"url" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"name" text NOT NULL,
	"area_id" integer,
	"municipality" text NOT NULL,
	"rooms" smallint,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "residence_interests" ADD COLUMN "premises_id" integer;--> statement-breakpoint
ALTER TABLE "explorer_object_views" ADD CONSTRAINT "explorer_object_views_object_id_residence_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."residence_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "explorer_views" ADD CONSTRAINT "explorer_views_stage_id_residence_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."residence_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panorama_cameras" ADD CONSTRAINT "panorama_cameras_tour_id_panorama_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."panorama_tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panorama_images" ADD CONSTRAINT "panorama_images_camera_id_panorama_cameras_id_fk" FOREIGN KEY ("camera_id") REFERENCES "public"."panorama_cameras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panorama_object_tours" ADD CONSTRAINT "panorama_object_tours_object_id_residence_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."residence_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panorama_object_tours" ADD CONSTRAINT "panorama_object_tours_tour_id_panorama_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."panorama_tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panorama_tours" ADD CONSTRAINT "panorama_tours_stage_id_residence_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."residence_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_explorers" ADD CONSTRAINT "stage_explorers_stage_id_residence_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."residence_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premises" ADD CONSTRAINT "premises_area_id_residence_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."residence_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premises_tag_links" ADD CONSTRAINT "premises_tag_links_premises_id_premises_id_fk" FOREIGN KEY ("premises_id") REFERENCES "public"."premises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premises_tag_links" ADD CONSTRAINT "premises_tag_links_tag_id_premises_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."premises_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_removed" ADD CONSTRAINT "residence_removed_area_id_residence_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."residence_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "explorer_object_views_object_idx" ON "explorer_object_views" USING btree ("object_id","kind","sort_order");--> statement-breakpoint
CREATE INDEX "explorer_views_stage_idx" ON "explorer_views" USING btree ("stage_id","sort_order");--> statement-breakpoint
CREATE INDEX "panorama_cameras_tour_idx" ON "panorama_cameras" USING btree ("tour_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "panorama_object_tours_tour_idx" ON "panorama_object_tours" USING btree ("tour_id","object_id");--> statement-breakpoint
CREATE INDEX "panorama_tours_stage_idx" ON "panorama_tours" USING btree ("stage_id");--> statement-breakpoint
CREATE UNIQUE INDEX "premises_site_url_idx" ON "premises" USING btree ("site","url");--> statement-breakpoint
CREATE INDEX "premises_site_area_idx" ON "premises" USING btree ("site","premises_area");--> statement-breakpoint
CREATE INDEX "premises_tag_links_tag_idx" ON "premises_tag_links" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "premises_tags_site_url_idx" ON "premises_tags" USING btree ("site","url");--> statement-breakpoint
CREATE UNIQUE INDEX "residence_removed_site_url_idx" ON "residence_removed" USING btree ("site","url");--> statement-breakpoint
ALTER TABLE "residence_interests" ADD CONSTRAINT "residence_interests_premises_id_premises_id_fk" FOREIGN KEY ("premises_id") REFERENCES "public"."premises"("id") ON DELETE set null ON UPDATE no action;