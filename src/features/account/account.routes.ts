import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { translate } from "~/i18n/catalogs.server";
import { ApiErrorSchema } from "~/lib/api-error";
import { clientNetworkOf } from "~/server/client-address";
import { authOf } from "~/server/plugins/auth";
import { FieldValidationError } from "~/server/plugins/errors";
import type { AccountService, IssuedSession } from "./account.service";
import { type EidService, EidUnavailableError } from "./eid.service";
import { eidBindingOf } from "./identity-verification.server";
import {
  AssociationParamsSchema,
  ConsentRequestSchema,
  DeleteAccountRequestSchema,
  EidStartRequestSchema,
  EidStartResponseSchema,
  EidStatusBodySchema,
  EidStatusResponseSchema,
  EmailLoginRequestSchema,
  ForgotPasswordRequestSchema,
  type IdType,
  IdTypeParamsSchema,
  LoginResponseSchema,
  NewsletterRequestSchema,
  OkResponseSchema,
  PoolingIdParamsSchema,
  RegisterRequestSchema,
  SessionResponseSchema,
  SessionStateSchema,
  SetPasswordRequestSchema,
  TokenParamsSchema,
  TriggerChangeEmailRequestSchema,
  UpdatePasswordRequestSchema,
  UpdateRequestSchema,
  UserSchema,
  VipMembershipRequestSchema,
  WithdrawConsentRequestSchema,
} from "./schema";
import { clearSessionCookies, writeSessionCookies } from "./session-cookie-writer";
import { EID_BINDING_COOKIE, LOGIN_DEVICE_COOKIE, LOGIN_DEVICE_PATH } from "./session-cookies";

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema };

export interface AccountRoutesOptions {
  accounts: AccountService;
  eid: EidService;
  secureCookies: boolean;
}

