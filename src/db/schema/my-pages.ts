import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { objects, stages } from "./residences";

/**
 * The customer's side of a purchase and the rest of My Pages (issue 15): purchases and their
 * documents, files in file storage, project phases and news per stage, favourites, saved searches
 * with their alerts, and notifications. Enumerated values are the wire values of the features'
 * schemas.
 */

/**
 * A sale of one home to one or more buyers. The buyers are the `user_bookings` rows that name the
 * purchase (a co-buyer couple: two rows), so "the user's bookings" keep one owner.
 */
export const purchases = pgTable(
  "purchases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    site: text("site").notNull(),
    objectId: integer("object_id")
      .notNull()
      .references(() => objects.id, { onDelete: "restrict" }),
    /** booked | contracted | completed: "the purchase moves on when all have signed". */
    status: text("status").notNull().default("booked"),
    contractDate: date("contract_date"),
    entryDate: date("entry_date"),
    /** A succession (second-hand) sale: no documents in My Pages (spec 000 section 6). */
    succession: boolean("succession").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("purchases_object_idx").on(table.objectId)],
);

/**
 * A file in file storage (src/server/files): the bytes live under a random key in the store; this
 * row says what they are. Who may download it is decided by what refers to it (a document of a
 * purchase the user is a buyer of), never by knowing the id.
 */
export const storedFiles = pgTable("stored_files", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** The key in the store (random, no user input in it). */
  storageKey: text("storage_key").notNull(),
  fileName: text("file_name").notNull(),
  contentType: text("content_type").notNull(),
  size: bigint("size", { mode: "number" }).notNull(),
  /** SHA-256 (hex) of the bytes, computed while streaming in. */
  sha256: text("sha256").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A document of a purchase that its buyers sign or approve. */
export const purchaseDocuments = pgTable(
  "purchase_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purchaseId: uuid("purchase_id")
      .notNull()
      .references(() => purchases.id, { onDelete: "cascade" }),
    /** bookingAgreement | purchaseContract | interiorChoices | handoverProtocol */
    kind: text("kind").notNull(),
    /** sign | approve */
    action: text("action").notNull(),
    /** pending | done */
    status: text("status").notNull().default("pending"),
    fileId: uuid("file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [index("purchase_documents_purchase_idx").on(table.purchaseId)],
);

/** One buyer's signature or approval of a document: who, when, how, and the e-ID's evidence. */
export const documentSignatures = pgTable(
  "document_signatures",
  {
    documentId: uuid("document_id")
      .notNull()
      .references(() => purchaseDocuments.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** bank_id | eident | signicat | approve */
    method: text("method").notNull(),
    /** The text the signer was shown (and signed). */
    signedText: text("signed_text"),
    /** The e-ID's evidence: BankID's signature and OCSP response, or the OIDC ID token. */
    evidence: text("evidence"),
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.userId] })],
);

/**
 * A signing in progress with an e-ID: BankID's order (polled) or the OIDC round trip (state,
 * nonce, PKCE verifier), bound to one document and one user. Secrets stay server-side.
 */
export const documentSignAttempts = pgTable(
  "document_sign_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => purchaseDocuments.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** bank_id | eident | signicat */
    idType: text("id_type").notNull(),
    /** pending | complete | failed | cancelled */
    state: text("state").notNull().default("pending"),
    errorCode: text("error_code"),
    signedText: text("signed_text").notNull(),
    bankIdOrderRef: text("bankid_order_ref"),
    bankIdAutoStartToken: text("bankid_auto_start_token"),
    bankIdQrStartToken: text("bankid_qr_start_token"),
    bankIdQrStartSecret: text("bankid_qr_start_secret"),
    oidcState: text("oidc_state"),
    oidcNonce: text("oidc_nonce"),
    oidcCodeVerifier: text("oidc_code_verifier"),
    /**
     * Where the browser goes after an OIDC signing (a path on the site): the buy flow's sign step
     * (issue 18); null for My Pages' documents page.
     */
    returnPath: text("return_path"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("document_sign_attempts_document_idx").on(table.documentId),
    index("document_sign_attempts_oidc_state_idx").on(table.oidcState),
    index("document_sign_attempts_created_idx").on(table.createdAt),
  ],
);

/** The phases (0–10, spec 000 section 3) of a stage's project, with dates and a short text. */
export const projectPhases = pgTable(
  "project_phases",
  {
    stageId: integer("stage_id")
      .notNull()
      .references(() => stages.id, { onDelete: "cascade" }),
    phase: smallint("phase").notNull(),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on"),
    /** A short text in the stage's site's language. */
    text: text("text").notNull(),
  },
  (table) => [primaryKey({ columns: [table.stageId, table.phase] })],
);

/** My Pages news: a site's own (stageId null, shown where the site's My Pages news flag is on) and a project's. */
export const myPagesNews = pgTable(
  "my_pages_news",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    site: text("site").notNull(),
    stageId: integer("stage_id").references(() => stages.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    body: text("body").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("my_pages_news_site_idx").on(table.site, table.publishedAt),
    index("my_pages_news_stage_idx").on(table.stageId, table.publishedAt),
  ],
);

/** A favourite area, stage or home of a user. */
export const userFavourites = pgTable(
  "user_favourites",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** area | stage | object */
    kind: text("kind").notNull(),
    itemId: integer("item_id").notNull(),
    site: text("site").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.itemId] })],
);

/** A search the user saved by name (its address on the search page), with e-mail alerts. */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    site: text("site").notNull(),
    name: text("name").notNull(),
    /** The search page's path and query, on the site. */
    url: text("url").notNull(),
    alertsEnabled: boolean("alerts_enabled").notNull().default(true),
    /** When the last alert digest of this search was sent (at most one an hour). */
    lastAlertAt: timestamp("last_alert_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("saved_searches_user_idx").on(table.userId)],
);

/**
 * A user's notification (spec 000 sections 3 and 7), created by a domain event: a document
 * waiting for signature or approval, a VIP fee due, a case's status change. One per subject, so
 * a repeated event does not notify twice.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    site: text("site").notNull(),
    /** VipPayment | DocumentSigning | Case */
    notificationType: text("notification_type").notNull(),
    /** awaiting_signature | awaiting_approval | the case's status, … */
    name: text("name").notNull(),
    /** What it is about: a document, payment or errand id. */
    subjectId: text("subject_id").notNull(),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
    /** Paused (dismissed) by the user: no longer listed. */
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    /** Its reason is gone (the document signed, the fee paid): no longer listed. */
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("notifications_subject_idx").on(table.userId, table.notificationType, table.subjectId),
    index("notifications_user_open_idx")
      .on(table.userId, table.site)
      .where(sql`${table.pausedAt} is null and ${table.resolvedAt} is null`),
  ],
);
