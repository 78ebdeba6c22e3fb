/**
 * Paths on this site that the user may be sent to (a referrer, a return address). The check
 * parses the value the way browsers do (the WHATWG URL parser) against a stand-in origin and
 * keeps it only when it stays on that origin: browsers drop tabs and line breaks inside URLs
 * and read a backslash as a slash, so "/\t/evil.example/" or "/\evil.example" would otherwise
 * lead to another site (open redirect). Without zod, so the page shell can use it.
 */

const STAND_IN_ORIGIN = "https://site.invalid";
export const SITE_PATH_MAX = 500;

/** C0 controls, DEL and C1 controls: never part of a path we send anyone to. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The path (with query and hash) a value leads to on this site, or undefined when it could
 * lead anywhere else or is no plain path. The answer is the parsed form, so what is checked is
 * exactly what is followed.
 */
export function sitePath(value: string | null | undefined): string | undefined {
  if (typeof value !== "string" || value.length === 0 || value.length > SITE_PATH_MAX) return undefined;
  if (CONTROL_CHARACTERS.test(value) || value.includes("\\")) return undefined;
  // A path, not a scheme or a protocol-relative address ("//host").
  if (!value.startsWith("/") || value.startsWith("//")) return undefined;
  let url: URL;
  try {
    url = new URL(value, `${STAND_IN_ORIGIN}/`);
  } catch {
    return undefined;
  }
  if (url.origin !== STAND_IN_ORIGIN) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The parsed path must not itself read as another origin when followed (e.g. "/.//evil" → "//evil").
  return path.startsWith("//") ? undefined : path;
}

export function isSitePath(value: string): boolean {
  return sitePath(value) !== undefined;
}
