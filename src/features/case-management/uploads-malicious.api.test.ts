import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { cmCaseFiles, cmCases, storedFiles } from "~/db/schema";
import type { BrowserClient } from "~/features/account/account-test-client";
import { createCustomer, loggedInBrowser } from "~/features/my-pages/test-customers";
import { translate } from "~/i18n/catalogs.server";
import { SITES } from "~/sites/sites";
import { createTestApp } from "~/test/test-app";
import { MAX_CASE_FILE_BYTES, MAX_CASE_TOTAL_BYTES } from "./schema";
import { createTestProperty, giveAgreement, type TestProperty } from "./test-cases";
import {
  blobsUnder,
  docxDocument,
  fieldParts,
  isoMedia,
  jpegWithGps,
  multipartBody,
  type Part,
  pdfDocument,
  pngImage,
  zipWith,
} from "./uploads/test-uploads";

/**
 * Malicious and broken uploads (issue 17 "Must show"): each is refused with the right translated
 * message, and nothing is left in the file storage or the database: no stored_files row, no
 * blob, no half-written temporary file, no case.
 */

let app: FastifyInstance;
let database: DatabaseHandle;
let filesDir: string;
let browser: BrowserClient;
let home: TestProperty;
let jpeg: Buffer;
let png: Buffer;

const URL = "/api/case_management/customer/create_case";
const sv = (key: string) => translate("sv", key);

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(os.tmpdir(), "uploads-malicious-test-"));
  ({ app, database } = await createTestApp({ env: { FILE_STORAGE_DIR: filesDir } }));
  home = await createTestProperty(database.db);
  const resident = await createCustomer(database.db, { securityNumber: "198504122386" });
  await giveAgreement(database.db, resident.userId, home.apartmentIds[0] as number);
  browser = await loggedInBrowser(app, resident);
  jpeg = await jpegWithGps();
  png = await pngImage();
});

afterAll(async () => {
  await app?.close();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

function fields(): Part[] {
  return fieldParts({
    siteId: SITES.sv.siteId,
    area: "apartment",
    roomId: "kitchen",
    assetTypeId: "kitchen.water",
    description: "Det droppar från kranen.",
    objectId: home.apartmentIds[0],
  });
}

const file = (filename: string, content: Buffer, contentType?: string): Part => ({
  name: "Files",
  filename,
  content,
  contentType,
});

async function state() {
  const [rows] = await database.db.select({ n: count() }).from(storedFiles);
  const [cases] = await database.db.select({ n: count() }).from(cmCases);
  const [caseFiles] = await database.db.select({ n: count() }).from(cmCaseFiles);
  return {
    storedFiles: Number(rows?.n),
    cases: Number(cases?.n),
    caseFiles: Number(caseFiles?.n),
    blobs: (await blobsUnder(filesDir)).length,
  };
}

const EXE = Buffer.concat([
  Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", "latin1"),
  randomBytes(512),
]);
const ELF = Buffer.concat([Buffer.from("\x7fELF\x02\x01\x01\x00", "latin1"), randomBytes(512)]);
const SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const SVG_BARE = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
const HTML = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
const GIF = Buffer.concat([Buffer.from("GIF89a", "latin1"), randomBytes(64)]);
const GIFAR = Buffer.concat([
  Buffer.from("GIF89a/*", "latin1"),
  Buffer.from("*/=alert(1)//"),
  zipWith(["META-INF/MANIFEST.MF"]),
]);
/** HTML first, a PDF header inside the first kilobyte: PDF readers accept it, browsers render the HTML. */
const HTML_PDF_POLYGLOT = Buffer.concat([HTML, Buffer.from("\n%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF")]);
/** A zip before a JPEG: a zip reader and some image sniffers both accept it. */
const ZIP_JPEG_POLYGLOT = Buffer.concat([docxDocument(), jpegHead()]);
const PHP_IN_TEXT = Buffer.from("<?php system($_GET['c']); ?>");
const TEXT = Buffer.from("Bara lite text.\n");
const ZIP = zipWith(["a.txt", "b.txt"]);
const XLSX = zipWith(["[Content_Types].xml", "xl/workbook.xml"]);
const HEIC = isoMedia("heic");
const SHELL = Buffer.from("#!/bin/sh\nrm -rf /\n");
const RTF = Buffer.from("{\\rtf1\\ansi Hej}");

function jpegHead(): Buffer {
  return Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01]);
}

/** A file of `size` bytes starting with a valid header (so only its size is wrong). */
function sized(head: Buffer, size: number): Buffer {
  const body = Buffer.alloc(size);
  head.copy(body);
  return body;
}

interface Refusal {
  name: string;
  parts: () => Part[];
  status: number;
  key: string;
  field?: string;
}

