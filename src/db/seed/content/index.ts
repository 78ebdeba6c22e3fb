import type { SiteSeed } from "../types";
import { cooperativeSeed } from "./cooperative";
import { entreprenadSeed } from "./entreprenad";
import { fiSeed } from "./fi";
import { noSeed } from "./no";
import { PUBLIC_PAGE_SEEDS } from "./public-pages";
import { seniorgardenSeed } from "./seniorgarden";
import { svSeed } from "./sv";
import { svEnSeed } from "./sv-en";

/** The demo content of every site, in the order they are seeded. */
export const ALL_SITE_SEEDS: SiteSeed[] = [
  svSeed,
  svEnSeed,
  noSeed,
  fiSeed,
  seniorgardenSeed,
  cooperativeSeed,
  entreprenadSeed,
].map((seed) => ({ ...seed, pages: [...seed.pages, ...(PUBLIC_PAGE_SEEDS[seed.site] ?? [])] }));
