CREATE TABLE "saved_search_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"object_id" integer NOT NULL,
	"site" text NOT NULL,
	"kind" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
CREATE INDEX "saved_search_changes_site_time_idx" ON "saved_search_changes" USING btree ("site","changed_at");
--> statement-breakpoint
-- Saved-search alerts (issue 15): every write of residence_objects that releases a home (it
-- becomes for sale or pre-selling), lowers its price (Finland: also its debt-free price) or
-- changes its status leaves a row here, whoever the writer. Statement-level with transition
-- tables, like the search read model's triggers: a bulk write is one insert.
CREATE OR REPLACE FUNCTION saved_search_capture_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO saved_search_changes (object_id, site, kind)
  SELECT n.id, n.site,
    CASE
      WHEN n.status IN ('forSale', 'preselling') AND o.status NOT IN ('forSale', 'preselling') THEN 'released'
      WHEN n.status IS DISTINCT FROM o.status THEN 'statusChanged'
      ELSE 'priceLowered'
    END
  FROM saved_search_new_rows n JOIN saved_search_old_rows o ON o.id = n.id
  WHERE n.status IS DISTINCT FROM o.status OR n.price < o.price OR n.total_price < o.total_price;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION saved_search_capture_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO saved_search_changes (object_id, site, kind)
  SELECT n.id, n.site, 'released' FROM saved_search_new_rows n WHERE n.status IN ('forSale', 'preselling');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER saved_search_changes_on_update AFTER UPDATE ON residence_objects
  REFERENCING OLD TABLE AS saved_search_old_rows NEW TABLE AS saved_search_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION saved_search_capture_update();
--> statement-breakpoint
CREATE TRIGGER saved_search_changes_on_insert AFTER INSERT ON residence_objects
  REFERENCING NEW TABLE AS saved_search_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION saved_search_capture_insert();
