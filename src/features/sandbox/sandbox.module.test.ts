import { describe, expect, it } from "vitest";
import { environmentFlags, loadConfig } from "~/server/config";
import type { FeatureDeps } from "~/server/feature-module";
import { SITES } from "~/sites/sites";
import { SANDBOX_PATH, sandboxFeature } from "./sandbox.module";

/** The sandbox needs no database: only the configuration decides whether it exists. */
function depsFor(env: Record<string, string>): FeatureDeps {
  return { config: loadConfig(env) } as unknown as FeatureDeps;
}

describe("the developer sandbox page (decision 022)", () => {
  it("exists with the developer tools, at /sandbox/ on every site, kept out of search engines", async () => {
    const [resolve] = sandboxFeature(depsFor({ APP_ENV: "local" })).dynamicPages ?? [];
    expect(resolve).toBeDefined();
    for (const site of [SITES.sv, SITES.fi]) {
      const page = await resolve?.(site, SANDBOX_PATH);
      expect(page).toMatchObject({ template: "sandbox", noIndex: true });
      expect(await resolve?.(site, "/sandbox/other/")).toBeUndefined();
    }
  });

  it("does not exist in production or pre-production", () => {
    for (const appEnv of ["prod", "preprod"] as const) {
      // The flags of that environment (loading a production configuration needs its secrets).
      const config = { ...loadConfig({ APP_ENV: "local" }), flags: environmentFlags(appEnv) };
      const feature = sandboxFeature({ config } as unknown as FeatureDeps);
      expect(feature.dynamicPages, appEnv).toBeUndefined();
    }
  });
});
