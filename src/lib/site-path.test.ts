import { describe, expect, it } from "vitest";
import { sitePath } from "./site-path";

/**
 * Known open-redirect bypasses (OWASP's unvalidated-redirects cheat sheet, PortSwigger's URL
 * validation bypass list and browser parsing quirks): each would take a visitor to another site
 * when followed as a relative address.
 */
const BYPASSES = [
  "//evil.example",
  "//evil.example/",
  "///evil.example",
  "////evil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\t/evil.example/",
  "/\n/evil.example/",
  "/\r/evil.example/",
  "/\r\n/evil.example/",
  "\t//evil.example",
  " //evil.example",
  "\u0000//evil.example",
  "/\u0000/evil.example",
  "/\u000b/evil.example",
  "/\u001f/evil.example",
  "/\u007f/evil.example",
  "/\u0085/evil.example",
  "/.//evil.example",
  "/x/..//evil.example",
  "/%2e/..//evil.example",
  "https://evil.example",
  "http:evil.example",
  "https:/evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "evil.example",
  "@evil.example",
  "",
  `/${"a".repeat(600)}`,
];

describe("sitePath", () => {
  it.each(BYPASSES.map((value) => [JSON.stringify(value), value]))("refuses %s", (_name, value) => {
    expect(sitePath(value)).toBeUndefined();
  });

  it("keeps paths on the site, with their query and hash, as browsers read them", () => {
    expect(sitePath("/mina-sidor/")).toBe("/mina-sidor/");
    expect(sitePath("/sok-bostad/?q=Nacka&minRooms=3#map")).toBe("/sok-bostad/?q=Nacka&minRooms=3#map");
    expect(sitePath("/bostader/stockholm/../uppsala/")).toBe("/bostader/uppsala/");
    expect(sitePath("/sök-bostad/")).toBe("/s%C3%B6k-bostad/");
    // Encoded characters stay encoded: the browser asks this site for them.
    expect(sitePath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
    expect(sitePath("/@evil.example")).toBe("/@evil.example");
  });

  it("whatever it keeps resolves to the site's own origin in a browser's URL parser", () => {
    for (const value of [...BYPASSES, "/a/b?c=d", "/%09/evil.example", "/ /evil.example", "/\u00a0/x"]) {
      const path = sitePath(value);
      if (path === undefined) continue;
      expect(new URL(path, "https://www.nordhem.se/mina-sidor/").origin).toBe("https://www.nordhem.se");
    }
  });
});
