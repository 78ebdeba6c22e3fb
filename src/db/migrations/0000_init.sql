CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crisis_banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"heading" text NOT NULL,
	"text" text NOT NULL,
	"link_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"title" text NOT NULL,
	"location" text NOT NULL,
	"department" text NOT NULL,
	"summary" text NOT NULL,
	"apply_by" date NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"path" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "navigations" (
	"site" text NOT NULL,
	"menu" text NOT NULL,
	"items" jsonb NOT NULL,
	CONSTRAINT "navigations_site_menu_pk" PRIMARY KEY("site","menu")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"path" text NOT NULL,
	"template" text NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"image" text,
	"seo_title" text,
	"seo_description" text,
	"no_index" boolean DEFAULT false NOT NULL,
	"translation_key" text,
	"is_corporate" boolean DEFAULT false NOT NULL,
	"requires_login" boolean DEFAULT false NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_content" (
	"site" text PRIMARY KEY NOT NULL,
	"popular_searches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cookies_faq_section_id" text
);
--> statement-breakpoint
CREATE INDEX "crisis_banners_site_active_idx" ON "crisis_banners" USING btree ("site","active");--> statement-breakpoint
CREATE INDEX "job_postings_site_apply_by_idx" ON "job_postings" USING btree ("site","apply_by");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_site_path_idx" ON "pages" USING btree ("site","path");--> statement-breakpoint
CREATE INDEX "pages_site_template_published_idx" ON "pages" USING btree ("site","template","published_at");--> statement-breakpoint
CREATE INDEX "pages_translation_key_idx" ON "pages" USING btree ("translation_key");