import { CASE_FILE_TYPES, type CaseFileType } from "../schema";

/**
 * What a case file is, by its first bytes (never by its name or declared type alone). Only the
 * six allowed types are recognised; anything else (executables, SVG, HTML, GIF, archives) is
 * unknown and refused. A zip is only a candidate: it is a docx when its entries, scanned while
 * the file streams (DocxScanner), include `[Content_Types].xml` and `word/`.
 */

/** The bytes the sniffer needs: the ftyp box's brand ends at byte 12. */
export const SNIFF_BYTES = 16;

export type SniffResult = CaseFileType | "zip" | undefined;

/** ISO base media brands of an MP4 (ftyp major brand). */
const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso4",
  "iso5",
  "iso6",
  "mp41",
  "mp42",
  "avc1",
  "M4V ",
  "M4VH",
  "M4VP",
  "dash",
  "mmp4",
  "MSNV",
  "f4v ",
]);
const QUICKTIME_BRANDS = new Set(["qt  "]);

export function sniffFileType(head: Buffer): SniffResult {
  // JPEG: SOI then a marker (APPn, DQT, SOF, DHT or a comment); a bare FF D8 FF is not enough.
  if (head.length >= 4 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    const marker = head[3] ?? 0;
    if (
      (marker >= 0xe0 && marker <= 0xef) ||
      marker === 0xdb ||
      marker === 0xc0 ||
      marker === 0xc4 ||
      marker === 0xfe
    ) {
      return "jpeg";
    }
    return undefined;
  }
  // PNG: the signature, then the IHDR chunk (length 13).
  if (
    head.length >= 16 &&
    head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) &&
    head.subarray(8, 16).equals(Buffer.from([0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]))
  ) {
    return "png";
  }
  // PDF: the header at byte 0 (readers accept it later in the file; we do not: polyglots).
  if (head.length >= 8 && /^%PDF-\d\.\d$/.test(head.subarray(0, 8).toString("latin1"))) return "pdf";
  // MP4 and QuickTime: a first box "ftyp" with its major brand.
  if (head.length >= 12 && head.subarray(4, 8).toString("latin1") === "ftyp") {
    const size = head.readUInt32BE(0);
    if (size < 8 || size > 4096) return undefined;
    const brand = head.subarray(8, 12).toString("latin1");
    if (QUICKTIME_BRANDS.has(brand)) return "quicktime";
    if (MP4_BRANDS.has(brand)) return "mp4";
    return undefined;
  }
  // A zip's local file header: a docx candidate.
  if (head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return "zip";
  return undefined;
}

/** The allowed type a file name's extension claims, if any. */
export function typeOfExtension(fileName: string): CaseFileType | undefined {
  const dot = fileName.lastIndexOf(".");
  if (dot <= 0) return undefined;
  const extension = fileName.slice(dot).toLowerCase();
  for (const [type, facts] of Object.entries(CASE_FILE_TYPES)) {
    if ((facts.extensions as readonly string[]).includes(extension)) return type as CaseFileType;
  }
  return undefined;
}

const MAX_FILE_NAME = 255;

/**
 * A file name we keep: no path parts (slashes, backslashes, "." or ".."), no control or
 * format characters, not blank, at most 255 characters.
 */
export function isAcceptableFileName(fileName: string): boolean {
  if (fileName.length === 0 || fileName.length > MAX_FILE_NAME) return false;
  if (fileName.trim() !== fileName || fileName.trim() === "") return false;
  if (/[/\\]/.test(fileName) || fileName === "." || fileName === ".." || fileName.startsWith("..")) return false;
  // C0, DEL, C1, and bidirectional or zero-width format characters (a name that reads backwards).
  if (/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/.test(fileName)) return false;
  if (fileName.includes(":")) return false;
  return true;
}

/**
 * Scans a zip's local file headers as the bytes pass (never holding the file): a docx has the
 * entries `[Content_Types].xml` and `word/…`. A header's name follows its 30 fixed bytes.
 */
export class DocxScanner {
  private tail = Buffer.alloc(0);
  private contentTypes = false;
  private word = false;

  push(chunk: Buffer): void {
    if (this.isDocx()) return;
    const data = this.tail.length > 0 ? Buffer.concat([this.tail, chunk]) : chunk;
    let at = data.indexOf(LOCAL_HEADER);
    let complete = data.length;
    while (at !== -1) {
      if (at + 30 > data.length) {
        complete = at;
        break;
      }
      const nameLength = data.readUInt16LE(at + 26);
      if (at + 30 + nameLength > data.length) {
        complete = at;
        break;
      }
      const name = data.subarray(at + 30, at + 30 + nameLength).toString("latin1");
      if (name === "[Content_Types].xml") this.contentTypes = true;
      if (name.startsWith("word/")) this.word = true;
      at = data.indexOf(LOCAL_HEADER, at + 4);
    }
    // Keep an unfinished header, or the last bytes (a signature may straddle two chunks).
    const keepFrom = Math.min(complete, Math.max(0, data.length - 3));
    this.tail = Buffer.from(data.subarray(keepFrom, Math.min(data.length, keepFrom + 30 + 0xffff)));
  }

  isDocx(): boolean {
    return this.contentTypes && this.word;
  }
}

const LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
