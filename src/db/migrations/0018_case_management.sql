CREATE TABLE "cm_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"apartment_id" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date
);
--> statement-breakpoint
CREATE TABLE "cm_apartments" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"building_part_id" integer,
	"government_object_id" text NOT NULL,
	"object_type_id" text DEFAULT 'apartment' NOT NULL,
	"rental_building" boolean DEFAULT false NOT NULL,
	"address" text NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cm_asset_faqs" (
	"asset_id" text NOT NULL,
	"faq_article_id" integer NOT NULL,
	CONSTRAINT "cm_asset_faqs_asset_id_faq_article_id_pk" PRIMARY KEY("asset_id","faq_article_id")
);
--> statement-breakpoint
CREATE TABLE "cm_assets" (
	"id" text PRIMARY KEY NOT NULL,
	"room_id" text NOT NULL,
	"rank" smallint NOT NULL,
	"names" jsonb NOT NULL,
	"supplier_kind" text
);
--> statement-breakpoint
CREATE TABLE "cm_association_accounts" (
	"association_id" integer PRIMARY KEY NOT NULL,
	"board_email" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cm_association_properties" (
	"association_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	CONSTRAINT "cm_association_properties_association_id_property_id_pk" PRIMARY KEY("association_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "cm_building_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"building_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cm_buildings" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"has_elevator" boolean DEFAULT true NOT NULL,
	"has_garage" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cm_case_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status_id" uuid,
	"message" text,
	"actor" text NOT NULL,
	"staff_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cm_case_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"state" text NOT NULL,
	"raw_file_id" uuid,
	"file_id" uuid,
	"preview_file_id" uuid,
	"added_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cm_case_statuses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"norwegian" boolean NOT NULL,
	"display_group" text NOT NULL,
	"rank" smallint NOT NULL,
	"waiting" boolean NOT NULL,
	CONSTRAINT "cm_case_statuses_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "cm_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_number" bigserial NOT NULL,
	"site" text NOT NULL,
	"kind" text NOT NULL,
	"case_type" text NOT NULL,
	"reporter_user_id" uuid,
	"association_id" integer,
	"area" text NOT NULL,
	"property_id" integer,
	"building_id" integer,
	"building_part_id" integer,
	"apartment_id" integer,
	"room_id" text NOT NULL,
	"asset_type_id" text,
	"government_object_id" text,
	"address" text,
	"zip_code" text,
	"city" text,
	"description" text NOT NULL,
	"reporter_first_name" text NOT NULL,
	"reporter_last_name" text NOT NULL,
	"reporter_email" text NOT NULL,
	"reporter_phone" text NOT NULL,
	"board_email" text,
	"alternative_contact_first_name" text,
	"alternative_contact_last_name" text,
	"alternative_contact_email" text,
	"alternative_contact_phone" text,
	"compound_name" text,
	"compound_number" text,
	"is_member" boolean,
	"status_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cm_cases_ticket_number_unique" UNIQUE("ticket_number")
);
--> statement-breakpoint
CREATE TABLE "cm_faq_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"question" text,
	"answer" text,
	"youtube_link" text,
	"youtube_image" text,
	"youtube_description" text,
	"youtube_script_text" text,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cm_properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"name" text NOT NULL,
	"municipality" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cm_rooms" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"rank" smallint NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cm_round_control_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"case_id" uuid,
	"title" text NOT NULL,
	"location" text,
	"note" text,
	"result" text DEFAULT 'open' NOT NULL,
	"rank" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cm_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"association_id" integer NOT NULL,
	"property_id" integer,
	"title" text NOT NULL,
	"planned_for" date NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"created_by_staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cm_suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"kind" text NOT NULL,
	"property_id" integer,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"url" text,
	"guidance" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'caseHandler' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cm_agreements" ADD CONSTRAINT "cm_agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_agreements" ADD CONSTRAINT "cm_agreements_apartment_id_cm_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."cm_apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_apartments" ADD CONSTRAINT "cm_apartments_property_id_cm_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."cm_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_apartments" ADD CONSTRAINT "cm_apartments_building_id_cm_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."cm_buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_apartments" ADD CONSTRAINT "cm_apartments_building_part_id_cm_building_parts_id_fk" FOREIGN KEY ("building_part_id") REFERENCES "public"."cm_building_parts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_asset_faqs" ADD CONSTRAINT "cm_asset_faqs_asset_id_cm_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."cm_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_asset_faqs" ADD CONSTRAINT "cm_asset_faqs_faq_article_id_cm_faq_articles_id_fk" FOREIGN KEY ("faq_article_id") REFERENCES "public"."cm_faq_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_assets" ADD CONSTRAINT "cm_assets_room_id_cm_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."cm_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_association_accounts" ADD CONSTRAINT "cm_association_accounts_association_id_housing_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."housing_associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_association_properties" ADD CONSTRAINT "cm_association_properties_association_id_housing_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."housing_associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_association_properties" ADD CONSTRAINT "cm_association_properties_property_id_cm_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."cm_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_building_parts" ADD CONSTRAINT "cm_building_parts_building_id_cm_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."cm_buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_buildings" ADD CONSTRAINT "cm_buildings_property_id_cm_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."cm_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_case_events" ADD CONSTRAINT "cm_case_events_case_id_cm_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cm_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_case_events" ADD CONSTRAINT "cm_case_events_status_id_cm_case_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."cm_case_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_case_events" ADD CONSTRAINT "cm_case_events_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_case_files" ADD CONSTRAINT "cm_case_files_case_id_cm_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cm_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_case_files" ADD CONSTRAINT "cm_case_files_raw_file_id_stored_files_id_fk" FOREIGN KEY ("raw_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_case_files" ADD CONSTRAINT "cm_case_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_case_files" ADD CONSTRAINT "cm_case_files_preview_file_id_stored_files_id_fk" FOREIGN KEY ("preview_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_cases" ADD CONSTRAINT "cm_cases_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_cases" ADD CONSTRAINT "cm_cases_association_id_housing_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."housing_associations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_cases" ADD CONSTRAINT "cm_cases_property_id_cm_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."cm_properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_cases" ADD CONSTRAINT "cm_cases_building_id_cm_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."cm_buildings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_cases" ADD CONSTRAINT "cm_cases_building_part_id_cm_building_parts_id_fk" FOREIGN KEY ("building_part_id") REFERENCES "public"."cm_building_parts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_cases" ADD CONSTRAINT "cm_cases_apartment_id_cm_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."cm_apartments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_cases" ADD CONSTRAINT "cm_cases_room_id_cm_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."cm_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_cases" ADD CONSTRAINT "cm_cases_asset_type_id_cm_assets_id_fk" FOREIGN KEY ("asset_type_id") REFERENCES "public"."cm_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_cases" ADD CONSTRAINT "cm_cases_status_id_cm_case_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."cm_case_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_round_control_points" ADD CONSTRAINT "cm_round_control_points_round_id_cm_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."cm_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_round_control_points" ADD CONSTRAINT "cm_round_control_points_case_id_cm_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cm_cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_rounds" ADD CONSTRAINT "cm_rounds_association_id_housing_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."housing_associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_rounds" ADD CONSTRAINT "cm_rounds_property_id_cm_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."cm_properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_rounds" ADD CONSTRAINT "cm_rounds_created_by_staff_id_staff_users_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cm_suppliers" ADD CONSTRAINT "cm_suppliers_property_id_cm_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."cm_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cm_agreements_user_idx" ON "cm_agreements" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cm_apartments_building_idx" ON "cm_apartments" USING btree ("building_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cm_apartments_building_gov_idx" ON "cm_apartments" USING btree ("building_id","government_object_id");--> statement-breakpoint
CREATE INDEX "cm_assets_room_idx" ON "cm_assets" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "cm_association_properties_property_idx" ON "cm_association_properties" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "cm_building_parts_building_idx" ON "cm_building_parts" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "cm_buildings_property_idx" ON "cm_buildings" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "cm_case_events_case_idx" ON "cm_case_events" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "cm_case_files_case_idx" ON "cm_case_files" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "cm_cases_reporter_idx" ON "cm_cases" USING btree ("reporter_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cm_cases_association_idx" ON "cm_cases" USING btree ("association_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cm_cases_building_room_idx" ON "cm_cases" USING btree ("building_id","room_id");--> statement-breakpoint
CREATE INDEX "cm_cases_status_created_idx" ON "cm_cases" USING btree ("status_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cm_round_control_points_round_idx" ON "cm_round_control_points" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "cm_rounds_association_idx" ON "cm_rounds" USING btree ("association_id","planned_for" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cm_suppliers_site_kind_idx" ON "cm_suppliers" USING btree ("site","kind");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_email_idx" ON "staff_users" USING btree (lower("email"));

--> statement-breakpoint
-- The errand statuses (spec 001 section 4) and their rules: display group, sort rank (completed,
-- reference, shredded and cancelled 400; executed 300; ongoing and waiting 200; registered 150;
-- others 100) and the waiting flag (waiting, cancelled, booked and subcontractor statuses). This
-- is their one owner; CASE_STATUSES (src/features/case-management/statuses.ts) mirrors it for the
-- browser and src/features/case-management/statuses.api.test.ts holds the two together.
INSERT INTO "cm_case_statuses" ("id", "code", "norwegian", "display_group", "rank", "waiting") VALUES
  ('df1502f5-c00c-4e10-9af3-343b7f5ae897', 'registered', false, 'registered', 150, false),
  ('28bd03e5-b820-42e3-902d-8941baffaec7', 'registeredNo', true, 'registered', 150, false),
  ('24f287ca-7388-4daf-a316-bf4224a45b18', 'ongoing', false, 'ongoing', 200, false),
  ('e7dc04f6-fec0-4840-91a0-924d9f8fcc7f', 'notResponding', false, 'ongoing', 100, false),
  ('fc3adf05-1d89-4a54-919c-1287289b1a57', 'waitingOnWeather', false, 'ongoing', 200, true),
  ('8158abd0-8e15-4f78-941a-e3739696cbb7', 'waitingOnDecision', false, 'ongoing', 200, true),
  ('e2b9b414-7375-4146-bebc-a1a62f0aa1cd', 'waitingOnSubcontractor', false, 'ongoing', 200, true),
  ('2ce98b35-6ef0-4408-9f9d-511e46e86400', 'waitingOnMaterial', false, 'ongoing', 200, true),
  ('b635e0aa-e551-4118-a988-4e91d727cde7', 'waitingOnInvestigation', false, 'ongoing', 200, true),
  ('be5fa4d7-b22c-439d-94dc-b08cca3797c5', 'waitingOnCustomer', false, 'ongoing', 200, true),
  ('ece8df79-0dc7-49d2-bd9f-0e0bba06e7a3', 'booked', false, 'ongoing', 100, true),
  ('e4b7a9d9-c361-4ec6-839a-9d6d7d1bf93d', 'customerBooked', false, 'ongoing', 100, true),
  ('4cb0b87d-f061-47e2-be4e-a38fa24da4f6', 'customerNotBooked', false, 'ongoing', 100, true),
  ('5e8af563-ab56-41bf-999c-31f9d88fb803', 'materials', false, 'ongoing', 100, false),
  ('a050624e-b99c-467f-930e-bcdba3fc09ac', 'investigation', false, 'ongoing', 100, false),
  ('ae05752a-8b72-40a5-a4cc-866478be0c91', 'infoFromCustomer', false, 'ongoing', 100, false),
  ('9601b041-b9df-4917-9f27-e66e5131d64a', 'otherSeason', false, 'ongoing', 100, false),
  ('869772a9-db6f-46c6-a4b8-236999a305b1', 'subcontractor', false, 'ongoing', 100, true),
  ('2d84bf34-5ffe-403a-b0b3-be5474c335c4', 'subcontractorNoLogin', false, 'ongoing', 100, true),
  ('5c4b37af-5ae2-4fc5-93ae-3314b511e8f5', 'executedNo', true, 'ongoing', 300, false),
  ('926f50e8-9a16-4b4d-b60b-8a86a3e2e53a', 'reference', false, 'ongoing', 400, false),
  ('405eae10-0edf-4fcc-b445-003582ce09b8', 'executed', false, 'executed', 300, false),
  ('4757f896-01f5-4327-95bf-b2d2944a40ee', 'completed', false, 'completed', 400, false),
  ('d4e695a4-4703-4eb5-b892-4d54838cf6f1', 'completedNo', true, 'completed', 400, false),
  ('5be37b8f-c2db-43c6-83fa-0c3bc92edb12', 'cancelledByCustomer', false, 'completed', 400, true),
  ('4a17a9c1-2ddf-492f-a59a-ffedf46c6baf', 'cancelledByCustomerNo', true, 'completed', 400, true),
  ('b0135c07-c1df-4e7e-8bf8-f3d90176e670', 'shredded', false, 'completed', 400, false),
  ('9b1e3c57-3f0a-4d6e-8f2c-5a7d1e0b4c93', 'shreddedNo', true, 'completed', 400, false);
