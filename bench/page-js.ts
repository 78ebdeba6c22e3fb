/**
 * JavaScript a page loads on first paint, compressed (issue 2: content page < 120 KiB; issue 3:
 * search page < 150 KiB without the map, and the map code loads only when the map view opens).
 * Counts the module scripts and modulepreloads in the server-rendered HTML, plus what they
 * import statically; lazily imported chunks (dynamic import) are not part of the first paint.
 * Usage: npm run build && npx tsx bench/page-js.ts
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

process.env.NODE_ENV ??= "production";
const { createTestApp } = await import("~/test/test-app");

const PAGES: { name: string; host: string; path: string; budgetKiB: number }[] = [
  { name: "content page", host: "localhost", path: "/karriar/", budgetKiB: 120 },
  { name: "search page (sv)", host: "localhost", path: "/sok-bostad/", budgetKiB: 150 },
  { name: "search page (fi)", host: "fi.localhost", path: "/myytavat-asunnot/", budgetKiB: 150 },
];

const clientDir = path.resolve("build/client");
const manifest = JSON.parse(readFileSync(path.join(clientDir, ".vite/manifest.json"), "utf8")) as Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[] }
>;
const chunkByFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));

/** A script and its static imports: what the browser must load before the page is interactive. */
function withStaticImports(files: Iterable<string>): Set<string> {
  const result = new Set<string>();
  const visit = (file: string) => {
    if (result.has(file)) return;
    result.add(file);
    for (const key of chunkByFile.get(file)?.imports ?? []) {
      const imported = manifest[key];
      if (imported) visit(`/${imported.file}`);
    }
  };
  for (const file of files) visit(file);
  return result;
}

const gzKiB = (file: string) => gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length / 1024;

const { app } = await createTestApp({ seed: true, inventory: "test", ssr: true });
let failed = false;
for (const page of PAGES) {
  const response = await app.inject({ url: page.path, headers: { host: page.host } });
  if (response.statusCode !== 200) throw new Error(`${page.path} answered ${response.statusCode}`);
  const referenced = new Set<string>();
  for (const match of response.body.matchAll(/(?:src|href)="(\/assets\/[^"]+\.m?js)"/g)) referenced.add(match[1]!);
  for (const match of response.body.matchAll(/import\("(\/assets\/[^"]+\.m?js)"\)/g)) referenced.add(match[1]!);
  const scripts = withStaticImports(referenced);
  const kib = [...scripts].reduce((sum, file) => sum + gzKiB(file), 0);
  const map = [...scripts].filter((file) => /maplibre|map-engine|pmtiles-style/i.test(file));
  const ok = kib < page.budgetKiB && map.length === 0;
  failed ||= !ok;
  console.log(
    `${page.name.padEnd(18)} ${String(scripts.size).padStart(3)} files ${kib.toFixed(1).padStart(6)} KiB gzip (budget < ${page.budgetKiB})` +
      `${map.length ? `, map code on first paint: ${map.join(", ")}` : ""} ${ok ? "✔" : "✖"}`,
  );
}
// Scripts only: MapLibre's style sheet is a chunk of its own since decision 019 (not JavaScript).
const mapChunks = Object.values(manifest).filter((chunk) => /(maplibre|map-engine)[^/]*\.m?js$/i.test(chunk.file));
const mapKiB = mapChunks.reduce((sum, chunk) => sum + gzKiB(`/${chunk.file}`), 0);
console.log(
  `map code (lazy)     ${String(mapChunks.length).padStart(3)} files ${mapKiB.toFixed(1).padStart(6)} KiB gzip, loaded when the map view opens`,
);
// A PMTiles base map's reader and style (decision 019): loaded with the map only when configured.
const streetChunks = Object.values(manifest).filter((chunk) => /pmtiles-style/i.test(chunk.file));
const streetKiB = streetChunks.reduce((sum, chunk) => sum + gzKiB(`/${chunk.file}`), 0);
console.log(
  `PMTiles street map  ${String(streetChunks.length).padStart(3)} files ${streetKiB.toFixed(1).padStart(6)} KiB gzip, with the map when MAP_PMTILES_* is set`,
);
await app.close();
process.exit(failed ? 1 : 0);
