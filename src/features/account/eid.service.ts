import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray } from "drizzle-orm";
import QRCode from "qrcode";
import { type Database, onlyRow } from "~/db/client";
import { eidAttempts, userBookings, users } from "~/db/schema";
import {
  type BankIdClient,
  BankIdError,
  bankIdAutoStartLink,
  bankIdQrData,
  type OidcEidClient,
  OidcEidError,
} from "~/features/eid/index.server";
import { translate } from "~/i18n/catalogs.server";
import { parseIdentityNumber } from "~/lib/identity-number";
import { SITES, type SiteCode, type SiteSettings } from "~/sites/sites";
import { type AccountService, type AuthContext, type LoginOutcome, maskEmail } from "./account.service";
import {
  type AuthFlow,
  type AuthStatus,
  type EidStartResponse,
  type EidStatusResponse,
  type IdType,
  idTypeOf,
  isBoardKind,
  type LoginKind,
  loginMethodOf,
} from "./schema";

/** What a poll needs of the request: the site's public origin for a link e-mailed from it. */
export interface PollContext {
  publicOrigin: string;
}

/** An e-ID attempt that has not been used within this time is void. */
export const EID_ATTEMPT_MINUTES = 10;

export interface EidProviders {
  bankId?: {
    client: BankIdClient;
    /** `bankid:///` for the real app; the simulator's app page outside production. */
    appUrl: string;
  };
  /** Norway's e-ident and Finland's identity service, one client per origin (its redirect URI). */
  oidc: Partial<Record<Exclude<IdType, "bank_id">, (redirectUri: string) => OidcEidClient>>;
}

export interface EidServiceDeps {
  db: Database;
  clock: () => Date;
  accounts: AccountService;
  providers: EidProviders;
}

/** Thrown for a start the site cannot serve (another country's e-ID, a provider not configured). */
export class EidUnavailableError extends Error {}

type Attempt = typeof eidAttempts.$inferSelect;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** A new secret for the HttpOnly cookie that binds e-ID attempts to the browser that started them. */
export function newBindingSecret(): string {
  return randomBytes(24).toString("base64url");
}

/** The return page's `type` for each flow (spec 000 section 2). */
export const RETURN_TYPES: Record<AuthFlow, string> = {
  login: "login",
  loginBoardMember: "login board member",
  register: "register",
  update: "update",
  booking: "booking",
};

/** BankID failures that are the user's own choice: Cancelled; every other failure is Error. */
const CANCEL_CODES = new Set(["userCancel", "cancelled", "access_denied"]);

export function callbackPath(idType: IdType): string {
  return `/api/account_service/eid/${idType}/callback`;
}

export type EidService = ReturnType<typeof createEidService>;

