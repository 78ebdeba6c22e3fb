import { customType, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The site text search index (spec 000 section 7 "textsearch"): one row per searchable page,
 * area, stage or home. `tsv` is computed with the text search configuration of the site's
 * language (swedish, norwegian, finnish, english); the trigram indexes that make misspelled
 * queries work are created in a hand-written migration (pg_trgm).
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    id: serial("id").primaryKey(),
    site: text("site").notNull(),
    /** career, content, news or residencial (spec 000 section 3 "Search categories"). */
    category: text("category").notNull(),
    /** What the row came from, e.g. "page:<uuid>" or "stage:12", so reindexing replaces it. */
    sourceKey: text("source_key").notNull(),
    url: text("url").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    image: text("image"),
    /** Text search configuration name (regconfig). */
    config: text("config").notNull(),
    tsv: tsvector("tsv").notNull(),
    /** Editors' weight: higher ranks first among equally good matches. */
    boost: integer("boost").notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("search_documents_site_source_idx").on(table.site, table.sourceKey),
    index("search_documents_site_category_idx").on(table.site, table.category),
  ],
);

/** Distinct words of each site's documents: misspelled query words are corrected against them. */
export const searchWords = pgTable(
  "search_words",
  {
    site: text("site").notNull(),
    word: text("word").notNull(),
  },
  (table) => [uniqueIndex("search_words_site_word_idx").on(table.site, table.word)],
);
