import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BLOCK_SOURCES, blockSources, TEMPLATE_SOURCES } from "./sources";

/**
 * The registry's lazily loaded templates and the server's table of their source modules (for
 * preload links) name the same modules: a template missing here would paint unstyled and
 * hydrate late. Read from the registry's text, so the browser's chunk carries no paths.
 */
describe("the source modules of the lazily loaded templates", () => {
  const registry = readFileSync("src/templates/registry.tsx", "utf8");
  const file = (path = "") => {
    const source = path.replace(/^~\//, "src/").replace(/^\.\//, "src/templates/");
    return existsSync(`${source}.ts`) ? `${source}.ts` : `${source}.tsx`;
  };
  // Loaders shared by several templates: `const loadX = () => import("…");`.
  const loaders = Object.fromEntries(
    [...registry.matchAll(/const (\w+) = \(\) => import\("([^"]+)"\)/g)].map(([, name, path]) => [name, file(path)]),
  );
  const lazy = Object.fromEntries(
    [...registry.matchAll(/ {2}(\w+): lazyTemplate\(\s*(?:\(\) => import\("([^"]+)"\)|(\w+)),/g)].map(
      ([, name, path, loader]) => [name, loader ? loaders[loader] : file(path)],
    ),
  );

  it("name each lazily loaded template's module, and only those", () => {
    expect(Object.keys(lazy).length).toBeGreaterThan(20);
    expect(TEMPLATE_SOURCES).toEqual(lazy);
  });

  it("are files of the project", () => {
    for (const source of Object.values(TEMPLATE_SOURCES)) expect(existsSync(source ?? ""), source).toBe(true);
  });
});

/** The same for the content blocks Blocks.tsx loads lazily (issue 16: a video, the cookie settings). */
describe("the source modules of the lazily loaded content blocks", () => {
  const blocks = readFileSync("src/features/content/components/Blocks.tsx", "utf8");
  const lazyModules = [...blocks.matchAll(/lazy\(\(\) =>\s*import\("([^"]+)"\)/g)].map(([, path]) => {
    const source = path!.replace(/^~\//, "src/").replace(/^\.\//, "src/features/content/components/");
    return existsSync(`${source}.ts`) ? `${source}.ts` : `${source}.tsx`;
  });

  it("name each lazily loaded block's module, and only those", () => {
    expect(lazyModules.length).toBeGreaterThan(0);
    expect(Object.values(BLOCK_SOURCES).sort()).toEqual([...lazyModules].sort());
  });

  it("are files of the project, found once per page", () => {
    for (const source of Object.values(BLOCK_SOURCES)) expect(existsSync(source ?? ""), source).toBe(true);
    expect(blockSources([{ type: "video" }, { type: "text" }, { type: "video" }])).toEqual([BLOCK_SOURCES.video]);
    expect(blockSources([{ type: "text" }])).toEqual([]);
  });
});
