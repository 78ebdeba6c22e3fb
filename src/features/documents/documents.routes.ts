import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { translate } from "~/i18n/catalogs.server";
import { ApiErrorSchema } from "~/lib/api-error";
import { sendDownload } from "~/server/files";
import { authOf } from "~/server/plugins/auth";
import { DocumentActionError, type DocumentsService } from "./documents.service";
import {
  ApproveResponseSchema,
  DocumentIdParamsSchema,
  OidcCallbackParamsSchema,
  OidcSignParamsSchema,
  SignAttemptParamsSchema,
  SignStartBodySchema,
  SignStartResponseSchema,
  SignStatusResponseSchema,
} from "./schema";

const tags = ["documents"];
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  429: ApiErrorSchema,
};

/** The documents of a purchase's buyers (issue 15): download, approve and sign with BankID; and hasdocuments. */
export const documentsRoutes: FastifyPluginAsyncZod<{ documents: DocumentsService }> = async (app, options) => {
  const { documents } = options;

  // Every answer is one person's (their documents, their signing): no cache may keep it.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({
      error: { code: "not_found", message: translate(request.site.language, "documents.errors.notFound") },
    });
  const refused = (request: FastifyRequest, reply: FastifyReply, error: DocumentActionError) =>
    reply.status(error.code === "unavailable" ? 503 : 409).send({
      error: { code: error.code, message: translate(request.site.language, `documents.errors.${error.code}`) },
    });
  const refusals = { 409: ApiErrorSchema, 503: ApiErrorSchema };

  app.get(
    "/api/hasdocuments",
    {
      config: { access: "user" },
      schema: {
        tags: ["account"],
        summary: "Whether the logged-in user has documents on this site (a buyer of a purchase with documents)",
        response: { 200: z.boolean(), ...errors },
      },
    },
    async (request) => documents.hasDocuments(authOf(request).userId, request.site),
  );

  app.get(
    "/api/documents/:id/file",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "Download the PDF of one of the user's documents (a buyer of its purchase only)",
        params: DocumentIdParamsSchema,
        response: { 200: z.any().describe("application/pdf"), ...errors },
      },
    },
    async (request, reply) => {
      const file = await documents.openFile(authOf(request).userId, request.site, request.params.id);
      if (!file) return notFound(request, reply);
      return sendDownload(reply, { ...file, contentType: "application/pdf" });
    },
  );

  app.post(
    "/api/documents/:id/approve",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "Approve one of the user's approve-only documents",
        params: DocumentIdParamsSchema,
        response: { 200: ApproveResponseSchema, ...errors, ...refusals },
      },
    },
    async (request, reply) => {
      try {
        const approved = await documents.approve(authOf(request).userId, request.site, request.params.id);
        return approved ?? notFound(request, reply);
      } catch (error) {
        if (error instanceof DocumentActionError) return refused(request, reply, error);
        throw error;
      }
    },
  );

  app.post(
    "/api/documents/:id/sign/bank_id/start",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "Start signing one of the user's documents with BankID (the text shown is the text signed)",
        params: DocumentIdParamsSchema,
        response: { 200: SignStartResponseSchema, ...errors, ...refusals },
      },
    },
    async (request, reply) => {
      try {
        const started = await documents.startBankIdSign(authOf(request).userId, request.site, request.params.id, {
          clientIp: request.ip,
        });
        return started ?? notFound(request, reply);
      } catch (error) {
        if (error instanceof DocumentActionError) return refused(request, reply, error);
        throw error;
      }
    },
  );

  app.post(
    "/api/documents/:id/sign/:idType/start",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary:
          "Start signing one of the user's documents with Norway's or Finland's e-ID: a fresh identification bound to the document (decision 032)",
        params: OidcSignParamsSchema,
        body: SignStartBodySchema,
        response: { 200: SignStartResponseSchema, ...errors, ...refusals },
      },
    },
    async (request, reply) => {
      try {
        const started = await documents.startOidcSign(authOf(request).userId, request.site, request.params.id, {
          origin: request.origin,
          returnPath: request.body?.returnPath,
        });
        return started ?? notFound(request, reply);
      } catch (error) {
        if (error instanceof DocumentActionError) return refused(request, reply, error);
        throw error;
      }
    },
  );

  app.get(
    "/api/documents/sign/:idType/callback",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "Where Norway's and Finland's identity providers return after a signing; redirects to the receipt",
        params: OidcCallbackParamsSchema,
        response: { 303: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const callbackUrl = new URL(request.url, request.origin);
      const to = await documents.completeOidcSign(
        authOf(request).userId,
        request.site,
        request.params.idType,
        callbackUrl,
        request.origin,
      );
      return reply.redirect(to, 303);
    },
  );

  app.get(
    "/api/documents/sign/bank_id/status/:attemptId",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "Poll a BankID signing of the user's (every second): Pending with the QR code, or the outcome",
        params: SignAttemptParamsSchema,
        response: { 200: SignStatusResponseSchema, ...errors },
      },
    },
    async (request) => documents.pollBankIdSign(authOf(request).userId, request.site, request.params.attemptId),
  );

  app.post(
    "/api/documents/sign/bank_id/cancel/:attemptId",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "Cancel a BankID signing of the user's",
        params: SignAttemptParamsSchema,
        response: { 200: z.null(), ...errors },
      },
    },
    async (request) => {
      await documents.cancelSign(authOf(request).userId, request.params.attemptId);
      return null;
    },
  );
};
