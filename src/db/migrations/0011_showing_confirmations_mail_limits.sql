ALTER TABLE "outbox" ADD COLUMN "suppressed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "residence_showing_bookings" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "residence_showing_bookings" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "residence_showing_bookings" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "residence_showing_bookings_token_idx" ON "residence_showing_bookings" USING btree ("token_hash");--> statement-breakpoint
-- Bookings made before confirmation links existed keep their places (decision 013).
UPDATE "residence_showing_bookings" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
