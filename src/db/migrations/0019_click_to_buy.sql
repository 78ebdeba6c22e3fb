CREATE TABLE "buy_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"object_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error_code" text,
	"previous_object_status" text,
	"hold_expires_at" timestamp with time zone,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed_steps" text[] DEFAULT '{}'::text[] NOT NULL,
	"purchase_id" uuid,
	"agreement_document_id" uuid,
	"signed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interior_options" (
	"id" text PRIMARY KEY NOT NULL,
	"stage_id" integer NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interior_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"choices" jsonb NOT NULL,
	"total" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stage_booking_settings" (
	"stage_id" integer PRIMARY KEY NOT NULL,
	"online_booking" boolean DEFAULT true NOT NULL,
	"booking_fee" integer,
	"hold_minutes" smallint
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid,
	"provider" text NOT NULL,
	"source" text NOT NULL,
	"provider_event_id" text NOT NULL,
	"reported_status" text NOT NULL,
	"reported_amount_minor" bigint,
	"reported_currency" text,
	"outcome" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_starts" (
	"idempotency_key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_number" text NOT NULL,
	"site" text NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"booking_id" uuid,
	"user_payment_id" uuid,
	"provider" text,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"provider_ref" text,
	"redirect_url" text,
	"error_code" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_sign_attempts" ADD COLUMN "return_path" text;--> statement-breakpoint
ALTER TABLE "buy_bookings" ADD CONSTRAINT "buy_bookings_object_id_residence_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."residence_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_bookings" ADD CONSTRAINT "buy_bookings_stage_id_residence_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."residence_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_bookings" ADD CONSTRAINT "buy_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_bookings" ADD CONSTRAINT "buy_bookings_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_bookings" ADD CONSTRAINT "buy_bookings_agreement_document_id_purchase_documents_id_fk" FOREIGN KEY ("agreement_document_id") REFERENCES "public"."purchase_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interior_options" ADD CONSTRAINT "interior_options_stage_id_residence_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."residence_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interior_orders" ADD CONSTRAINT "interior_orders_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interior_orders" ADD CONSTRAINT "interior_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_booking_settings" ADD CONSTRAINT "stage_booking_settings_stage_id_residence_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."residence_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_starts" ADD CONSTRAINT "payment_starts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_starts" ADD CONSTRAINT "payment_starts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_buy_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."buy_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_payment_id_user_payments_id_fk" FOREIGN KEY ("user_payment_id") REFERENCES "public"."user_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buy_bookings_one_active_per_object_idx" ON "buy_bookings" USING btree ("object_id") WHERE "buy_bookings"."status" in ('held', 'completed');--> statement-breakpoint
CREATE INDEX "buy_bookings_user_idx" ON "buy_bookings" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "buy_bookings_stage_idx" ON "buy_bookings" USING btree ("stage_id","status");--> statement-breakpoint
CREATE INDEX "buy_bookings_hold_expiry_idx" ON "buy_bookings" USING btree ("hold_expires_at") WHERE "buy_bookings"."status" = 'held';--> statement-breakpoint
CREATE INDEX "interior_options_stage_idx" ON "interior_options" USING btree ("stage_id","category");--> statement-breakpoint
CREATE INDEX "interior_orders_purchase_idx" ON "interior_orders" USING btree ("purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_idx" ON "payment_events" USING btree ("provider","provider_event_id");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_starts_key_idx" ON "payment_starts" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_number_idx" ON "payments" USING btree ("payment_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("updated_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "payment_number_seq" START WITH 100001;
