/**
 * The generated "demo" inventory (five sites, at least 80 areas, 200 stages and 5,000 homes) and the
 * "bench" inventory (the demo plus generated areas up to 100,000 homes). Every enumeration value is
 * forced in early and then drawn by weight, so coverage does not depend on luck.
 */
import {
  type Concept,
  type DisposalForm,
  type ObjectStatus,
  type OutdoorArea,
  PARKING_AND_STORAGE,
  type ParkingOrStorage,
  type PlotType,
  PROJECT_STATUSES,
  type ProjectStatus,
  type ResidenceType,
  type StageStatus,
} from "~/domain/residence-enums";
import { slugify } from "~/domain/residence-urls";
import { Rand } from "../prng";
import { type AreaSpec, COUNTRY_OF, LANGUAGE_OF, type PlannedSpec, type ShowingSpec, type StageSpec } from "./build";
import type { InventoryScale, InventorySite } from "./model";
import { COUNTRIES, type Country, type County, type District, type Municipality } from "./places";
import { TEXTS } from "./texts";

type Weighted<T> = readonly (readonly [T, number])[];

interface SitePlan {
  areas: number;
  /** Municipality names (of the site's country) the site builds in; all when undefined. */
  municipalities?: readonly string[];
  types: Weighted<ResidenceType>;
  concepts: Weighted<Concept | null>;
}

const DEMO_PLAN: Record<InventorySite, SitePlan> = {
  sv: {
    areas: 42,
    types: [
      ["apartment", 50],
      ["townHouse", 16],
      ["semiDetached", 10],
      ["detachedHouse", 12],
      ["house", 6],
      ["plot", 6],
    ],
    concepts: [
      [null, 40],
      ["original", 25],
      ["premium", 15],
      ["smartSquare", 15],
      ["seniorGarden", 5],
    ],
  },
  no: {
    areas: 25,
    types: [
      ["apartment", 55],
      ["townHouse", 18],
      ["semiDetached", 10],
      ["detachedHouse", 10],
      ["house", 4],
      ["plot", 3],
    ],
    concepts: [
      [null, 45],
      ["original", 20],
      ["premium", 20],
      ["smartSquare", 15],
    ],
  },
  fi: {
    areas: 25,
    types: [
      ["apartment", 60],
      ["townHouse", 22],
      ["semiDetached", 9],
      ["detachedHouse", 9],
    ],
    concepts: [
      [null, 45],
      ["original", 20],
      ["premium", 20],
      ["smartSquare", 15],
    ],
  },
  seniorgarden: {
    areas: 9,
    municipalities: [
      "Stockholm",
      "Nacka",
      "Täby",
      "Sollentuna",
      "Uppsala",
      "Göteborg",
      "Lund",
      "Linköping",
      "Västerås",
      "Örebro",
    ],
    types: [["apartment", 1]],
    concepts: [["seniorGarden", 1]],
  },
  cooperative: {
    areas: 9,
    municipalities: [
      "Stockholm",
      "Solna",
      "Sundbyberg",
      "Huddinge",
      "Järfälla",
      "Haninge",
      "Göteborg",
      "Mölndal",
      "Malmö",
      "Helsingborg",
      "Norrköping",
    ],
    types: [
      ["apartment", 4],
      ["townHouse", 1],
    ],
    concepts: [
      [null, 3],
      ["original", 2],
    ],
  },
};

const AREA_STATUS_WEIGHTS: Weighted<ProjectStatus> = [
  ["forSale", 44],
  ["preselling", 12],
  ["planned", 6],
  ["vip", 6],
  ["moveInReady", 10],
  ["soldOut", 12],
  ["reference", 6],
  ["succession", 4],
];

/** Order of progress: the first stage of an area is the one furthest along. */
const PROGRESS: Record<ProjectStatus, number> = {
  reference: 0,
  succession: 1,
  soldOut: 2,
  moveInReady: 3,
  forSale: 4,
  preselling: 5,
  vip: 6,
  planned: 7,
};

