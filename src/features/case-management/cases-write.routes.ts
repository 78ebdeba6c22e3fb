import { finished } from "node:stream/promises";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { translate } from "~/i18n/catalogs.server";
import { ApiErrorSchema } from "~/lib/api-error";
import { clientNetworkOf } from "~/server/client-address";
import { sendDownload } from "~/server/files";
import { authOf } from "~/server/plugins/auth";
import { FieldValidationError } from "~/server/plugins/errors";
import { HOUR_MS, ThrottledError, throttleKey } from "~/server/throttle";
import { sitesOfHost } from "~/sites/resolve";
import { siteById } from "~/sites/sites";
import type { CaseManagementShared } from "./case-management.module";
import {
  CaseNotFoundError,
  CaseNotOpenError,
  type CaseOwner,
  CaseRefusedError,
  createCasesWriteService,
} from "./cases-write.service";
import {
  CaseFileParamsSchema,
  CaseFileQuerySchema,
  CaseIdParamsSchema,
  CloseCaseRequestSchema,
  CloseCaseResponseSchema,
  CreateCaseResponseSchema,
  EditCaseResponseSchema,
  MAX_CASE_FILES,
} from "./schema";
import { casePhotoJob } from "./uploads/photo-job";
import { MULTIPART_LIMITS, type ReceivedUpload, receiveUpload, removeStored } from "./uploads/receive-uploads";
import { AttachmentError } from "./uploads/upload-errors";

/** Reports without login a client network may send in an hour (no-management creation). */
export const NO_MANAGEMENT_REPORTS_PER_HOUR = 10;

const tags = ["case-management"];
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  413: ApiErrorSchema,
  429: ApiErrorSchema,
};
const RESIDENT = { loginKinds: ["private", "privateCase"] } as const;

/**
 * Creating cases with their files, closing and editing them, and file downloads (issue 17,
 * decision 039). Multipart is parsed here only (@fastify/multipart in this plugin's scope), and
 * every file streams through the checks of ./uploads into the file storage.
 */
export async function casesWriteRoutes(app: FastifyInstance, deps: CaseManagementShared): Promise<void> {
  // preservePath: busboy would cut "../../x.jpg" down to "x.jpg"; we refuse a name with path parts instead.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false, preservePath: true });
  await app.register(writeRoutes, deps);
}

