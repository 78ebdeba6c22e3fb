import { readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The browser's module graph read from the sources (for tests): which modules an entry reaches
 * through static imports (its chunk and those loaded with it) and dynamic ones (lazy chunks).
 */

const SRC = path.resolve("src");
const relative = (file: string) => path.relative(path.resolve("."), file);

export interface Imports {
  /** Imports that stay in the built JavaScript (everything but `import type` / `export type`). */
  static: string[];
  /** `import("…")`: a chunk of its own, loaded later. */
  dynamic: string[];
}

export function importsOf(text: string): Imports {
  const result: Imports = { static: [], dynamic: [] };
  // `import { type A } from "x"` stays as `import {} from "x"` under verbatimModuleSyntax: only
  // a statement that starts with `import type`/`export type` leaves nothing behind.
  for (const match of text.matchAll(
    /(?:^|\n)[ \t]*(?:import|export)\s+(type\s+)?[^;"'`]*?\bfrom\s*["']([^"']+)["']/g,
  )) {
    if (!match[1]) result.static.push(match[2]!);
  }
  for (const match of text.matchAll(/(?:^|\n)[ \t]*import\s*["']([^"']+)["']/g)) result.static.push(match[1]!);
  for (const match of text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) result.dynamic.push(match[1]!);
  return result;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The source file of an import of ours, or the package name of anything else. */
function resolve(from: string, specifier: string): { file: string } | { package: string } {
  // Vite's suffixes (`?url`, `?raw`) name the same file.
  const bare = specifier.replace(/\?.*$/, "");
  const base = bare.startsWith("~/")
    ? path.join(SRC, bare.slice(2))
    : bare.startsWith(".")
      ? path.resolve(path.dirname(from), bare)
      : undefined;
  if (!base) return { package: specifier };
  const file = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find(
    isFile,
  );
  if (!file) throw new Error(`${relative(from)}: cannot resolve "${specifier}"`);
  return { file };
}

/** Every module reachable from `entries`, with the packages each imports. */
export function moduleGraph(entries: string[], options: { dynamic: boolean }): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const visit = (file: string) => {
    if (graph.has(file) || !/\.tsx?$/.test(file)) return;
    const packages: string[] = [];
    graph.set(file, packages);
    const imports = importsOf(readFileSync(file, "utf8"));
    for (const specifier of [...imports.static, ...(options.dynamic ? imports.dynamic : [])]) {
      const target = resolve(file, specifier);
      if ("package" in target) packages.push(target.package);
      else visit(target.file);
    }
  };
  for (const entry of entries) visit(path.join(SRC, entry));
  return graph;
}