/** Statuses of the other stages of an area with the given status. */
const SIBLING_STATUSES: Record<ProjectStatus, Weighted<ProjectStatus>> = {
  forSale: [
    ["forSale", 4],
    ["soldOut", 2],
    ["moveInReady", 2],
    ["preselling", 2],
    ["vip", 1],
    ["planned", 1],
  ],
  preselling: [
    ["preselling", 2],
    ["vip", 1],
    ["planned", 1],
  ],
  planned: [["planned", 1]],
  vip: [
    ["vip", 1],
    ["planned", 1],
  ],
  moveInReady: [
    ["moveInReady", 1],
    ["soldOut", 2],
  ],
  soldOut: [["soldOut", 1]],
  reference: [["reference", 1]],
  succession: [["succession", 1]],
};

const HOME_STATUSES: Partial<Record<ProjectStatus, Weighted<ObjectStatus>>> = {
  forSale: [
    ["forSale", 50],
    ["reserved", 12],
    ["booked", 10],
    ["sold", 24],
    ["showingApartment", 2],
  ],
  preselling: [
    ["preselling", 70],
    ["reserved", 15],
    ["notAvailable", 15],
  ],
  moveInReady: [
    ["forSale", 35],
    ["reserved", 5],
    ["booked", 5],
    ["sold", 55],
  ],
  soldOut: [["sold", 1]],
  reference: [["sold", 1]],
  succession: [["succession", 1]],
};

const ROOMS: Record<"apartment" | "senior" | "townHouse" | "semiDetached" | "house", Weighted<number>> = {
  apartment: [
    [1, 10],
    [2, 25],
    [3, 30],
    [4, 20],
    [5, 10],
    [6, 5],
  ],
  senior: [
    [1, 15],
    [2, 55],
    [3, 30],
  ],
  townHouse: [
    [3, 20],
    [4, 40],
    [5, 30],
    [6, 10],
  ],
  semiDetached: [
    [4, 50],
    [5, 40],
    [6, 10],
  ],
  house: [
    [4, 25],
    [5, 45],
    [6, 30],
  ],
};

/** Price factor per residence type (per m², relative to a new apartment). */
const TYPE_FACTOR: Record<ResidenceType, number> = {
  apartment: 1,
  townHouse: 0.92,
  semiDetached: 0.92,
  detachedHouse: 0.95,
  house: 0.85,
  plot: 0.85,
};

const CONCEPT_FACTOR: Record<Concept, number> = { premium: 1.15, smartSquare: 0.92, original: 1, seniorGarden: 1.02 };

/** Monthly rent per m² of new rental homes. */
const RENT_PER_SQM: Record<Country, number> = { se: 200, no: 260, fi: 19 };

function homeCountOf(r: Rand, type: ResidenceType, site: InventorySite): number {
  switch (type) {
    case "apartment":
      return site === "seniorgarden" ? r.int(20, 44) : r.int(20, 64);
    case "townHouse":
      return r.int(6, 18);
    case "semiDetached":
      return r.int(4, 10);
    case "detachedHouse":
      return r.int(4, 12);
    case "house":
      return r.int(3, 8);
    case "plot":
      return r.int(4, 10);
  }
}

function roomsWeights(type: ResidenceType, site: InventorySite): Weighted<number> {
  const weights =
    type === "apartment"
      ? site === "seniorgarden"
        ? ROOMS.senior
        : ROOMS.apartment
      : type === "townHouse"
        ? ROOMS.townHouse
        : type === "semiDetached"
          ? ROOMS.semiDetached
          : ROOMS.house;
  // Finnish homes are counted up to 5 rooms.
  return COUNTRY_OF[site] === "fi" ? weights.filter(([rooms]) => rooms <= 5) : weights;
}

