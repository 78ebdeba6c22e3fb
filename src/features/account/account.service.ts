import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { type Database, onlyRow } from "~/db/client";
import {
  accountTokens,
  boardMemberships,
  documentSignAttempts,
  eidAttempts,
  housingAssociations,
  interests,
  loginDevices,
  notifications,
  savedSearches,
  showingBookings,
  userBookings,
  userConsents,
  userFavourites,
  userPayments,
  userSessions,
  users,
  vipCampaignCodes,
  vipMemberships,
} from "~/db/schema";
import { userResidenceLinks } from "~/features/favourites/index.server";
import type { Mailer } from "~/features/mail/index.server";
import type { NotificationsService } from "~/features/notifications/index.server";
import { translate } from "~/i18n/catalogs.server";
import { parseIdentityNumber } from "~/lib/identity-number";
import { VALIDATION_MESSAGES } from "~/lib/validation";
import { FieldValidationError } from "~/server/plugins/errors";
import { DAY_MS, HOUR_MS, MINUTE_MS, type Throttle, ThrottledError, throttleKey } from "~/server/throttle";
import { sitesOfHost } from "~/sites/resolve";
import { SITES, type SiteCode, type SiteSettings, siteById } from "~/sites/sites";
import { hashPassword, verifyPassword } from "./passwords.server";
import { type PersonRegister, PersonRegisterUnavailableError } from "./person-register.server";
import {
  type AuthContext,
  type AuthStatus,
  type HousingAssociation,
  identityCountryOf,
  isBoardKind,
  type LoginKind,
  type LoginMethod,
  type LoginResponse,
  type PaymentStatus,
  type RegisterRequestSchema,
  type SessionSummary,
  UNPAID_STATUSES,
  type UpdateRequestSchema,
  type User,
} from "./schema";
import type { SessionClaims, SessionTokens } from "./session-tokens.server";

/**
 * Failed e-mail logins (decision 011, "Login throttling"): counted per account and client, so
 * that nobody elsewhere can lock a customer out, and per account from every client, which only
 * closes the account to browsers that have never logged in to it (the device cookie).
 */
export const LOGIN_THROTTLE = {
  /** One client on one account: 5 in 15 minutes, and at most 20 a day (guessing stays slow). */
  pair: [
    { limit: 5, windowMs: 15 * MINUTE_MS },
    { limit: 20, windowMs: DAY_MS },
  ],
  /** One client on any accounts (one address trying many). */
  client: { limit: 30, windowMs: 15 * MINUTE_MS },
  /** One account from clients without its device cookie (many addresses trying one). */
  account: { limit: 20, windowMs: 15 * MINUTE_MS },
} as const;

/** Address changes asked for per account: 5 a day. */
export const CHANGE_EMAIL_THROTTLE = { limit: 5, windowMs: DAY_MS } as const;
/** How recent an e-ID login must be for a change that needs the login proven again. */
export const REAUTH_MINUTES = 15;

/** Attempts to delete an account (each proves the password): 5 in 15 minutes per account. */
export const DELETE_ACCOUNT_THROTTLE = { limit: 5, windowMs: 15 * MINUTE_MS } as const;

/** The address an anonymised account keeps (decision 033): unique, and never deliverable (.invalid). */
export function anonymisedEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

/** Reset links per address (3 an hour, 5 a day) and per client (10 an hour). */
export const FORGOT_PASSWORD_THROTTLE = {
  address: [
    { limit: 3, windowMs: HOUR_MS },
    { limit: 5, windowMs: DAY_MS },
  ],
  client: { limit: 10, windowMs: HOUR_MS },
} as const;

/**
 * Registrations per client: enough for a household, too few to test identity numbers or
 * addresses at scale (UserAlreadyExists tells whether one has an account, as the spec asks).
 */
export const REGISTER_THROTTLE = [
  { limit: 10, windowMs: HOUR_MS },
  { limit: 30, windowMs: DAY_MS },
] as const;
/** A session can be refreshed for at most this long after login; then the user logs in again. */
export const SESSION_MAX_HOURS = 12;
export const RESET_LINK_MINUTES = 60;
export const CHANGE_EMAIL_LINK_HOURS = 24;

export interface AccountServiceDeps {
  db: Database;
  clock: () => Date;
  tokens: SessionTokens;
  /** Only sending: delivery, retries and shutdown belong to the mail feature. */
  mailer: Pick<Mailer, "send">;
  personRegister: PersonRegister;
  sessionMinutes: number;
  throttle: Throttle;
  /** A VIP fee to pay notifies its member (the header's bell); services that create no payments may leave it out. */
  notifications?: Pick<NotificationsService, "vipFeeDue">;
}

/** The logged-in caller, from a valid token of a live session. */
export type { AuthContext } from "./schema";

/** A new or refreshed session: the routes put the token in its HttpOnly cookie. */
export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

export interface LoginOutcome {
  response: LoginResponse;
  session?: IssuedSession;
}

type UserRow = typeof users.$inferSelect;

/** What an e-mailed set-password link did. */
export type AccountLinkOutcome =
  | "PasswordSet"
  | "EidLinked"
  | "InvalidLink"
  | "OtherBrowser"
  | "WrongPassword"
  | "NumberTaken";

