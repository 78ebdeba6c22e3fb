import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "~/db/client";
import { media } from "~/db/schema";
import type { ImageQuery } from "./schema";

export interface ResizedImage {
  data: Buffer;
  etag: string;
  contentType: "image/webp";
}

/**
 * Resizes originals to webp (quality 75) at the asked width and aspect, cropping towards the
 * most interesting part. Results are kept in a per-process LRU bounded in bytes; browsers and
 * CDNs keep them for a year, so a changed image gets a new path.
 */
export function createMediaService(deps: { db: Database; cacheBytes: number }) {
  const cache = new Map<string, ResizedImage>();
  let cachedBytes = 0;
  const inFlight = new Map<string, Promise<ResizedImage | null>>();

  function remember(key: string, image: ResizedImage) {
    if (image.data.length > deps.cacheBytes) return;
    cache.set(key, image);
    cachedBytes += image.data.length;
    for (const [oldKey, old] of cache) {
      if (cachedBytes <= deps.cacheBytes) break;
      cache.delete(oldKey);
      cachedBytes -= old.data.length;
    }
  }

  async function render(path: string, query: ImageQuery): Promise<ResizedImage | null> {
    const rows = await deps.db.select().from(media).where(eq(media.path, path)).limit(1);
    const original = rows[0];
    if (!original) return null;
    const width = Math.min(query.w, Math.max(original.width, 100));
    const height =
      query.ar === "3:2"
        ? Math.round((width * 2) / 3)
        : query.ar === "2:3"
          ? Math.round((width * 3) / 2)
          : Math.round((width * original.height) / original.width);
    const data = await sharp(original.data)
      .resize({ width, height, fit: "cover", position: sharp.strategy.attention, withoutEnlargement: false })
      .webp({ quality: 75 })
      .toBuffer();
    const etag = `"${createHash("sha1").update(data).digest("base64url")}"`;
    return { data, etag, contentType: "image/webp" };
  }

  return {
    async getResized(path: string, query: ImageQuery): Promise<ResizedImage | null> {
      const key = `${path}|${query.w}|${query.ar}`;
      const hit = cache.get(key);
      if (hit) {
        // Refresh its place in the LRU order.
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      let pending = inFlight.get(key);
      if (!pending) {
        pending = render(path, query).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const image = await pending;
      if (image) remember(key, image);
      return image;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