function disposalOf(r: Rand, site: InventorySite, type: ResidenceType): DisposalForm {
  const country = COUNTRY_OF[site];
  if (site === "cooperative") return "condominium";
  if (site === "seniorgarden")
    return r.weighted<DisposalForm>([
      ["condominium", 8],
      ["tenancy", 2],
    ]);
  const apartment = type === "apartment";
  if (country === "se")
    return apartment
      ? r.weighted<DisposalForm>([
          ["condominium", 78],
          ["ownershipApartment", 10],
          ["tenancy", 12],
        ])
      : r.weighted<DisposalForm>([
          ["ownership", 85],
          ["condominium", 15],
        ]);
  if (country === "no")
    // Norway sells mostly freehold (selveier): ownership, and owned apartments as such; some
    // apartments are shares of a housing cooperative (borettslag, with common debt).
    return apartment
      ? r.weighted<DisposalForm>([
          ["ownership", 50],
          ["ownershipApartment", 25],
          ["condominium", 15],
          ["tenancy", 10],
        ])
      : "ownership";
  // Finland: flats and row houses are shares of a housing company (asunto-osakeyhtiö).
  if (type === "detachedHouse" || type === "house" || type === "plot") return "ownership";
  return apartment
    ? r.weighted<DisposalForm>([
        ["condominium", 88],
        ["tenancy", 12],
      ])
    : "condominium";
}

function outdoorOf(
  r: Rand,
  country: Country,
  type: ResidenceType,
  floor: number | null,
  floorCount: number,
  rooms: number,
): OutdoorArea[] {
  const out: OutdoorArea[] = [];
  if (type === "apartment" && floor !== null) {
    if (floor === 1) out.push(r.chance(0.6) ? "patio" : "balcony");
    else if (floor === floorCount && r.chance(0.6)) out.push(r.chance(0.5) ? "roofTop" : "terrace");
    else
      out.push(
        r.weighted<OutdoorArea>([
          ["balcony", 70],
          ["frenchBalcony", 20],
          ["terrace", 10],
        ]),
      );
    if (out[0] === "balcony" && r.chance(0.15)) out.push("frenchBalcony");
  } else {
    out.push(
      r.weighted<OutdoorArea>([
        ["patio", 60],
        ["porch", 25],
        ["terrace", 15],
      ]),
    );
    if (r.chance(0.3)) out.push(out[0] === "terrace" ? "porch" : "terrace");
    if (rooms >= 5 && r.chance(0.25)) out.push("balcony");
  }
  const sauna = { fi: type === "apartment" ? 0.55 : 0.95, no: 0.12, se: type === "apartment" ? 0.05 : 0.25 }[country];
  if (r.chance(sauna)) out.push("sauna");
  if (r.chance(type === "apartment" ? 0.2 : 0.35)) out.push("walkInCloset");
  return out;
}

function parkingOf(r: Rand, type: ResidenceType): ParkingOrStorage {
  return type === "apartment"
    ? r.weighted<ParkingOrStorage>([
        ["canPurchase", 50],
        ["unknown", 15],
        ["cannotPurchase", 15],
        ["included", 15],
        ["twoIncluded", 5],
      ])
    : r.weighted<ParkingOrStorage>([
        ["included", 45],
        ["twoIncluded", 35],
        ["canPurchase", 15],
        ["unknown", 5],
      ]);
}

interface Cursor {
  forSalePhase: number;
  stageStatus: number;
  vipPhase: number;
}

