import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FEATURE_TEMPLATES } from "~/templates/names";
import { TEMPLATE_NAMESPACES } from "~/templates/namespaces";
import { TEMPLATE_SOURCES } from "~/templates/sources";
import { moduleGraph } from "~/test/module-graph";
import { NAMESPACES, SHELL_NAMESPACES } from "./catalogs.server";
import type { Namespace } from "./namespaces";

/**
 * Pages carry only the namespaces their components use (decision 023): the shell's with the
 * root route, a template's with its page, a lazily loaded widget's with the widget
 * (`withMessages`). These checks read the browser's modules: every key a module of the shell or
 * of a template names (`t("residence.facts")`, `` `enums.status.${s}` ``, a `labelKey` passed
 * on) must be in a namespace its page has, so a forgotten namespace fails here rather than
 * showing its key on the page. src/templates/namespaces.api.test.ts renders the pages too.
 */

const KEY = new RegExp(`["'\`](${NAMESPACES.join("|")})\\.[A-Za-z]`, "g");
const LOADED = /\bwithMessages\(\s*\[([^\]]*)\]/g;
/** A widget that loads one namespace's files itself (the consent dialogs: `messages/*\/consent.json`). */
const GLOB_LOADED = /import\.meta\.glob<Catalog>\(\s*"[^"]*\/messages\/\*\/([a-z-]+)\.json"/g;

/** The namespaces the modules use, and those their lazily loaded widgets load themselves. */
function namespacesOf(text: string): { used: Set<Namespace>; loaded: Set<Namespace> } {
  const used = new Set<Namespace>();
  const loaded = new Set<Namespace>();
  for (const match of text.matchAll(KEY)) used.add(match[1] as Namespace);
  for (const match of text.matchAll(LOADED)) {
    for (const name of match[1]!.matchAll(/["'](\w+)["']/g)) loaded.add(name[1] as Namespace);
  }
  for (const match of text.matchAll(GLOB_LOADED)) {
    loaded.add(match[1]!.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()) as Namespace);
  }
  return { used, loaded };
}

/** Each namespace the modules reachable from `entries` (lazy chunks too) use, with the files that use it. */
function usage(entries: string[]): { used: Map<Namespace, string[]>; loaded: Set<Namespace> } {
  const used = new Map<Namespace, string[]>();
  const loaded = new Set<Namespace>();
  for (const file of moduleGraph(entries, { dynamic: true }).keys()) {
    const found = namespacesOf(readFileSync(file, "utf8"));
    for (const namespace of found.used) used.set(namespace, [...(used.get(namespace) ?? []), path.basename(file)]);
    for (const namespace of found.loaded) loaded.add(namespace);
  }
  return { used, loaded };
}

/** What the modules use that neither the page nor their own lazy loading provides. */
function missing(entries: string[], carried: readonly Namespace[]): string[] {
  const { used, loaded } = usage(entries);
  const has = new Set([...SHELL_NAMESPACES, ...carried, ...loaded]);
  return [...used].filter(([namespace]) => !has.has(namespace)).map(([ns, files]) => `${ns} (${files.join(", ")})`);
}

const src = (file: string) => file.replace(/^src\//, "");

describe("the namespaces a page carries", () => {
  it("finds the keys it is meant to find (the check can fail)", () => {
    const found = namespacesOf(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text with a template literal in it
      't("residence.facts.title"); t(`enums.objectStatus.${s}`); const labelKey = "search.tabs.objects";' +
        'withMessages(["account", "validation"], Panel); "www.example.com"; t("nothing");' +
        'import.meta.glob<Catalog>("../i18n/messages/*/saved-searches.json", { import: "default" })',
    );
    expect([...found.used].sort()).toEqual(["enums", "residence", "search"]);
    expect([...found.loaded].sort()).toEqual(["account", "savedSearches", "validation"]);
    expect(missing(["features/residences/templates/StageTemplate.tsx"], [])).not.toEqual([]);
  });

  it("the shell: everything it renders or loads lazily is in the shell's namespaces or loads its own", () => {
    expect(missing(["root.tsx", "shell/PageShell.tsx"], [])).toEqual([]);
  });

  it("the content templates and the error page are served with the shell's namespaces", () => {
    expect(missing(["templates/ContentTemplates.tsx", "templates/ErrorTemplate.tsx"], [])).toEqual([]);
  });

  it.each(FEATURE_TEMPLATES.map((name) => [name]))(
    "%s: its modules use only the namespaces its page carries",
    (name) => {
      const entry = componentModuleOf(name);
      expect(missing([entry], TEMPLATE_NAMESPACES[name])).toEqual([]);
    },
  );

  it.each(FEATURE_TEMPLATES.map((name) => [name]))("%s: carries no namespace its modules do not use", (name) => {
    const { used } = usage([componentModuleOf(name)]);
    expect(TEMPLATE_NAMESPACES[name].filter((namespace) => !used.has(namespace))).toEqual([]);
  });
});

/**
 * The lighter My Pages templates share one chunk (src/templates/my-pages-templates.ts), yet each
 * page renders only its own template and carries only its namespaces: check each by its own
 * component's module, not by the chunk's.
 */
const MY_PAGES_COMPONENTS: Partial<Record<(typeof FEATURE_TEMPLATES)[number], string>> = {
  myPages: "features/my-pages/templates/OverviewTemplate.tsx",
  myPagesBoardMember: "features/my-pages/templates/OverviewTemplate.tsx",
  myPagesNewsList: "features/my-pages/templates/NewsListTemplate.tsx",
  myObject: "features/my-pages/templates/MyObjectTemplate.tsx",
  myPagesTimeline: "features/my-pages/templates/TimelineTemplate.tsx",
  myPagesContact: "features/my-pages/templates/ContactTemplate.tsx",
  myResidences: "features/favourites/templates/MyResidencesTemplate.tsx",
  mySavedSearches: "features/saved-searches/templates/SavedSearchesTemplate.tsx",
  myPagesVip: "features/my-account/templates/VipTemplate.tsx",
  myPagesVipShowing: "features/my-account/templates/VipShowingTemplate.tsx",
  myPagesPayment: "features/my-account/templates/PaymentsTemplate.tsx",
};

function componentModuleOf(name: (typeof FEATURE_TEMPLATES)[number]): string {
  const grouped = MY_PAGES_COMPONENTS[name];
  if (grouped) return grouped;
  const source = TEMPLATE_SOURCES[name];
  if (!source) throw new Error(`No source module for the template ${name}`);
  return src(source);
}
