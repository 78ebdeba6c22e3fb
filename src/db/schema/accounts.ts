import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * Accounts (issue 4): customers and board members, their sessions, single-use e-mailed links,
 * consents, VIP memberships and payments, housing associations, and e-ID login attempts.
 * Enumerated values are the wire values of src/features/account/schema.ts.
 */

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored as typed; unique without regard to case (users_email_idx). */
    email: text("email").notNull(),
    /** argon2id hash; null for an account registered with e-ID only (it must log in with e-ID). */
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phoneNumber: text("phone_number"),
    /** Canonical identity number (src/lib/identity-number.ts), set when verified by e-ID or entered. */
    securityNumber: text("security_number"),
    /** se | no | fi: the country of securityNumber. */
    securityCountry: text("security_country"),
    /** True once an e-ID login proved the identity number (BankID "activated"). */
    securityNumberVerified: boolean("security_number_verified").notNull().default(false),
    address: text("address"),
    postalCode: text("postal_code"),
    city: text("city"),
    /** ISO 3166 alpha-2, upper case. */
    countryId: text("country_id"),
    birthDate: date("birth_date"),
    newsletter: boolean("newsletter").notNull().default(false),
    /** The site the account was created on (its language for e-mails). */
    homeSite: text("home_site").notNull(),
    /** No successful e-ID login yet (spec: firstSsnLogin). */
    firstSsnLogin: boolean("first_ssn_login").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_email_idx").on(sql`lower(${table.email})`),
    uniqueIndex("users_security_number_idx").on(table.securityNumber).where(sql`${table.securityNumber} is not null`),
  ],
);

/**
 * One login. The signed access token names its session; logout, a password change or expiry
 * ends the session here, so a token still inside its lifetime stops working at once.
 */
export const userSessions = pgTable(
  "user_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** email | bankid | eident | signicat */
    method: text("method").notNull(),
    /** private | privateCase | boardMember | boardMemberCase */
    kind: text("kind").notNull(),
    /** The association a board member logged in as. */
    associationId: integer("association_id"),
    site: text("site").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the newest token of the session expires; refresh moves it. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("user_sessions_user_idx").on(table.userId)],
);

/** Single-use links sent by e-mail: set a new password, confirm a new e-mail address. Only a hash is stored. */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** resetPassword | changeEmail | linkEid */
    purpose: text("purpose").notNull(),
    /** SHA-256 (hex) of the token in the link. */
    tokenHash: text("token_hash").notNull(),
    /** The address a changeEmail token confirms. */
    newEmail: text("new_email"),
    /**
     * The identity number an e-ID proved, for a linkEid token: the e-mailed link connects it to the
     * account whose number was typed by hand (decision 011, "Identity numbers typed by hand").
     */
    securityNumber: text("security_number"),
    /**
     * For a linkEid token: SHA-256 of the e-ID binding cookie of the browser that proved the
     * identity. Only that browser may use the link, so whoever reads the mailbox alone cannot
     * connect someone else's e-ID to an account.
     */
    bindingHash: text("binding_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("account_tokens_hash_idx").on(table.tokenHash),
    index("account_tokens_user_idx").on(table.userId, table.purpose),
  ],
);

/**
 * Events counted by the throttle (src/server/throttle.ts) across processes: failed logins per
 * account and client, registrations per client, showing bookings and e-mails per recipient.
 * Keys name what is counted, e.g. "login:pair:<address>|<client>".
 */
export const throttleEvents = pgTable(
  "throttle_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("throttle_events_key_idx").on(table.key, table.at), index("throttle_events_at_idx").on(table.at)],
);

/**
 * Browsers that have logged in to an account with its password (a "device cookie", OWASP's
 * answer to targeted lockout): when failures from many clients close an account to new
 * clients, these browsers still get in (decision 011). Only a hash of the cookie is stored.
 */
export const loginDevices = pgTable(
  "login_devices",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 (hex) of the device cookie. */
    deviceHash: text("device_hash").notNull(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceHash] })],
);

/** The user's answer on a site's consent page (spec 000 section 6: consent rule). */
export const userConsents = pgTable(
  "user_consents",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    site: text("site").notNull(),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.site] })],
);

