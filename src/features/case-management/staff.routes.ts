import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { translate } from "~/i18n/catalogs.server";
import { ApiErrorSchema } from "~/lib/api-error";
import { clientNetworkOf } from "~/server/client-address";
import { sendDownload } from "~/server/files";
import { staffOf } from "~/server/plugins/auth";
import type { CaseManagementShared } from "./case-management.module";
import { CaseIdParamsSchema } from "./schema";
import {
  StaffCaseDetailSchema,
  StaffCaseListSchema,
  StaffCasesQuerySchema,
  StaffFileParamsSchema,
  StaffLoginRequestSchema,
  StaffMessageSchema,
  StaffRoundRequestSchema,
  StaffRoundResponseSchema,
  StaffSchema,
  StaffStatusChangeSchema,
} from "./staff/staff.schema";
import { createStaffService, type StaffService } from "./staff/staff.service";
import { receiveStaffFiles, STAFF_FILES_FIELD } from "./staff/staff-files";
import { staffPages } from "./staff/staff-pages";
import { clearStaffCookie, STAFF_COOKIE, type StaffSessions, writeStaffCookie } from "./staff/staff-sessions.server";
import { casePhotoJob } from "./uploads/photo-job";
import { MULTIPART_LIMITS, removeStored } from "./uploads/receive-uploads";

const tags = ["case management: staff"];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema };

/** The answer of every staff call: nothing of it may be cached or indexed. */
function noStore(app: FastifyInstance) {
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("cache-control", "no-store");
    reply.header("x-robots-tag", "noindex, nofollow");
    return payload;
  });
}

interface StaffPluginOptions {
  staff: StaffService;
  sessions: StaffSessions;
  secureCookies: boolean;
  files: CaseManagementShared["files"];
}

const staffApi: FastifyPluginAsyncZod<StaffPluginOptions> = async (app, { staff, sessions, secureCookies, files }) => {
  noStore(app);
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({
      error: { code: "not_found", message: translate(request.site.language, "caseHandling.errors.caseNotFound") },
    });

  app.post(
    "/api/staff/login",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Staff login (a role of its own, not a customer account): sets the staff cookie",
        body: StaffLoginRequestSchema,
        response: { 200: StaffSchema, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await sessions.login(request.body, clientNetworkOf(request.ip));
      if (!outcome.ok) {
        request.log.warn(
          { security: { call: "POST /api/staff/login", client: clientNetworkOf(request.ip) } },
          "staff login refused",
        );
        return reply.status(401).send({
          error: {
            code: "invalid_credentials",
            message: translate(request.site.language, "caseHandling.login.invalid"),
          },
        });
      }
      // A new login in a browser that still holds a staff session ends the old one.
      await sessions.logout(request.cookies?.[STAFF_COOKIE]);
      writeStaffCookie(reply, outcome.token, outcome.expiresAt, secureCookies);
      request.log.info(
        { security: { call: "POST /api/staff/login", staffUserId: outcome.staff.staffUserId } },
        "staff login",
      );
      return { name: outcome.staff.name, email: outcome.staff.email };
    },
  );

  app.post(
    "/api/staff/logout",
    {
      config: { access: "public" },
      schema: { tags, summary: "Ends the staff session and clears its cookie", response: { 204: z.null() } },
    },
    async (request, reply) => {
      await sessions.logout(request.cookies?.[STAFF_COOKIE]);
      clearStaffCookie(reply, secureCookies);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/staff/cases",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Cases with filters (status groups or codes, property, age, site, ticket number), paged and sorted",
        querystring: StaffCasesQuerySchema,
        response: { 200: StaffCaseListSchema, ...errors },
      },
    },
    async (request) => staff.listCases(request.query, request.site.language),
  );

  app.get(
    "/api/staff/cases/:id",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "A case with everything: reporter contact, addresses, files with staff download links, history",
        params: CaseIdParamsSchema,
        response: { 200: StaffCaseDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const found = await staff.getCase(request.params.id, request.site.language);
      return found ?? notFound(request, reply);
    },
  );

  app.patch(
    "/api/staff/cases/:id/status",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary:
          "Moves a case to a status of its country: a status event, an e-mail to the reporter, a Case notification for a resident",
        params: CaseIdParamsSchema,
        body: StaffStatusChangeSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await staff.changeStatus(staffOf(request), request.params.id, request.body))) {
        return notFound(request, reply);
      }
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/staff/cases/:id/messages",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "A message to the reporter: a message event and an e-mail",
        params: CaseIdParamsSchema,
        body: StaffMessageSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await staff.sendMessage(staffOf(request), request.params.id, request.body.message))) {
        return notFound(request, reply);
      }
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/staff/cases/:id/files",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: `Files staff add to a case (multipart: repeated ${STAFF_FILES_FIELD}, at most 5 a request, checked by their bytes as the reporter's are)`,
        consumes: ["multipart/form-data"],
        params: CaseIdParamsSchema,
        response: { 204: z.null(), 413: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const upload = await receiveStaffFiles(request, files);
      if (!(await staff.addFiles(staffOf(request), request.params.id, upload))) {
        await removeStored(
          files,
          upload.map((file) => file.storedId),
        );
        return notFound(request, reply);
      }
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/staff/cases/:id/files/:attachmentId",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Downloads a file of a case (its metadata removed; ?preview=1 for a photo's preview)",
        params: StaffFileParamsSchema,
        querystring: z.object({ preview: z.enum(["1"]).optional() }).strict(),
        response: { 200: z.any().describe("the file"), ...errors },
      },
    },
    async (request, reply) => {
      const file = await staff.openFile(request.params.id, request.params.attachmentId, request.query.preview === "1");
      if (!file) return notFound(request, reply);
      return sendDownload(reply, { ...file, size: file.file.size });
    },
  );

  app.post(
    "/api/staff/rounds",
    {
      config: { access: "staff" },
      schema: {
        tags,
        summary: "Plans a round (inspection) of an association's property with its control points",
        body: StaffRoundRequestSchema,
        response: { 201: StaffRoundResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await staff.planRound(staffOf(request), request.body);
      return reply.status(201).send({ id });
    },
  );
};

/** Case handling by staff (issue 17 part 6): the staff login, the staff API and the staff pages (decision 041). */
export async function staffRoutes(
  app: FastifyInstance,
  shared: CaseManagementShared & { staffSessions: StaffSessions },
) {
  const staff = createStaffService({
    db: shared.database.db,
    clock: shared.clock,
    mailer: shared.mailer,
    notifications: shared.notifications,
    files: shared.files,
    publicOrigins: shared.config.publicOrigins,
    jobs: shared.jobs,
    photoJob: casePhotoJob({ db: shared.database.db, files: shared.files }),
  });
  const options = {
    staff,
    sessions: shared.staffSessions,
    secureCookies: shared.config.flags.secureCookies,
    files: shared.files,
  };
  // Multipart only in these scopes, with the upload pipeline's limits (as the case routes have them).
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false, preservePath: true });
  await app.register(staffApi, options);
  await app.register(staffPages, options);
}