/**
 * The account routes of spec 000 section 7 "Account" and the user proxy calls. Tokens never
 * appear in answers: they travel in an HttpOnly cookie (decision 011).
 */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { accounts, eid, secureCookies } = options;

  // No login on the English sub-site and the contracting site (spec 000 section 6): no account API there either.
  app.addHook("onRequest", async (request, reply) => {
    if (request.site.features.login) return;
    return reply.status(404).send({
      error: { code: "not_found", message: translate(request.site.language, "account.errors.noLogin") },
    });
  });

  // Every answer here is about one person (a profile with its identity number, a login, an e-ID
  // poll): no cache, shared or the browser's, may keep it.
  app.addHook("onSend", async (request, reply, payload) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    logAccountEvent(request, reply.statusCode, payload);
    return payload;
  });

  /**
   * The security log of the account calls (ASVS 16.3): which call, its HTTP status and auth
   * status, and the account by id when known, for every login, registration, reset, change and
   * e-ID outcome. Never the address, the identity number or anything typed.
   */
  function logAccountEvent(request: FastifyRequest, httpStatus: number, payload: unknown) {
    let answer: { status?: unknown; user?: { id?: unknown } } = {};
    if (typeof payload === "string" && payload.length < 100_000 && payload.startsWith("{")) {
      try {
        answer = JSON.parse(payload);
      } catch {
        answer = {};
      }
    }
    const status = typeof answer.status === "string" ? answer.status : undefined;
    // A poll that is still pending, and the page shell's checks, are routine.
    if (status === "Pending" || (request.method === "GET" && httpStatus === 200 && status === undefined)) return;
    const event = {
      security: {
        call: `${request.method} ${request.routeOptions.url ?? "?"}`,
        httpStatus,
        status,
        userId: typeof answer.user?.id === "string" ? answer.user.id : undefined,
        site: request.site?.site,
        client: clientNetworkOf(request.ip),
      },
    };
    if (httpStatus >= 400 || (status !== undefined && status !== "Ok")) request.log.warn(event, "account call refused");
    else request.log.info(event, "account call");
  }

  /**
   * A new login in a browser that still holds a session: the old session ends on the server, not
   * only its cookie (ASVS 7.2.4), so a token copied from it earlier stops working.
   */
  async function startNewSession(request: FastifyRequest, reply: FastifyReply, session: IssuedSession) {
    const previous = await request.authContext();
    if (previous) await accounts.logout(previous);
    setSession(reply, session);
  }

  function setSession(reply: FastifyReply, session: IssuedSession) {
    writeSessionCookies(reply, session, secureCookies);
  }

  function clearSession(reply: FastifyReply) {
    clearSessionCookies(reply, secureCookies);
  }

  /** The secret binding e-ID attempts to this browser; made on the first start. */
  function bindingOf(request: FastifyRequest, reply: FastifyReply): string {
    return eidBindingOf(request, reply, secureCookies);
  }

  /** One poll of an e-ID attempt: its answer, and the session cookies when it logged in. */
  async function poll(request: FastifyRequest, reply: FastifyReply, idType: IdType, code: string) {
    const outcome = await eid.status(request.site, idType, code, request.cookies?.[EID_BINDING_COOKIE], {
      publicOrigin: request.publicOrigin,
    });
    if (outcome.session) await startNewSession(request, reply, outcome.session);
    return outcome.response;
  }

  const tags = ["account"];

  app.post(
    "/api/account_service/login/email",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Log in with e-mail and password",
        description:
          "Answers a login response (spec 000 §3). A wrong password and an unknown address both answer InvalidEmailLoginInput. Five failures for one address from one client within 15 minutes (20 a day), 30 from one client, or 20 for one address from browsers that never logged in to it answer 429 with Retry-After (decision 011). Board-member kinds answer ChooseBoardMember (with brf) or NoBoardMember; case kinds without a proven identity number MustActivatePid. The session token is set as an HttpOnly cookie.",
        body: EmailLoginRequestSchema,
        response: { 200: LoginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await accounts.loginWithEmail(request.site, request.body, {
        network: clientNetworkOf(request.ip),
        device: request.cookies?.[LOGIN_DEVICE_COOKIE],
      });
      if (outcome.session) await startNewSession(request, reply, outcome.session);
      if (outcome.device) {
        reply.setCookie(LOGIN_DEVICE_COOKIE, outcome.device, {
          path: LOGIN_DEVICE_PATH,
          httpOnly: true,
          sameSite: "strict",
          secure: secureCookies,
          maxAge: 365 * 24 * 60 * 60,
        });
      }
      return outcome.response;
    },
  );

  app.get(
    "/api/account_service/login/refresh_token",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "Refresh the session token",
        description:
          "With a valid token of a live session: a new token (60 minutes) in the HttpOnly cookie and its expiry in the answer. Sessions end 12 hours after login at the latest. Otherwise 401 and the cookies are cleared.",
        response: { 200: SessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const context = authOf(request);
      const session = await accounts.refresh(context);
      if (!session) {
        clearSession(reply);
        return reply.status(401).send({
          error: {
            code: "session_expired",
            message: translate(request.site.language, "account.errors.sessionExpired"),
          },
        });
      }
      setSession(reply, session);
      return { expiresAt: session.expiresAt.toISOString() };
    },
  );

  app.post(
    "/api/account_service/logout",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Log out",
        description: "Ends the session on the server (the token stops working at once) and clears the cookies.",
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const context = await request.authContext();
      if (context) await accounts.logout(context);
      clearSession(reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/account_service/user",
    {
      config: { access: "user" },
      schema: { tags, summary: "The logged-in user", response: { 200: UserSchema, ...errors } },
    },
    async (request) => {
      const context = authOf(request);
      return accounts.userView(context.userId, request.site, context.associationId);
    },
  );

  app.get(
    "/api/account_service/session",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Who is logged in, for the page shell",
        description:
          "The header's and the session watch's view of the session (names, login kind, expiry; never the token), " +
          "or null without a live session. Public pages are the same for every visitor (decision 030): " +
          "the browser asks this once per document after hydration. Answered private, no-store.",
        response: { 200: SessionStateSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await request.authContext();
      reply.header("cache-control", "private, no-store");
      return { session: auth ? await accounts.summaryOf(auth) : null };
    },
  );

  // --- e-ID: start, poll, cancel, OIDC callback -------------------------------------------

  const FLOW_PATHS = { login: "login", register: "register", update: "update" } as const;
  for (const [segment, pathFlow] of Object.entries(FLOW_PATHS)) {
    app.post(
      `/api/account_service/${segment}/:idType/start`,
      {
        config: { access: pathFlow === "update" ? "user" : "public" },
        schema: {
          tags,
          summary: `Start an e-ID ${segment}`,
          description:
            "BankID answers the poolingId to poll (and, for sameDevice, the app's autostart link); Norway's e-ident and Finland's identity service answer the provider page to send the browser to. Only the site's own e-ID is accepted (400 otherwise).",
          params: IdTypeParamsSchema,
          body: EidStartRequestSchema,
          response: { 200: EidStartResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const context = pathFlow === "update" ? authOf(request) : undefined;
        const { loginKind, returnUrl } = request.body;
        const flow =
          pathFlow === "login" && (loginKind === "boardMember" || loginKind === "boardMemberCase")
            ? "loginBoardMember"
            : pathFlow;
        try {
          return await eid.start(
            request.site,
            request.params.idType,
            { flow, loginKind, returnUrl },
            { origin: request.origin, clientIp: request.ip, binding: bindingOf(request, reply), auth: context },
          );
        } catch (error) {
          if (error instanceof EidUnavailableError) {
            throw new FieldValidationError([{ field: "idType", messageKey: "account.errors.eidUnavailable" }]);
          }
          throw error;
        }
      },
    );

    app.get(
      `/api/account_service/${segment}/:idType/status/:code`,
      {
        config: { access: "public" },
        schema: {
          tags,
          summary: `Poll an e-ID ${segment} (every second)`,
          description:
            "Pending (with the QR code of this second for BankID) until Ok, Cancelled, Error or another auth response value. Only the browser that started the attempt can poll it.",
          params: IdTypeParamsSchema.extend(PoolingIdParamsSchema.shape),
          response: { 200: EidStatusResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        return poll(request, reply, request.params.idType, request.params.code);
      },
    );
  }

  app.post(
    "/api/account_service/login/bank_id/status",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Poll a BankID login (body form)",
        body: EidStatusBodySchema,
        response: { 200: EidStatusResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      return poll(request, reply, "bank_id", request.body.code);
    },
  );

  // The spec's own path of the BankID poll (spec 000 §7). The general route above answers it as
  // well; this one names it in the API reference.
  app.get(
    "/api/account_service/login/bank_id/status/:code",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Poll a BankID login (every second)",
        description:
          "Pending (with the QR code of this second) until Ok, Cancelled, Error or another auth response value. Only the browser that started the attempt can poll it.",
        params: PoolingIdParamsSchema,
        response: { 200: EidStatusResponseSchema, ...errors },
      },
    },
    async (request, reply) => poll(request, reply, "bank_id", request.params.code),
  );

  app.get(
    "/api/account_service/login/:idType/status/board_member/:code",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Poll an e-ID board-member login",
        description: "As the login poll; answers ChooseBoardMember with the associations or NoBoardMember.",
        params: IdTypeParamsSchema.extend(PoolingIdParamsSchema.shape),
        response: { 200: EidStatusResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      return poll(request, reply, request.params.idType, request.params.code);
    },
  );

  app.get(
    "/api/account_service/login/bank_id/status/board_member/select/:id",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "Choose the housing association a board member logs in as",
        description: "Needs the session of a board-member login; the association must be one of the user's.",
        params: AssociationParamsSchema,
        response: { 200: LoginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const context = authOf(request);
      const outcome = await accounts.selectAssociation(context, request.site, request.params.id);
      if (!outcome) {
        throw new FieldValidationError([{ field: "id", messageKey: "account.errors.unknownAssociation" }]);
      }
      if (outcome.session) setSession(reply, outcome.session);
      return outcome.response;
    },
  );

  app.post(
    "/api/account_service/login/:idType/cancel/:code",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Cancel an e-ID attempt (the user closed the dialog)",
        params: IdTypeParamsSchema.extend(PoolingIdParamsSchema.shape),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await eid.cancel(request.site, request.params.code, request.cookies?.[EID_BINDING_COOKIE]);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/account_service/eid/:idType/callback",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Return from Norway's e-ident or Finland's identity service (OpenID Connect redirect URI)",
        description:
          "Exchanges the code (PKCE), then redirects to the e-ID return page with poolingId and type, and an error hash (cancel, loginfailed) when the provider reported one.",
        params: z.object({ idType: z.enum(["eident", "signicat"]) }),
        querystring: z.record(z.string(), z.string()),
      },
    },
    async (request, reply) => {
      const url = new URL(request.url, request.origin);
      const location = await eid.oidcCallback(
        request.site,
        request.params.idType,
        url,
        request.origin,
        request.cookies?.[EID_BINDING_COOKIE],
      );
      return reply.redirect(location, 303);
    },
  );

  // --- Register, update, VIP ----------------------------------------------------------------

  app.post(
    "/api/account_service/register",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Create an account",
        description:
          "With e-mail and password, or with poolingId of a completed e-ID attempt of this browser (its identity becomes the account's). Answers Ok and logs in, UserAlreadyExists, InvalidCampaignCode, InvalidInput (unknown or used poolingId) or Error (a deceased person). Field rules of spec 000 §5 answer 400 per field.",
        body: RegisterRequestSchema,
        response: { 200: LoginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { poolingId } = request.body;
      const identity = poolingId
        ? await eid.takeRegisterIdentity(request.site, poolingId, request.cookies?.[EID_BINDING_COOKIE])
        : undefined;
      if (poolingId && !identity) {
        return {
          status: "InvalidInput" as const,
          message: translate(request.site.language, "account.status.InvalidInput"),
        };
      }
      const outcome = await accounts.register(request.site, request.body, identity, clientNetworkOf(request.ip));
      if (outcome.session) await startNewSession(request, reply, outcome.session);
      return outcome.response;
    },
  );

  app.post(
    "/api/account_service/update",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "Update the profile of the logged-in user",
        body: UpdateRequestSchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => {
      const context = authOf(request);
      return accounts.updateProfile(context, request.site, request.body);
    },
  );

  app.post(
    "/api/account_service/update/vipmembership",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "Join the site's VIP club with a campaign code",
        description:
          "Answers Ok with the user and where to go next (payments when the membership has a fee to pay), or InvalidCampaignCode.",
        body: VipMembershipRequestSchema,
        response: { 200: LoginResponseSchema, ...errors },
      },
    },
    async (request) => {
      const context = authOf(request);
      return accounts.joinVipWithCode(context, request.site, request.body.campaignCode);
    },
  );

  app.post(
    "/api/account_service/consent",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "Record the user's consent for this site (the consent page)",
        body: ConsentRequestSchema,
        response: { 200: OkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const context = authOf(request);
      await accounts.consent(context, request.site);
      return { status: "Ok" as const };
    },
  );

  // --- Settings page: newsletter, consents of other sites, deleting the account (issue 15) ---

  app.post(
    "/api/account_service/newsletter",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "Subscribe to or unsubscribe from the newsletter (the settings page)",
        body: NewsletterRequestSchema,
        response: { 200: OkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const context = authOf(request);
      await accounts.setNewsletter(context, request.body.newsletter);
      const key = request.body.newsletter ? "myAccount.newsletter.subscribed" : "myAccount.newsletter.unsubscribed";
      return { status: "Ok" as const, message: translate(request.site.language, key) };
    },
  );

  app.post(
    "/api/account_service/consent/withdraw",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "Withdraw the consent given on another site",
        description:
          "That site asks for consent again at the next login there (decision 033). The current site's own consent cannot be withdrawn here (400 on site): deleting the account does that.",
        body: WithdrawConsentRequestSchema,
        response: { 200: OkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const context = authOf(request);
      const withdrawn = await accounts.withdrawConsent(context, request.site, request.body.site);
      if (!withdrawn) throw new FieldValidationError([{ field: "site", messageKey: "myAccount.consents.notHere" }]);
      return { status: "Ok" as const, message: translate(request.site.language, "myAccount.consents.withdrawn") };
    },
  );

  app.post(
    "/api/account_service/delete",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "Delete the logged-in user's account",
        description:
          "Needs confirm: true and the current password (400 on currentPassword when wrong); an account of e-ID logins only needs an e-ID login within 15 minutes, else MustLoginWithBankId. The account is deleted, or anonymised when a purchase, a signed document or a payment must be kept (decision 033). Every session ends and the cookies are cleared. Five attempts per account in 15 minutes.",
        body: DeleteAccountRequestSchema,
        response: { 200: OkResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const context = authOf(request);
      const outcome = await accounts.deleteAccount(context, request.body.currentPassword);
      if (outcome === "WrongPassword") {
        throw new FieldValidationError([{ field: "currentPassword", messageKey: "account.errors.wrongPassword" }]);
      }
      if (outcome === "Reauthenticate") {
        return {
          status: "MustLoginWithBankId" as const,
          message: translate(request.site.language, "myAccount.delete.reauthenticate"),
        };
      }
      clearSession(reply);
      return { status: "Ok" as const, message: translate(request.site.language, "myAccount.delete.done") };
    },
  );

  // --- User proxy calls: passwords and e-mail -------------------------------------------------

  app.post(
    "/api/forgotpassword",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Send a link to set a new password",
        description: "The same answer whether or not the address has an account. The link works once, for 60 minutes.",
        body: ForgotPasswordRequestSchema,
        response: { 200: OkResponseSchema, ...errors },
      },
    },
    async (request) => {
      await accounts.forgotPassword(
        request.site,
        request.body.email.toLowerCase(),
        request.publicOrigin,
        clientNetworkOf(request.ip),
      );
      return { status: "Ok" as const, message: translate(request.site.language, "account.forgot.sent") };
    },
  );

  app.post(
    "/api/setpassword",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Use an e-mailed set-password link: set a new password, or connect an e-ID (linkEid)",
        description:
          "Every session of the account ends. A reset link takes a new password. A link sent after an e-ID login matched an identity number that was only typed by hand (MustVerifyEmail) connects that e-ID to the account: only in the browser that did the e-ID login (else InvalidInput), with a new password or the current one (wrong: 400 on currentPassword); a number another account has proven meanwhile answers UserAlreadyExists. An unknown, used or expired token answers InvalidInput.",
        body: SetPasswordRequestSchema,
        response: { 200: OkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { token, password, currentPassword } = request.body;
      const outcome = await accounts.useAccountLink(
        token,
        password ? { password } : { currentPassword: currentPassword ?? "" },
        request.cookies?.[EID_BINDING_COOKIE],
      );
      const say = (key: string) => translate(request.site.language, key);
      switch (outcome) {
        case "PasswordSet":
          return { status: "Ok" as const, message: say("account.setPassword.done") };
        case "EidLinked":
          return { status: "Ok" as const, message: say("account.linkEid.done") };
        case "WrongPassword":
          throw new FieldValidationError([{ field: "currentPassword", messageKey: "account.errors.wrongPassword" }]);
        case "OtherBrowser":
          return { status: "InvalidInput" as const, message: say("account.linkEid.otherBrowser") };
        case "NumberTaken":
          return { status: "UserAlreadyExists" as const, message: say("account.status.UserAlreadyExists") };
        case "InvalidLink":
          return { status: "InvalidInput" as const, message: say("account.setPassword.invalidLink") };
      }
    },
  );

  app.post(
    "/api/updatepassword",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "Change the password of the logged-in user",
        description:
          "Every other session of the account ends. A wrong current password answers 400 on currentPassword. An account of e-ID logins only sets its first password with an empty currentPassword within 15 minutes of an e-ID login, else MustLoginWithBankId.",
        body: UpdatePasswordRequestSchema,
        response: { 200: OkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const context = authOf(request);
      const outcome = await accounts.updatePassword(context, request.body.currentPassword, request.body.password);
      if (outcome === "WrongPassword")
        throw new FieldValidationError([{ field: "currentPassword", messageKey: "account.errors.wrongPassword" }]);
      if (outcome === "Reauthenticate") {
        return {
          status: "MustLoginWithBankId" as const,
          message: translate(request.site.language, "myAccount.password.reauthenticate"),
        };
      }
      return { status: "Ok" as const, message: translate(request.site.language, "account.updatePassword.done") };
    },
  );

  app.post(
    "/api/triggerchangeemail",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "Send a confirmation link to a new e-mail address",
        description:
          "Needs the current password (400 on currentPassword when wrong); an account of e-ID logins only needs an e-ID login within 15 minutes, else MustLoginWithBankId. The address changes when the link is opened (24 hours, once); then every session ends and the old address is told. An address in use answers 400. Five requests per account a day.",
        body: TriggerChangeEmailRequestSchema,
        response: { 200: OkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const context = authOf(request);
      const status = await accounts.triggerChangeEmail(context, request.site, request.body, request.publicOrigin);
      if (status === "WrongPassword") {
        throw new FieldValidationError([{ field: "currentPassword", messageKey: "account.errors.wrongPassword" }]);
      }
      if (status === "Reauthenticate") {
        return {
          status: "MustLoginWithBankId" as const,
          message: translate(request.site.language, "account.errors.reauthenticateWithEid"),
        };
      }
      if (status === "UserAlreadyExists") {
        throw new FieldValidationError([{ field: "email", messageKey: "validation.emailInUse" }]);
      }
      return { status, message: translate(request.site.language, "account.changeEmail.sent") };
    },
  );

  app.get(
    "/api/changeemail/:token",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Confirm a new e-mail address (the link's token)",
        params: TokenParamsSchema,
        response: { 200: OkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const status = await accounts.changeEmail(request.params.token);
      const key =
        status === "Ok"
          ? "account.changeEmail.done"
          : status === "UserAlreadyExists"
            ? "validation.emailInUse"
            : "account.changeEmail.invalidLink";
      return { status, message: translate(request.site.language, key) };
    },
  );
};
