import { createHash } from "node:crypto";
import { VIDEO_PLAYER_ORIGINS } from "~/features/content/video-url";
import type { BaseMap } from "~/ui/map/base-map";

/**
 * Content-Security-Policy of a rendered page: scripts only from our origin, plus exactly the
 * inline scripts the server wrote into this document, by their hashes (decision 005). Hashes (not
 * nonces) keep the policy valid for a cached copy of the page.
 *
 * The body is scanned as bytes (decision 024): only the inline scripts are hashed, the page is
 * never turned into a string, and the policy around the hashes is built once per base map.
 */
export function pageCsp(body: Buffer | string, baseMap?: BaseMap): string {
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  const { before, after } = fixedPolicyOf(baseMap);
  const hashes = inlineScriptHashes(bytes);
  return `${before}${hashes.length > 0 ? ` ${hashes.join(" ")}` : ""}${after}`;
}

/** The origin a configured base map loads from, when it is not our own (a path is ours). */
export function mapOriginOf(baseMap: BaseMap): string | undefined {
  if (baseMap.kind === "offline" || baseMap.url.startsWith("/")) return undefined;
  return new URL(baseMap.url).origin;
}

const fixedPolicies = new Map<string, { before: string; after: string }>();

/** The policy before and after script-src's hashes: the same for every page of a base map. */
function fixedPolicyOf(baseMap: BaseMap | undefined): { before: string; after: string } {
  // A tile service (MAP_STYLE_URL) serves the map's style, tiles, glyphs and sprites; a hosted
  // PMTiles archive (MAP_PMTILES_URL) its tiles. The offline map, its labels' font and an archive
  // the app serves itself (MAP_PMTILES_FILE) are of our own origin.
  const tileOrigin = baseMap ? mapOriginOf(baseMap) : undefined;
  const key = tileOrigin ?? "";
  let fixed = fixedPolicies.get(key);
  if (!fixed) {
    const mapOrigin = tileOrigin ? ` ${tileOrigin}` : "";
    fixed = {
      before: "default-src 'self'; script-src 'self'",
      after: `; ${[
        "style-src 'self' 'unsafe-inline'",
        `img-src 'self' data: blob:${mapOrigin}`,
        "font-src 'self'",
        `connect-src 'self'${mapOrigin}`,
        // MapLibre's tile worker is a module of our own origin.
        "worker-src 'self'",
        // Only the video blocks' players frame anything, after the visitor's consent (decision 037).
        `frame-src ${VIDEO_PLAYER_ORIGINS.join(" ")}`,
        "frame-ancestors 'self'",
        // No page sets a <base>: none may (ASVS 3.4.3).
        "base-uri 'none'",
        "form-action 'self'",
        "object-src 'none'",
      ].join("; ")}`,
    };
    // A process knows one base map; the bound only guards against misuse.
    if (fixedPolicies.size >= 8) fixedPolicies.clear();
    fixedPolicies.set(key, fixed);
  }
  return fixed;
}

const SCRIPT_OPEN = Buffer.from("<script");
const END_TAG_START = Buffer.from("</");
const GREATER_THAN = 0x3e;

/**
 * The CSP source expressions ('sha256-…') of the executable inline scripts in an HTML body, in
 * document order without repeats. Scripts with `src` and data blocks (a `type` that is no
 * JavaScript, such as application/ld+json) are not hashed: the browser does not run them as
 * inline scripts. A script's text ends at the first `</script` in any case, as the HTML parser
 * ends it; React Router escapes `<` in the scripts it writes (\u003c), so a string cannot end
 * one early (tested in ssr.api.test.ts).
 */
export function inlineScriptHashes(body: Buffer): string[] {
  const hashes = new Set<string>();
  let at = body.indexOf(SCRIPT_OPEN);
  while (at !== -1) {
    const afterName = at + SCRIPT_OPEN.length;
    if (!isTagNameEnd(body[afterName])) {
      at = body.indexOf(SCRIPT_OPEN, afterName);
      continue;
    }
    const tagEnd = openingTagEnd(body, afterName);
    if (tagEnd === -1) break;
    const contentStart = tagEnd + 1;
    const contentEnd = scriptEnd(body, contentStart);
    if (contentEnd === -1) break;
    const attributes = body.toString("latin1", afterName, tagEnd);
    if (isExecutableInline(attributes)) hashes.add(hashOf(body, contentStart, contentEnd));
    at = body.indexOf(SCRIPT_OPEN, contentEnd);
  }
  return [...hashes];
}

/** Whitespace, `/` or `>`: the tag name ends there (`<scripts>` is another element). */
function isTagNameEnd(byte: number | undefined): boolean {
  return (
    byte === 0x20 ||
    byte === 0x09 ||
    byte === 0x0a ||
    byte === 0x0c ||
    byte === 0x0d ||
    byte === 0x2f ||
    byte === GREATER_THAN
  );
}

/** The index of the `>` closing an opening tag, skipping quoted attribute values. */
function openingTagEnd(body: Buffer, from: number): number {
  let quote = 0;
  for (let i = from; i < body.length; i++) {
    const byte = body[i];
    if (quote !== 0) {
      if (byte === quote) quote = 0;
    } else if (byte === 0x22 || byte === 0x27) {
      quote = byte;
    } else if (byte === GREATER_THAN) {
      return i;
    }
  }
  return -1;
}

/** Where a script's text ends: the first `</script` (any case) followed by whitespace, `/` or `>`. */
function scriptEnd(body: Buffer, from: number): number {
  let at = body.indexOf(END_TAG_START, from);
  while (at !== -1) {
    const name = body.toString("latin1", at + 2, at + 8).toLowerCase();
    if (name === "script" && isTagNameEnd(body[at + 8])) return at;
    at = body.indexOf(END_TAG_START, at + 2);
  }
  return -1;
}

const ATTRIBUTE = /([^\s"'=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
/** The JavaScript MIME types of the HTML standard, and the script types browsers run or parse under script-src. */
const EXECUTABLE_TYPES = new Set([
  "",
  "module",
  "importmap",
  "speculationrules",
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

/** An inline script the browser runs: no `src`, and no `type` of a data block. */
function isExecutableInline(attributes: string): boolean {
  let type: string | undefined;
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? "").toLowerCase();
    if (name === "src") return false;
    if (name === "type") type = (match[2] ?? match[3] ?? match[4] ?? "").trim().toLowerCase();
  }
  return type === undefined || EXECUTABLE_TYPES.has(type);
}

/**
 * Hashes of short scripts, which repeat from page to page (the router's module script, a
 * template's small script): remembered by their text, at most MEMO_ENTRIES of them. Long scripts
 * (a page's data) are hashed every time: they are rarely the same twice.
 */
const MEMO_MAX_SCRIPT_BYTES = 4096;
const MEMO_ENTRIES = 256;
const memo = new Map<string, string>();

function hashOf(body: Buffer, start: number, end: number): string {
  const short = end - start <= MEMO_MAX_SCRIPT_BYTES;
  const key = short ? body.toString("latin1", start, end) : undefined;
  if (key !== undefined) {
    const known = memo.get(key);
    if (known) return known;
  }
  const source = `'sha256-${createHash("sha256").update(body.subarray(start, end)).digest("base64")}'`;
  if (key !== undefined) {
    if (memo.size >= MEMO_ENTRIES) {
      const oldest = memo.keys().next().value;
      if (oldest !== undefined) memo.delete(oldest);
    }
    memo.set(key, source);
  }
  return source;
}
