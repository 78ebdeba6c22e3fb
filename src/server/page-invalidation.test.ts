import { describe, expect, it } from "vitest";
import { createPageInvalidation } from "./page-invalidation";

describe("page invalidation", () => {
  it("tells every listener which paths changed: exact paths and everything under a prefix", () => {
    const pages = createPageInvalidation();
    const seen: boolean[][] = [];
    const stop = pages.subscribe((matches) =>
      seen.push(["/hem/a/", "/hem/a/b/", "/sok/", "/sok/stockholm/", "/other/"].map(matches)),
    );
    pages.invalidate({ paths: ["/hem/a/"], prefixes: ["/sok/"] });
    expect(seen).toEqual([[true, false, true, true, false]]);
    stop();
    pages.invalidate({ paths: ["/hem/a/"] });
    expect(seen).toHaveLength(1);
  });
});