/** VIP campaign codes a customer may register or upgrade with. */
export const vipCampaignCodes = pgTable("vip_campaign_codes", {
  code: text("code").primaryKey(),
  site: text("site").notNull(),
  validUntil: date("valid_until").notNull(),
  /** Membership fee in the site's currency, paid after joining. */
  fee: integer("fee").notNull(),
});

export const vipMemberships = pgTable(
  "vip_memberships",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    site: text("site").notNull(),
    campaignCode: text("campaign_code"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.site] })],
);

/** Payments of a customer (VIP fees so far); status is a payment status of spec 000 section 3. */
export const userPayments = pgTable(
  "user_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    site: text("site").notNull(),
    status: text("status").notNull(),
    amount: integer("amount").notNull(),
    payedWithCode: boolean("payed_with_code").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("user_payments_user_idx").on(table.userId)],
);

/** A housing association (bostadsrättsförening, borettslag). */
export const housingAssociations = pgTable("housing_associations", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  organisationNumber: text("organisation_number").notNull(),
  site: text("site").notNull(),
  /** Technical management by the housebuilder ("activeFinancialManagement" on the wire). */
  activeFinancialManagement: boolean("active_financial_management").notNull(),
});

export const boardMemberships = pgTable(
  "board_memberships",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    associationId: integer("association_id")
      .notNull()
      .references(() => housingAssociations.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.associationId] }),
    index("board_memberships_association_idx").on(table.associationId),
  ],
);

/**
 * A customer's booking of a home (the buy flow writes them; the seed has demo ones). Needed
 * here for the user's bookings, the "ongoing business" rule and the redirect after register.
 */
export const userBookings = pgTable(
  "user_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    objectId: integer("object_id").notNull(),
    site: text("site").notNull(),
    /**
     * The purchase this booking is the user's part of (src/db/schema/my-pages.ts): its buyers are
     * the bookings that name it. Null for a booking not yet turned into a purchase.
     */
    purchaseId: uuid("purchase_id"),
    /** buyer | coBuyer */
    role: text("role").notNull().default("buyer"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("user_bookings_user_idx").on(table.userId),
    index("user_bookings_purchase_idx").on(table.purchaseId),
  ],
);

/**
 * One e-ID attempt ("pooling id" of the spec): the browser polls it by id until it is done.
 * Secrets (BankID qrStartSecret, OIDC PKCE verifier, state and nonce) stay here, server-side.
 */
export const eidAttempts = pgTable(
  "eid_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** bank_id | eident | signicat */
    idType: text("id_type").notNull(),
    /** login | loginBoardMember | register | update | booking */
    flow: text("flow").notNull(),
    /** The login kind a login flow ends in (private, boardMember, ...). */
    loginKind: text("login_kind").notNull().default("private"),
    site: text("site").notNull(),
    /** pending | complete | awaitingEmail (MustVerifyEmail, decision 011) | failed | cancelled | consumed */
    state: text("state").notNull(),
    /** The failure's code (BankID hintCode / errorCode, OIDC error) for the message. */
    errorCode: text("error_code"),
    /** The account that started an update flow (connect e-ID to the logged-in account). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /**
     * SHA-256 of a secret kept in an HttpOnly cookie of the browser that started the attempt:
     * the id travels in URLs (poolingId), so only that browser may collect the login.
     */
    bindingHash: text("binding_hash").notNull(),
    /** Where the browser goes back to (a path on the site). */
    returnPath: text("return_path"),
    bankIdOrderRef: text("bankid_order_ref"),
    bankIdAutoStartToken: text("bankid_auto_start_token"),
    bankIdQrStartToken: text("bankid_qr_start_token"),
    bankIdQrStartSecret: text("bankid_qr_start_secret"),
    oidcState: text("oidc_state"),
    oidcNonce: text("oidc_nonce"),
    oidcCodeVerifier: text("oidc_code_verifier"),
    /** The proven identity once complete. */
    personalNumber: text("personal_number"),
    givenName: text("given_name"),
    surname: text("surname"),
    birthDate: date("birth_date"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("eid_attempts_oidc_state_idx").on(table.oidcState),
    index("eid_attempts_created_idx").on(table.createdAt),
  ],
);