/** "anna.lindqvist@example.se" → "a•••@example.se": enough to recognise one's own address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 1 ? "•••" : `${email.slice(0, 1)}•••${email.slice(at)}`;
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const newLinkToken = () => randomBytes(32).toString("base64url");

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService(deps: AccountServiceDeps) {
  const { db, clock, tokens, mailer, personRegister, throttle } = deps;
  const sessionMs = deps.sessionMinutes * 60_000;

  function message(site: SiteSettings, status: AuthStatus): string | undefined {
    if (status === "Ok" || status === "Pending") return undefined;
    return translate(site.language, `account.status.${status}`);
  }

  function answer(site: SiteSettings, status: AuthStatus, extra: Partial<LoginResponse> = {}): LoginResponse {
    return { status, message: message(site, status), ...extra };
  }

  async function findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
    return row;
  }

  async function findBySecurityNumber(securityNumber: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.securityNumber, securityNumber)).limit(1);
    return row;
  }

  async function associationsOf(userId: string): Promise<HousingAssociation[]> {
    return db
      .select({
        id: housingAssociations.id,
        name: housingAssociations.name,
        organisationNumber: housingAssociations.organisationNumber,
        activeFinancialManagement: housingAssociations.activeFinancialManagement,
      })
      .from(boardMemberships)
      .innerJoin(housingAssociations, eq(housingAssociations.id, boardMemberships.associationId))
      .where(eq(boardMemberships.userId, userId))
      .orderBy(housingAssociations.name);
  }

  async function issue(claims: Omit<SessionClaims, "exp">, expiresAt: Date): Promise<IssuedSession> {
    const token = await tokens.sign({ ...claims, exp: Math.floor(expiresAt.getTime() / 1000) });
    return { token, expiresAt };
  }

  async function startSession(
    user: UserRow,
    site: SiteSettings,
    method: LoginMethod,
    kind: LoginKind,
    associationId: number | null,
  ): Promise<IssuedSession> {
    const expiresAt = new Date(clock().getTime() + sessionMs);
    const session = onlyRow(
      await db
        .insert(userSessions)
        .values({ userId: user.id, method, kind, associationId, site: site.site, createdAt: clock(), expiresAt })
        .returning({ id: userSessions.id }),
    );
    return issue(
      { sub: user.id, sid: session.id, kind, bank_id: method !== "email", brf: associationId ?? undefined },
      expiresAt,
    );
  }

  /** Consent rule (spec 000 section 6): a user who is not VIP for the site and has not consented goes to the consent page. */
  async function needsConsent(userId: string, site: SiteSettings): Promise<boolean> {
    if (!site.urls.consent) return false;
    const vip = onlyRow(
      await db
        .select({ n: count() })
        .from(vipMemberships)
        .where(and(eq(vipMemberships.userId, userId), eq(vipMemberships.site, site.site))),
    );
    if (vip.n > 0) return false;
    const consent = onlyRow(
      await db
        .select({ n: count() })
        .from(userConsents)
        .where(and(eq(userConsents.userId, userId), eq(userConsents.site, site.site))),
    );
    return consent.n === 0;
  }

  /** Where a fresh login goes (spec 000 section 2): consent first when the rule asks, else My Pages (the browser prefers its referrer). */
  async function afterLoginPath(userId: string, site: SiteSettings): Promise<string | undefined> {
    if (await needsConsent(userId, site)) return site.urls.consent;
    return site.urls.myPages;
  }

  /** After register or upgrade: payments when a VIP membership has unpaid payments, else My Pages. */
  async function afterRegisterPath(userId: string, site: SiteSettings): Promise<string | undefined> {
    const unpaid = onlyRow(
      await db
        .select({ n: count() })
        .from(userPayments)
        .where(
          and(
            eq(userPayments.userId, userId),
            sql`${userPayments.status} in (${sql.join(
              UNPAID_STATUSES.map((status) => sql`${status}`),
              sql`, `,
            )})`,
          ),
        ),
    );
    if (unpaid.n > 0 && site.urls.myPayments) return site.urls.myPayments;
    if (await needsConsent(userId, site)) return site.urls.consent;
    return site.urls.myPages;
  }

  /**
   * The common end of every login (e-mail or e-ID): board-member kinds need an association,
   * case kinds need a proven identity number, everyone else is in.
   */
  async function completeLogin(
    user: UserRow,
    site: SiteSettings,
    method: LoginMethod,
    kind: LoginKind,
  ): Promise<LoginOutcome> {
    if (isBoardKind(kind)) {
      const brf = await associationsOf(user.id);
      if (brf.length === 0) return { response: answer(site, "NoBoardMember") };
      if (brf.length > 1) {
        // Logged in, but acting for no association until one is chosen.
        const session = await startSession(user, site, method, kind, null);
        return {
          response: answer(site, "ChooseBoardMember", { brf, expiresAt: session.expiresAt.toISOString() }),
          session,
        };
      }
      const only = onlyRow(brf);
      const session = await startSession(user, site, method, kind, only.id);
      return {
        response: answer(site, "Ok", {
          user: await userView(user.id, site, only.id),
          brf,
          expiresAt: session.expiresAt.toISOString(),
          redirectTo: site.urls.myPages,
        }),
        session,
      };
    }
    const session = await startSession(user, site, method, kind, null);
    const needsPid = (kind === "privateCase" || kind === "boardMemberCase") && !user.securityNumberVerified;
    return {
      response: answer(site, needsPid ? "MustActivatePid" : "Ok", {
        user: await userView(user.id, site, null),
        expiresAt: session.expiresAt.toISOString(),
        redirectTo: needsPid ? undefined : await afterLoginPath(user.id, site),
      }),
      session,
    };
  }

  /** Ends every live session of an account, but `keep` (the caller's own, where it goes on). */
  /** An account without a password proves itself by an e-ID login within REAUTH_MINUTES. */
  function needsReauthentication(auth: AuthContext): boolean {
    return auth.method === "email" || clock().getTime() - auth.startedAt.getTime() > REAUTH_MINUTES * 60_000;
  }

  async function endSessions(tx: Database, userId: string, keep?: string) {
    await tx
      .update(userSessions)
      .set({ revokedAt: clock() })
      .where(
        and(
          eq(userSessions.userId, userId),
          isNull(userSessions.revokedAt),
          keep ? sql`${userSessions.id} <> ${keep}` : undefined,
        ),
      );
  }

  /** Removes an identity number that was typed by hand (never proven) from whichever account holds it. */
  async function dropTypedNumber(tx: Database, securityNumber: string, exceptUserId?: string) {
    await tx
      .update(users)
      .set({ securityNumber: null, securityCountry: null, updatedAt: clock() })
      .where(
        and(
          eq(users.securityNumber, securityNumber),
          eq(users.securityNumberVerified, false),
          exceptUserId ? sql`${users.id} <> ${exceptUserId}` : undefined,
        ),
      );
  }

  async function isLoginDevice(userId: string, device: string): Promise<boolean> {
    const [row] = await db
      .select({ userId: loginDevices.userId })
      .from(loginDevices)
      .where(and(eq(loginDevices.userId, userId), eq(loginDevices.deviceHash, sha256(device))));
    return row !== undefined;
  }

  /** Remembers the browser of a successful password login; a new browser gets a new cookie value. */
  async function rememberLoginDevice(userId: string, known: string | undefined): Promise<string> {
    const device = known ?? newLinkToken();
    await db
      .insert(loginDevices)
      .values({ userId, deviceHash: sha256(device), lastLoginAt: clock() })
      .onConflictDoUpdate({ target: [loginDevices.userId, loginDevices.deviceHash], set: { lastLoginAt: clock() } });
    return device;
  }

  async function userView(userId: string, site: SiteSettings, associationId: number | null): Promise<User> {
    const row = onlyRow(await db.select().from(users).where(eq(users.id, userId)));
    const [memberships, consents, payments, bookings, brf, residenceLinks] = await Promise.all([
      db.select().from(vipMemberships).where(eq(vipMemberships.userId, userId)),
      db.select({ site: userConsents.site }).from(userConsents).where(eq(userConsents.userId, userId)),
      db.select().from(userPayments).where(eq(userPayments.userId, userId)),
      db
        .select({
          objectId: userBookings.objectId,
          site: userBookings.site,
          objectPageExists: sql<boolean>`exists (select 1 from residence_objects o where o.id = ${userBookings.objectId})`,
        })
        .from(userBookings)
        .where(eq(userBookings.userId, userId)),
      associationsOf(userId),
      // The favourites feature owns these (its index.server.ts says which of them).
      userResidenceLinks(db, userId, site.site),
    ]);
    const vipHere = memberships.find((membership) => membership.site === site.site);
    return {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phoneNumber: row.phoneNumber,
      securityNumber: row.securityNumber,
      address: row.address,
      postalCode: row.postalCode,
      city: row.city,
      countryId: row.countryId,
      birthDate: row.birthDate,
      newsletter: row.newsletter,
      site: site.site,
      vip: vipHere ? { siteId: site.siteId, campaignCode: vipHere.campaignCode } : null,
      vipMemberships: memberships.map((membership) => ({
        site: membership.site,
        campaignCode: membership.campaignCode,
      })),
      consents,
      payments: payments.map((payment) => ({
        site: payment.site,
        status: payment.status as PaymentStatus,
        payedWithCode: payment.payedWithCode,
      })),
      bookings: bookings.map((booking) => ({
        objectId: booking.objectId,
        siteId: SITES[booking.site as SiteCode]?.siteId ?? booking.site,
        objectPageExists: booking.objectPageExists,
      })),
      ...residenceLinks,
      // Purchases arrive with their feature.
      purchases: [],
      hasAccount: true,
      hasPassword: row.passwordHash !== null,
      firstSsnLogin: row.firstSsnLogin,
      pid: row.securityNumberVerified,
      brfAccount: brf.find((association) => association.id === associationId) ?? null,
      isBoardMember: brf.length > 0,
      isVip: vipHere !== undefined,
    };
  }

  /** The site of a request, or of its siteId when the body names one of the same host's sites. */
  function siteOf(requestSite: SiteSettings, siteId: string | undefined): SiteSettings {
    const named = siteId ? siteById(siteId) : undefined;
    // Only a site served at the request's host (the Swedish host also serves /en/): a body cannot
    // register an account for another country's site or its campaign codes.
    return named && sitesOfHost(requestSite).some((site) => site.site === named.site) ? named : requestSite;
  }

  async function checkCampaignCode(site: SiteSettings, code: string | undefined) {
    if (!code) return undefined;
    const [row] = await db
      .select()
      .from(vipCampaignCodes)
      .where(
        and(
          sql`upper(${vipCampaignCodes.code}) = upper(${code})`,
          eq(vipCampaignCodes.site, site.site),
          sql`${vipCampaignCodes.validUntil} >= ${clock().toISOString().slice(0, 10)}::date`,
        ),
      );
    return row ?? null;
  }

  async function joinVip(
    userId: string,
    site: SiteSettings,
    campaign: typeof vipCampaignCodes.$inferSelect,
    tx: Database = db,
  ) {
    await tx
      .insert(vipMemberships)
      .values({ userId, site: site.site, campaignCode: campaign.code })
      .onConflictDoNothing();
    if (campaign.fee > 0) {
      const [payment] = await tx
        .insert(userPayments)
        .values({ userId, site: site.site, status: "NotPaid", amount: campaign.fee })
        .returning({ id: userPayments.id });
      if (payment) await deps.notifications?.vipFeeDue({ id: payment.id, userId, site: site.site }, tx);
    }
  }

  /** An account message: it may use the recipient's reserve, so other mail cannot crowd it out (decision 013). */
  async function sendLink(
    user: UserRow,
    to: string,
    kind: "resetPassword" | "changeEmail" | "linkEid" | "useEid",
    url: string,
  ) {
    const site = SITES[user.homeSite as SiteCode] ?? SITES.sv;
    const vars = { name: user.firstName, url, siteName: site.siteName };
    await mailer.send({
      site: site.site,
      to,
      subject: translate(site.language, `account.mail.${kind}.subject`, vars),
      text: translate(site.language, `account.mail.${kind}.text`, vars),
      account: true,
    });
  }

  /**
   * The names the page shell shows, read with the session by authenticate (decision 024): a
   * logged-in page costs one query for its session and its summary. Kept by the AuthContext
   * object, so they live as long as the request that authenticated.
   */
  const shellNames = new WeakMap<
    AuthContext,
    { firstName: string; lastName: string; associationName: string | null }
  >();

  /** The caller of a token, when the token is valid and its session alive (checked on every request). */
  async function authenticate(token: string | undefined): Promise<AuthContext | undefined> {
    const claims = await tokens.verify(token);
    if (!claims) return undefined;
    // The live session, its user's name and the board member's association, in one query.
    const [row] = await db
      .select({
        session: userSessions,
        firstName: users.firstName,
        lastName: users.lastName,
        associationName: housingAssociations.name,
      })
      .from(userSessions)
      .innerJoin(users, eq(users.id, userSessions.userId))
      .leftJoin(housingAssociations, eq(housingAssociations.id, userSessions.associationId))
      .where(and(eq(userSessions.id, claims.sid), isNull(userSessions.revokedAt), gt(userSessions.expiresAt, clock())));
    if (!row || row.session.userId !== claims.sub) return undefined;
    const { session } = row;
    const auth: AuthContext = {
      userId: session.userId,
      sessionId: session.id,
      kind: session.kind as LoginKind,
      method: session.method as LoginMethod,
      associationId: session.associationId,
      expiresAt: new Date(claims.exp * 1000),
      startedAt: session.createdAt,
    };
    shellNames.set(auth, {
      firstName: row.firstName,
      lastName: row.lastName,
      associationName: row.associationName ?? null,
    });
    return auth;
  }

  /** Who is logged in, until when: the page shell's view of a session. */
  async function summaryOf(auth: AuthContext): Promise<SessionSummary> {
    const known = shellNames.get(auth);
    if (known) return { ...known, kind: auth.kind, expiresAt: auth.expiresAt.toISOString() };
    // An AuthContext that authenticate did not make (a test's, a job's): the names in one query.
    const row = onlyRow(
      await db
        .select({ firstName: users.firstName, lastName: users.lastName, associationName: housingAssociations.name })
        .from(users)
        .leftJoin(housingAssociations, auth.associationId ? eq(housingAssociations.id, auth.associationId) : sql`false`)
        .where(eq(users.id, auth.userId)),
    );
    return {
      firstName: row.firstName,
      lastName: row.lastName,
      kind: auth.kind,
      associationName: row.associationName ?? null,
      expiresAt: auth.expiresAt.toISOString(),
    };
  }

  return {
    userView,
    completeLogin,
    findBySecurityNumber,
    associationsOf,
    afterRegisterPath,

    /**
     * E-mail login. `device` is the browser's device cookie (a browser that logged in to this
     * account before); the answer's `device` is the cookie to set after a successful login.
     */
    async loginWithEmail(
      requestSite: SiteSettings,
      input: { email: string; password: string; siteId?: string; loginKind: LoginKind },
      /** The client's network (src/server/client-address.ts) and its device cookie. */
      client: { network: string; device?: string },
    ): Promise<LoginOutcome & { device?: string }> {
      const site = siteOf(requestSite, input.siteId);
      const email = input.email.toLowerCase();
      const user = await findByEmail(email);
      const trustedDevice = user && client.device ? await isLoginDevice(user.id, client.device) : false;
      const clientKey = trustedDevice ? `device:${sha256(client.device ?? "").slice(0, 32)}` : `ip:${client.network}`;
      const keys = {
        pair: throttleKey("login", "pair", email, clientKey),
        client: throttleKey("login", "ip", client.network),
        account: throttleKey("login", "account", email),
      };
      // Every attempt counts before the password is checked (a parallel burst cannot slip past the
      // limits); a successful login clears its pair's and its account's count below.
      const verdict = await throttle.take([
        ...LOGIN_THROTTLE.pair.map((rule) => ({ key: keys.pair, ...rule })),
        { key: keys.client, ...LOGIN_THROTTLE.client },
        { key: keys.account, ...LOGIN_THROTTLE.account, ...(trustedDevice ? { limit: Number.MAX_SAFE_INTEGER } : {}) },
      ]);
      // Refused also for the right password, so that guessing stops.
      if (!verdict.allowed) throw new ThrottledError(verdict.retryAfterSeconds, "account.errors.tooManyLogins");

      // Always verify (against a dummy hash when there is none): an unknown address takes as long as a wrong password.
      const valid = await verifyPassword(user?.passwordHash, input.password);
      if (user && !user.passwordHash) return { response: answer(site, "MustLoginWithBankId") };
      if (!user || !valid) return { response: answer(site, "InvalidEmailLoginInput") };
      // A good login counts for nothing, and ends the failures of its pair and its account.
      await throttle.forget(verdict.events);
      await throttle.clear([keys.pair, keys.account]);
      const device = await rememberLoginDevice(user.id, trustedDevice ? client.device : undefined);
      return { ...(await completeLogin(user, site, "email", input.loginKind)), device };
    },

    authenticate,

    summaryOf,

    /** A new token for a live session, unless the session is older than SESSION_MAX_HOURS. */
    async refresh(auth: AuthContext): Promise<IssuedSession | undefined> {
      const session = onlyRow(await db.select().from(userSessions).where(eq(userSessions.id, auth.sessionId)));
      const now = clock().getTime();
      const maxEnd = session.createdAt.getTime() + SESSION_MAX_HOURS * 3_600_000;
      if (now >= maxEnd) return undefined;
      const expiresAt = new Date(Math.min(now + sessionMs, maxEnd));
      await db.update(userSessions).set({ expiresAt }).where(eq(userSessions.id, auth.sessionId));
      return issue(
        {
          sub: auth.userId,
          sid: auth.sessionId,
          kind: auth.kind,
          bank_id: auth.method !== "email",
          brf: auth.associationId ?? undefined,
        },
        expiresAt,
      );
    },

    async logout(auth: AuthContext): Promise<void> {
      await db.update(userSessions).set({ revokedAt: clock() }).where(eq(userSessions.id, auth.sessionId));
    },

    /** A board member with several associations picks one (ChooseBoardMember). */
    async selectAssociation(
      auth: AuthContext,
      site: SiteSettings,
      associationId: number,
    ): Promise<LoginOutcome | undefined> {
      if (!isBoardKind(auth.kind)) return undefined;
      const brf = await associationsOf(auth.userId);
      if (!brf.some((association) => association.id === associationId)) return undefined;
      await db.update(userSessions).set({ associationId }).where(eq(userSessions.id, auth.sessionId));
      const session = await issue(
        {
          sub: auth.userId,
          sid: auth.sessionId,
          kind: auth.kind,
          bank_id: auth.method !== "email",
          brf: associationId,
        },
        auth.expiresAt,
      );
      return {
        response: answer(site, "Ok", {
          user: await userView(auth.userId, site, associationId),
          brf,
          expiresAt: auth.expiresAt.toISOString(),
          redirectTo: site.urls.myPages,
        }),
        session,
      };
    },

    /**
     * Registration with e-mail and password, or with a proven e-ID identity. A deceased person
     * (population register) cannot register; an address or identity number in use gives
     * UserAlreadyExists; an unknown campaign code InvalidCampaignCode.
     */
    async register(
      requestSite: SiteSettings,
      input: z.output<typeof RegisterRequestSchema>,
      identity: { personalNumber: string; givenName: string; surname: string; birthDate: string | null } | undefined,
      clientNetwork: string,
    ): Promise<LoginOutcome> {
      const site = siteOf(requestSite, input.siteId);
      // Every attempt counts, whatever its answer: the answers are what an enumeration wants.
      const clientKey = throttleKey("register", "ip", clientNetwork);
      const verdict = await throttle.take(REGISTER_THROTTLE.map((rule) => ({ key: clientKey, ...rule })));
      if (!verdict.allowed) throw new ThrottledError(verdict.retryAfterSeconds, "account.errors.tooManyRegistrations");
      const country = identityCountryOf(site.site);
      let securityNumber = identity?.personalNumber;
      let birthDate = identity?.birthDate ?? null;
      if (!identity && input.securityNumber) {
        const parsed = parseIdentityNumber(country, input.securityNumber, clock());
        if (!parsed.ok) {
          throw new FieldValidationError([
            {
              field: "securityNumber",
              messageKey: parsed.problem === "check" ? VALIDATION_MESSAGES.pnrCheck : VALIDATION_MESSAGES.pnrFormat,
            },
          ]);
        }
        securityNumber = parsed.normalized;
        birthDate = parsed.birthDate;
      }
      let deceased = false;
      try {
        deceased = securityNumber ? await personRegister.isDeceased(country, securityNumber) : false;
      } catch (error) {
        if (!(error instanceof PersonRegisterUnavailableError)) throw error;
        return {
          response: answer(site, "Error", { message: translate(site.language, "account.status.registerUnavailable") }),
        };
      }
      if (deceased) {
        return { response: answer(site, "Error", { message: translate(site.language, "account.status.deceased") }) };
      }
      if (await findByEmail(input.email)) {
        return { response: answer(site, "UserAlreadyExists") };
      }
      const holder = securityNumber ? await findBySecurityNumber(securityNumber) : undefined;
      // A number typed into another account proves nothing: a proven identity takes it over
      // (decision 011, "Identity numbers typed by hand"); a typed one cannot.
      if (holder && (holder.securityNumberVerified || !identity)) {
        return { response: answer(site, "UserAlreadyExists") };
      }
      const campaign = await checkCampaignCode(site, input.campaignCode);
      if (campaign === null || (campaign && !site.features.vip)) {
        return { response: answer(site, "InvalidCampaignCode") };
      }
      const passwordHash = input.password ? await hashPassword(input.password) : null;
      const user = await db.transaction(async (tx) => {
        if (identity && securityNumber) await dropTypedNumber(tx, securityNumber);
        const [created] = await tx
          .insert(users)
          .values({
            email: input.email,
            passwordHash,
            firstName: identity?.givenName ?? input.firstName,
            lastName: identity?.surname ?? input.lastName,
            phoneNumber: input.phoneNumber,
            securityNumber: securityNumber ?? null,
            securityCountry: securityNumber ? country : null,
            securityNumberVerified: identity !== undefined,
            firstSsnLogin: identity === undefined,
            address: input.address ?? null,
            postalCode: input.postalCode ?? null,
            city: input.city ?? null,
            countryId: country.toUpperCase(),
            birthDate,
            newsletter: input.newsletter,
            homeSite: site.site,
            createdAt: clock(),
            updatedAt: clock(),
          })
          .onConflictDoNothing()
          .returning();
        if (!created) return undefined;
        // Registering on a site is consenting to its terms (the form's terms box).
        await tx.insert(userConsents).values({ userId: created.id, site: site.site, consentedAt: clock() });
        if (campaign) await joinVip(created.id, site, campaign, tx);
        return created;
      });
      // Two registrations of one address at once: the unique index decides.
      if (!user) return { response: answer(site, "UserAlreadyExists") };
      const session = await startSession(user, site, identity ? "bankid" : "email", "private", null);
      return {
        response: answer(site, "Ok", {
          user: await userView(user.id, site, null),
          expiresAt: session.expiresAt.toISOString(),
          redirectTo: await afterRegisterPath(user.id, site),
        }),
        session,
      };
    },

    async updateProfile(auth: AuthContext, site: SiteSettings, input: z.output<typeof UpdateRequestSchema>) {
      await db
        .update(users)
        .set({
          firstName: input.firstName,
          lastName: input.lastName,
          phoneNumber: input.phoneNumber,
          address: input.address ?? null,
          postalCode: input.postalCode ?? null,
          city: input.city ?? null,
          newsletter: input.newsletter,
          updatedAt: clock(),
        })
        .where(eq(users.id, auth.userId));
      return userView(auth.userId, site, auth.associationId);
    },

    async joinVipWithCode(auth: AuthContext, site: SiteSettings, code: string): Promise<LoginResponse> {
      if (!site.features.vip) return answer(site, "InvalidCampaignCode");
      const campaign = await checkCampaignCode(site, code);
      if (!campaign) return answer(site, "InvalidCampaignCode");
      await joinVip(auth.userId, site, campaign);
      return answer(site, "Ok", {
        user: await userView(auth.userId, site, auth.associationId),
        redirectTo: await afterRegisterPath(auth.userId, site),
      });
    },

    async consent(auth: AuthContext, site: SiteSettings): Promise<void> {
      await db
        .insert(userConsents)
        .values({ userId: auth.userId, site: site.site, consentedAt: clock() })
        .onConflictDoNothing();
    },

    /** The newsletter switch of the settings page. */
    async setNewsletter(auth: AuthContext, newsletter: boolean): Promise<void> {
      await db.update(users).set({ newsletter, updatedAt: clock() }).where(eq(users.id, auth.userId));
    },

    /**
     * Withdraws the consent the user gave on another site (decision 033): that site asks again
     * at the next login there. The current site's own consent is withdrawn by deleting the account.
     */
    async withdrawConsent(auth: AuthContext, site: SiteSettings, consentSite: SiteCode): Promise<boolean> {
      if (consentSite === site.site) return false;
      await db
        .delete(userConsents)
        .where(and(eq(userConsents.userId, auth.userId), eq(userConsents.site, consentSite)));
      return true;
    },

    /**
     * Deletes the logged-in user's account (decision 033). The login is proven again first: the
     * current password, or for an account of e-ID logins only, an e-ID login within 15 minutes.
     * An account with a purchase, a signed document or a payment keeps an anonymised row (the
     * law keeps contracts and accounting records); every other account is deleted with all that
     * hangs on it. Either way every session ends and nothing can log in to it again.
     */
    async deleteAccount(
      auth: AuthContext,
      currentPassword: string | undefined,
    ): Promise<"Deleted" | "Anonymised" | "WrongPassword" | "Reauthenticate"> {
      const verdict = await throttle.take([
        { key: throttleKey("delete-account", "user", auth.userId), ...DELETE_ACCOUNT_THROTTLE },
      ]);
      if (!verdict.allowed) throw new ThrottledError(verdict.retryAfterSeconds);
      const user = onlyRow(await db.select().from(users).where(eq(users.id, auth.userId)));
      if (user.passwordHash) {
        if (!(await verifyPassword(user.passwordHash, currentPassword ?? ""))) return "WrongPassword";
      } else if (needsReauthentication(auth)) {
        return "Reauthenticate";
      }
      return db.transaction(async (tx) => {
        const userId = user.id;
        // Interests and showing bookings carry the name, address and phone typed in their forms.
        await tx.delete(interests).where(eq(interests.userId, userId));
        await tx.delete(showingBookings).where(eq(showingBookings.userId, userId));
        const [kept] = (
          (await tx.execute(sql`
            select
              exists (select 1 from user_bookings where user_id = ${userId} and purchase_id is not null)
              or exists (select 1 from document_signatures where user_id = ${userId})
              or exists (select 1 from user_payments where user_id = ${userId}) as keep`)) as unknown as {
            rows: { keep: boolean }[];
          }
        ).rows;
        if (!kept?.keep) {
          // Sessions, links, consents, memberships, favourites, searches and notifications cascade.
          await tx.delete(users).where(eq(users.id, userId));
          return "Deleted" as const;
        }
        await tx
          .update(users)
          .set({
            email: anonymisedEmail(userId),
            passwordHash: null,
            firstName: "",
            lastName: "",
            phoneNumber: null,
            securityNumber: null,
            securityCountry: null,
            securityNumberVerified: false,
            address: null,
            postalCode: null,
            city: null,
            countryId: null,
            birthDate: null,
            newsletter: false,
            updatedAt: clock(),
          })
          .where(eq(users.id, userId));
        // What the law does not ask to keep goes: the purchases, signatures and payments stay.
        await tx.delete(userSessions).where(eq(userSessions.userId, userId));
        await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
        await tx.delete(loginDevices).where(eq(loginDevices.userId, userId));
        await tx.delete(eidAttempts).where(eq(eidAttempts.userId, userId));
        await tx.delete(userConsents).where(eq(userConsents.userId, userId));
        await tx.delete(vipMemberships).where(eq(vipMemberships.userId, userId));
        await tx.delete(boardMemberships).where(eq(boardMemberships.userId, userId));
        await tx.delete(userFavourites).where(eq(userFavourites.userId, userId));
        await tx.delete(savedSearches).where(eq(savedSearches.userId, userId));
        await tx.delete(notifications).where(eq(notifications.userId, userId));
        await tx.delete(documentSignAttempts).where(eq(documentSignAttempts.userId, userId));
        await tx.delete(userBookings).where(and(eq(userBookings.userId, userId), isNull(userBookings.purchaseId)));
        return "Anonymised" as const;
      });
    },

    /**
     * Sends a single-use link to set a new password. The answer is the same whether or not the
     * address has an account, so the form reveals nothing.
     */
    async forgotPassword(site: SiteSettings, email: string, origin: string, clientNetwork: string): Promise<void> {
      // Limited per address and per client whether or not the address has an account (so the
      // limit reveals nothing): nobody floods an inbox with reset mail or uses up its daily share.
      const verdict = await throttle.take([
        ...FORGOT_PASSWORD_THROTTLE.address.map((rule) => ({ key: throttleKey("forgot", "to", email), ...rule })),
        { key: throttleKey("forgot", "client", clientNetwork), ...FORGOT_PASSWORD_THROTTLE.client },
      ]);
      if (!verdict.allowed) throw new ThrottledError(verdict.retryAfterSeconds, "account.errors.tooManyResetLinks");
      const user = await findByEmail(email);
      if (!user || !site.urls.setPassword) return;
      if (!user.passwordHash) {
        // An account of e-ID logins only: the mailbox alone must not give it a password login.
        // The message says how to log in instead; a password can be chosen after an e-ID login.
        await sendLink({ ...user, homeSite: site.site }, user.email, "useEid", `${origin}${site.urls.login ?? "/"}`);
        return;
      }
      const token = newLinkToken();
      await db.insert(accountTokens).values({
        userId: user.id,
        purpose: "resetPassword",
        tokenHash: sha256(token),
        createdAt: clock(),
        expiresAt: new Date(clock().getTime() + RESET_LINK_MINUTES * 60_000),
      });
      const url = `${origin}${site.urls.setPassword}?token=${token}`;
      await sendLink({ ...user, homeSite: site.site }, user.email, "resetPassword", url);
    },

    /**
     * Uses an e-mailed link of the set-password page. A reset link sets a new password. A linkEid
     * link (decision 011) connects the identity an e-ID proved to the account whose number was
     * typed by hand: only in the browser that did the e-ID login, and only with the password
     * confirmed or a new one chosen. Either way every session of the account ends.
     */
    async useAccountLink(
      token: string,
      choice: { password: string } | { currentPassword: string },
      binding: string | undefined,
    ): Promise<AccountLinkOutcome> {
      const passwordHash = "password" in choice ? await hashPassword(choice.password) : undefined;
      const result = await db.transaction(
        async (tx): Promise<AccountLinkOutcome | { outcome: AccountLinkOutcome; email: string }> => {
          const [link] = await tx
            .select()
            .from(accountTokens)
            .where(
              and(
                eq(accountTokens.tokenHash, sha256(token)),
                sql`${accountTokens.purpose} in ('resetPassword', 'linkEid')`,
                isNull(accountTokens.usedAt),
                gt(accountTokens.expiresAt, clock()),
              ),
            )
            .for("update");
          if (!link) return "InvalidLink";
          const user = onlyRow(await tx.select().from(users).where(eq(users.id, link.userId)));
          if (link.purpose === "resetPassword" && !passwordHash) return "InvalidLink";
          if (link.purpose === "linkEid") {
            if (!binding || !link.bindingHash || sha256(binding) !== link.bindingHash) return "OtherBrowser";
            if (
              !passwordHash &&
              !(await verifyPassword(user.passwordHash, (choice as { currentPassword: string }).currentPassword))
            ) {
              return "WrongPassword";
            }
          }
          // This link, and every other unused reset link of the account: one new password voids them all.
          await tx
            .update(accountTokens)
            .set({ usedAt: clock() })
            .where(
              or(
                eq(accountTokens.id, link.id),
                and(
                  eq(accountTokens.userId, user.id),
                  eq(accountTokens.purpose, "resetPassword"),
                  isNull(accountTokens.usedAt),
                ),
              ),
            );
          let outcome: AccountLinkOutcome = "PasswordSet";
          if (link.purpose === "linkEid" && link.securityNumber) {
            const holder = (await tx.select().from(users).where(eq(users.securityNumber, link.securityNumber)))[0];
            if (holder && holder.id !== user.id && holder.securityNumberVerified) return "NumberTaken";
            await dropTypedNumber(tx, link.securityNumber, user.id);
            await tx
              .update(users)
              .set({
                securityNumber: link.securityNumber,
                securityCountry: identityCountryOf(user.homeSite as SiteCode),
                securityNumberVerified: true,
                firstSsnLogin: false,
                updatedAt: clock(),
              })
              .where(eq(users.id, user.id));
            outcome = "EidLinked";
          }
          if (passwordHash) {
            await tx.update(users).set({ passwordHash, updatedAt: clock() }).where(eq(users.id, user.id));
          }
          await endSessions(tx, user.id);
          return { outcome, email: user.email };
        },
      );
      if (typeof result === "string") return result;
      // A customer who has just chosen a new password is not locked out by earlier guessing.
      // (After the transaction: PGlite has one connection, and the throttle does not use `tx`.)
      if (result.outcome === "PasswordSet") await throttle.clear([throttleKey("login", "account", result.email)]);
      return result.outcome;
    },

    /**
     * An e-ID login proved an identity number that an account holds only as typed by hand. The
     * account's e-mail must be proven before the e-ID opens it: a single-use link (60 minutes)
     * that works only in this browser (`bindingHash` of its e-ID cookie). Answers the address the
     * link went to, masked.
     */
    async sendEidLink(
      user: UserRow,
      site: SiteSettings,
      personalNumber: string,
      bindingHash: string,
      publicOrigin: string,
    ): Promise<string> {
      const token = newLinkToken();
      await db.insert(accountTokens).values({
        userId: user.id,
        purpose: "linkEid",
        tokenHash: sha256(token),
        securityNumber: personalNumber,
        bindingHash,
        createdAt: clock(),
        expiresAt: new Date(clock().getTime() + RESET_LINK_MINUTES * 60_000),
      });
      const url = `${publicOrigin}${site.urls.setPassword ?? "/"}?token=${token}&link=eid`;
      await sendLink({ ...user, homeSite: site.site }, user.email, "linkEid", url);
      return maskEmail(user.email);
    },

    /**
     * An e-ID proved the logged-in user's identity (update flow): a number another account only
     * typed is dropped from it, and every session of the account ends; the browser that proved it
     * gets a new session (the password was confirmed by its login).
     */
    async verifyIdentity(
      userId: string,
      site: SiteSettings,
      method: LoginMethod,
      identity: { personalNumber: string; birthDate: string | null },
    ): Promise<IssuedSession> {
      const user = onlyRow(await db.select().from(users).where(eq(users.id, userId)));
      await db.transaction(async (tx) => {
        await dropTypedNumber(tx, identity.personalNumber, userId);
        await tx
          .update(users)
          .set({
            securityNumber: identity.personalNumber,
            securityCountry: identityCountryOf(site.site),
            securityNumberVerified: true,
            firstSsnLogin: false,
            birthDate: identity.birthDate ?? user.birthDate,
            updatedAt: clock(),
          })
          .where(eq(users.id, userId));
        await endSessions(tx, userId);
      });
      return startSession(user, site, method, "private", null);
    },

    /**
     * Changes the password of the logged-in user; every other session of the account ends. An
     * account of e-ID logins only sets its first password without a current one, right after an
     * e-ID login (decision 011: an unattended session must not add a way in).
     */
    async updatePassword(
      auth: AuthContext,
      current: string,
      password: string,
    ): Promise<"Ok" | "WrongPassword" | "Reauthenticate"> {
      const user = onlyRow(await db.select().from(users).where(eq(users.id, auth.userId)));
      if (!user.passwordHash) {
        if (current !== "") return "WrongPassword";
        if (needsReauthentication(auth)) {
          return "Reauthenticate";
        }
      } else if (!(await verifyPassword(user.passwordHash, current))) {
        return "WrongPassword";
      }
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: clock() }).where(eq(users.id, auth.userId));
        await endSessions(tx, auth.userId, auth.sessionId);
      });
      return "Ok";
    },

    /** Sends a confirmation link to the new address; the address changes when the link is opened. */
    /**
     * Sends a confirmation link to a new address; the address changes when the link is opened.
     * The change needs the login proven again (decision 011): the current password, or for an
     * account of e-ID logins only, an e-ID login within the last 15 minutes. An unattended
     * session must not be enough to take the account over by moving its e-mail.
     */
    async triggerChangeEmail(
      auth: AuthContext,
      site: SiteSettings,
      input: { email: string; currentPassword?: string },
      origin: string,
    ): Promise<AuthStatus | "WrongPassword" | "Reauthenticate"> {
      const verdict = await throttle.take([
        { key: throttleKey("change-email", "user", auth.userId), ...CHANGE_EMAIL_THROTTLE },
      ]);
      if (!verdict.allowed) throw new ThrottledError(verdict.retryAfterSeconds);
      const user = onlyRow(await db.select().from(users).where(eq(users.id, auth.userId)));
      if (user.passwordHash) {
        if (!(await verifyPassword(user.passwordHash, input.currentPassword ?? ""))) return "WrongPassword";
      } else if (needsReauthentication(auth)) {
        return "Reauthenticate";
      }
      const existing = await findByEmail(input.email);
      if (existing) return existing.id === auth.userId ? "Ok" : "UserAlreadyExists";
      const token = newLinkToken();
      await db.insert(accountTokens).values({
        userId: user.id,
        purpose: "changeEmail",
        tokenHash: sha256(token),
        newEmail: input.email,
        createdAt: clock(),
        expiresAt: new Date(clock().getTime() + CHANGE_EMAIL_LINK_HOURS * 3_600_000),
      });
      const path = site.urls.changeEmail ?? "/";
      const url = `${origin}${path}?token=${token}`;
      await sendLink({ ...user, homeSite: site.site }, input.email, "changeEmail", url);
      return "Ok";
    },

    /**
     * Opens a change-e-mail link: the new address is the account's, every session ends (whoever
     * else was logged in), and the old address is told, so that its owner notices a takeover.
     */
    async changeEmail(token: string): Promise<"Ok" | "InvalidInput" | "UserAlreadyExists"> {
      const result = await db.transaction(async (tx) => {
        const [link] = await tx
          .update(accountTokens)
          .set({ usedAt: clock() })
          .where(
            and(
              eq(accountTokens.tokenHash, sha256(token)),
              eq(accountTokens.purpose, "changeEmail"),
              isNull(accountTokens.usedAt),
              gt(accountTokens.expiresAt, clock()),
            ),
          )
          .returning();
        if (!link?.newEmail) return "InvalidInput" as const;
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.email}) = lower(${link.newEmail}) and ${users.id} <> ${link.userId}`);
        if (taken) return "UserAlreadyExists" as const;
        const before = onlyRow(await tx.select().from(users).where(eq(users.id, link.userId)));
        await tx.update(users).set({ email: link.newEmail, updatedAt: clock() }).where(eq(users.id, link.userId));
        await endSessions(tx, link.userId);
        return { before, newEmail: link.newEmail };
      });
      if (typeof result === "string") return result;
      // After the transaction: PGlite has one connection, and the mailer does not use `tx`.
      const { before, newEmail } = result;
      const site = SITES[before.homeSite as SiteCode] ?? SITES.sv;
      const vars = { name: before.firstName, email: maskEmail(newEmail), siteName: site.siteName };
      await mailer.send({
        site: site.site,
        to: before.email,
        subject: translate(site.language, "account.mail.emailChanged.subject", vars),
        text: translate(site.language, "account.mail.emailChanged.text", vars),
        account: true,
      });
      return "Ok";
    },

    /**
     * Deletes what can no longer be used (a scheduled job): sessions ended or expired a day ago,
     * links expired a day ago, e-ID attempts older than a day (their names and identity numbers
     * with them), and browsers that have not logged in for a year.
     */
    async purgeExpired(): Promise<void> {
      const dayAgo = new Date(clock().getTime() - DAY_MS);
      const yearAgo = new Date(clock().getTime() - 365 * DAY_MS);
      await db.delete(userSessions).where(or(lt(userSessions.expiresAt, dayAgo), lt(userSessions.revokedAt, dayAgo)));
      await db.delete(accountTokens).where(lt(accountTokens.expiresAt, dayAgo));
      await db.delete(eidAttempts).where(lt(eidAttempts.createdAt, dayAgo));
      await db.delete(loginDevices).where(lt(loginDevices.lastLoginAt, yearAgo));
    },
  };
}
