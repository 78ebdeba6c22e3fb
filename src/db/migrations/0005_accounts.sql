CREATE TABLE "account_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"new_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "board_memberships" (
	"user_id" uuid NOT NULL,
	"association_id" integer NOT NULL,
	CONSTRAINT "board_memberships_user_id_association_id_pk" PRIMARY KEY("user_id","association_id")
);
--> statement-breakpoint
CREATE TABLE "eid_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_type" text NOT NULL,
	"flow" text NOT NULL,
	"login_kind" text DEFAULT 'private' NOT NULL,
	"site" text NOT NULL,
	"state" text NOT NULL,
	"error_code" text,
	"user_id" uuid,
	"binding_hash" text NOT NULL,
	"return_path" text,
	"bankid_order_ref" text,
	"bankid_auto_start_token" text,
	"bankid_qr_start_token" text,
	"bankid_qr_start_secret" text,
	"oidc_state" text,
	"oidc_nonce" text,
	"oidc_code_verifier" text,
	"personal_number" text,
	"given_name" text,
	"surname" text,
	"birth_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "housing_associations" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"organisation_number" text NOT NULL,
	"site" text NOT NULL,
	"active_financial_management" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"object_id" integer NOT NULL,
	"site" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_consents" (
	"user_id" uuid NOT NULL,
	"site" text NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_consents_user_id_site_pk" PRIMARY KEY("user_id","site")
);
--> statement-breakpoint
CREATE TABLE "user_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"site" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"payed_with_code" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"method" text NOT NULL,
	"kind" text NOT NULL,
	"association_id" integer,
	"site" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text,
	"security_number" text,
	"security_country" text,
	"security_number_verified" boolean DEFAULT false NOT NULL,
	"address" text,
	"postal_code" text,
	"city" text,
	"country_id" text,
	"birth_date" date,
	"newsletter" boolean DEFAULT false NOT NULL,
	"home_site" text NOT NULL,
	"first_ssn_login" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_campaign_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"valid_until" date NOT NULL,
	"fee" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_memberships" (
	"user_id" uuid NOT NULL,
	"site" text NOT NULL,
	"campaign_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_memberships_user_id_site_pk" PRIMARY KEY("user_id","site")
);
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_memberships" ADD CONSTRAINT "board_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_memberships" ADD CONSTRAINT "board_memberships_association_id_housing_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."housing_associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eid_attempts" ADD CONSTRAINT "eid_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bookings" ADD CONSTRAINT "user_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_consents" ADD CONSTRAINT "user_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_payments" ADD CONSTRAINT "user_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_memberships" ADD CONSTRAINT "vip_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_hash_idx" ON "account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "board_memberships_association_idx" ON "board_memberships" USING btree ("association_id");--> statement-breakpoint
CREATE INDEX "eid_attempts_oidc_state_idx" ON "eid_attempts" USING btree ("oidc_state");--> statement-breakpoint
CREATE INDEX "eid_attempts_created_idx" ON "eid_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "login_failures_key_idx" ON "login_failures" USING btree ("key","failed_at");--> statement-breakpoint
CREATE INDEX "user_bookings_user_idx" ON "user_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_payments_user_idx" ON "user_payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_sessions_user_idx" ON "user_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_security_number_idx" ON "users" USING btree ("security_number") WHERE "users"."security_number" is not null;