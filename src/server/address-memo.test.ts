import { describe, expect, it } from "vitest";
import { createAddressMemo } from "./plugins/ssr";

describe("createAddressMemo (addresses whose anonymous render a logged-in visitor cannot use)", () => {
  it("keeps an address for its time, then forgets it", () => {
    let now = 1_000;
    const memo = createAddressMemo(10_000, 10, () => now);
    memo.remember("http://localhost/mina-sidor/");
    expect(memo.has("http://localhost/mina-sidor/")).toBe(true);
    expect(memo.has("http://localhost/")).toBe(false);
    now += 10_001;
    expect(memo.has("http://localhost/mina-sidor/")).toBe(false);
    expect(memo.size).toBe(0);
  });

  it("is bounded: the oldest addresses go first", () => {
    const memo = createAddressMemo(60_000, 3);
    for (const n of [1, 2, 3, 4, 5]) memo.remember(`http://localhost/${n}`);
    expect(memo.size).toBe(3);
    expect(memo.has("http://localhost/1")).toBe(false);
    expect(memo.has("http://localhost/5")).toBe(true);
  });

  it("keeps nothing when the page cache is off (development)", () => {
    const memo = createAddressMemo(0, 3);
    memo.remember("http://localhost/mina-sidor/");
    expect(memo.has("http://localhost/mina-sidor/")).toBe(false);
  });
});
