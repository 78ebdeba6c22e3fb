import type { ReceivedFile } from "./receive-uploads";

/**
 * The cm_case_files rows of received files, by whoever added them (the reporter, staff): a photo
 * waits raw for the job that removes its metadata (state processing, never served); any other
 * type is ready at once.
 */
export function caseFileRowsOf(
  caseId: string,
  upload: readonly ReceivedFile[],
  addedBy: "reporter" | "staff",
  now: Date,
) {
  return upload.map((file) => {
    const photo = file.type === "jpeg" || file.type === "png";
    return {
      caseId,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
      state: photo ? "processing" : "ready",
      rawFileId: photo ? file.storedId : null,
      fileId: photo ? null : file.storedId,
      addedBy,
      createdAt: now,
    };
  });
}
