CREATE TABLE "residence_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"url" text NOT NULL,
	"county" text NOT NULL,
	"county_slug" text NOT NULL,
	"municipality" text NOT NULL,
	"municipality_slug" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"project_status" text NOT NULL,
	"project_phase" smallint NOT NULL,
	"concept" text,
	"short_description" text NOT NULL,
	"description" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recommended_rank" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "residence_interests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"area_id" integer,
	"stage_id" integer,
	"object_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text,
	"postal_code" text,
	"min_rooms" smallint,
	"max_rooms" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "residence_objects" (
	"id" serial PRIMARY KEY NOT NULL,
	"stage_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"site" text NOT NULL,
	"number" text NOT NULL,
	"url" text NOT NULL,
	"status" text NOT NULL,
	"residence_type" text NOT NULL,
	"disposal_form" text NOT NULL,
	"concept" text,
	"plot_type" text NOT NULL,
	"rooms" smallint NOT NULL,
	"living_area" double precision NOT NULL,
	"plot_area" double precision,
	"floor" smallint,
	"floor_count" smallint,
	"price" bigint NOT NULL,
	"total_price" bigint,
	"debt_share" bigint,
	"monthly_fee" integer,
	"outdoor_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"parking" text NOT NULL,
	"storage" text NOT NULL,
	"inhabit_date" date,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "residence_showing_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showing_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "residence_showings" (
	"id" serial PRIMARY KEY NOT NULL,
	"stage_id" integer NOT NULL,
	"object_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer,
	"location" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "residence_stage_tags" (
	"stage_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "residence_stage_tags_stage_id_tag_id_pk" PRIMARY KEY("stage_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "residence_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"area_id" integer NOT NULL,
	"site" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"url" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"project_status" text NOT NULL,
	"stage_status" smallint NOT NULL,
	"project_phase" smallint NOT NULL,
	"residence_type" text NOT NULL,
	"disposal_form" text NOT NULL,
	"concept" text,
	"plot_type" text NOT NULL,
	"parking" text NOT NULL,
	"storage" text NOT NULL,
	"inhabit_from" date,
	"inhabit_to" date,
	"planned_min_rooms" smallint,
	"planned_max_rooms" smallint,
	"planned_min_price" bigint,
	"planned_max_price" bigint,
	"planned_min_area" double precision,
	"planned_max_area" double precision,
	"planned_home_count" integer,
	"short_description" text NOT NULL,
	"description" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recommended_rank" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "residence_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"has_rental" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "residence_visits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "residence_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"visitor_id" text NOT NULL,
	"site" text NOT NULL,
	"kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"county_slug" text NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"category" text NOT NULL,
	"source_key" text NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"image" text,
	"config" text NOT NULL,
	"tsv" "tsvector" NOT NULL,
	"boost" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"site" text NOT NULL,
	"word" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "residence_interests" ADD CONSTRAINT "residence_interests_area_id_residence_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."residence_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_interests" ADD CONSTRAINT "residence_interests_stage_id_residence_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."residence_stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_interests" ADD CONSTRAINT "residence_interests_object_id_residence_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."residence_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_objects" ADD CONSTRAINT "residence_objects_stage_id_residence_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."residence_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_showing_bookings" ADD CONSTRAINT "residence_showing_bookings_showing_id_residence_showings_id_fk" FOREIGN KEY ("showing_id") REFERENCES "public"."residence_showings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_showings" ADD CONSTRAINT "residence_showings_stage_id_residence_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."residence_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_showings" ADD CONSTRAINT "residence_showings_object_id_residence_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."residence_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_stage_tags" ADD CONSTRAINT "residence_stage_tags_stage_id_residence_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."residence_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_stage_tags" ADD CONSTRAINT "residence_stage_tags_tag_id_residence_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."residence_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_stages" ADD CONSTRAINT "residence_stages_area_id_residence_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."residence_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "residence_areas_site_url_idx" ON "residence_areas" USING btree ("site","url");--> statement-breakpoint
CREATE INDEX "residence_areas_site_county_idx" ON "residence_areas" USING btree ("site","county_slug","municipality_slug");--> statement-breakpoint
CREATE INDEX "residence_interests_stage_idx" ON "residence_interests" USING btree ("stage_id");--> statement-breakpoint
CREATE UNIQUE INDEX "residence_objects_site_url_idx" ON "residence_objects" USING btree ("site","url");--> statement-breakpoint
CREATE INDEX "residence_objects_stage_idx" ON "residence_objects" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "residence_objects_search_idx" ON "residence_objects" USING btree ("site","status","price");--> statement-breakpoint
CREATE INDEX "residence_objects_area_idx" ON "residence_objects" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "outbox_to_created_idx" ON "outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "residence_showing_bookings_showing_idx" ON "residence_showing_bookings" USING btree ("showing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "residence_showing_bookings_once_idx" ON "residence_showing_bookings" USING btree ("showing_id","email");--> statement-breakpoint
CREATE INDEX "residence_showings_stage_starts_idx" ON "residence_showings" USING btree ("stage_id","starts_at");--> statement-breakpoint
CREATE INDEX "residence_stage_tags_tag_idx" ON "residence_stage_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "residence_stages_site_url_idx" ON "residence_stages" USING btree ("site","url");--> statement-breakpoint
CREATE INDEX "residence_stages_area_idx" ON "residence_stages" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "residence_stages_site_status_idx" ON "residence_stages" USING btree ("site","project_status");--> statement-breakpoint
CREATE UNIQUE INDEX "residence_tags_site_url_idx" ON "residence_tags" USING btree ("site","url");--> statement-breakpoint
CREATE INDEX "residence_visits_visitor_idx" ON "residence_visits" USING btree ("visitor_id","site","visited_at");--> statement-breakpoint
CREATE INDEX "residence_visits_county_idx" ON "residence_visits" USING btree ("site","county_slug","visited_at");--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_site_source_idx" ON "search_documents" USING btree ("site","source_key");--> statement-breakpoint
CREATE INDEX "search_documents_site_category_idx" ON "search_documents" USING btree ("site","category");--> statement-breakpoint
CREATE UNIQUE INDEX "search_words_site_word_idx" ON "search_words" USING btree ("site","word");