import { randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/**
 * Test files and multipart bodies for the case upload tests, built in code: photos with EXIF
 * GPS (sharp), minimal PDFs, MP4 and QuickTime headers, docx-shaped zips, and the bad ones.
 */

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer; contentType?: string };

export function multipartBody(parts: Part[], boundary = `----nordhem${randomBytes(8).toString("hex")}`) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ("value" in part) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType ?? "application/octet-stream"}\r\n\r\n`,
        ),
        part.content,
        Buffer.from("\r\n"),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** Fields of a form as multipart parts (undefined values left out). */
export function fieldParts(fields: Record<string, string | number | boolean | undefined>): Part[] {
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ({ name, value: String(value) }));
}

/** A small jpeg with camera make and GPS position in its EXIF. */
export async function jpegWithGps(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#c33" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "Provkamera", Model: "X1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "59/1 19/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "18/1 4/1 0/1" },
    })
    .toBuffer();
}

export async function pngImage(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 32, channels: 4, background: "#3c3" } })
    .png()
    .toBuffer();
}

/** A jpeg of about `bytes` (noise does not compress), for size and speed tests. */
export async function noisyJpeg(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 1.5));
  const noise = randomBytes(side * side * 3);
  return sharp(noise, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
}

/** Whether EXIF bytes hold a GPS IFD pointer (tag 0x8825) in either byte order. */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25, 0x00, 0x04])) || exif.includes(Buffer.from([0x25, 0x88, 0x04, 0x00]));
}

export function pdfDocument(): Buffer {
  return Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
}

/** An ftyp box with the brand, then a little media data. */
export function isoMedia(brand: string, size = 2048): Buffer {
  const ftyp = Buffer.alloc(20);
  ftyp.writeUInt32BE(20, 0);
  ftyp.write("ftyp", 4, "latin1");
  ftyp.write(brand, 8, "latin1");
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write(brand, 16, "latin1");
  return Buffer.concat([ftyp, randomBytes(size)]);
}

/** A zip with these entry names (stored, no compression): a docx has [Content_Types].xml and word/. */
export function zipWith(names: string[]): Buffer {
  const chunks: Buffer[] = [];
  for (const name of names) {
    const content = Buffer.from(`<x>${name}</x>`);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(content.length, 18);
    header.writeUInt32LE(content.length, 22);
    header.writeUInt16LE(Buffer.byteLength(name), 26);
    chunks.push(header, Buffer.from(name), content);
  }
  // The central directory's end record (empty directory: enough for a sniffer).
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  chunks.push(end);
  return Buffer.concat(chunks);
}

export function docxDocument(): Buffer {
  return zipWith(["[Content_Types].xml", "_rels/.rels", "word/document.xml"]);
}

/** Every blob under the storage root (excluding nothing): what a refused upload must not leave. */
export async function blobsUnder(root: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else found.push(full);
    }
  };
  await walk(root);
  return found;
}