export function createEidService(deps: EidServiceDeps) {
  const { db, clock, accounts, providers } = deps;

  function answer(site: SiteSettings, status: AuthStatus, extra: Partial<EidStatusResponse> = {}): EidStatusResponse {
    const message =
      status === "Ok" || status === "Pending" ? undefined : translate(site.language, `account.status.${status}`);
    return { status, message, ...extra };
  }

  async function attemptOf(id: string, binding: string | undefined): Promise<Attempt | undefined> {
    if (!binding) return undefined;
    const since = new Date(clock().getTime() - EID_ATTEMPT_MINUTES * 60_000);
    const [attempt] = await db
      .select()
      .from(eidAttempts)
      .where(and(eq(eidAttempts.id, id), gt(eidAttempts.createdAt, since)));
    if (!attempt || attempt.bindingHash !== sha256(binding)) return undefined;
    return attempt;
  }

  async function setState(id: string, values: Partial<Attempt>) {
    await db
      .update(eidAttempts)
      .set({ ...values, updatedAt: clock() })
      .where(eq(eidAttempts.id, id));
  }

  /** Marks a complete attempt used, once: a second poll of the same login gets InvalidInput. */
  async function consume(attempt: Attempt): Promise<boolean> {
    const rows = await db
      .update(eidAttempts)
      .set({ state: "consumed", updatedAt: clock() })
      .where(and(eq(eidAttempts.id, attempt.id), inArray(eidAttempts.state, ["complete", "awaitingEmail"])))
      .returning({ id: eidAttempts.id });
    return rows.length === 1;
  }

  async function failedAttempt(values: typeof eidAttempts.$inferInsert, errorCode: string): Promise<string> {
    const attempt = onlyRow(
      await db
        .insert(eidAttempts)
        .values({ ...values, state: "failed", errorCode })
        .returning({ id: eidAttempts.id }),
    );
    return attempt.id;
  }

  async function qrSvgOf(attempt: Attempt): Promise<string | undefined> {
    if (!attempt.bankIdQrStartToken || !attempt.bankIdQrStartSecret) return undefined;
    const seconds = Math.max(0, Math.floor((clock().getTime() - attempt.createdAt.getTime()) / 1000));
    const data = bankIdQrData(attempt.bankIdQrStartToken, attempt.bankIdQrStartSecret, seconds);
    return QRCode.toString(data, { type: "svg", margin: 2, errorCorrectionLevel: "L" });
  }

  /** The outcome of a proven identity, by the attempt's flow. */
  async function finish(site: SiteSettings, attempt: Attempt, context: PollContext): Promise<LoginOutcome> {
    const personalNumber = attempt.personalNumber as string;
    const identity = {
      givenName: attempt.givenName ?? "",
      surname: attempt.surname ?? "",
      securityNumber: personalNumber,
    };
    const method = loginMethodOf(attempt.idType as IdType);
    switch (attempt.flow as AuthFlow) {
      case "login":
      case "loginBoardMember": {
        const user = await accounts.findBySecurityNumber(personalNumber);
        // No account yet: the same attempt may register one (the form is prefilled with the identity).
        if (!user) return { response: { ...answer(site, "SsnNotFound"), identity } as EidStatusResponse };
        if (!user.securityNumberVerified) {
          // The number was typed into an account by hand, maybe by someone else: the e-ID does
          // not open it until its e-mail is proven in this browser (decision 011). The attempt
          // may instead register a new account, which takes the number over.
          // Polls repeat: only the one that moves the attempt on sends the link.
          const [first] = await db
            .update(eidAttempts)
            .set({ state: "awaitingEmail", updatedAt: clock() })
            .where(and(eq(eidAttempts.id, attempt.id), eq(eidAttempts.state, "complete")))
            .returning({ id: eidAttempts.id });
          if (first) await accounts.sendEidLink(user, site, personalNumber, attempt.bindingHash, context.publicOrigin);
          const sentTo = maskEmail(user.email);
          return {
            response: {
              status: "MustVerifyEmail",
              message: translate(site.language, "account.status.MustVerifyEmail", { email: sentTo }),
              identity,
            } as EidStatusResponse,
          };
        }
        if (!(await consume(attempt))) return { response: answer(site, "InvalidInput") };
        await db.update(users).set({ firstSsnLogin: false, updatedAt: clock() }).where(eq(users.id, user.id));
        const kind = attempt.loginKind as LoginKind;
        const outcome = await accounts.completeLogin(
          user,
          site,
          method,
          attempt.flow === "loginBoardMember" && !isBoardKind(kind) ? "boardMember" : kind,
        );
        if (
          outcome.response.status === "Ok" &&
          attempt.returnPath &&
          outcome.response.redirectTo === site.urls.myPages
        ) {
          outcome.response.redirectTo = attempt.returnPath;
        }
        return outcome;
      }
      case "register":
      case "booking":
        // Used later by the registration (or the booking) that names this poolingId.
        return { response: { ...answer(site, "Ok"), identity } as EidStatusResponse };
      case "update": {
        if (!attempt.userId) return { response: answer(site, "InvalidInput") };
        const other = await accounts.findBySecurityNumber(personalNumber);
        // Another account that proved this number keeps it; one that only typed it loses it.
        if (other && other.id !== attempt.userId && other.securityNumberVerified) {
          return { response: answer(site, "UserAlreadyExists") };
        }
        const user = onlyRow(await db.select().from(users).where(eq(users.id, attempt.userId)));
        if (user.securityNumber && user.securityNumber !== personalNumber) {
          // Another person's e-ID would take over an account with homes under way.
          const bookings = await db
            .select({ objectId: userBookings.objectId, site: userBookings.site })
            .from(userBookings)
            .where(eq(userBookings.userId, user.id));
          if (bookings.length > 0) {
            return {
              response: answer(site, "HasOngoingBusiness", {
                data: {
                  bookings: bookings.map((b) => ({
                    objectId: b.objectId,
                    siteId: SITES[b.site as SiteCode]?.siteId ?? b.site,
                  })),
                },
              }),
            };
          }
        }
        if (!(await consume(attempt))) return { response: answer(site, "InvalidInput") };
        const session = await accounts.verifyIdentity(user.id, site, method, {
          personalNumber,
          birthDate: attempt.birthDate ?? null,
        });
        return {
          response: answer(site, "Ok", {
            user: await accounts.userView(user.id, site, null),
            expiresAt: session.expiresAt.toISOString(),
          }),
          session,
        };
      }
    }
  }

  return {
    /**
     * Starts an e-ID attempt of the site's own e-ID (BankID in Sweden, e-ident in Norway, the
     * identity service in Finland).
     */
    async start(
      site: SiteSettings,
      idType: IdType,
      input: { flow: AuthFlow; loginKind: LoginKind; returnUrl?: string },
      context: { origin: string; clientIp: string; binding: string; auth?: AuthContext },
    ): Promise<EidStartResponse> {
      if (!site.features.login || idTypeOf(site.site) !== idType) throw new EidUnavailableError(idType);
      if (input.flow === "update" && !context.auth) throw new EidUnavailableError("update needs a login");
      const base = {
        idType,
        flow: input.flow,
        loginKind: input.flow === "loginBoardMember" && !isBoardKind(input.loginKind) ? "boardMember" : input.loginKind,
        site: site.site,
        state: "pending",
        userId: input.flow === "update" ? context.auth?.userId : undefined,
        bindingHash: sha256(context.binding),
        returnPath: input.returnUrl,
        createdAt: clock(),
        updatedAt: clock(),
      };
      if (idType === "bank_id") {
        const bankId = providers.bankId;
        if (!bankId) throw new EidUnavailableError(idType);
        let order: Awaited<ReturnType<typeof bankId.client.auth>>;
        try {
          order = await bankId.client.auth({
            endUserIp: context.clientIp,
            userVisibleData: translate(site.language, "account.eid.bankIdVisibleText", { siteName: site.siteName }),
          });
        } catch (error) {
          if (!(error instanceof BankIdError)) throw error;
          // BankID refused the order (alreadyInProgress, maintenance, ...): the first poll tells why.
          return { poolingId: await failedAttempt(base, error.errorCode), idType };
        }
        const attempt = onlyRow(
          await db
            .insert(eidAttempts)
            .values({
              ...base,
              bankIdOrderRef: order.orderRef,
              bankIdAutoStartToken: order.autoStartToken,
              bankIdQrStartToken: order.qrStartToken,
              bankIdQrStartSecret: order.qrStartSecret,
            })
            .returning({ id: eidAttempts.id }),
        );
        return {
          poolingId: attempt.id,
          idType,
          autoStartUrl: bankIdAutoStartLink(bankId.appUrl, order.autoStartToken),
        };
      }
      const clientOf = providers.oidc[idType];
      if (!clientOf) throw new EidUnavailableError(idType);
      const client = clientOf(`${context.origin}${callbackPath(idType)}`);
      let authorization: Awaited<ReturnType<typeof client.startAuthorization>>;
      try {
        authorization = await client.startAuthorization({ uiLocales: site.language === "no" ? "nb" : site.language });
      } catch (error) {
        if (!(error instanceof OidcEidError)) throw error;
        // The identity provider cannot be reached: no redirect; the first poll answers Error.
        return { poolingId: await failedAttempt(base, "providerUnavailable"), idType };
      }
      const attempt = onlyRow(
        await db
          .insert(eidAttempts)
          .values({
            ...base,
            oidcState: authorization.state,
            oidcNonce: authorization.nonce,
            oidcCodeVerifier: authorization.codeVerifier,
          })
          .returning({ id: eidAttempts.id }),
      );
      return { poolingId: attempt.id, idType, redirectUrl: authorization.url };
    },

    /**
     * One poll (every second in the browser): Pending with the QR code of this second, or the
     * outcome. A BankID attempt asks BankID (collect); an OIDC attempt was settled by its callback.
     */
    async status(
      site: SiteSettings,
      idType: IdType,
      poolingId: string,
      binding: string | undefined,
      context: PollContext,
    ): Promise<LoginOutcome> {
      const attempt = await attemptOf(poolingId, binding);
      if (!attempt || attempt.site !== site.site || attempt.idType !== idType) {
        return { response: answer(site, "InvalidInput") };
      }
      if (attempt.state === "consumed") return { response: answer(site, "InvalidInput") };
      if (attempt.state === "cancelled") return { response: answer(site, "Cancelled") };
      if (attempt.state === "failed") return { response: failure(site, attempt.errorCode) };
      if (attempt.state === "complete" || attempt.state === "awaitingEmail") return finish(site, attempt, context);

      if (attempt.idType !== "bank_id" || !attempt.bankIdOrderRef) {
        return { response: answer(site, "Pending") };
      }
      const bankId = providers.bankId;
      if (!bankId) return { response: answer(site, "Error") };
      try {
        const collected = await bankId.client.collect(attempt.bankIdOrderRef);
        if (collected.status === "pending") {
          return {
            response: answer(site, "Pending", {
              hintCode: collected.hintCode,
              qrSvg: await qrSvgOf(attempt),
            }),
          };
        }
        if (collected.status === "failed") {
          const code = collected.hintCode ?? "unknown";
          await setState(attempt.id, { state: CANCEL_CODES.has(code) ? "cancelled" : "failed", errorCode: code });
          return { response: CANCEL_CODES.has(code) ? answer(site, "Cancelled") : failure(site, code) };
        }
        const user = collected.completionData?.user;
        if (!user) return { response: failure(site, "noCompletionData") };
        const completed = {
          ...attempt,
          state: "complete",
          personalNumber: user.personalNumber,
          givenName: user.givenName,
          surname: user.surname,
          birthDate: birthDateOf(user.personalNumber, clock()),
        };
        await setState(attempt.id, {
          state: "complete",
          personalNumber: completed.personalNumber,
          givenName: completed.givenName,
          surname: completed.surname,
          birthDate: completed.birthDate,
        });
        return finish(site, completed, context);
      } catch (error) {
        if (!(error instanceof BankIdError)) throw error;
        await setState(attempt.id, { state: "failed", errorCode: error.errorCode });
        return { response: failure(site, error.errorCode) };
      }
    },

    /** The user closed the dialog: BankID stops the order (best effort), the attempt is cancelled. */
    async cancel(site: SiteSettings, poolingId: string, binding: string | undefined): Promise<void> {
      const attempt = await attemptOf(poolingId, binding);
      if (!attempt || attempt.site !== site.site || attempt.state !== "pending") return;
      await setState(attempt.id, { state: "cancelled", errorCode: "cancelled" });
      if (attempt.bankIdOrderRef && providers.bankId) {
        await providers.bankId.client.cancel(attempt.bankIdOrderRef).catch(() => undefined);
      }
    },

    /**
     * The identity provider sends the browser back here. Settles the attempt and answers where
     * the browser goes: the e-ID return page with poolingId and type, plus an error hash
     * (spec 000 section 8) when the provider reported one.
     */
    async oidcCallback(
      site: SiteSettings,
      idType: Exclude<IdType, "bank_id">,
      callbackUrl: URL,
      origin: string,
      binding: string | undefined,
    ): Promise<string> {
      const state = callbackUrl.searchParams.get("state") ?? "";
      const returnPage = site.urls.eIdentReturn ?? "/";
      const [row] = state
        ? await db
            .select({ id: eidAttempts.id })
            .from(eidAttempts)
            .where(and(eq(eidAttempts.oidcState, state), eq(eidAttempts.idType, idType)))
        : [];
      const attempt = row ? await attemptOf(row.id, binding) : undefined;
      if (attempt?.state !== "pending" || !attempt.oidcCodeVerifier || !attempt.oidcNonce) {
        return `${returnPage}#loginfailed`;
      }
      const returnTo = `${returnPage}?poolingId=${attempt.id}&type=${encodeURIComponent(RETURN_TYPES[attempt.flow as AuthFlow])}`;
      const clientOf = providers.oidc[idType];
      try {
        if (!clientOf) throw new OidcEidError("failed", "not configured");
        const identity = await clientOf(`${origin}${callbackPath(idType)}`).completeAuthorization(callbackUrl, {
          codeVerifier: attempt.oidcCodeVerifier,
          state,
          nonce: attempt.oidcNonce,
        });
        await setState(attempt.id, {
          state: "complete",
          personalNumber: identity.personalNumber,
          givenName: identity.givenName,
          surname: identity.familyName,
          birthDate: identity.birthDate ?? null,
        });
        return returnTo;
      } catch (error) {
        if (!(error instanceof OidcEidError)) throw error;
        const cancelled = error.kind === "cancelled";
        await setState(attempt.id, {
          state: cancelled ? "cancelled" : "failed",
          errorCode: cancelled ? "cancel" : "loginfailed",
        });
        return `${returnTo}#${cancelled ? "cancel" : "loginfailed"}`;
      }
    },

    /** The identity of a completed register attempt of this browser, once. */
    async takeRegisterIdentity(site: SiteSettings, poolingId: string, binding: string | undefined) {
      const attempt = await attemptOf(poolingId, binding);
      // A login that found no account (SsnNotFound), or only one with the number typed by hand
      // (MustVerifyEmail), may register too.
      if (!attempt || attempt.site !== site.site) return undefined;
      if (attempt.state !== "complete" && attempt.state !== "awaitingEmail") return undefined;
      if (!(await consume(attempt))) return undefined;
      return {
        personalNumber: attempt.personalNumber as string,
        givenName: attempt.givenName ?? "",
        surname: attempt.surname ?? "",
        birthDate: attempt.birthDate,
      };
    },
  };

  function failure(site: SiteSettings, code: string | null): EidStatusResponse {
    const key = code && HINT_MESSAGES.has(code) ? `account.eid.hint.${code}` : "account.status.Error";
    return { status: "Error", message: translate(site.language, key), hintCode: code ?? undefined };
  }
}

/** BankID failures with their own message; others get the generic e-ID error. */
const HINT_MESSAGES = new Set(["expiredTransaction", "startFailed", "certificateErr", "alreadyInProgress"]);

/** Date of birth from the Swedish personnummer BankID returns. */
function birthDateOf(personalNumber: string, today: Date): string | null {
  const parsed = parseIdentityNumber("se", personalNumber, today);
  return parsed.ok ? parsed.birthDate : null;
}