const writeRoutes: FastifyPluginAsyncZod<CaseManagementShared> = async (app, deps) => {
  const service = createCasesWriteService({
    db: deps.database.db,
    files: deps.files,
    mailer: deps.mailer,
    jobs: deps.jobs,
    photoJob: casePhotoJob({ db: deps.database.db, files: deps.files }),
    clock: deps.clock,
    log: app.log,
  });

  // Every answer is one person's case or file: no cache may keep it.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
    return payload;
  });

  const message = (request: FastifyRequest, key: string) => translate(request.site.language, key);
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({ error: { code: "not_found", message: message(request, "caseMail.errors.notFound") } });

  /** The service's refusals as answers; anything else goes to the error handler. */
  async function answer<T>(request: FastifyRequest, reply: FastifyReply, run: () => Promise<T>) {
    try {
      const result = await run();
      return result === undefined ? notFound(request, reply) : result;
    } catch (error) {
      if (error instanceof CaseNotFoundError) return notFound(request, reply);
      if (error instanceof CaseNotOpenError) {
        return reply
          .status(409)
          .send({ error: { code: "case_closed", message: message(request, "caseMail.errors.notOpen") } });
      }
      if (error instanceof CaseRefusedError) {
        return reply.status(403).send({ error: { code: "forbidden", message: message(request, error.messageKey) } });
      }
      if (error instanceof AttachmentError) throw error.toFieldError(FILES_FIELD);
      throw error;
    }
  }

  /** Reads the upload, runs the call; a refused call removes what the upload stored. */
  async function withUpload<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    options: { fileField: string; maxFiles: number },
    run: (upload: ReceivedUpload) => Promise<T>,
  ): Promise<T> {
    let upload: ReceivedUpload;
    try {
      upload = await receiveUpload(request, { files: deps.files, ...options });
    } catch (error) {
      await discardRest(request, reply, error);
      if (error instanceof AttachmentError) throw error.toFieldError(options.fileField);
      throw error;
    }
    try {
      return await run(upload);
    } catch (error) {
      await removeStored(
        deps.files,
        upload.files.map((file) => file.storedId),
      );
      if (error instanceof AttachmentError) throw error.toFieldError(options.fileField);
      throw error;
    }
  }

  const multipartBody = { consumes: ["multipart/form-data"] };

  app.post(
    "/api/case_management/customer/create_case",
    {
      config: { access: RESIDENT },
      schema: {
        tags,
        summary:
          "A resident reports a fault (multipart: the case fields and repeated Files); needs a verified identity number",
        ...multipartBody,
        response: { 200: CreateCaseResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      return answer(request, reply, async () => {
        // Who may not report is told so before a byte of the upload is stored.
        await service.checkResident(auth.userId);
        return withUpload(request, reply, { fileField: FILES_FIELD, maxFiles: MAX_CASE_FILES }, (upload) =>
          service.createResidentCase({
            userId: auth.userId,
            site: request.site,
            raw: upload.fields,
            upload: upload.files,
          }),
        );
      });
    },
  );

  app.post(
    "/api/case_management/create_board_case/v2",
    {
      config: { access: "boardMember" },
      schema: {
        tags,
        summary:
          "A board member of an association with technical management reports a fault (multipart: fields and repeated Files)",
        ...multipartBody,
        response: { 200: CreateCaseResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const associationId = auth.associationId as number;
      return answer(request, reply, async () => {
        await service.checkBoard(associationId);
        return withUpload(request, reply, { fileField: FILES_FIELD, maxFiles: MAX_CASE_FILES }, (upload) =>
          service.createBoardCase({
            userId: auth.userId,
            associationId,
            site: request.site,
            raw: upload.fields,
            upload: upload.files,
          }),
        );
      });
    },
  );

  app.post(
    "/api/case_management/create_case_no_management",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "A board member without technical management reports a fault, with or without login (multipart; throttled per client network)",
        ...multipartBody,
        response: { 200: CreateCaseResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const verdict = await deps.throttle.take([
        {
          key: throttleKey("case-no-management", clientNetworkOf(request.ip)),
          limit: NO_MANAGEMENT_REPORTS_PER_HOUR,
          windowMs: HOUR_MS,
        },
      ]);
      if (!verdict.allowed) throw new ThrottledError(verdict.retryAfterSeconds);
      const auth = await request.authContext();
      const board =
        auth && (auth.kind === "boardMember" || auth.kind === "boardMemberCase") && auth.associationId !== null
          ? { userId: auth.userId, associationId: auth.associationId }
          : undefined;
      return answer(request, reply, () =>
        withUpload(request, reply, { fileField: FILES_FIELD, maxFiles: MAX_CASE_FILES }, (upload) =>
          service.createNoManagementCase({ board, site: request.site, raw: upload.fields, upload: upload.files }),
        ),
      );
    },
  );

  const closeSchema = (who: string) => ({
    tags,
    summary: `Close an open case of ${who}: cancelled by customer (the Norwegian variant in Norway)`,
    params: CaseIdParamsSchema,
    body: CloseCaseRequestSchema,
    response: { 200: CloseCaseResponseSchema, ...errors },
  });

  app.patch(
    "/api/case_management/customer/case/:id/close",
    { config: { access: RESIDENT }, schema: closeSchema("the reporter's") },
    async (request, reply) =>
      answer(request, reply, () => closeFor(request, { kind: "reporter", userId: authOf(request).userId })),
  );

  app.patch(
    "/api/case_management/case/:id/close",
    { config: { access: "boardMember" }, schema: closeSchema("the board's association") },
    async (request, reply) =>
      answer(request, reply, () => closeFor(request, { kind: "association", associationId: associationOf(request) })),
  );

  async function closeFor(request: FastifyRequest, owner: CaseOwner) {
    const { id } = request.params as z.infer<typeof CaseIdParamsSchema>;
    const { site } = request.body as z.infer<typeof CloseCaseRequestSchema>;
    const named = siteById(site);
    if (!named || !sitesOfHost(request.site).some((served) => served.site === named.site)) {
      throw new FieldValidationError([{ field: "site", messageKey: "validation.unknownSiteId" }]);
    }
    return service.closeCase(owner, id);
  }

  const editSchema = (who: string) => ({
    tags,
    summary: `Edit an open case of ${who} (multipart: site, description, alternative contact, RemoveFiles, NewFiles)`,
    params: CaseIdParamsSchema,
    ...multipartBody,
    response: { 200: EditCaseResponseSchema, ...errors },
  });

  async function editFor(request: FastifyRequest, reply: FastifyReply, owner: CaseOwner) {
    const { id } = request.params as z.infer<typeof CaseIdParamsSchema>;
    return answer(request, reply, async () => {
      // The case first: another's answers 404 before a byte of the upload is stored.
      const editable = await service.editableCase(owner, id);
      if (!editable) return undefined;
      return withUpload(request, reply, { fileField: NEW_FILES_FIELD, maxFiles: MAX_CASE_FILES }, (upload) =>
        service.editCase({ owner, id, site: request.site, raw: upload.fields, upload: upload.files }),
      );
    });
  }

  app.patch(
    "/api/case_management/customer/case/:id",
    { config: { access: RESIDENT }, schema: editSchema("the reporter's") },
    async (request, reply) => editFor(request, reply, { kind: "reporter", userId: authOf(request).userId }),
  );

  app.patch(
    "/api/case_management/case/:id",
    { config: { access: "boardMember" }, schema: editSchema("the board's association") },
    async (request, reply) => editFor(request, reply, { kind: "association", associationId: associationOf(request) }),
  );

  const fileSchema = (who: string) => ({
    tags,
    summary: `Download a file of ${who} (a ready file only; ?preview=1 for a photo's preview)`,
    params: CaseFileParamsSchema,
    querystring: CaseFileQuerySchema,
    response: { 200: z.any().describe("the file's bytes"), ...errors },
  });

  async function sendFile(request: FastifyRequest, reply: FastifyReply, owner: CaseOwner) {
    const { attachmentId, filename } = request.params as z.infer<typeof CaseFileParamsSchema>;
    const { preview } = request.query as z.infer<typeof CaseFileQuerySchema>;
    const file = await service.openFile(owner, attachmentId, filename, preview === "1");
    if (!file) return notFound(request, reply);
    return sendDownload(reply, { ...file, size: file.file.size });
  }

  app.get(
    "/api/case_management/customer/file/:attachmentId/:filename",
    { config: { access: RESIDENT }, schema: fileSchema("the reporter's case") },
    async (request, reply) => sendFile(request, reply, { kind: "reporter", userId: authOf(request).userId }),
  );

  app.get(
    "/api/case_management/file/:attachmentId/:filename",
    { config: { access: "boardMember" }, schema: fileSchema("a case of the board's association") },
    async (request, reply) => sendFile(request, reply, { kind: "association", associationId: associationOf(request) }),
  );

  app.get(
    "/api/case_management/file/:attachmentId/:filename/rounds",
    { config: { access: "boardMember" }, schema: fileSchema("a case named by a round of the board's association") },
    async (request, reply) => sendFile(request, reply, { kind: "rounds", associationId: associationOf(request) }),
  );
};

/**
 * After a refusal mid-body, the rest of a body within the limit is read and thrown away before
 * the answer: a browser still sending its upload reads the 413 or 400 then, where a connection
 * closed under it shows a network error instead. A body over the limit is not read on: the
 * connection ends with the answer.
 */
async function discardRest(request: FastifyRequest, reply: FastifyReply, error: unknown): Promise<void> {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return;
  if (error instanceof AttachmentError && error.key === "totalTooLarge") {
    reply.header("connection", "close");
    return;
  }
  raw.unpipe();
  raw.resume();
  await finished(raw).catch(() => undefined);
}

const FILES_FIELD = "Files";
const NEW_FILES_FIELD = "NewFiles";

/** The association a board session acts for (the "boardMember" access guarantees one). */
function associationOf(request: FastifyRequest): number {
  return authOf(request).associationId as number;
}
