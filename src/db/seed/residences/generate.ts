/**
 * Generates the residence inventory of a scale in memory (no database): the hand-written test
 * inventory, or the generated demo inventory (and the 100,000-home benchmark set on top of it).
 */
import { slugify } from "~/domain/residence-urls";
import { type BuildContext, buildArea, LANGUAGE_OF } from "./build";
import { demoAreaSpecs } from "./demo-scale";
import type { AreaSeed, Inventory, InventoryScale, InventorySite, TagSeed } from "./model";
import { TEST_AREA_SPECS } from "./test-scale";
import { TEXTS } from "./texts";

/** Per site: each county and municipality with areas, then the theme tags of the site's language. */
export function tagsOf(areas: readonly AreaSeed[]): TagSeed[] {
  const tags = new Map<string, TagSeed>();
  const add = (site: InventorySite, name: string, hasRental: boolean) => {
    const url = slugify(name);
    const key = `${site}|${url}`;
    const existing = tags.get(key);
    if (existing) existing.hasRental ||= hasRental;
    else tags.set(key, { site, name, url, hasRental });
  };
  for (const area of areas) {
    // A place tag "has rentals" when a stage there is let rather than sold.
    const rental = area.stages.some((s) => s.disposalForm === "tenancy");
    add(area.site, area.county, rental);
    add(area.site, area.municipality, rental);
  }
  const sites = [...new Set(areas.map((a) => a.site))];
  for (const site of sites) {
    for (const theme of TEXTS[LANGUAGE_OF[site]].themes) add(site, theme.name, theme.hasRental);
  }
  return [...tags.values()];
}

export function generateInventory(scale: InventoryScale, now: Date): Inventory {
  const ctx: BuildContext = { now, roleCursor: 0 };
  const specs = scale === "test" ? TEST_AREA_SPECS : demoAreaSpecs(scale);
  const areas = specs.map((spec) => buildArea(spec, ctx));
  return { areas, tags: tagsOf(areas) };
}