function stageSpecOf(
  r: Rand,
  site: InventorySite,
  municipality: Municipality,
  projectStatus: ProjectStatus,
  type: ResidenceType,
  concept: Concept | null,
  cursor: Cursor,
  themes: readonly string[],
): StageSpec {
  const country = COUNTRY_OF[site];
  const disposalForm = disposalOf(r, site, type);
  const tenancy = disposalForm === "tenancy";
  const floorCount = type === "apartment" ? (site === "seniorgarden" ? r.int(3, 6) : r.int(3, 12)) : 2;
  let stageStatus: StageStatus = 1;
  let projectPhase = 0;
  let inhabitInMonths: number | null = null;
  switch (projectStatus) {
    case "planned":
      inhabitInMonths = r.chance(0.25) ? null : r.int(18, 30);
      break;
    case "vip":
      projectPhase = 1 + (cursor.vipPhase++ % 2);
      inhabitInMonths = r.int(15, 30);
      break;
    case "preselling":
      stageStatus = r.pick([1, 2] as const);
      projectPhase = 3;
      inhabitInMonths = r.chance(0.1) ? null : r.int(10, 30);
      break;
    case "forSale":
      stageStatus = (2 + (cursor.stageStatus++ % 2)) as StageStatus;
      projectPhase = 4 + (cursor.forSalePhase++ % 5);
      inhabitInMonths = r.int(2, 18);
      break;
    case "moveInReady":
      stageStatus = 4;
      projectPhase = 9;
      inhabitInMonths = -2;
      break;
    case "soldOut":
      inhabitInMonths = r.int(-2, 6);
      stageStatus = inhabitInMonths <= 0 ? r.pick([4, 5] as const) : 3;
      projectPhase = inhabitInMonths <= 0 ? (stageStatus === 5 ? 10 : 9) : 8;
      break;
    case "reference":
      stageStatus = 5;
      projectPhase = 10;
      inhabitInMonths = -2;
      break;
    case "succession":
      stageStatus = 5;
      projectPhase = 10;
      inhabitInMonths = r.int(-2, 1);
      break;
  }
  const released = HOME_STATUSES[projectStatus];
  // VIP stages sometimes list their homes already, all still unavailable.
  const homeCount = released
    ? projectStatus === "succession"
      ? r.int(2, 6)
      : homeCountOf(r, type, site)
    : projectStatus === "vip" && r.chance(0.3)
      ? homeCountOf(r, type, site)
      : 0;
  const statuses: ObjectStatus[] = Array.from({ length: homeCount }, () =>
    released ? r.weighted(released) : "notAvailable",
  );
  const roomWeights = roomsWeights(type, site);
  const rooms = Array.from({ length: Math.max(homeCount, 1) }, () => r.weighted(roomWeights));
  const outdoor = rooms.map((roomCount, i) =>
    outdoorOf(r, country, type, type === "apartment" ? (i % floorCount) + 1 : null, floorCount, roomCount),
  );
  const perSqm = tenancy
    ? RENT_PER_SQM[country] * r.float(0.9, 1.15)
    : municipality.priceLevel * TYPE_FACTOR[type] * (concept ? CONCEPT_FACTOR[concept] : 1) * r.float(0.9, 1.1);
  let planned: PlannedSpec | undefined;
  if (projectStatus === "planned" || projectStatus === "vip") {
    const sorted = roomWeights.map(([n]) => n);
    const minRooms = sorted[0] ?? 1;
    const maxRooms = Math.min(sorted[sorted.length - 1] ?? 5, minRooms + r.int(2, 4));
    const minArea = 25 + 22 * minRooms + (type === "apartment" ? 0 : 12);
    const maxArea = 25 + 22 * maxRooms + (type === "apartment" ? 5 : 20);
    const step = { se: 50_000, no: 100_000, fi: 5_000 }[country];
    planned = {
      minRooms,
      maxRooms,
      minArea,
      maxArea,
      minPrice: Math.round((minArea * perSqm) / step) * step,
      maxPrice: Math.round((maxArea * perSqm) / step) * step,
      homeCount: homeCount || r.int(type === "apartment" ? 20 : 6, type === "apartment" ? 80 : 20),
    };
  }
  const showings: ShowingSpec[] = [];
  if (
    (projectStatus === "forSale" || projectStatus === "preselling" || projectStatus === "moveInReady") &&
    r.chance(0.85)
  ) {
    const count = r.int(1, 4);
    for (let i = 0; i < count; i++) {
      showings.push({
        inDays: r.int(1, 59),
        hour: r.pick([9, 10, 11, 15, 16, 17]),
        capacity: r.chance(0.5) ? r.int(8, 30) : null,
      });
    }
    const showable = statuses.findIndex((s) => s === "showingApartment" || s === "forSale");
    if (showable >= 0 && r.chance(0.25))
      showings.push({ inDays: r.int(1, 45), hour: 14, capacity: r.int(2, 6), homeIndex: showable });
  }
  const plotType: PlotType =
    type === "apartment"
      ? r.weighted<PlotType>([
          ["ownPlot", 70],
          ["rentedPlot", 25],
          ["optionalRentedPlot", 5],
        ])
      : r.weighted<PlotType>([
          ["ownPlot", 70],
          ["optionalRentedPlot", 15],
          ["rentedPlot", 15],
        ]);
  return {
    projectStatus,
    stageStatus,
    projectPhase,
    residenceType: type,
    disposalForm,
    concept,
    plotType,
    parking: parkingOf(r, type),
    storage: r.pick(PARKING_AND_STORAGE),
    homeCount,
    statuses: statuses.length > 0 ? statuses : ["notAvailable"],
    rooms,
    outdoor,
    price: { perSqm },
    inhabitInMonths,
    floorCount,
    planned,
    showings,
    themes: r.sample(themes, r.int(0, 2)),
    // Now and then a large villa above the area bound.
    lastHomeExtraArea: type === "detachedHouse" && r.chance(0.3) ? r.int(150, 200) : undefined,
  };
}

