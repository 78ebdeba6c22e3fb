CREATE TABLE "document_sign_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"id_type" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"error_code" text,
	"signed_text" text NOT NULL,
	"bankid_order_ref" text,
	"bankid_auto_start_token" text,
	"bankid_qr_start_token" text,
	"bankid_qr_start_secret" text,
	"oidc_state" text,
	"oidc_nonce" text,
	"oidc_code_verifier" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_signatures" (
	"document_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"method" text NOT NULL,
	"signed_text" text,
	"evidence" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_signatures_document_id_user_id_pk" PRIMARY KEY("document_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "my_pages_news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"stage_id" integer,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"site" text NOT NULL,
	"notification_type" text NOT NULL,
	"name" text NOT NULL,
	"subject_id" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"paused_at" timestamp with time zone,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_phases" (
	"stage_id" integer NOT NULL,
	"phase" smallint NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"text" text NOT NULL,
	CONSTRAINT "project_phases_stage_id_phase_pk" PRIMARY KEY("stage_id","phase")
);
--> statement-breakpoint
CREATE TABLE "purchase_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"object_id" integer NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"contract_date" date,
	"entry_date" date,
	"succession" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"site" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"alerts_enabled" boolean DEFAULT true NOT NULL,
	"last_alert_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_favourites" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"site" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_favourites_user_id_kind_item_id_pk" PRIMARY KEY("user_id","kind","item_id")
);
--> statement-breakpoint
ALTER TABLE "user_bookings" ADD COLUMN "purchase_id" uuid;--> statement-breakpoint
ALTER TABLE "user_bookings" ADD COLUMN "role" text DEFAULT 'buyer' NOT NULL;--> statement-breakpoint
ALTER TABLE "residence_interests" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "residence_showing_bookings" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "document_sign_attempts" ADD CONSTRAINT "document_sign_attempts_document_id_purchase_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."purchase_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_sign_attempts" ADD CONSTRAINT "document_sign_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_document_id_purchase_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."purchase_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_pages_news" ADD CONSTRAINT "my_pages_news_stage_id_residence_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."residence_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_phases" ADD CONSTRAINT "project_phases_stage_id_residence_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."residence_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_documents" ADD CONSTRAINT "purchase_documents_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_documents" ADD CONSTRAINT "purchase_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_object_id_residence_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."residence_objects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favourites" ADD CONSTRAINT "user_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_sign_attempts_document_idx" ON "document_sign_attempts" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "document_sign_attempts_oidc_state_idx" ON "document_sign_attempts" USING btree ("oidc_state");--> statement-breakpoint
CREATE INDEX "document_sign_attempts_created_idx" ON "document_sign_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "my_pages_news_site_idx" ON "my_pages_news" USING btree ("site","published_at");--> statement-breakpoint
CREATE INDEX "my_pages_news_stage_idx" ON "my_pages_news" USING btree ("stage_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_subject_idx" ON "notifications" USING btree ("user_id","notification_type","subject_id");--> statement-breakpoint
CREATE INDEX "notifications_user_open_idx" ON "notifications" USING btree ("user_id","site") WHERE "notifications"."paused_at" is null and "notifications"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "purchase_documents_purchase_idx" ON "purchase_documents" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "purchases_object_idx" ON "purchases" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_bookings_purchase_idx" ON "user_bookings" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "residence_interests_user_idx" ON "residence_interests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "residence_showing_bookings_user_idx" ON "residence_showing_bookings" USING btree ("user_id");--> statement-breakpoint
-- Written by hand (the schema modules would import each other): a booking's purchase, and the user
-- who registered an interest or booked a showing, forgotten with the purchase or the account.
ALTER TABLE "user_bookings" ADD CONSTRAINT "user_bookings_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_interests" ADD CONSTRAINT "residence_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_showing_bookings" ADD CONSTRAINT "residence_showing_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
