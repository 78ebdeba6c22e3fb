-- Trigram matching for typo-tolerant text search (pg_trgm is a trusted extension since PostgreSQL 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_documents_title_trgm_idx" ON "search_documents" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "residence_objects_outdoor_idx" ON "residence_objects" USING gin ("outdoor_areas");