interface Place {
  county: County;
  municipality: Municipality;
}

function placesOf(country: Country, names: readonly string[] | undefined): Place[] {
  return COUNTRIES[country].flatMap((county) =>
    county.municipalities
      .filter((m) => !names || names.includes(m.name))
      .map((municipality) => ({ county, municipality })),
  );
}

/** Generates `count` areas of a site; `forced` statuses come first so every status appears. */
function siteAreaSpecs(
  site: InventorySite,
  plan: SitePlan,
  seed: string,
  count: number,
  forced: readonly ProjectStatus[],
  usedSlugs: Set<string>,
  maxHomes = Number.POSITIVE_INFINITY,
): AreaSpec[] {
  const r = new Rand(seed);
  const country = COUNTRY_OF[site];
  const texts = TEXTS[LANGUAGE_OF[site]];
  const themes = texts.themes.map((t) => t.name);
  const places = placesOf(country, plan.municipalities);
  const cursor: Cursor = { forSalePhase: 0, stageStatus: 0, vipPhase: 0 };
  // Every type and concept of the site appears among the first stages.
  const forcedTypes = plan.types.map(([t]) => t);
  const forcedConcepts = plan.concepts.map(([c]) => c);
  let homes = 0;
  const specs: AreaSpec[] = [];
  let order = r.shuffle(places);
  for (let i = 0; i < count && homes < maxHomes; i++) {
    if (i > 0 && i % order.length === 0) order = r.shuffle(places);
    const { county, municipality } = order[i % order.length] as Place;
    const district = r.pick(municipality.districts) as District;
    let name = `${district.name} ${r.pick(texts.areaSuffixes)}`;
    for (let attempt = 0; usedSlugs.has(slugify(`${municipality.name}/${name}`)); attempt++) {
      name =
        attempt < 20
          ? `${district.name} ${r.pick(texts.areaSuffixes)}`
          : `${name.replace(/ \d+$/, "")} ${attempt - 18}`;
    }
    usedSlugs.add(slugify(`${municipality.name}/${name}`));
    const projectStatus = forced[i] ?? r.weighted(AREA_STATUS_WEIGHTS);
    const stageCount = ["planned", "vip", "succession"].includes(projectStatus)
      ? r.int(1, 2)
      : r.weighted([
          [1, 15],
          [2, 35],
          [3, 35],
          [4, 15],
        ]);
    const stageStatuses = [
      projectStatus,
      ...Array.from({ length: stageCount - 1 }, () => r.weighted(SIBLING_STATUSES[projectStatus])),
    ].sort((a, b) => PROGRESS[a] - PROGRESS[b]);
    // One area = one kind of home most of the time; larger areas mix in another type.
    const mainType = forcedTypes[i] ?? r.weighted(plan.types);
    const concept = forcedConcepts[i] !== undefined ? (forcedConcepts[i] ?? null) : r.weighted(plan.concepts);
    const stages = stageStatuses.map((status, s) => {
      const type = s > 0 && r.chance(0.25) ? r.weighted(plan.types) : mainType;
      return stageSpecOf(new Rand(`${seed}:${i}:${s}`), site, municipality, status, type, concept, cursor, themes);
    });
    const own = stages.find((s) => s.projectStatus === projectStatus);
    homes += stages.reduce((n, s) => n + s.homeCount, 0);
    specs.push({
      site,
      country,
      county,
      municipality,
      district,
      name,
      projectStatus,
      projectPhase: own?.projectPhase ?? 4,
      concept,
      stages,
    });
  }
  return specs;
}

