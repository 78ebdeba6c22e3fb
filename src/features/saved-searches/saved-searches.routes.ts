import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "~/db/client";
import { escapeHtml } from "~/features/mail/index.server";
import { translate, translatorFor } from "~/i18n/catalogs.server";
import { ApiErrorSchema } from "~/lib/api-error";
import { authOf } from "~/server/plugins/auth";
import type { SiteSettings } from "~/sites/sites";
import { releaseHome } from "./release-home.server";
import type { SavedSearchAlerts } from "./saved-search-alerts.server";
import type { SavedSearchesService } from "./saved-searches.service";
import {
  CreateSavedSearchSchema,
  MAX_SAVED_SEARCHES,
  SavedSearchIdParams,
  SavedSearchListSchema,
  SavedSearchSchema,
  UnsubscribeQuerySchema,
  UpdateSavedSearchSchema,
} from "./schema";
import { savedSearchOfToken } from "./unsubscribe-token";

export interface SavedSearchesRoutesOptions {
  service: SavedSearchesService;
  alerts: SavedSearchAlerts;
  db: Database;
  secret: string;
  /** Turns a search's alerts off by its id (the unsubscribe link's). */
  disableAlerts: (id: string) => Promise<boolean>;
}

const tags = ["saved searches"];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
/** Customers only: a board member's session has no saved searches (spec 000 section 6). */
const customers = { loginKinds: ["private", "privateCase"] } as const;

function notFound(site: SiteSettings) {
  return { error: { code: "not_found", message: translate(site.language, "savedSearches.errors.notFound") } };
}

/** The small page the unsubscribe link opens: what happened, in the site's language. */
function unsubscribePage(site: SiteSettings, done: boolean): string {
  const t = translatorFor(site.language);
  const title = t(done ? "savedSearches.unsubscribe.doneTitle" : "savedSearches.unsubscribe.invalidTitle");
  const body = t(done ? "savedSearches.unsubscribe.doneBody" : "savedSearches.unsubscribe.invalidBody");
  const back = site.urls.mySavedSearches ?? site.urls.start ?? "/";
  return `<!doctype html><html lang="${escapeHtml(site.locale)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${escapeHtml(site.siteName)}</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}a{color:#0b5cad}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(back)}">${escapeHtml(t("savedSearches.unsubscribe.back"))}</a></p></main></body></html>`;
}

/** Thin routes of saved searches (issue 15); the rules are in the service. */
export const savedSearchesRoutes: FastifyPluginAsyncZod<SavedSearchesRoutesOptions> = async (app, options) => {
  const { service } = options;

  app.get(
    "/api/saved_searches",
    {
      config: { access: customers },
      schema: {
        tags,
        summary: "The user's saved searches on this site",
        response: { 200: SavedSearchListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { searches: await service.list(authOf(request).userId, request.site), max: MAX_SAVED_SEARCHES };
    },
  );

  app.post(
    "/api/saved_searches",
    {
      config: { access: customers },
      schema: {
        tags,
        summary: "Save a search",
        description: `A name (1–50 characters) and the search page's path and query on this site (at most 1,000 characters); stored in the search URL's canonical form, with alerts on. At most ${MAX_SAVED_SEARCHES} per user: beyond that 400 with the translated message.`,
        body: CreateSavedSearchSchema,
        response: { 201: SavedSearchSchema, ...errors },
      },
    },
    async (request, reply) => {
      const saved = await service.create(authOf(request).userId, request.site, request.body);
      return reply.status(201).send(saved);
    },
  );

  app.patch(
    "/api/saved_searches/:id",
    {
      config: { access: customers },
      schema: {
        tags,
        summary: "Rename a saved search, or turn its alerts on or off",
        params: SavedSearchIdParams,
        body: UpdateSavedSearchSchema,
        response: { 200: SavedSearchSchema, ...errors },
      },
    },
    async (request, reply) => {
      const saved = await service.update(authOf(request).userId, request.site, request.params.id, request.body);
      if (!saved) return reply.status(404).send(notFound(request.site));
      return saved;
    },
  );

  app.delete(
    "/api/saved_searches/:id",
    {
      config: { access: customers },
      schema: {
        tags,
        summary: "Delete a saved search",
        params: SavedSearchIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const removed = await service.remove(authOf(request).userId, request.site, request.params.id);
      if (!removed) return reply.status(404).send(notFound(request.site));
      return reply.status(204).send(null);
    },
  );

  // The alert e-mail's unsubscribe link: without login, by its signed token. GET is the link a
  // person clicks; POST is RFC 8058's one-click unsubscribe of mail clients (List-Unsubscribe-Post).
  const unsubscribe = async (token: string) => {
    const id = savedSearchOfToken(options.secret, token);
    return id !== undefined && (await options.disableAlerts(id));
  };
  app.get(
    "/api/saved_searches/unsubscribe",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Turn a saved search's alerts off (the alert e-mail's link)",
        description:
          "`token` from the alert e-mail. A browser (Accept: text/html) gets a small page in the site's language: 200 when the alerts are off (again: harmless), 404 for a token that is not valid; other clients get 204 or the JSON 404.",
        querystring: UnsubscribeQuerySchema,
        response: { 200: z.string().describe("text/html"), 204: z.null(), 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const done = await unsubscribe(request.query.token);
      reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");
      if (!(request.headers.accept ?? "").includes("text/html")) {
        return done ? reply.status(204).send(null) : reply.status(404).send(notFound(request.site));
      }
      return (
        reply
          .status(done ? 200 : 404)
          .type("text/html; charset=utf-8")
          // A page of text and one link: nothing else may load or run on it.
          .header(
            "content-security-policy",
            "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
          )
          .send(unsubscribePage(request.site, done))
      );
    },
  );

  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    // Mail clients post `List-Unsubscribe=One-Click` as a form; the token is in the query.
    oneClick.addContentTypeParser("application/x-www-form-urlencoded", (_request, _payload, done) =>
      done(null, undefined),
    );
    oneClick.post(
      "/api/saved_searches/unsubscribe",
      {
        config: { access: "public" },
        schema: {
          tags,
          summary: "One-click unsubscribe (RFC 8058)",
          description: "As the GET, for mail clients: 204, or 404 for a token that is not valid.",
          querystring: UnsubscribeQuerySchema,
          response: { 204: z.null(), 404: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        if (!(await unsubscribe(request.query.token))) return reply.status(404).send(notFound(request.site));
        return reply.status(204).send(null);
      },
    );
  });

  // --- developer tools: release a home, run the alerts now (never in preprod or prod) --------

  app.post(
    "/api/dev/residences/release",
    {
      config: { access: "developer" },
      schema: {
        tags: ["developer"],
        summary: "Release a home (put it up for sale), as the sales system would",
        description:
          "`home`: its id or its page's path; without it a home not yet available in a stage on sale. The change log's trigger and the alerts job do the rest.",
        body: z.object({ home: z.string().max(500).optional() }).default({}),
        response: {
          200: z.object({ id: z.number(), site: z.string(), url: z.string(), previousStatus: z.string() }),
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const released = await releaseHome(options.db, request.body.home);
      if (!released) {
        return reply.status(404).send({ error: { code: "not_found", message: "No such home to release." } });
      }
      return released;
    },
  );

  app.post(
    "/api/dev/saved_searches/run_alerts",
    {
      config: { access: "developer" },
      schema: {
        tags: ["developer"],
        summary: "Run the saved-search alerts job now (the hourly rule still applies)",
        response: { 200: z.object({ sent: z.number() }) },
      },
    },
    async () => options.alerts.run(),
  );
};
