import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiErrorSchema } from "~/lib/api-error";
import { clientNetworkOf } from "~/server/client-address";
import { FieldValidationError } from "~/server/plugins/errors";
import { MINUTE_MS, type Throttle, ThrottledError, throttleKey } from "~/server/throttle";
import { type ConsentService, userAgentClassOf } from "./consent.service";
import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_SECONDS,
  CONSENT_OPTION_KEY,
  CONSENT_POLICY_REVISION,
  COOKIE_SETTINGS_ANCHOR,
  type ConsentChoice,
  serializeConsent,
} from "./consent-cookie";
import {
  type ConsentChoiceRequest,
  ConsentChoiceRequestSchema,
  ConsentFormSchema,
  ExperimentParamsSchema,
} from "./schema";
import { SAVED_PARAM, savedParamOf } from "./schema-params";
import { ensureVisitorId, forgetVisitorId } from "./visitor-cookie.server";

/**
 * Choices per client network and minute: a person makes a few, an office behind one address a
 * few dozen; more is a script filling the log.
 */
const CHOICES_PER_MINUTE = 60;
/** A choice is a few dozen bytes; anything much larger is not one. */
const BODY_LIMIT_BYTES = 1024;

const FORM = "application/x-www-form-urlencoded";

/** Spec 001 section 4: closing the dialog declines everything optional, accept all accepts everything. */
function choiceProblem(code: number, choice: ConsentChoice): string | undefined {
  const values = [choice.marketing, choice.statistics, choice.thirdParty];
  if (code === 1 && values.some(Boolean)) return "consent.errors.closeAcceptsNothing";
  if (code === 2 && !values.every(Boolean)) return "consent.errors.acceptAllAcceptsAll";
  return undefined;
}

/**
 * The consent call (issue 16): `POST /api/experiments/{optionKey}/{optionCode}` logs a choice,
 * sets the anonymous visitor id when statistics are allowed and removes it when not. The same
 * call takes the cookies page's form without JavaScript: then it also writes the consent cookie
 * and answers with a redirect back to the page.
 */
export const consentRoutes: FastifyPluginAsyncZod<{
  consent: ConsentService;
  throttle: Throttle;
  secureCookies: boolean;
}> = async (app, { consent, throttle, secureCookies }) => {
  // The cookies page's form posts urlencoded; its fields are validated by ConsentFormSchema.
  app.addContentTypeParser(FORM, { parseAs: "string", bodyLimit: BODY_LIMIT_BYTES }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  async function handleChoice(
    request: FastifyRequest,
    reply: FastifyReply,
    code: number,
    choice: ConsentChoiceRequest,
  ): Promise<void> {
    const problem = choiceProblem(code, choice);
    if (problem) throw new FieldValidationError([{ field: "optionCode", messageKey: problem }]);
    const verdict = await throttle.take([
      {
        key: throttleKey("consent", "ip", clientNetworkOf(request.ip)),
        limit: CHOICES_PER_MINUTE,
        windowMs: MINUTE_MS,
      },
    ]);
    if (!verdict.allowed) throw new ThrottledError(verdict.retryAfterSeconds);
    let visitorKey: string;
    // A choice under another policy revision (a page older than the policy) is logged as made, but
    // its cookie counts as no consent (decision 035), so it gives no visitor id either.
    if (choice.statistics && choice.revision === CONSENT_POLICY_REVISION) {
      visitorKey = ensureVisitorId(request, reply, secureCookies);
    } else {
      forgetVisitorId(request, reply, secureCookies);
      visitorKey = randomUUID();
    }
    await consent.record({
      visitorKey,
      optionKey: CONSENT_OPTION_KEY,
      optionCode: code,
      marketing: choice.marketing,
      statistics: choice.statistics,
      thirdParty: choice.thirdParty,
      revision: choice.revision,
      site: request.site.site,
      userAgentClass: userAgentClassOf(request.headers["user-agent"]),
      source: choice.source,
    });
    reply.header("cache-control", "no-store");
  }

  app.post(
    "/api/experiments/:optionKey/:optionCode",
    {
      bodyLimit: BODY_LIMIT_BYTES,
      config: { access: "public" },
      schema: {
        tags: ["consent"],
        summary: "Log a cookie-consent choice (spec 001 §7)",
        description: [
          "optionKey is `cookie-consent` (any other answers 404); optionCode 1 = the dialog closed (everything optional declined), 2 = accept all, 3 = a manual choice.",
          "JSON body: the categories, the policy revision and where the choice was made; answers 204. With statistics it sets the anonymous visitor id cookie jmuid (6 months, HttpOnly) when missing; without, it removes it.",
          "The cookies page's form without JavaScript posts the same as application/x-www-form-urlencoded (switches as `on`, the revision): the answer also sets the consent cookie and redirects (303) back to the cookies page with `?saved=m0s1t0#cookie-settings`.",
          `At most ${CHOICES_PER_MINUTE} choices per client and minute (429); a body over ${BODY_LIMIT_BYTES} bytes answers 413. No IP address is stored.`,
        ].join(" "),
        params: ExperimentParamsSchema,
        body: z.union([ConsentChoiceRequestSchema, ConsentFormSchema]),
        response: { 204: z.null(), 303: z.null(), 400: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { optionKey, optionCode } = request.params;
      // There are no other experiments: the API's own 404.
      if (optionKey !== CONSENT_OPTION_KEY) return reply.callNotFound();
      const body = request.body;
      if ("source" in body) {
        await handleChoice(request, reply, optionCode, body);
        return reply.status(204).send(null);
      }
      // The form without JavaScript: "accept all" is its own button (optionCode 2).
      const all = optionCode === 2;
      const choice: ConsentChoiceRequest = {
        marketing: all || body.marketing === "on",
        statistics: all || body.statistics === "on",
        thirdParty: all || body.thirdParty === "on",
        revision: body.revision,
        source: "page",
      };
      await handleChoice(request, reply, optionCode, choice);
      reply.setCookie(CONSENT_COOKIE, serializeConsent({ ...choice, answered: true, revision: choice.revision }), {
        path: "/",
        maxAge: CONSENT_COOKIE_SECONDS,
        httpOnly: false,
        sameSite: "lax",
        secure: secureCookies,
      });
      const cookiesPage = request.site.urls.cookies ?? "/";
      return reply.redirect(`${cookiesPage}?${SAVED_PARAM}=${savedParamOf(choice)}#${COOKIE_SETTINGS_ANCHOR}`, 303);
    },
  );
};
