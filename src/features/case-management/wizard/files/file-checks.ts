import {
  ATTACHMENT_ERRORS,
  CASE_FILE_TYPES,
  MAX_CASE_FILE_BYTES,
  MAX_CASE_FILES,
  MAX_CASE_TOTAL_BYTES,
} from "../../schema";

/**
 * The browser's checks of the files a reporter adds (spec 001 sections 5 and 9), with the
 * server's limits and its messages (ATTACHMENT_ERRORS), so that a file the server would refuse
 * is refused before a long upload. The server checks the bytes regardless: here only the name's
 * extension and the declared type are known, and both must be of an allowed type.
 */

export type AttachmentError = (typeof ATTACHMENT_ERRORS)[keyof typeof ATTACHMENT_ERRORS];

export interface RefusedFile {
  name: string;
  /** A translation key of caseValidation.files.*. */
  error: AttachmentError;
}

const ALLOWED = Object.values(CASE_FILE_TYPES);

/** An allowed type by both the name's extension and the declared type (an empty declared type is left to the server). */
export function isAllowedType(file: Pick<File, "name" | "type">): boolean {
  const name = file.name.toLowerCase();
  const byName = ALLOWED.find((type) => (type.extensions as readonly string[]).some((ext) => name.endsWith(ext)));
  if (!byName) return false;
  return file.type === "" || file.type === byName.contentType;
}

/**
 * Adds files to those already chosen, in order, refusing each one that breaks a rule: the
 * count (at most 5, less the case's existing files), the type, the size of one file, and the
 * total. Returns the files kept and the refusals, one per refused file.
 */
export function addFiles(
  current: readonly File[],
  added: readonly File[],
  options: { existingFiles?: number } = {},
): { files: File[]; refused: RefusedFile[] } {
  const files = [...current];
  const refused: RefusedFile[] = [];
  const maxFiles = MAX_CASE_FILES - (options.existingFiles ?? 0);
  let total = files.reduce((sum, file) => sum + file.size, 0);
  for (const file of added) {
    const error = refusalOf(file, files.length, maxFiles, total);
    if (error) {
      refused.push({ name: file.name, error });
      continue;
    }
    files.push(file);
    total += file.size;
  }
  return { files, refused };
}

function refusalOf(file: File, count: number, maxFiles: number, total: number): AttachmentError | null {
  if (count >= maxFiles) return ATTACHMENT_ERRORS.tooManyFiles;
  if (!isAllowedType(file)) return ATTACHMENT_ERRORS.typeNotAllowed;
  if (file.size === 0) return ATTACHMENT_ERRORS.emptyFile;
  if (file.size > MAX_CASE_FILE_BYTES) return ATTACHMENT_ERRORS.fileTooLarge;
  if (total + file.size > MAX_CASE_TOTAL_BYTES) return ATTACHMENT_ERRORS.totalTooLarge;
  return null;
}

/** A file's size for people: "512 kB", "3.4 MB" (in the site's locale). */
export function formatFileSize(bytes: number, locale: string): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(megabytes)} MB`;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} kB`;
}

/** Photos get a preview in the list. */
export function isPhoto(file: Pick<File, "type" | "name">): boolean {
  return file.type === "image/jpeg" || file.type === "image/png";
}
