import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { translate } from "~/i18n/catalogs.server";
import { ApiErrorSchema } from "~/lib/api-error";
import { authOf } from "~/server/plugins/auth";
import type { CaseManagementShared } from "./case-management.module";
import { createCasesReadService, type ErrandsOwner, errandsOwnerOf } from "./cases-read.service";
import {
  CaseDetailSchema,
  CaseIdParamsSchema,
  ErrandListItemSchema,
  ErrandsQuerySchema,
  HasCasesResponseSchema,
  RoundDetailSchema,
  RoundIdParamsSchema,
  RoundSchema,
} from "./schema";

const tags = ["case management"];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * The read calls of the errands (spec 001 section 7): the resident's own cases (customer/…), the
 * board member's association's cases and rounds, a case's detail, and has_cases. The service
 * names the owner in every query: another user's or association's record answers 404.
 */
export async function casesReadRoutes(fastify: FastifyInstance, deps: CaseManagementShared): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const cases = createCasesReadService({ db: deps.database.db });

  // Every answer is one person's or one association's: no cache may keep it.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({
      error: { code: "not_found", message: translate(request.site.language, "errands.errors.notFound") },
    });
  const reporter = (request: FastifyRequest): ErrandsOwner => ({ kind: "reporter", userId: authOf(request).userId });
  /** The board routes admit only a board session with its association chosen (access boardMember). */
  const association = (request: FastifyRequest): { kind: "association"; associationId: number } => {
    const owner = errandsOwnerOf(authOf(request));
    if (owner?.kind !== "association") throw new Error("a board route without the board member's association");
    return owner;
  };

  app.get(
    "/api/case_management/customer/get_cases",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary:
          "The logged-in user's own cases on this site: filter by status display groups and types, sort by creation date (default, newest first) or status rank",
        querystring: ErrandsQuerySchema,
        response: { 200: z.array(ErrandListItemSchema), ...errors },
      },
    },
    async (request) => cases.list(reporter(request), request.site, request.query),
  );

  app.get(
    "/api/case_management/customer/case/:id",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "One of the user's own cases with its files and history",
        params: CaseIdParamsSchema,
        response: { 200: CaseDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      (await cases.detail(reporter(request), request.site, request.params.id)) ?? notFound(request, reply),
  );

  app.get(
    "/api/case_management/cases",
    {
      config: { access: "boardMember" },
      schema: {
        tags,
        summary:
          "The cases of the board member's association: filter by status display groups and types, sort by creation date (default) or status rank",
        querystring: ErrandsQuerySchema,
        response: { 200: z.array(ErrandListItemSchema), ...errors },
      },
    },
    async (request) => cases.list(association(request), request.site, request.query),
  );

  app.get(
    "/api/case_management/case/:id",
    {
      config: { access: "boardMember" },
      schema: {
        tags,
        summary: "One of the association's cases with its files and history",
        params: CaseIdParamsSchema,
        response: { 200: CaseDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      (await cases.detail(association(request), request.site, request.params.id)) ?? notFound(request, reply),
  );

  app.get(
    "/api/case_management/has_cases",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "Whether the session has errands: its own cases on this site, or (a board session) its association's",
        response: { 200: HasCasesResponseSchema, ...errors },
      },
    },
    async (request) => ({ hasCases: await cases.hasCases(authOf(request), request.site) }),
  );

  app.get(
    "/api/case_management/rounds",
    {
      config: { access: "boardMember" },
      schema: {
        tags,
        summary: "The association's rounds (inspections) that have case control points",
        response: { 200: z.array(RoundSchema), ...errors },
      },
    },
    async (request) => cases.rounds(association(request).associationId),
  );

  app.get(
    "/api/case_management/rounds/:id",
    {
      config: { access: "boardMember" },
      schema: {
        tags,
        summary: "One of the association's rounds with its control points",
        params: RoundIdParamsSchema,
        response: { 200: RoundDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      (await cases.round(association(request).associationId, request.params.id)) ?? notFound(request, reply),
  );
}