const type = "caseValidation.files.typeNotAllowed";
const badName = "caseValidation.files.badFileName";

const REFUSALS: Refusal[] = [
  // Wrong bytes behind an allowed extension
  { name: "an executable renamed .jpg", parts: () => [file("bild.jpg", EXE, "image/jpeg")], status: 400, key: type },
  { name: "an ELF binary renamed .png", parts: () => [file("bild.png", ELF, "image/png")], status: 400, key: type },
  { name: "a shell script renamed .pdf", parts: () => [file("avtal.pdf", SHELL)], status: 400, key: type },
  {
    name: "SVG with a script renamed .png",
    parts: () => [file("ritning.png", SVG, "image/png")],
    status: 400,
    key: type,
  },
  { name: "SVG as itself", parts: () => [file("ritning.svg", SVG_BARE, "image/svg+xml")], status: 400, key: type },
  { name: "HTML renamed .pdf", parts: () => [file("avtal.pdf", HTML, "application/pdf")], status: 400, key: type },
  { name: "HTML as itself", parts: () => [file("sida.html", HTML, "text/html")], status: 400, key: type },
  { name: "an HTML/PDF polyglot", parts: () => [file("avtal.pdf", HTML_PDF_POLYGLOT)], status: 400, key: type },
  {
    name: "a zip/JPEG polyglot named .jpg",
    parts: () => [file("bild.jpg", ZIP_JPEG_POLYGLOT)],
    status: 400,
    key: type,
  },
  { name: "a GIF/JAR polyglot named .jpg", parts: () => [file("bild.jpg", GIFAR)], status: 400, key: type },
  { name: "a GIF (not an allowed type)", parts: () => [file("bild.gif", GIF, "image/gif")], status: 400, key: type },
  { name: "PHP renamed .jpg", parts: () => [file("bild.jpg", PHP_IN_TEXT, "image/jpeg")], status: 400, key: type },
  { name: "plain text", parts: () => [file("text.txt", TEXT, "text/plain")], status: 400, key: type },
  { name: "RTF renamed .docx", parts: () => [file("brev.docx", RTF)], status: 400, key: type },
  { name: "a PDF named .jpg", parts: () => [file("bild.jpg", pdfDocument(), "image/jpeg")], status: 400, key: type },
  { name: "a JPEG named .pdf", parts: () => [file("avtal.pdf", jpeg)], status: 400, key: type },
  { name: "a PNG named .jpg", parts: () => [file("bild.jpg", png)], status: 400, key: type },
  { name: "a JPEG named .png", parts: () => [file("bild.png", jpeg)], status: 400, key: type },
  { name: "a plain zip named .docx", parts: () => [file("brev.docx", ZIP)], status: 400, key: type },
  { name: "a spreadsheet named .docx", parts: () => [file("brev.docx", XLSX)], status: 400, key: type },
  { name: "a docx named .pdf", parts: () => [file("avtal.pdf", docxDocument())], status: 400, key: type },
  { name: "an MP4 named .mov", parts: () => [file("film.mov", isoMedia("isom"))], status: 400, key: type },
  { name: "a QuickTime movie named .mp4", parts: () => [file("film.mp4", isoMedia("qt  "))], status: 400, key: type },
  { name: "a HEIC photo named .mp4", parts: () => [file("film.mp4", HEIC)], status: 400, key: type },
  {
    name: "a JPEG start marker without a segment",
    parts: () => [file("bild.jpg", Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0x00]), randomBytes(64)]))],
    status: 400,
    key: type,
  },
  {
    name: "a PNG signature without its header chunk",
    parts: () => [file("bild.png", Buffer.concat([png.subarray(0, 8), randomBytes(64)]))],
    status: 400,
    key: type,
  },
  { name: "three bytes of a JPEG", parts: () => [file("bild.jpg", jpeg.subarray(0, 3))], status: 400, key: type },
  { name: "a name without an extension", parts: () => [file("bild", jpeg)], status: 400, key: type },
  { name: "a double extension ending .exe", parts: () => [file("bild.jpg.exe", jpeg)], status: 400, key: type },
  {
    name: "a good photo, then a bad file: the photo is removed too",
    parts: () => [file("bra.jpg", jpeg), file("dålig.jpg", EXE)],
    status: 400,
    key: type,
  },
  // Empty files
  {
    name: "an empty .jpg",
    parts: () => [file("tom.jpg", Buffer.alloc(0))],
    status: 400,
    key: "caseValidation.files.emptyFile",
  },
  {
    name: "an empty .pdf",
    parts: () => [file("tom.pdf", Buffer.alloc(0))],
    status: 400,
    key: "caseValidation.files.emptyFile",
  },
  // Names
  {
    name: "a name with path parts (../)",
    parts: () => [file("../../etc/passwd.jpg", jpeg)],
    status: 400,
    key: badName,
  },
  { name: "a name with a folder", parts: () => [file("bilder/kran.jpg", jpeg)], status: 400, key: badName },
  { name: "a Windows path", parts: () => [file("C:\\Users\\eva\\kran.jpg", jpeg)], status: 400, key: badName },
  { name: "a name with a control character", parts: () => [file("kran\u0001.jpg", jpeg)], status: 400, key: badName },
  { name: "a name with a tab", parts: () => [file("kran\t.jpg", jpeg)], status: 400, key: badName },
  {
    name: "a name that reads backwards (right-to-left override)",
    parts: () => [file("kran\u202egpj.exe.jpg", jpeg)],
    status: 400,
    key: badName,
  },
  {
    name: "a name over 255 characters",
    parts: () => [file(`${"a".repeat(252)}.jpg`, jpeg)],
    status: 400,
    key: badName,
  },
  { name: "an empty name", parts: () => [file("", jpeg)], status: 400, key: badName },
  { name: "a name of only spaces", parts: () => [file("   ", jpeg)], status: 400, key: badName },
  // Counts and sizes
  {
    name: "six files",
    parts: () => ["1", "2", "3", "4", "5", "6"].map((n) => file(`${n}.pdf`, pdfDocument())),
    status: 400,
    key: "caseValidation.files.tooManyFiles",
  },
  {
    name: "a 21 MB photo",
    parts: () => [file("stor.jpg", sized(jpegHead(), 21 * 1024 * 1024))],
    status: 413,
    key: "caseValidation.files.fileTooLarge",
  },
  {
    name: "a file one byte over 20 MB",
    parts: () => [file("stor.pdf", sized(pdfDocument(), MAX_CASE_FILE_BYTES + 1))],
    status: 413,
    key: "caseValidation.files.fileTooLarge",
  },
];

