ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
-- Messages sent before delivery became a job were sent at their first attempt.
UPDATE "outbox" SET "attempts" = 1, "last_attempt_at" = "sent_at" WHERE "sent_at" IS NOT NULL;
