import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The boundaries `npm run lint` holds (.dependency-cruiser.cjs, issue 12): each probe below is
 * a deliberately bad import, written into the tree for the run, and must be refused by its rule.
 */
const probes: string[] = [];

afterAll(() => {
  for (const probe of probes) rmSync(probe, { force: true, recursive: true });
});

/** Writes `source` at `file` under src/ and returns the rules its imports break. */
async function brokenRules(file: string, source: string): Promise<string[]> {
  const dir = mkdtempSync(path.resolve(path.dirname(file), ".boundary-probe-"));
  probes.push(dir);
  const probe = path.join(dir, path.basename(file));
  writeFileSync(probe, source);
  const relative = path.relative(process.cwd(), probe);
  // The same command `npm run lint` runs, on the probe alone.
  const run = spawnSync(
    path.resolve("node_modules/.bin/depcruise"),
    [relative, "--config", ".dependency-cruiser.cjs", "--output-type", "json"],
    { encoding: "utf8" },
  );
  const output = JSON.parse(run.stdout) as { summary: { violations: { rule: { name: string }; from: string }[] } };
  return output.summary.violations.filter((v) => v.from === relative).map((v) => v.rule.name);
}

describe("boundaries between features and layers", () => {
  it("refuses a feature reaching into another feature's internals", async () => {
    const rules = await brokenRules(
      "src/features/search/probe.ts",
      'import { residencePageResolver } from "~/features/residences/residence-pages";\nexport const probe = residencePageResolver;\n',
    );
    expect(rules).toContain("feature-internals-of-another-feature");
  });

  it("refuses the shared layers reaching into a feature's internals", async () => {
    const rules = await brokenRules(
      "src/lib/probe.ts",
      'import { createMailer } from "~/features/mail/mailer";\nexport const probe = createMailer;\n',
    );
    expect(rules).toContain("shared-layer-into-feature-internals");
  });

  it("lets them through a public entry", async () => {
    const rules = await brokenRules(
      "src/features/search/probe.ts",
      'import type { Mailer } from "~/features/mail/index.server";\nimport { RecordVisit } from "~/features/timeseries";\nexport type Probe = Mailer;\nexport const probe = RecordVisit;\n',
    );
    expect(rules).toEqual([]);
  });
});
