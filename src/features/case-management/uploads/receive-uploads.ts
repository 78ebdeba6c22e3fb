import { Readable } from "node:stream";
import type { FastifyRequest } from "fastify";
import type { FileStorage } from "~/server/files";
import { FieldValidationError } from "~/server/plugins/errors";
import {
  CASE_FILE_TYPES,
  type CaseFileType,
  MAX_CASE_FILE_BYTES,
  MAX_CASE_FILES,
  MAX_CASE_TOTAL_BYTES,
} from "../schema";
import { DocxScanner, isAcceptableFileName, SNIFF_BYTES, sniffFileType, typeOfExtension } from "./sniff";
import { AttachmentError } from "./upload-errors";

/**
 * The upload pipeline of a case (issue 17): a multipart request's fields and files, each file
 * streamed through its checks (bytes, name, size) into the file storage, never whole in memory.
 * Anything refused, or a request that breaks off, leaves nothing stored: what was already stored
 * is removed before the error goes on.
 */

/** Room for the multipart framing and the small fields beside the files' 100 MB. */
export const MULTIPART_OVERHEAD_BYTES = 256 * 1024;
/** The most a request body may be: beyond it, 413 before (or while) reading it. */
export const MAX_REQUEST_BYTES = MAX_CASE_TOTAL_BYTES + MULTIPART_OVERHEAD_BYTES;

/** Busboy's limits (@fastify/multipart options of the case routes). */
export const MULTIPART_LIMITS = {
  files: MAX_CASE_FILES,
  // One byte over, so the pipeline sees a file is too large (busboy would cut it silently).
  fileSize: MAX_CASE_FILE_BYTES + 1,
  fields: 40,
  fieldSize: 64 * 1024,
  fieldNameSize: 100,
  parts: 50,
  headerPairs: 50,
};

export interface ReceivedFile {
  storedId: string;
  fileName: string;
  type: CaseFileType;
  contentType: string;
  size: number;
}

export interface ReceivedUpload {
  /** A field sent once is a string; repeated, an array. */
  fields: Record<string, string | string[]>;
  files: ReceivedFile[];
}

/** A multipart body that is not one (cut off, malformed, a client gone): 400, never 500. */
export class BrokenUploadError extends FieldValidationError {
  constructor(readonly reason: string) {
    super([{ field: "body", messageKey: "errors.invalidRequest" }], "invalid_request", 400);
    this.name = "BrokenUploadError";
  }
}

/** 413 before reading a body whose declared length is over the limit. */
export function refuseDeclaredOversize(request: FastifyRequest): void {
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > MAX_REQUEST_BYTES) throw new AttachmentError("totalTooLarge");
}

export interface ReceiveOptions {
  files: FileStorage;
  /** The files' field: Files (creating) or NewFiles (editing). */
  fileField: string;
  /** Files this request may add (5, or fewer on an edit). */
  maxFiles: number;
}

