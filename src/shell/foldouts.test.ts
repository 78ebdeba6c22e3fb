import { describe, expect, it } from "vitest";
import { nextFoldout } from "./foldouts";

describe("foldouts (spec 000 section 4)", () => {
  it("opening one closes the others", () => {
    expect(nextFoldout("search", "language")).toBe("language");
    expect(nextFoldout(null, "navigation")).toBe("navigation");
  });
  it("toggling the open one closes it", () => {
    expect(nextFoldout("search", "search")).toBeNull();
  });
});
