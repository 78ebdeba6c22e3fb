import { describe, expect, it } from "vitest";
import { createTtlCache } from "./ttl-cache";

describe("ttl cache", () => {
  it("loads once within the time to live and again after it", async () => {
    let time = 0;
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 100, maxEntries: 10, now: () => time });
    const load = async () => ++loads;
    expect(await cache.get("a", load)).toBe(1);
    expect(await cache.get("a", load)).toBe(1);
    time = 150;
    expect(await cache.get("a", load)).toBe(2);
  });

  it("forgets failed loads and drops the least recently used entry", async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    await expect(cache.get("x", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("x", async () => "up")).toBe("up");
    await cache.get("y", async () => "y");
    await cache.get("x", async () => "x2");
    await cache.get("z", async () => "z");
    expect(cache.size).toBe(2);
    expect(await cache.get("y", async () => "reloaded")).toBe("reloaded");
  });

  it("does not keep what keep refuses", async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    await cache.get(
      "a",
      async () => ++loads,
      () => false,
    );
    await cache.get(
      "a",
      async () => ++loads,
      () => false,
    );
    expect(loads).toBe(2);
  });

  it("does not cache with a ttl of 0", async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 0, maxEntries: 10 });
    await cache.get("a", async () => ++loads);
    await cache.get("a", async () => ++loads);
    expect(loads).toBe(2);
  });

  it("bounds the loaded values' total size, dropping the least recently used first", async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 100, maxBytes: 10, sizeOf: (v) => v.length });
    await cache.get("a", async () => "aaaa");
    await cache.get("b", async () => "bbbb");
    expect(cache.bytes).toBe(8);
    await cache.get("a", async () => "reloaded");
    await cache.get("c", async () => "cccc");
    // b was the least recently used: it went to make room for c.
    expect(cache.bytes).toBe(8);
    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => "reloaded")).toBe("aaaa");
    expect(await cache.get("b", async () => "new b")).toBe("new b");
  });

  it("keeps no value larger than the whole size bound", async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 100, maxBytes: 10, sizeOf: (v) => v.length });
    await cache.get("small", async () => "abc");
    await cache.get("huge", async () => "x".repeat(11));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(3);
  });
});

describe("deleteWhere", () => {
  it("drops the matching entries only: the next get loads them again", async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    let loads = 0;
    const load = (value: string) => async () => {
      loads++;
      return value;
    };
    await cache.get("sv|/a/", load("a"));
    await cache.get("sv|/b/", load("b"));
    cache.deleteWhere((key) => key.endsWith("/a/"));
    expect(cache.size).toBe(1);
    await cache.get("sv|/b/", load("b"));
    expect(loads).toBe(2);
    await cache.get("sv|/a/", load("a2"));
    expect(loads).toBe(3);
  });
});
