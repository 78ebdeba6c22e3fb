import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { z } from "zod";
import type { Database } from "~/db/client";
import { cmCaseFiles } from "~/db/schema";
import type { FileStorage } from "~/server/files";
import { defineJob, type JobDefinition } from "~/server/jobs";

/**
 * Photos lose their metadata (issue 17): a jpeg or png is stored raw (never served) and this job
 * writes a clean copy without EXIF, GPS or camera data (orientation applied to the pixels) and a
 * preview about 480 px wide, then marks the file ready and removes the raw bytes. Idempotent: a
 * job delivered twice finds the file ready (or gone) and does nothing.
 */

export const PREVIEW_WIDTH = 480;
/** About 100 megapixels: more than any phone camera, less than a decompression bomb. */
export const MAX_PHOTO_PIXELS = 100_000_000;
export const CASE_PHOTO_JOB = "case-management.clean-photo";

export const CasePhotoJobSchema = z.object({ caseFileId: z.uuid() });
export type CasePhotoJob = z.infer<typeof CasePhotoJobSchema>;

export interface PhotoJobDeps {
  db: Database;
  files: FileStorage;
}

export function casePhotoJob(deps: PhotoJobDeps): JobDefinition<CasePhotoJob> {
  return defineJob({
    name: CASE_PHOTO_JOB,
    schema: CasePhotoJobSchema,
    retry: { limit: 2, delaySeconds: 10, backoff: true },
    expireInSeconds: 120,
    handle: async ({ caseFileId }) => {
      await cleanCasePhoto(deps, caseFileId);
    },
  });
}

/** Cleans one photo; a file that cannot be decoded becomes failed (never served) and its raw bytes go. */
export async function cleanCasePhoto(deps: PhotoJobDeps, caseFileId: string): Promise<void> {
  const { db, files } = deps;
  const [file] = await db.select().from(cmCaseFiles).where(eq(cmCaseFiles.id, caseFileId));
  if (file?.state !== "processing" || !file.rawFileId) return;
  const raw = await files.open(file.rawFileId);
  if (!raw) {
    await db.update(cmCaseFiles).set({ state: "failed", rawFileId: null }).where(eq(cmCaseFiles.id, caseFileId));
    return;
  }
  const png = file.contentType === "image/png";
  // A photo is at most 20 MB, and libvips holds its input whole anyway: reading it into memory here
  // keeps every decoding error a rejected promise (a background job, never the visitor's request).
  // A failure to read the raw bytes is the storage's (retried); any failure of sharp is the file's.
  const input = await buffer(raw.stream);
  let cleanBytes: Buffer;
  let previewBytes: Buffer;
  try {
    // sharp writes no metadata unless asked (keepExif/withMetadata): rotate() applies the EXIF orientation first.
    // The pixel limit refuses decompression bombs (a small file of a huge, empty image).
    const decoded = () => sharp(input, { failOn: "error", limitInputPixels: MAX_PHOTO_PIXELS }).rotate();
    [cleanBytes, previewBytes] = await Promise.all([
      png ? decoded().png().toBuffer() : decoded().jpeg({ quality: 90, mozjpeg: true }).toBuffer(),
      decoded().resize({ width: PREVIEW_WIDTH, withoutEnlargement: true }).jpeg({ quality: 75 }).toBuffer(),
    ]);
  } catch {
    await db.update(cmCaseFiles).set({ state: "failed", rawFileId: null }).where(eq(cmCaseFiles.id, caseFileId));
    await files.remove(file.rawFileId);
    return;
  }
  const cleanFile = await files.put(Readable.from([cleanBytes]), {
    fileName: file.fileName,
    contentType: file.contentType,
  });
  const previewFile = await files.put(Readable.from([previewBytes]), {
    fileName: `preview-${file.fileName.replace(/\.[^.]+$/, "")}.jpg`,
    contentType: "image/jpeg",
  });
  const updated = await db
    .update(cmCaseFiles)
    .set({ state: "ready", fileId: cleanFile.id, previewFileId: previewFile.id, rawFileId: null })
    .where(and(eq(cmCaseFiles.id, caseFileId), eq(cmCaseFiles.state, "processing")))
    .returning({ id: cmCaseFiles.id });
  if (updated.length === 0) {
    // Removed (an edit) or done by another delivery meanwhile: what we wrote belongs to nobody.
    await files.remove(cleanFile.id);
    await files.remove(previewFile.id);
    return;
  }
  await files.remove(file.rawFileId);
}
