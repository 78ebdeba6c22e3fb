import { bigserial, boolean, doublePrecision, index, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every cookie-consent choice (issue 16): the proof that a visitor agreed, kept as long as the
 * cookies policy says (decision 035) and then removed by the consent.purge job. No IP address,
 * no person: the visitor id when the visitor has one, otherwise a random id of this choice.
 */
export const consentLog = pgTable(
  "consent_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The jmuid visitor id, or a random id when the visitor has none (statistics declined). */
    visitorKey: text("visitor_key").notNull(),
    /** The option key of POST /api/experiments/{key}/{code}: "cookie-consent". */
    optionKey: text("option_key").notNull(),
    /** 1 closed, 2 accept all, 3 manual choice (spec 001 section 4). */
    optionCode: smallint("option_code").notNull(),
    marketing: boolean("marketing").notNull(),
    statistics: boolean("statistics").notNull(),
    thirdParty: boolean("third_party").notNull(),
    /** The cookies policy's revision the visitor answered. */
    revision: text("revision").notNull(),
    site: text("site").notNull(),
    /** A coarse class of the user agent (desktop, mobile, tablet, bot, other), never the string. */
    userAgentClass: text("user_agent_class").notNull(),
    /** Where the choice was made: the dialog, the settings dialog or the cookies page's form. */
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("consent_log_created_idx").on(table.createdAt)],
);

/**
 * Real visitors' page speed (issue 16): one row per reported metric (CLS, FCP, LCP, TTFB, INP,
 * and FID from older reporters), sent only with statistics consent. No visitor id, no IP: the
 * report needs only the page's template, site and the value. Kept 30 days (webVitals.purge).
 */
export const webVitals = pgTable(
  "web_vitals",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    site: text("site").notNull(),
    /** The page's template (its view model's currentComponent), or "unknown". */
    template: text("template").notNull(),
    path: text("path").notNull(),
    host: text("host").notNull(),
    /** CLS | FCP | LCP | TTFB | INP | FID */
    name: text("name").notNull(),
    value: doublePrecision("value").notNull(),
    /** good | needs-improvement | poor */
    rating: text("rating").notNull(),
    navigationType: text("navigation_type").notNull(),
    /** The web-vitals library's id of this metric on this page load (deduplicates a resend). */
    metricId: text("metric_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("web_vitals_created_idx").on(table.createdAt, table.site, table.template, table.name)],
);
