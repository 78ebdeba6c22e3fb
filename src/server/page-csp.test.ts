import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, pageCsp } from "./page-csp";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const hashesOf = (html: string) => inlineScriptHashes(Buffer.from(html, "utf8"));

describe("the inline scripts a page's CSP allows", () => {
  it("hashes every inline script once, in document order", () => {
    const html = "<html><head><script>a()</script></head><body><script>b()</script><script>a()</script></body></html>";
    expect(hashesOf(html)).toEqual([hash("a()"), hash("b()")]);
  });

  it("hashes scripts with attributes, modules and import maps, and an empty script", () => {
    const html = [
      '<script type="module" async="">import("/a.js")</script>',
      "<script type='importmap'>{}</script>",
      '<script type="text/javascript" data-x="a > b">c()</script>',
      "<script\ntype=module>d()</script>",
      "<script></script>",
    ].join("");
    expect(hashesOf(html)).toEqual([hash('import("/a.js")'), hash("{}"), hash("c()"), hash("d()"), hash("")]);
  });

  it("skips scripts loaded from a file and data blocks (ld+json), but not data-src", () => {
    const html = [
      '<script src="/assets/entry.js"></script>',
      '<script type="module" src="/assets/a.js"></script>',
      "<script async SRC=/x.js></script>",
      '<script type="application/ld+json">{"@type":"Place"}</script>',
      '<script type="application/json">{}</script>',
      '<script data-src="/x.js">e()</script>',
    ].join("");
    expect(hashesOf(html)).toEqual([hash("e()")]);
  });

  it("ends a script where the browser does, at </script in any case, and ignores other elements", () => {
    const html = "<scripts>x</scripts><script>f('a</b>')</SCRIPT ><noscript>n</noscript><script>g()</script >";
    expect(hashesOf(html)).toEqual([hash("f('a</b>')"), hash("g()")]);
  });

  it("hashes the UTF-8 bytes of a script", () => {
    expect(hashesOf("<script>h('Nämnd – å')</script>")).toEqual([hash("h('Nämnd – å')")]);
  });

  it("stops at an unclosed script (the browser runs nothing of it either)", () => {
    expect(hashesOf("<script>i()</script><script>never(")).toEqual([hash("i()")]);
  });

  it("puts the hashes into script-src and nothing inline elsewhere", () => {
    const csp = pageCsp(Buffer.from("<script>a()</script><script src=/b.js></script>"));
    expect(csp).toContain(`script-src 'self' ${hash("a()")};`);
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(csp).toContain("object-src 'none'");
    expect(pageCsp("<p>no scripts</p>")).toContain("script-src 'self'; style-src");
    // The same policy whether the page comes as text or as bytes.
    expect(pageCsp("<script>a()</script>")).toBe(pageCsp(Buffer.from("<script>a()</script>")));
  });

  it("allows frames from exactly the two video players' origins", () => {
    const csp = pageCsp("<p>a page</p>");
    const frameSrc = csp.split("; ").filter((directive) => directive.startsWith("frame-src"));
    expect(frameSrc).toEqual(["frame-src https://www.youtube-nocookie.com https://player.vimeo.com"]);
    expect(csp).not.toContain("child-src");
  });

  it("remembers short scripts' hashes without mixing them up", () => {
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 300; i++) expect(hashesOf(`<script>s(${i})</script>`)).toEqual([hash(`s(${i})`)]);
    }
    const long = `x(${"1".repeat(5000)})`;
    expect(hashesOf(`<script>${long}</script>`)).toEqual([hash(long)]);
  });
});
