import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { budgetProblem, firstPaintScripts, measurePage, type ViteManifest } from "./js-budget";

/** A made-up build: an entry importing a shared chunk, a lazily loaded form and a lazy map. */
const MANIFEST: ViteManifest = {
  "entry.client.tsx": { file: "assets/entry.client-a.js", imports: ["_shared.js"] },
  "_shared.js": { file: "assets/shared-b.js" },
  "routes/page.tsx": { file: "assets/page-c.js", imports: ["_shared.js"], dynamicImports: ["_form.js", "_map.js"] },
  "_form.js": { file: "assets/validation-d.js" },
  "_map.js": { file: "assets/maplibre-gl-e.js" },
};

/** Incompressible content of `kib` KiB (random bytes), so the compressed size is the raw size and a little. */
const bytes = (kib: number) => randomBytes(kib * 1024);

const FILES: Record<string, Buffer> = {
  "/assets/entry.client-a.js": bytes(40),
  "/assets/shared-b.js": bytes(30),
  "/assets/page-c.js": bytes(10),
  "/assets/validation-d.js": bytes(25),
  "/assets/maplibre-gl-e.js": bytes(200),
};
const read = (file: string) => {
  const content = FILES[file];
  if (!content) throw new Error(`no file ${file}`);
  return content;
};

/** Server-rendered HTML as React Router writes it: a modulepreload and the entry's inline import. */
const PAGE_HTML = `<link rel="modulepreload" href="/assets/page-c.js"/><script type="module">import("/assets/entry.client-a.js");</script>`;

describe("the JavaScript budget check", () => {
  it("counts the scripts the HTML names and their static imports, not the lazily loaded ones", () => {
    expect(firstPaintScripts(MANIFEST, PAGE_HTML)).toEqual([
      "/assets/entry.client-a.js",
      "/assets/page-c.js",
      "/assets/shared-b.js",
    ]);
  });

  it("passes a page under its budget", () => {
    const measure = measurePage(MANIFEST, PAGE_HTML, read);
    expect(measure.gzipKiB).toBeGreaterThan(80);
    expect(measure.gzipKiB).toBeLessThan(81);
    expect(measure.brotliKiB).toBeGreaterThan(79);
    expect(budgetProblem("content page", measure, 85)).toBeUndefined();
  });

  it("fails a page over its budget, saying by how much", () => {
    const measure = measurePage(MANIFEST, PAGE_HTML, read);
    expect(budgetProblem("content page", measure, 75)).toMatch(
      /^content page: 80\.\d KiB of JavaScript \(gzip -9\) is over its budget of 75 KiB by 5\.\d KiB$/,
    );
  });

  it("fails a page that loads a form's validation on first paint once it no longer fits", () => {
    const html = `${PAGE_HTML}<link rel="modulepreload" href="/assets/validation-d.js"/>`;
    expect(budgetProblem("login", measurePage(MANIFEST, html, read), 100)).toMatch(/over its budget of 100 KiB/);
  });

  it("fails a page with map code on its first paint, whatever its size", () => {
    const html = `${PAGE_HTML}<link rel="modulepreload" href="/assets/maplibre-gl-e.js"/>`;
    expect(budgetProblem("stage", measurePage(MANIFEST, html, read), 1000)).toMatch(/map code is on its first paint/);
  });

  it("fails a page whose HTML names no script", () => {
    expect(budgetProblem("start page", measurePage(MANIFEST, "<html></html>", read), 100)).toMatch(/no script/);
  });
});
