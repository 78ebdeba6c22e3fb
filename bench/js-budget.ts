/**
 * The JavaScript budget check of `bench/page-js.ts`, apart from the app and the build so that a
 * test can feed it a made-up manifest and page (bench/js-budget.test.ts): which scripts a page's
 * HTML makes the browser load before it is interactive, how much they weigh, and whether that
 * is within the page type's budget.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** The part of Vite's `.vite/manifest.json` the check reads. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

/**
 * Map code is loaded lazily (when the map scrolls into view or is opened), so a page's budget
 * is "before the map loads": these chunks must not be on a first paint at all.
 */
export const MAP_CHUNK = /maplibre|map-engine|pmtiles-style/i;

/**
 * The module scripts and modulepreloads the HTML names (React Router writes the entry as an
 * inline `import("…")`), plus everything they import statically: what the browser loads before
 * the page is interactive. Dynamic imports are not followed: they load on use.
 */
export function firstPaintScripts(manifest: ViteManifest, html: string): string[] {
  const chunkByFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
  const result = new Set<string>();
  const visit = (file: string) => {
    if (result.has(file)) return;
    result.add(file);
    for (const key of chunkByFile.get(file)?.imports ?? []) {
      const imported = manifest[key];
      if (imported) visit(`/${imported.file}`);
    }
  };
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.m?js)"/g)) visit(match[1]!);
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.m?js)"\)/g)) visit(match[1]!);
  return [...result].sort();
}

/** Compressed sizes of one file: gzip -9 (the measure of the budgets and of issue 14) and brotli. */
export function compressedSizes(content: Buffer): { gzip: number; brotli: number } {
  return {
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export interface PageMeasure {
  files: string[];
  gzipKiB: number;
  brotliKiB: number;
  /** Map chunks found on the first paint (none is allowed). */
  mapFiles: string[];
}

/** Measures a page's first-paint JavaScript; `read` gives a built file's content by its URL path. */
export function measurePage(manifest: ViteManifest, html: string, read: (file: string) => Buffer): PageMeasure {
  const files = firstPaintScripts(manifest, html);
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const sizes = compressedSizes(read(file));
    gzip += sizes.gzip;
    brotli += sizes.brotli;
  }
  return { files, gzipKiB: gzip / 1024, brotliKiB: brotli / 1024, mapFiles: files.filter((f) => MAP_CHUNK.test(f)) };
}

/**
 * Why a page fails its budget, or undefined when it is within it. The budget is inclusive
 * (issue 14: "content page ≤ 100 KiB"), measured in gzip -9 KiB.
 */
export function budgetProblem(name: string, measure: PageMeasure, budgetKiB: number): string | undefined {
  const problems: string[] = [];
  if (measure.gzipKiB > budgetKiB)
    problems.push(
      `${measure.gzipKiB.toFixed(1)} KiB of JavaScript (gzip -9) is over its budget of ${budgetKiB} KiB by ${(
        measure.gzipKiB - budgetKiB
      ).toFixed(1)} KiB`,
    );
  if (measure.mapFiles.length)
    problems.push(`map code is on its first paint (${measure.mapFiles.join(", ")}); it must load only on view or open`);
  if (measure.files.length === 0) problems.push("no script found in its HTML (did the page render?)");
  return problems.length ? `${name}: ${problems.join("; ")}` : undefined;
}
