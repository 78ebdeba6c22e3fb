import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export interface ModuleAssets {
  /** JavaScript chunks to preload (the module and its static imports). */
  modules: string[];
  /** Style sheets the module needs for its first paint. */
  styles: string[];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

const NONE: ModuleAssets = { modules: [], styles: [] };

/**
 * The built chunks of a lazily loaded source module (a feature template), from Vite's client
 * manifest. The page's HTML links them, so the template's CSS is there at first paint and its
 * JavaScript downloads in parallel with the route's instead of after it (no waterfall).
 * Without a build (development) there is no manifest and nothing to link.
 */
export function createTemplateAssets(clientDir: string | undefined): (source: string | undefined) => ModuleAssets {
  const file = clientDir ? path.join(clientDir, ".vite", "manifest.json") : undefined;
  if (!file || !existsSync(file)) return () => NONE;
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestChunk>;
  const cache = new Map<string, ModuleAssets>();

  function collect(key: string, modules: Set<string>, styles: Set<string>) {
    const chunk = manifest[key];
    if (!chunk || modules.has(`/${chunk.file}`)) return;
    modules.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) collect(imported, modules, styles);
  }

  return (source) => {
    if (!source) return NONE;
    let assets = cache.get(source);
    if (!assets) {
      const modules = new Set<string>();
      const styles = new Set<string>();
      collect(source, modules, styles);
      assets = { modules: [...modules], styles: [...styles] };
      cache.set(source, assets);
    }
    return assets;
  };
}