describe("malicious and broken uploads are refused with the right message, and nothing is stored", () => {
  it("has at least 40 cases", () => {
    expect(REFUSALS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(REFUSALS)("$name", async ({ parts, status, key, field }) => {
    const before = await state();
    const { payload, headers } = multipartBody([...fields(), ...parts()]);
    const response = await browser.request({ method: "POST", url: URL, payload, headers });
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json() as { error: { message: string; fields?: { field: string; message: string }[] } };
    expect(body.error.message).toBe(sv(key));
    expect(body.error.fields?.[0]?.field).toBe(field ?? "Files");
    expect(await state()).toEqual(before);
  });

  it("a file of exactly 20 MB is accepted (the limit is inclusive)", async () => {
    const { payload, headers } = multipartBody([
      ...fields(),
      file("precis.pdf", sized(pdfDocument(), MAX_CASE_FILE_BYTES)),
    ]);
    const response = await browser.request({ method: "POST", url: URL, payload, headers });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("a truncated multipart body (cut off mid-file, no closing boundary): 400, nothing stored", async () => {
    const before = await state();
    const { payload, headers } = multipartBody([...fields(), file("kran.pdf", sized(pdfDocument(), 200_000))]);
    const cut = payload.subarray(0, payload.length - 100_000);
    const response = await browser.request({ method: "POST", url: URL, payload: cut, headers });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { error: { message: string } }).error.message).toBe(sv("errors.invalidRequest"));
    expect(await state()).toEqual(before);
  });

  it("a malformed part header: 400, nothing stored", async () => {
    const before = await state();
    const boundary = "----trasig";
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="siteId"\r\n\r\n${SITES.sv.siteId}\r\n` +
        `--${boundary}\r\nnot a header at all\r\n\r\nxyz\r\n--${boundary}--\r\n`,
    );
    const response = await browser.request({
      method: "POST",
      url: URL,
      payload,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBe(400);
    expect(await state()).toEqual(before);
  });

  it("a multipart content type without a boundary: 400", async () => {
    const response = await browser.request({
      method: "POST",
      url: URL,
      payload: "x",
      headers: { "content-type": "multipart/form-data" },
    });
    expect(response.statusCode).toBe(400);
  });

  it("a photo that is no decodable image passes the sniffer but is never served: the job marks it failed", async () => {
    const broken = Buffer.concat([jpegHead(), randomBytes(4096)]);
    const { payload, headers } = multipartBody([...fields(), file("trasig.jpg", broken)]);
    const response = await browser.request({ method: "POST", url: URL, payload, headers });
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json() as { id: string };
    await vi.waitFor(
      async () => {
        const [row] = await database.db.select().from(cmCaseFiles).where(eq(cmCaseFiles.caseId, id));
        expect(row?.state).toBe("failed");
        expect(row?.rawFileId).toBeNull();
        expect(row?.fileId).toBeNull();
      },
      { timeout: 15_000, interval: 100 },
    );
    const [row] = await database.db.select().from(cmCaseFiles).where(eq(cmCaseFiles.caseId, id));
    expect((await browser.get(`/api/case_management/customer/file/${row?.id}/trasig.jpg`)).statusCode).toBe(404);
  });
});

/** CRC-32 of PNG chunks. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe("a decompression bomb", () => {
  it("a small PNG whose header claims 50,000 × 50,000 pixels is never decoded: the job marks it failed", async () => {
    const bomb = Buffer.from(png);
    bomb.writeUInt32BE(50_000, 16);
    bomb.writeUInt32BE(50_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const { payload, headers } = multipartBody([...fields(), file("bomb.png", bomb)]);
    const response = await browser.request({ method: "POST", url: URL, payload, headers });
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json() as { id: string };
    await vi.waitFor(
      async () => {
        const [row] = await database.db.select().from(cmCaseFiles).where(eq(cmCaseFiles.caseId, id));
        expect(row).toMatchObject({ state: "failed", rawFileId: null, fileId: null, previewFileId: null });
      },
      { timeout: 15_000, interval: 100 },
    );
  });
});

describe("over a real connection", () => {
  let port: number;
  let cookie: string;
  beforeAll(async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as AddressInfo).port;
    cookie = [...browser.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  });

  /** Sends a request's head and whatever the body writer writes; resolves with the status line and body. */
  function rawRequest(
    headers: Record<string, string>,
    writeBody: (request: http.ClientRequest) => Promise<void>,
  ): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: URL,
        headers: { host: "localhost", cookie, ...headers },
      });
      request.on("response", (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          body += chunk;
        });
        response.on("end", () => {
          resolve({ status: response.statusCode ?? 0, body });
          request.destroy();
        });
      });
      request.on("error", (error) => {
        if (!request.destroyed) reject(error);
      });
      writeBody(request).catch(() => undefined);
    });
  }

  it("101 MB declared: 413 with totalTooLarge before the body is read", async () => {
    const before = await state();
    const { headers } = multipartBody([]);
    const answer = await rawRequest(
      { ...headers, "content-length": String(MAX_CASE_TOTAL_BYTES + 1024 * 1024) },
      async (request) => {
        request.write(Buffer.alloc(1024));
      },
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.message).toBe(sv("caseValidation.files.totalTooLarge"));
    expect(await state()).toEqual(before);
  });

  it("101 MB in total without a length (chunked): cut off at the limit while streaming, 413", async () => {
    const before = await state();
    const boundary = "----utanlangd";
    let answered = false;
    const answer = await rawRequest(
      { "content-type": `multipart/form-data; boundary=${boundary}`, "transfer-encoding": "chunked" },
      async (request) => {
        request.on("response", () => {
          answered = true;
        });
        // A preamble busboy skips, but every byte of it counts against the request's total.
        const chunk = Buffer.alloc(1024 * 1024, 0x61);
        for (let sent = 0; sent < 101 && !answered && !request.destroyed; sent++) {
          if (!request.write(chunk)) await new Promise((resolve) => request.once("drain", resolve));
        }
        if (!answered && !request.destroyed) request.end(`\r\n--${boundary}--\r\n`);
      },
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.message).toBe(sv("caseValidation.files.totalTooLarge"));
    expect(await state()).toEqual(before);
  });

  it("a browser still sending a 25 MB photo reads the 413 (the rest of its body is read and discarded)", async () => {
    const before = await state();
    const { payload, headers } = multipartBody([...fields(), file("stor.jpg", sized(jpegHead(), 25 * 1024 * 1024))]);
    const answer = await rawRequest({ ...headers, "content-length": String(payload.length) }, async (request) => {
      request.end(payload);
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.message).toBe(sv("caseValidation.files.fileTooLarge"));
    expect(await state()).toEqual(before);
  });

  it("a client that disconnects mid-upload leaves nothing partial in storage", async () => {
    const before = await state();
    const { payload, headers } = multipartBody([...fields(), file("stor.pdf", sized(pdfDocument(), 8 * 1024 * 1024))]);
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      `POST ${URL} HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\nContent-Type: ${headers["content-type"]}\r\n` +
        `Content-Length: ${payload.length}\r\n\r\n`,
    );
    socket.write(payload.subarray(0, 3 * 1024 * 1024));
    // The server is writing the file: a temporary blob is on the disk.
    await vi.waitFor(async () => expect((await blobsUnder(filesDir)).length).toBeGreaterThan(before.blobs), {
      timeout: 10_000,
      interval: 20,
    });
    socket.destroy();
    await vi.waitFor(async () => expect(await state()).toEqual(before), { timeout: 10_000, interval: 50 });
  });
});
