CREATE TABLE "login_devices" (
	"user_id" uuid NOT NULL,
	"device_hash" text NOT NULL,
	"last_login_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_devices_user_id_device_hash_pk" PRIMARY KEY("user_id","device_hash")
);
--> statement-breakpoint
CREATE TABLE "throttle_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "security_number" text;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "binding_hash" text;--> statement-breakpoint
ALTER TABLE "login_devices" ADD CONSTRAINT "login_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "throttle_events_key_idx" ON "throttle_events" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "throttle_events_at_idx" ON "throttle_events" USING btree ("at");--> statement-breakpoint
-- Failed logins are throttle events now (keys "login:..."); the old rows only ever lived 15 minutes.
DROP TABLE "login_failures";
