/**
 * Boundaries that hold (architecture guide, rules of thumb 2 and 3; issue 12). `npm run lint`
 * runs this after Biome: a new import across them fails the build.
 *
 * - A feature uses another feature only through its public entries: `index.ts` (for the browser
 *   and the server), `index.server.ts` (server only), `schema.ts` (its contracts), and
 *   `entries/<widget>.ts`: one file per widget that others load lazily (the page shell's user
 *   menu, session watch, login triggers, quick search), so that each stays a chunk of its own.
 * - The shared layers (`db`, `ui`, `shell`, `lib`, `domain`, `sites`, `i18n`) use a feature only
 *   through those entries too. The app layer (`server`, `routes`, `templates`, entry files) puts
 *   the features together and may reach their modules.
 * Tests are exempt: they may reach into what they test.
 */
const PUBLIC_ENTRY = "^src/features/[^/]+/((index|index\\.server|schema)\\.tsx?|entries/[^/]+\\.tsx?)$";
const TESTS =
  "\\.test\\.tsx?$|^src/test/|test-client\\.ts$|test-harness\\.tsx$|test-support\\.ts$|test-factory\\.ts$|test-customers\\.ts$";

module.exports = {
  forbidden: [
    {
      name: "feature-internals-of-another-feature",
      comment:
        "Import another feature through its public entries (index.ts, index.server.ts, schema.ts, entries/*), or move what both need to src/domain/ or src/sites/.",
      severity: "error",
      from: { path: "^src/features/([^/]+)/", pathNot: TESTS },
      to: { path: "^src/features/([^/]+)/", pathNot: [PUBLIC_ENTRY, "^src/features/$1/"] },
    },
    {
      name: "shared-layer-into-feature-internals",
      comment:
        "src/db, src/ui, src/shell, src/lib, src/domain, src/sites and src/i18n may use a feature only through its public entry.",
      severity: "error",
      from: { path: "^src/(db|ui|shell|lib|domain|sites|i18n)/", pathNot: TESTS },
      to: { path: "^src/features/", pathNot: PUBLIC_ENTRY },
    },
    {
      name: "no-circular",
      comment: "Import cycles make module order and lazy chunks fragile.",
      severity: "error",
      from: { pathNot: TESTS },
      // Type-only imports vanish at build time, and lazily loaded templates import the registry
      // that loads them only as types: neither makes a cycle at run time.
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only", "dynamic-import"] } },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|\\.react-router)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
  },
};
