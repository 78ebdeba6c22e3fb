/**
 * A path on this site (a referrer, a return address): starts with one slash, never "//" or a
 * backslash, which browsers read as another origin. Without zod, so the page shell can use it.
 */
export function isSitePath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !value.includes("\\") && value.length <= 500;
}
