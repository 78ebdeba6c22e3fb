import { afterEach, describe, expect, it, vi } from "vitest";
import { getQueryClient } from "./query-client";

afterEach(() => vi.unstubAllGlobals());

describe("getQueryClient", () => {
  it("is a new client per call on the server: nothing is shared between two visitors' requests", () => {
    expect(getQueryClient()).not.toBe(getQueryClient());
  });

  it("is one client per page in the browser, shared by its widgets", () => {
    vi.stubGlobal("window", {});
    expect(getQueryClient()).toBe(getQueryClient());
  });
});
