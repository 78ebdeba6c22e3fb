import type { FastifyRequest } from "fastify";
import type { FileStorage } from "~/server/files";
import { FieldValidationError } from "~/server/plugins/errors";
import { MAX_CASE_FILES } from "../schema";
import { type ReceivedFile, receiveUpload, removeStored } from "../uploads/receive-uploads";
import { AttachmentError } from "../uploads/upload-errors";

/** The files' field of a staff upload (as the reporter's creation names it). */
export const STAFF_FILES_FIELD = "Files";

/**
 * The files of a staff upload, through the case upload pipeline (bytes checked, streamed into
 * the storage, nothing left behind on a refusal): at most 5 a request, and nothing but files.
 * Staff are not held to the case's 5 files in all: a case may need more than its reporter sent
 * (decision 041).
 */
export async function receiveStaffFiles(request: FastifyRequest, files: FileStorage): Promise<ReceivedFile[]> {
  let upload: Awaited<ReturnType<typeof receiveUpload>>;
  try {
    upload = await receiveUpload(request, { files, fileField: STAFF_FILES_FIELD, maxFiles: MAX_CASE_FILES });
  } catch (error) {
    if (error instanceof AttachmentError) throw error.toFieldError(STAFF_FILES_FIELD);
    throw error;
  }
  const extra = Object.keys(upload.fields);
  if (extra.length > 0 || upload.files.length === 0) {
    await removeStored(
      files,
      upload.files.map((file) => file.storedId),
    );
    throw new FieldValidationError(
      extra.length > 0
        ? [{ field: extra[0]?.slice(0, 100) ?? "body", messageKey: "errors.invalidField" }]
        : [{ field: STAFF_FILES_FIELD, messageKey: "validation.required" }],
    );
  }
  return upload.files;
}
