import { createHash } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { openTestDatabase } from "~/test/test-app";
import { createFileStorage, createLocalDiskStore, InvalidStorageKeyError } from "./file-storage";

let database: DatabaseHandle;
let root: string;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  root = await mkdtemp(path.join(os.tmpdir(), "file-storage-test-"));
});
afterAll(async () => {
  await database?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

/** A stream of `count` chunks, produced as they are read (never the whole file in memory). */
function chunks(count: number, chunk: string): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < count; i++) yield Buffer.from(chunk);
    })(),
  );
}

describe("file storage on the local disk", () => {
  it("round trip: streams in with size and SHA-256, streams out the same bytes", async () => {
    const files = createFileStorage({ db: database.db, store: createLocalDiskStore(root) });
    const stored = await files.put(chunks(1000, "nordhem "), { fileName: "avtal.pdf", contentType: "application/pdf" });
    const expected = "nordhem ".repeat(1000);
    expect(stored).toMatchObject({
      fileName: "avtal.pdf",
      size: expected.length,
      sha256: createHash("sha256").update(expected).digest("hex"),
    });
    // The key is random and ours: no file name in it.
    expect(stored.storageKey).toMatch(/^[0-9a-f]{32}$/);
    const opened = await files.open(stored.id);
    expect(opened && (await text(opened.stream))).toBe(expected);
    await files.remove(stored.id);
    expect(await files.open(stored.id)).toBeUndefined();
  });

  it("a missing file: an unknown id, or a row whose bytes are gone, is none", async () => {
    const store = createLocalDiskStore(root);
    const files = createFileStorage({ db: database.db, store });
    expect(await files.open(crypto.randomUUID())).toBeUndefined();
    const stored = await files.put(Readable.from([Buffer.from("x")]), {
      fileName: "x.pdf",
      contentType: "application/pdf",
    });
    await store.remove(stored.storageKey);
    expect(await files.open(stored.id)).toBeUndefined();
  });

  it("refuses a key that is not one of ours (path traversal)", async () => {
    const store = createLocalDiskStore(root);
    for (const key of ["../../etc/passwd", "..", "/etc/passwd", "ab/../../cd", "A".repeat(32), ""]) {
      await expect(store.read(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(store.write(key, Readable.from([Buffer.from("x")]))).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(store.remove(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
  });

  it("a failed upload leaves no file behind", async () => {
    const store = createLocalDiskStore(root);
    const failing = new Readable({
      read() {
        this.destroy(new Error("client went away"));
      },
    });
    const key = "0123456789abcdef0123456789abcdef";
    await expect(store.write(key, failing)).rejects.toThrow("client went away");
    expect(await store.read(key)).toBeUndefined();
    // Refused at the first bytes, before the temporary file has opened, many at once. (The race
    // this guards, an open landing after the removal, showed in the upload tests on PostgreSQL
    // about one run in four; here it is a guard, not a reliable reproduction.)
    const keys = Array.from({ length: 30 }, (_, i) => `01${String(i).padStart(30, "0")}`);
    const refusing = () =>
      new Readable({
        read() {
          this.destroy(new Error("wrong bytes"));
        },
      });
    await Promise.all(keys.map((other) => expect(store.write(other, refusing())).rejects.toThrow("wrong bytes")));
    const left = await readdir(path.join(root, "01")).catch(() => []);
    expect(left).toEqual([]);
  });
});
