import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf, moduleGraph } from "~/test/module-graph";

/**
 * Source checks of decision 014 (typed page data): templates get their data typed by its
 * schema, so nothing may cast page data again, and the schemas (zod) stay on the server while
 * the browser imports only their types.
 */

const SRC = path.resolve("src");
const THIS_FILE = path.resolve("src/templates/page-data-guard.test.ts");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const relative = (file: string) => path.relative(path.resolve("."), file);
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
/** Modules that hold page data schemas: the features' `page-data` modules and the templates' table. */
const isPageDataModule = (file: string) => /(^|[-/])page-data(\.server)?\.ts$/.test(file);

/** The page data types the schemas define (`export type X = z.infer<…>` in the page-data modules). */
function pageDataTypeNames(): string[] {
  const names = new Set(["TemplateViewModel", "TemplatePageViewModel", "TemplateData"]);
  for (const file of sourceFiles(SRC).filter(isPageDataModule)) {
    for (const match of readFileSync(file, "utf8").matchAll(/export type (\w+) =/g)) names.add(match[1]!);
  }
  return [...names];
}

/** The lines of `text` that cast page data: `data as X`, `loaderData as X`, `as SomePageData`, `serialized<T>`. */
function pageDataCasts(text: string, typeNames: readonly string[]): string[] {
  const patterns = [
    /\b(?:data|loaderData)\s+as\s+(?!const\b)/,
    /\bserialized\s*</,
    new RegExp(`\\bas\\s+(?:unknown\\s+as\\s+)?(?:${typeNames.join("|")})\\b`),
  ];
  return text
    .split("\n")
    .flatMap((line, index) => (patterns.some((pattern) => pattern.test(line)) ? [`${index + 1}: ${line.trim()}`] : []));
}

describe("page data casts", () => {
  const typeNames = pageDataTypeNames();

  it("finds the casts it is meant to find (the check can fail)", () => {
    expect(typeNames).toEqual(expect.arrayContaining(["StagePageData", "SearchPageData", "SeoPlaceData", "AreasData"]));
    const samples = [
      "const data = vm.viewModel.data as StagePageData;",
      "return <SeoPlacePage data={vm.viewModel.data as SeoPlaceData} />;",
      "const vm = loaderData as PageData | undefined;",
      "const candidate = data as Partial<SearchPageData>;",
      "reply.send(serialized<MarkersResponse>(json));",
      "const page = (await load(request)) as AreasData;",
      "const vm = x as unknown as TemplateViewModel<'stage'>;",
    ];
    for (const sample of samples) expect(pageDataCasts(sample, typeNames), sample).toHaveLength(1);
    expect(pageDataCasts("const ids = [1, 2] as const; const metadata = x as Meta;", typeNames)).toEqual([]);
  });

  it("appear nowhere in the application's code", () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => file !== THIS_FILE && !isTest(file))
      .flatMap((file) =>
        pageDataCasts(readFileSync(file, "utf8"), typeNames).map((cast) => `${relative(file)}:${cast}`),
      );
    expect(offenders).toEqual([]);
  });
});

/** What the browser loads: the client entry, the root and the page route (which imports the registry). */
const BROWSER_ENTRIES = ["entry.client.tsx", "root.tsx", "routes/page.tsx"];

describe("the browser's modules", () => {
  it("the walk sees what it must (the check can fail)", () => {
    const graph = moduleGraph(BROWSER_ENTRIES, { dynamic: true });
    // Templates are reached through the registry's dynamic imports, and they import zod-using forms.
    expect([...graph.keys()].map(relative)).toEqual(
      expect.arrayContaining(["src/templates/registry.tsx", "src/features/residences/templates/StageTemplate.tsx"]),
    );
    expect([...graph.values()].flat()).toContain("zod");
    expect(importsOf('import type { A } from "./a";\nimport { type B } from "./b";').static).toEqual(["./b"]);
  });

  it("never include a page data schema module: templates import the data types only", () => {
    const graph = moduleGraph(BROWSER_ENTRIES, { dynamic: true });
    expect([...graph.keys()].filter(isPageDataModule).map(relative)).toEqual([]);
  });

  it("keep zod out of the shell: nothing the first paint loads before a template imports it", () => {
    const shell = moduleGraph(BROWSER_ENTRIES, { dynamic: false });
    const withZod = [...shell].filter(([, packages]) => packages.some((p) => p === "zod" || p.startsWith("zod/")));
    expect(withZod.map(([file]) => relative(file))).toEqual([]);
  });
});
