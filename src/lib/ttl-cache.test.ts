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

  it("drops the least recently used values beyond maxBytes", async () => {
    const cache = createTtlCache<string>({
      ttlMs: 1000,
      maxEntries: 100,
      maxBytes: 10,
      sizeOf: (value) => value.length,
    });
    await cache.get("a", async () => "aaaa");
    await cache.get("b", async () => "bbbb");
    expect(cache.bytes).toBe(8);
    await cache.get("a", async () => "reloaded");
    await cache.get("c", async () => "cccc");
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(8);
    expect(await cache.get("a", async () => "reloaded")).toBe("aaaa");
    expect(await cache.get("b", async () => "BBBB")).toBe("BBBB");
    expect(await cache.get("c", async () => "reloaded")).toBe("reloaded");
  });

  it("does not keep a value larger than maxBytes, nor count values it forgets", async () => {
    let loads = 0;
    const cache = createTtlCache<string>({
      ttlMs: 1000,
      maxEntries: 100,
      maxBytes: 10,
      sizeOf: (value) => value.length,
    });
    const big = async () => {
      loads++;
      return "x".repeat(11);
    };
    await cache.get("big", big);
    await cache.get("big", big);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
    await cache.get(
      "refused",
      async () => "abc",
      () => false,
    );
    expect(cache.bytes).toBe(0);
  });

  it("counts a value once when it is loaded again after its time to live", async () => {
    let time = 0;
    const cache = createTtlCache<string>({
      ttlMs: 100,
      maxEntries: 10,
      maxBytes: 100,
      sizeOf: (value) => value.length,
      now: () => time,
    });
    await cache.get("a", async () => "12345");
    time = 150;
    await cache.get("a", async () => "123");
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(3);
    cache.clear();
    expect(cache.bytes).toBe(0);
  });
});
