import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client";
import { storedFiles } from "~/db/schema";

/**
 * File storage (issue 15): the bytes of a file live in a blob store under a random key, a
 * `stored_files` row says what they are. Files stream in and out (never a whole file in memory);
 * size and SHA-256 are computed on the way in. Who may read a file is decided by what refers to
 * it (a purchase's document), never by knowing its id: downloads go through routes that check
 * the owner.
 */

export interface FileMeta {
  fileName: string;
  contentType: string;
}

export type StoredFile = typeof storedFiles.$inferSelect;

/** Where the bytes are: the local disk by default; an S3-compatible store would implement the same. */
export interface BlobStore {
  /** Writes the stream under the key; answers its size and SHA-256 (hex). */
  write(key: string, source: Readable): Promise<{ size: number; sha256: string }>;
  /** The bytes of a key, or undefined when there are none. */
  read(key: string): Promise<Readable | undefined>;
  remove(key: string): Promise<void>;
}

export interface FileStorage {
  put(source: Readable, meta: FileMeta, tx?: Database): Promise<StoredFile>;
  /** The file and its bytes; undefined for an unknown id or bytes that are gone. */
  open(id: string): Promise<{ file: StoredFile; stream: Readable } | undefined>;
  remove(id: string): Promise<void>;
}

/** Keys are ours alone: 32 random hex digits, so no caller's input ever becomes part of a path. */
const KEY_PATTERN = /^[0-9a-f]{32}$/;

export function newStorageKey(): string {
  return randomBytes(16).toString("hex");
}

export class InvalidStorageKeyError extends Error {
  constructor() {
    super("invalid storage key");
    this.name = "InvalidStorageKeyError";
  }
}

/**
 * Blobs on the local disk under `root` (FILE_STORAGE_DIR, ./data/files by default), fanned out by
 * the key's first two digits. A write goes to a temporary name first, so a failed upload leaves
 * no half file under its key.
 */
export function createLocalDiskStore(root: string): BlobStore {
  const base = path.resolve(root);
  function pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new InvalidStorageKeyError();
    return path.join(base, key.slice(0, 2), key);
  }
  return {
    async write(key, source) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(4).toString("hex")}.part`;
      const hash = createHash("sha256");
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      const sink = createWriteStream(temporary, { flags: "wx" });
      try {
        await pipeline(source, measure, sink);
        await rename(temporary, target);
      } catch (error) {
        // A file stream destroyed before its file opened still opens (and closes) it afterwards:
        // removed before that, the temporary file would appear again, empty (an upload refused at
        // its first bytes left one behind in CI).
        if (!sink.closed) await once(sink, "close").catch(() => undefined);
        await rm(temporary, { force: true });
        throw error;
      }
      return { size, sha256: hash.digest("hex") };
    },
    async read(key) {
      const stream = createReadStream(pathOf(key));
      // Open before answering, so a missing file is "none" rather than an error mid-response.
      return new Promise((resolve, reject) => {
        stream.once("open", () => resolve(stream));
        stream.once("error", (error: NodeJS.ErrnoException) => {
          if (error.code === "ENOENT") resolve(undefined);
          else reject(error);
        });
      });
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export function createFileStorage(deps: { db: Database; store: BlobStore }): FileStorage {
  const { db, store } = deps;
  return {
    async put(source, meta, tx = db) {
      const storageKey = newStorageKey();
      const { size, sha256 } = await store.write(storageKey, source);
      const [row] = await tx
        .insert(storedFiles)
        .values({ storageKey, fileName: meta.fileName, contentType: meta.contentType, size, sha256 })
        .returning();
      if (!row) throw new Error("stored_files insert returned no row");
      return row;
    },
    async open(id) {
      const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
      if (!file) return undefined;
      const stream = await store.read(file.storageKey);
      return stream ? { file, stream } : undefined;
    },
    async remove(id) {
      const [file] = await db.delete(storedFiles).where(eq(storedFiles.id, id)).returning();
      if (file) await store.remove(file.storageKey);
    },
  };
}