/** Reads the request's parts; answers its fields and the stored files, or throws with nothing stored. */
export async function receiveUpload(request: FastifyRequest, options: ReceiveOptions): Promise<ReceivedUpload> {
  refuseDeclaredOversize(request);
  if (!request.isMultipart()) throw new BrokenUploadError("not multipart");
  const fields: Record<string, string | string[]> = {};
  const files: ReceivedFile[] = [];
  const parts = request.parts()[Symbol.asyncIterator]();

  // Counting while streaming: a body without a length (or with a false one) is cut off at the limit.
  let rawBytes = 0;
  let overflowed = false;
  const countRaw = (chunk: Buffer) => {
    rawBytes += chunk.length;
    if (rawBytes > MAX_REQUEST_BYTES && !overflowed) {
      overflowed = true;
      request.raw.emit("error", new AttachmentError("totalTooLarge"));
    }
  };
  request.raw.on("data", countRaw);
  let fileBytes = 0;

  try {
    for (;;) {
      let next: IteratorResult<Awaited<ReturnType<typeof parts.next>>["value"]>;
      try {
        next = await parts.next();
      } catch (error) {
        throw parserError(error);
      }
      if (next.done) break;
      const part = next.value;
      if (part.type === "field") {
        if (part.valueTruncated || part.fieldnameTruncated || typeof part.value !== "string") {
          throw new FieldValidationError([{ field: part.fieldname.slice(0, 100), messageKey: "errors.invalidField" }]);
        }
        const existing = fields[part.fieldname];
        fields[part.fieldname] =
          existing === undefined
            ? part.value
            : Array.isArray(existing)
              ? [...existing, part.value]
              : [existing, part.value];
        continue;
      }
      if (part.fieldname !== options.fileField) {
        part.file.resume();
        throw new FieldValidationError([{ field: part.fieldname.slice(0, 100), messageKey: "errors.invalidField" }]);
      }
      if (files.length >= options.maxFiles) {
        part.file.resume();
        throw new AttachmentError("tooManyFiles");
      }
      const fileName = part.filename ?? "";
      if (!isAcceptableFileName(fileName)) {
        part.file.resume();
        throw new AttachmentError("badFileName");
      }
      const claimed = typeOfExtension(fileName);
      if (!claimed) {
        part.file.resume();
        throw new AttachmentError("typeNotAllowed", fileName);
      }
      const contentType = CASE_FILE_TYPES[claimed].contentType;
      const checked = checkedBytes(part.file, fileName, claimed, (size) => {
        fileBytes += size;
        if (fileBytes > MAX_CASE_TOTAL_BYTES) throw new AttachmentError("totalTooLarge");
      });
      let stored: Awaited<ReturnType<FileStorage["put"]>>;
      try {
        stored = await options.files.put(Readable.from(checked), { fileName, contentType });
      } catch (error) {
        if (error instanceof AttachmentError || error instanceof FieldValidationError) throw error;
        if (isFromRequest(error)) throw parserError(error);
        throw error;
      }
      files.push({ storedId: stored.id, fileName, type: claimed, contentType, size: stored.size });
    }
    if (overflowed) throw new AttachmentError("totalTooLarge");
    return { fields, files };
  } catch (error) {
    await removeStored(
      options.files,
      files.map((file) => file.storedId),
    );
    throw overflowed && !(error instanceof AttachmentError) ? new AttachmentError("totalTooLarge") : error;
  } finally {
    request.raw.off("data", countRaw);
  }
}

/** Removes stored files (a refused or failed request); a missing one is no error. */
export async function removeStored(files: FileStorage, ids: string[]): Promise<void> {
  for (const id of ids) await files.remove(id);
}

const REQUEST_ERROR = Symbol("request error");

/** The bytes of one file as they pass: sniffed, sized, counted; a docx's entries scanned. */
async function* checkedBytes(
  source: AsyncIterable<Buffer>,
  fileName: string,
  claimed: CaseFileType,
  count: (size: number) => void,
): AsyncGenerator<Buffer> {
  let head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  let scanner: DocxScanner | undefined;
  const decide = (bytes: Buffer) => {
    const found = sniffFileType(bytes);
    const agrees = found === "zip" ? claimed === "docx" : found !== undefined && found === claimed;
    if (!agrees) throw new AttachmentError("typeNotAllowed", fileName);
    if (found === "zip") {
      scanner = new DocxScanner();
      scanner.push(bytes);
    }
  };
  const iterator = source[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Buffer>;
    try {
      next = await iterator.next();
    } catch (error) {
      if (error instanceof AttachmentError) throw error;
      throw markFromRequest(error);
    }
    if (next.done) break;
    const chunk = next.value;
    size += chunk.length;
    count(chunk.length);
    if (size > MAX_CASE_FILE_BYTES) throw new AttachmentError("fileTooLarge", fileName);
    if (headLength >= 0) {
      head.push(chunk);
      headLength += chunk.length;
      if (headLength < SNIFF_BYTES) continue;
      const bytes = Buffer.concat(head);
      head = [];
      headLength = -1;
      decide(bytes);
      yield bytes;
      continue;
    }
    scanner?.push(chunk);
    yield chunk;
  }
  if (size === 0) throw new AttachmentError("emptyFile", fileName);
  if (headLength >= 0) {
    const bytes = Buffer.concat(head);
    decide(bytes);
    yield bytes;
  }
  if (scanner && !scanner.isDocx()) throw new AttachmentError("typeNotAllowed", fileName);
}

function markFromRequest(error: unknown): unknown {
  if (error && typeof error === "object") (error as Record<symbol, boolean>)[REQUEST_ERROR] = true;
  return error;
}

function isFromRequest(error: unknown): boolean {
  return Boolean(error && typeof error === "object" && (error as Record<symbol, boolean>)[REQUEST_ERROR]);
}

/** An error of the multipart parser: too many files is ours to say; the rest is a broken body. */
function parserError(error: unknown): Error {
  if (error instanceof AttachmentError || error instanceof FieldValidationError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === "FST_FILES_LIMIT") return new AttachmentError("tooManyFiles");
  if (code === "FST_REQ_FILE_TOO_LARGE") return new AttachmentError("fileTooLarge");
  return new BrokenUploadError(code ?? (error instanceof Error ? error.message : "unknown"));
}
