/**
 * `npm run bench:uploads`: the case upload pipeline under its two performance targets (issue 17):
 *
 * - a 100 MB upload (five files of 20 MB) raises the server's resident memory by less than 50 MB:
 *   the files stream through their checks into the file storage, never whole in memory;
 * - a report with 5 photos of 5 MB is accepted and stored in under 3 s of server time (the
 *   photos' metadata stripping and previews run afterwards as background jobs).
 *
 * The app runs in this process on a throwaway PGlite database and file storage directory, and
 * listens on a loopback port; the client streams its bodies over a real connection, generated
 * as they are sent (it never holds a body whole either), so the process's resident memory is the
 * server's plus a few chunks. Resident memory is sampled every 10 ms during the upload; the
 * server time is Fastify's own (reply.elapsedTime, from the request's arrival to the answer).
 *
 * Knobs: BENCH_RUNS (3, the report is repeated), BENCH_JSON (a file for the figures). The
 * machine's load average and steal are printed beside the figures (docs/performance.md).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { createTestProperty, giveAgreement } from "~/features/case-management/test-cases";
import { isoMedia, noisyJpeg } from "~/features/case-management/uploads/test-uploads";
import { createCustomer, loggedInBrowser } from "~/features/my-pages/test-customers";
import { SITES } from "~/sites/sites";
import { createTestApp } from "~/test/test-app";
import { cpuTimes, machineSince } from "./machine";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const URL_PATH = "/api/case_management/customer/create_case";
const MB = 1024 * 1024;
const FILE_20_MB = 20_971_520;

interface Upload {
  fields: Record<string, string>;
  files: { name: string; head: Buffer; size: number }[];
}

/** A multipart body generated as it is sent: each file is its head, then filler in 64 KB chunks. */
function multipartStream(upload: Upload, boundary: string): { stream: Readable; length: number } {
  const pieces: (Buffer | { fill: number })[] = [];
  for (const [name, value] of Object.entries(upload.fields)) {
    pieces.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of upload.files) {
    pieces.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="Files"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.head,
      { fill: file.size - file.head.length },
      Buffer.from("\r\n"),
    );
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  const length = pieces.reduce((sum, piece) => sum + (Buffer.isBuffer(piece) ? piece.length : piece.fill), 0);
  const filler = randomBytes(64 * 1024);
  const stream = Readable.from(
    (function* () {
      for (const piece of pieces) {
        if (Buffer.isBuffer(piece)) {
          yield piece;
          continue;
        }
        for (let left = piece.fill; left > 0; left -= filler.length)
          yield filler.subarray(0, Math.min(left, filler.length));
      }
    })(),
  );
  return { stream, length };
}

function post(port: number, cookie: string, upload: Upload): Promise<{ status: number; body: string; ms: number }> {
  const boundary = `----bench${randomBytes(6).toString("hex")}`;
  const { stream, length } = multipartStream(upload, boundary);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: URL_PATH,
        headers: {
          host: "localhost",
          cookie,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": String(length),
        },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          body += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body, ms: performance.now() - started }));
      },
    );
    request.on("error", reject);
    stream.pipe(request);
  });
}

async function main() {
  const filesDir = mkdtempSync(path.join(os.tmpdir(), "bench-uploads-"));
  const serverMs: number[] = [];
  let app: FastifyInstance | undefined;
  try {
    const created = await createTestApp({
      env: { FILE_STORAGE_DIR: filesDir },
      configure: (instance) => {
        instance.addHook("onResponse", async (request, reply) => {
          if (request.url === URL_PATH) serverMs.push(reply.elapsedTime);
        });
      },
    });
    app = created.app;
    const db = created.database.db;
    const home = await createTestProperty(db);
    const resident = await createCustomer(db, { securityNumber: "198504122386" });
    await giveAgreement(db, resident.userId, home.apartmentIds[0] as number);
    const browser = await loggedInBrowser(app, resident);
    const cookie = [...browser.jar].map(([name, value]) => `${name}=${value}`).join("; ");
    await app.listen({ port: 0, host: "127.0.0.1" });
    const port = (app.server.address() as AddressInfo).port;
    const fields = {
      siteId: SITES.sv.siteId,
      area: "apartment",
      roomId: "kitchen",
      assetTypeId: "kitchen.water",
      description: "Det droppar från kranen i köket.",
      objectId: String(home.apartmentIds[0]),
    };
    const machineStart = cpuTimes();

    // 1. A 100 MB upload: five 20 MB videos (ready at once, no job), resident memory sampled.
    const video = isoMedia("isom", 1024);
    const warm = await post(port, cookie, { fields, files: [{ name: "varm.mp4", head: video, size: MB }] });
    if (warm.status !== 200) throw new Error(`warm-up: ${warm.status} ${warm.body}`);
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const big = await post(port, cookie, {
      fields,
      files: ["1", "2", "3", "4", "5"].map((n) => ({ name: `film-${n}.mp4`, head: video, size: FILE_20_MB })),
    });
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    if (big.status !== 200) throw new Error(`100 MB upload: ${big.status} ${big.body}`);
    const bigServerMs = serverMs.at(-1) ?? Number.NaN;
    const rssRiseMb = (peak - baseline) / MB;

    // 2. Five photos of 5 MB, BENCH_RUNS times.
    // Noise does not compress: a photo of at least 5 MB.
    const photo = await noisyJpeg(5.6 * MB);
    if (photo.length < 5 * MB) throw new Error(`the photo is only ${photo.length} bytes`);
    const photoRuns: { serverMs: number; clientMs: number }[] = [];
    for (let run = 0; run < runs; run++) {
      const answer = await post(port, cookie, {
        fields,
        files: ["1", "2", "3", "4", "5"].map((n) => ({ name: `foto-${n}.jpg`, head: photo, size: photo.length })),
      });
      if (answer.status !== 200) throw new Error(`photos: ${answer.status} ${answer.body}`);
      photoRuns.push({ serverMs: serverMs.at(-1) ?? Number.NaN, clientMs: answer.ms });
    }
    const machine = machineSince(machineStart);
    const worstPhotos = Math.max(...photoRuns.map((run) => run.serverMs));
    const figures = {
      upload100MbRssRiseMb: Number(rssRiseMb.toFixed(1)),
      upload100MbServerMs: Math.round(bigServerMs),
      photoSizeBytes: photo.length,
      fivePhotosServerMs: photoRuns.map((run) => Math.round(run.serverMs)),
      fivePhotosClientMs: photoRuns.map((run) => Math.round(run.clientMs)),
      machine,
    };
    console.log(
      `100 MB upload (5 × 20 MB): resident memory +${figures.upload100MbRssRiseMb} MB (target < 50), server ${figures.upload100MbServerMs} ms`,
    );
    console.log(
      `5 photos of ${(photo.length / MB).toFixed(1)} MB: server ${figures.fivePhotosServerMs.join(", ")} ms (target < 3000); client ${figures.fivePhotosClientMs.join(", ")} ms`,
    );
    console.log(
      `machine: load ${machine.load1.toFixed(2)}, busy ${machine.busyPercent.toFixed(0)}%, steal ${machine.stealPercent.toFixed(1)}%`,
    );
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(figures, null, 2)}\n`);
    const ok = rssRiseMb < 50 && worstPhotos < 3000;
    console.log(ok ? "both targets met" : "a target was missed");
    process.exitCode = ok ? 0 : 1;
  } finally {
    await app?.close();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

await main();
