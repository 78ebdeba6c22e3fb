import { open } from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import { MAP_PLACES_PATH } from "~/features/residences/map-places";
import type { BaseMap } from "~/ui/map/base-map";
import { type MapConfig, PMTILES_FILE_PATH } from "../config";

/** What the browser's maps get from the configuration (decision 019). */
export function baseMapOf(config: MapConfig): BaseMap {
  if (config.kind === "offline") return { kind: "offline", placesUrl: MAP_PLACES_PATH };
  return { kind: config.kind, url: config.url };
}

/** One byte range of a file of `size` bytes, from a Range header (the one form PMTiles readers send). */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | "invalid" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return "invalid";
  let start: number;
  let end: number;
  if (match[1] === "") {
    // A suffix: the last N bytes.
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return "invalid";
  return { start, end };
}

/**
 * Serves the PMTiles archive of MAP_PMTILES_FILE at /map/basemap.pmtiles: browsers read it by
 * range requests (a header, directories, then each tile). The file is opened per request, so a
 * new archive can replace it while the app runs; its ETag changes with it, and the pmtiles reader
 * then starts over.
 */
export async function mapTilesPlugin(app: FastifyInstance, options: { file: string }) {
  app.route({
    // HEAD by hand: Fastify's own HEAD route would read the whole stream (the archive) to discard it.
    method: ["GET", "HEAD"],
    url: PMTILES_FILE_PATH,
    config: { access: "public" },
    schema: {
      tags: ["maps"],
      summary: "The PMTiles base map archive of MAP_PMTILES_FILE, read by range requests",
      hide: true,
    },
    handler: async (request, reply) => {
      // One handle for the size and the bytes: a file replaced between the two can neither fail
      // the request nor mix its old size with its new content.
      const file = await open(options.file).catch(() => undefined);
      const info = await file?.stat().catch(() => undefined);
      if (!file || !info?.isFile()) {
        await file?.close();
        return reply.callNotFound();
      }
      const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      reply
        .header("accept-ranges", "bytes")
        .header("etag", etag)
        .header("cache-control", "public, max-age=3600")
        .type("application/vnd.pmtiles");
      const range = byteRange(request.headers.range, info.size);
      const body = (bytes?: { start: number; end: number }) => {
        if (request.method === "HEAD" || range === "invalid") {
          void file.close();
          return undefined;
        }
        // The stream closes the handle when it ends or fails.
        return file.createReadStream(bytes);
      };
      if (range === "invalid") {
        body();
        return reply.status(416).header("content-range", `bytes */${info.size}`).send();
      }
      if (!range) {
        return reply.header("content-length", info.size).send(body());
      }
      return reply
        .status(206)
        .header("content-range", `bytes ${range.start}-${range.end}/${info.size}`)
        .header("content-length", range.end - range.start + 1)
        .send(body(range));
    },
  });
}
