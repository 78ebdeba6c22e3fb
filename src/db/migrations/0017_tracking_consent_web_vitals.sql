CREATE TABLE "consent_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"visitor_key" text NOT NULL,
	"option_key" text NOT NULL,
	"option_code" smallint NOT NULL,
	"marketing" boolean NOT NULL,
	"statistics" boolean NOT NULL,
	"third_party" boolean NOT NULL,
	"revision" text NOT NULL,
	"site" text NOT NULL,
	"user_agent_class" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_vitals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"template" text NOT NULL,
	"path" text NOT NULL,
	"host" text NOT NULL,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"rating" text NOT NULL,
	"navigation_type" text NOT NULL,
	"metric_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consent_log_created_idx" ON "consent_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "web_vitals_created_idx" ON "web_vitals" USING btree ("created_at","site","template","name");