/**
 * Municipalities of the country sites with one more resale (succession) area each: the
 * succession page (issue 19) needs homes in several municipalities, so that its municipality
 * counts and "show more" mean something (docs/decisions/053-succession.md).
 */
const EXTRA_SUCCESSION: Partial<Record<InventorySite, readonly string[]>> = {
  sv: ["Stockholm", "Uppsala", "Malmö"],
  no: ["Oslo", "Bergen", "Stavanger"],
  fi: ["Helsinki", "Tampere", "Turku"],
};

const BENCH_HOMES = 100_000;

export function demoAreaSpecs(scale: Exclude<InventoryScale, "test">): AreaSpec[] {
  const used = new Map<InventorySite, Set<string>>();
  const slugsOf = (site: InventorySite) => {
    const set = used.get(site) ?? new Set<string>();
    used.set(site, set);
    return set;
  };
  const demo = (Object.entries(DEMO_PLAN) as [InventorySite, SitePlan][]).flatMap(([site, plan]) => {
    // Brand sites have fewer areas: succession and reference only where the main sites have them.
    const forced = site === "seniorgarden" || site === "cooperative" ? PROJECT_STATUSES.slice(0, 6) : PROJECT_STATUSES;
    return siteAreaSpecs(site, plan, `demo:${site}`, plan.areas, forced, slugsOf(site));
  });
  // The resale areas come after every other demo area, so no other row (nor its id) changes.
  demo.push(
    ...(Object.entries(EXTRA_SUCCESSION) as [InventorySite, readonly string[]][]).flatMap(([site, municipalities]) =>
      siteAreaSpecs(
        site,
        { ...DEMO_PLAN[site], municipalities },
        `demo-succession:${site}`,
        municipalities.length,
        municipalities.map(() => "succession"),
        slugsOf(site),
      ),
    ),
  );
  if (scale === "demo") return demo;
  // Benchmark: more areas on the three country sites until there are exactly 100,000 homes.
  const demoHomes = demo.reduce((n, a) => n + a.stages.reduce((m, s) => m + s.homeCount, 0), 0);
  const extra: AreaSpec[] = [];
  const shares: [InventorySite, number][] = [
    ["sv", 0.5],
    ["no", 0.25],
    ["fi", 0.25],
  ];
  let remaining = BENCH_HOMES - demoHomes;
  shares.forEach(([site, share], index) => {
    const target = index === shares.length - 1 ? remaining : Math.round((BENCH_HOMES - demoHomes) * share);
    const specs = siteAreaSpecs(site, DEMO_PLAN[site], `bench:${site}`, 100_000, [], slugsOf(site), target);
    let homes = specs.reduce((n, a) => n + a.stages.reduce((m, s) => m + s.homeCount, 0), 0);
    // Trim the last stages with homes so the total is exact.
    for (let a = specs.length - 1; a >= 0 && homes > target; a--) {
      for (const stage of [...(specs[a]?.stages ?? [])].reverse()) {
        const cut = Math.min(stage.homeCount, homes - target);
        stage.homeCount -= cut;
        homes -= cut;
        if (homes <= target) break;
      }
    }
    remaining -= homes;
    extra.push(...specs);
  });
  return [...demo, ...extra];
}
