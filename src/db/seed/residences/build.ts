/**
 * Turns compact area and stage specifications into full rows: names, urls, coordinates, homes with
 * prices, areas and dates, showings, contacts, images and descriptions. Both the hand-written test
 * inventory and the generated demo inventory go through here, so they have the same shape.
 */
import type { ContactPerson, ImageItem } from "~/db/schema/residences";
import type {
  Concept,
  DisposalForm,
  ObjectStatus,
  OutdoorArea,
  ParkingOrStorage,
  PlotType,
  ProjectStatus,
  ResidenceType,
  StageStatus,
} from "~/domain/residence-enums";
import { STAFF_ROLES } from "~/domain/residence-enums";
import { areaPath, objectPath, slugify, stagePath } from "~/domain/residence-urls";
import { SITES } from "~/sites/sites";
import { hashString, Rand } from "../prng";
import { EXTERIOR_SCENE_COUNTS, exteriorPath, sceneKindOf } from "./exterior-scenes";
import { homePictures, viewOf } from "./home-pictures";
import type { AreaSeed, HomeSeed, InventorySite, ShowingSeed, StageSeed } from "./model";
import type { Country, County, District, Municipality } from "./places";
import {
  homeDescription,
  type InventoryLanguage,
  type LanguageTexts,
  outdoorPhrase,
  TEXTS,
  writeDescriptions,
} from "./texts";

export type PriceSpec = { min: number; max: number } | { perSqm: number };

export interface ShowingSpec {
  /** Days after the seed date (at least 1, so the showing is always upcoming). */
  inDays: number;
  /** Start hour (UTC). */
  hour?: number;
  capacity: number | null;
  /** Index of the home when the showing is of one home. */
  homeIndex?: number;
}

export interface PlannedSpec {
  minRooms: number;
  maxRooms: number;
  minPrice: number;
  maxPrice: number;
  minArea: number;
  maxArea: number;
  homeCount: number;
}

export interface StageSpec {
  projectStatus: ProjectStatus;
  stageStatus: StageStatus;
  projectPhase: number;
  residenceType: ResidenceType;
  disposalForm: DisposalForm;
  concept: Concept | null;
  plotType: PlotType;
  parking: ParkingOrStorage;
  storage: ParkingOrStorage;
  homeCount: number;
  /** Cycled over the homes. */
  statuses: readonly ObjectStatus[];
  /** Cycled over the homes. */
  rooms: readonly number[];
  /** Cycled over the homes. */
  outdoor: readonly (readonly OutdoorArea[])[];
  /**
   * A range spread over the homes from the smallest to the largest, or a price per m². The amount is
   * the purchase price (Finland: the debt-free total price; tenancy: the monthly rent).
   */
  price: PriceSpec;
  /** Months from the seed date to the first move-in; null when not decided. */
  inhabitInMonths: number | null;
  /** Storeys of the apartment building. */
  floorCount?: number;
  planned?: PlannedSpec;
  showings?: readonly ShowingSpec[];
  /** Theme tag names (of the site's language). */
  themes?: readonly string[];
  /** Living area added to the last home (a large villa above the site's area bound). */
  lastHomeExtraArea?: number;
}

export interface AreaSpec {
  site: InventorySite;
  country: Country;
  county: County;
  municipality: Municipality;
  district: District;
  name: string;
  projectStatus: ProjectStatus;
  projectPhase: number;
  concept: Concept | null;
  stages: StageSpec[];
}

export const LANGUAGE_OF: Record<InventorySite, InventoryLanguage> = {
  sv: "sv",
  seniorgarden: "sv",
  cooperative: "sv",
  no: "no",
  fi: "fi",
};

export const COUNTRY_OF: Record<InventorySite, Country> = {
  sv: "se",
  seniorgarden: "se",
  cooperative: "se",
  no: "no",
  fi: "fi",
};

/** Plausible purchase prices per country (Finland: the debt-free total price). */
const PRICE_RANGE: Record<Country, [number, number]> = {
  se: [1_500_000, 14_000_000],
  no: [2_500_000, 14_000_000],
  fi: [150_000, 1_200_000],
};
const PRICE_STEP: Record<Country, number> = { se: 5_000, no: 10_000, fi: 100 };

const DAY = 86_400_000;

/** Shared state of one generation run. */
export interface BuildContext {
  now: Date;
  /** Cycles through the staff roles so that every role appears. */
  roleCursor: number;
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addMonths(date: Date, months: number): Date {
  const out = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  out.setUTCMonth(out.getUTCMonth() + months);
  return out;
}

function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

function jitter(r: Rand, latitude: number, longitude: number, meters: number): [number, number] {
  const angle = r.float(0, Math.PI * 2);
  const distance = Math.sqrt(r.next()) * meters;
  const lat = latitude + (Math.sin(angle) * distance) / 111_320;
  const lng = longitude + (Math.cos(angle) * distance) / (111_320 * Math.cos((latitude * Math.PI) / 180));
  return [Math.round(lat * 1e6) / 1e6, Math.round(lng * 1e6) / 1e6];
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const pad2 = (n: number) => String(n).padStart(2, "0");

function isApartmentType(type: ResidenceType): boolean {
  return type === "apartment";
}

/** Season and year of a move-in, or a word for "now" / "later". */
function moveInPhrase(language: InventoryLanguage, date: string | null, now: Date): string {
  if (date === null)
    return { sv: "under de kommande åren", no: "i løpet av de kommende årene", fi: "myöhemmin" }[language];
  const d = new Date(`${date}T00:00:00Z`);
  if (d.getTime() <= now.getTime()) return { sv: "omgående", no: "umiddelbart", fi: "heti" }[language];
  const seasons = {
    sv: ["vintern", "våren", "sommaren", "hösten"],
    no: ["vinteren", "våren", "sommeren", "høsten"],
    fi: ["talvella", "keväällä", "kesällä", "syksyllä"],
  }[language];
  const season = seasons[Math.floor(((d.getUTCMonth() + 1) % 12) / 3)] ?? "";
  return `${season} ${d.getUTCFullYear()}`;
}

function phone(r: Rand, country: Country): string {
  const digits = (n: number) => Array.from({ length: n }, () => r.int(0, 9)).join("");
  if (country === "se") return `07${r.pick(["0", "2", "3", "6"])}-${digits(3)} ${digits(2)} ${digits(2)}`;
  if (country === "no") return `+47 ${r.pick(["4", "9"])}${digits(2)} ${digits(2)} ${digits(3)}`;
  return `${r.pick(["040", "044", "050"])} ${digits(3)} ${digits(4)}`;
}

function contacts(r: Rand, ctx: BuildContext, site: InventorySite, count: number): ContactPerson[] {
  const t = TEXTS[LANGUAGE_OF[site]];
  const country = COUNTRY_OF[site];
  const people: ContactPerson[] = [];
  const used = new Set<string>();
  for (let i = 0; i < count; i++) {
    let first = r.pick(t.firstNames);
    let last = r.pick(t.lastNames);
    while (used.has(`${first} ${last}`)) {
      first = r.pick(t.firstNames);
      last = r.pick(t.lastNames);
    }
    used.add(`${first} ${last}`);
    // The first person is the agent selling the project; the others cycle through every role.
    const role = i === 0 ? r.pick([0, 0, 2]) : ctx.roleCursor++ % STAFF_ROLES.length;
    people.push({
      name: `${first} ${last}`,
      role,
      phone: phone(r, country),
      email: `${slugify(first)}.${slugify(last)}@nordhem.example`,
      image: null,
    });
  }
  return people;
}

const EXTERNAL_AGENT = STAFF_ROLES.indexOf("externalAgent");
const SETTLEMENT_BROKER = STAFF_ROLES.indexOf("settlementBroker");

/**
 * A resale (succession) home is sold through a broker: the first contact of a succession stage is
 * an external agent or a settlement broker (spec 000 section 3 staff roles). Only the role
 * changes, so no random draw moves and every other stage stays as it was.
 */
function withBroker(status: ProjectStatus, n: number, people: ContactPerson[]): ContactPerson[] {
  if (status !== "succession") return people;
  return people.map((person, i) =>
    i === 0 ? { ...person, role: n % 2 === 1 ? EXTERNAL_AGENT : SETTLEMENT_BROKER } : person,
  );
}

function sceneImage(kind: ReturnType<typeof sceneKindOf>, key: string, alt: string): ImageItem {
  const variant = (hashString(key) % EXTERIOR_SCENE_COUNTS[kind]) + 1;
  return { src: exteriorPath(kind, variant), alt };
}

/** Rounds a generated amount into the country's price range and steps. */
function finishAmount(country: Country, amount: number, tenancy: boolean): number {
  if (tenancy) return roundTo(amount, 10);
  const [min, max] = PRICE_RANGE[country];
  return roundTo(Math.min(max, Math.max(min, amount)), PRICE_STEP[country]);
}

function plotAreaOf(r: Rand, type: ResidenceType): number | null {
  switch (type) {
    case "townHouse":
      return r.int(150, 350);
    case "semiDetached":
      return r.int(300, 550);
    case "detachedHouse":
      return r.int(600, 1200);
    case "house":
      return r.int(500, 1000);
    case "plot":
      return r.int(700, 1400);
    default:
      return null;
  }
}

/** Number shown to buyers and the url slug of a home. */
function homeNumber(
  language: InventoryLanguage,
  type: ResidenceType,
  index: number,
  floor: number | null,
  floorCount: number,
): { number: string; slug: string } {
  if (language === "fi") {
    const letter = "ABCDEFGHJK"[Math.floor(index / 40)] ?? "Z";
    return { number: `${letter} ${index + 1}`, slug: `as-${letter.toLowerCase()}${index + 1}` };
  }
  if (!isApartmentType(type) || floor === null) return { number: String(index + 1), slug: `hus-${index + 1}` };
  const position = Math.floor(index / floorCount) + 1;
  if (language === "no") {
    const number = `H${pad2(floor)}${pad2(position)}`;
    return { number, slug: `leil-${number.toLowerCase()}` };
  }
  // Swedish apartment numbers: two digits for the floor (10 = entrance floor), two for the position.
  const number = `${9 + floor}${pad2(position)}`;
  return { number, slug: `lgh-${number}` };
}

/**
 * The street address of a home: the stage lies on one street; apartments share an entrance per
 * building (Finland: per staircase letter; elsewhere per four positions on a floor), houses have
 * numbers of their own, odd on one side of the street.
 */
function streetAddressOf(
  street: string,
  language: InventoryLanguage,
  type: ResidenceType,
  index: number,
  floorCount: number,
): string {
  if (language === "fi") return `${street} ${3 + 2 * Math.floor(index / 40)}`;
  if (!isApartmentType(type)) return `${street} ${1 + 2 * index}`;
  const position = Math.floor(index / floorCount);
  return `${street} ${1 + 2 * Math.floor(position / 4)}`;
}

function buildHomes(
  now: Date,
  spec: StageSpec,
  stage: { url: string; latitude: number; longitude: number; inhabitFrom: Date | null; image: ImageItem },
  site: InventorySite,
  texts: LanguageTexts,
): HomeSeed[] {
  const language = LANGUAGE_OF[site];
  const country = COUNTRY_OF[site];
  const floorCount = spec.floorCount ?? 5;
  const tenancy = spec.disposalForm === "tenancy";
  const apartment = isApartmentType(spec.residenceType);
  // Every home of the stage shows the same six pictures (./home-pictures.ts).
  const pictures = homePictures(stage.image, texts, viewOf(country, stage.url));
  // Its own generator, so that adding addresses changed none of the values drawn before them.
  const street = new Rand(`${stage.url}#street`).pick(texts.streets);
  const drafts = Array.from({ length: spec.homeCount }, (_, i) => {
    const r = new Rand(`${stage.url}#${i}`);
    const rooms = spec.rooms[i % spec.rooms.length] ?? 3;
    const houseBonus = apartment ? 0 : 12;
    let livingArea = Math.round((25 + 22 * rooms + houseBonus + r.float(-5, 7)) * 2) / 2;
    if (i === spec.homeCount - 1 && spec.lastHomeExtraArea) livingArea += spec.lastHomeExtraArea;
    const floor = apartment ? (i % floorCount) + 1 : null;
    return { i, r, rooms, livingArea, floor };
  });
  // Range prices follow the size order, so larger homes cost more.
  const bySize = [...drafts].sort((a, b) => a.livingArea - b.livingArea || a.i - b.i).map((d) => d.i);
  return drafts.map(({ i, r, rooms, livingArea, floor }) => {
    const price = spec.price;
    let amount: number;
    if ("perSqm" in price) {
      const topFloor = floor !== null && floor === floorCount ? 1.08 : 1;
      amount = livingArea * price.perSqm * r.float(0.88, 1.12) * topFloor;
    } else {
      const rank = bySize.indexOf(i);
      const t = spec.homeCount > 1 ? rank / (spec.homeCount - 1) : 0;
      amount = price.min + (price.max - price.min) * t;
    }
    amount = finishAmount(country, amount, tenancy);
    let salesPrice = amount;
    let totalPrice: number | null = null;
    let debtShare: number | null = null;
    let monthlyFee: number | null = null;
    // The market's other figures come from a generator of their own, so that adding them changed
    // none of the values drawn before them.
    const f = new Rand(`${stage.url}#${i}#figures`);
    let closingCosts: number | null = null;
    let financingFee: number | null = null;
    let runningCosts: number | null = null;
    let energyClass: string | null = null;
    if (tenancy) {
      monthlyFee = amount;
      if (country === "fi") {
        totalPrice = amount;
        debtShare = 0;
      }
    } else if (country === "fi") {
      // Asunto-osakeyhtiö: the buyer pays the sales price and takes over a share of the company's loan,
      // which the financing charge (rahoitusvastike) pays off; the maintenance charge (hoitovastike) is apart.
      totalPrice = amount;
      debtShare = spec.disposalForm === "condominium" ? roundTo(amount * r.float(0.25, 0.7), 100) : 0;
      salesPrice = amount - debtShare;
      monthlyFee = Math.round(livingArea * r.float(4, 6));
      financingFee = debtShare > 0 ? Math.round(debtShare * 0.0045) : null;
    } else if (spec.disposalForm === "condominium") {
      monthlyFee = roundTo(livingArea * r.float(country === "se" ? 45 : 30, country === "se" ? 75 : 55), 10);
      if (country === "no") {
        // Borettslag: the buyer takes over a share of the cooperative's loan (fellesgjeld), whose
        // interest the common costs (felleskostnader) pay.
        debtShare = roundTo(amount * f.float(0.3, 0.7), 10_000);
        monthlyFee = roundTo(monthlyFee + debtShare * 0.004, 10);
      }
    } else if (apartment) {
      monthlyFee = roundTo(livingArea * r.float(15, 35), 10);
    }
    if (!tenancy) {
      if (country === "no") {
        // Omkostninger: a borettslag's share costs little to register; a freehold pays the
        // document duty on the plot's value as well.
        closingCosts =
          spec.disposalForm === "condominium"
            ? roundTo(f.float(8_000, 25_000), 100)
            : roundTo(amount * f.float(0.006, 0.012), 100);
      } else if (country === "se") {
        // Driftkostnad a year: a house heats itself, an apartment pays its electricity and insurance.
        runningCosts = apartment
          ? roundTo(livingArea * f.float(60, 110), 100)
          : roundTo(livingArea * f.float(150, 230), 100);
      }
    }
    if (country === "fi")
      energyClass = f.weighted([
        ["A2018", 5],
        ["B2018", 4],
        ["C2018", 1],
      ] as const);
    const status = spec.statuses[i % spec.statuses.length] ?? "forSale";
    const outdoorAreas = [...(spec.outdoor[i % spec.outdoor.length] ?? [])];
    const { number, slug } = homeNumber(language, spec.residenceType, i, floor, floorCount);
    const streetAddress = streetAddressOf(street, language, spec.residenceType, i, floorCount);
    const url = objectPath(stage.url, slug);
    const [latitude, longitude] = jitter(r, stage.latitude, stage.longitude, 30);
    let inhabitDate: string | null = null;
    if (stage.inhabitFrom) {
      const spread = stage.inhabitFrom.getTime() + (i % 3) * 21 * DAY;
      // Homes of a stage that is already moving in keep their dates in the past.
      const latest = stage.inhabitFrom.getTime() < now.getTime() ? startOfDay(now).getTime() - DAY : spread;
      inhabitDate = isoDate(new Date(Math.min(spread, latest)));
    }
    return {
      number,
      streetAddress,
      url,
      status,
      residenceType: spec.residenceType,
      disposalForm: spec.disposalForm,
      concept: spec.concept,
      plotType: spec.plotType,
      rooms,
      livingArea,
      plotArea: plotAreaOf(r, spec.residenceType),
      floor,
      floorCount: apartment ? floorCount : rooms >= 4 ? 2 : 1,
      price: salesPrice,
      totalPrice,
      debtShare,
      monthlyFee,
      closingCosts,
      financingFee,
      runningCosts,
      energyClass,
      outdoorAreas,
      parking: spec.parking,
      storage: spec.storage,
      inhabitDate,
      latitude,
      longitude,
      images: pictures,
      description: homeDescription(r, language, { rooms, livingArea, residenceType: spec.residenceType, outdoorAreas }),
    } satisfies HomeSeed;
  });
}

function buildStage(area: AreaSpec, areaUrl: string, spec: StageSpec, n: number, ctx: BuildContext): StageSeed {
  const language = LANGUAGE_OF[area.site];
  const t = TEXTS[language];
  const slug = `${t.stageWord}-${n}`;
  const url = stagePath(areaUrl, slug);
  const r = new Rand(`${area.site}${url}`);
  const [latitude, longitude] = jitter(r, area.district.latitude, area.district.longitude, 150);
  const inhabitFrom = spec.inhabitInMonths === null ? null : addMonths(ctx.now, spec.inhabitInMonths);
  const sceneKind = sceneKindOf(spec.residenceType, spec.concept);
  const name = `${area.name}, ${t.stageWord} ${n}`;
  const image = sceneImage(sceneKind, url, t.sceneAlt[sceneKind].replace("{area}", area.name));
  const homes = buildHomes(ctx.now, spec, { url, latitude, longitude, inhabitFrom, image }, area.site, t);
  const lastInhabit = homes.reduce<string | null>(
    (max, h) => (h.inhabitDate && (!max || h.inhabitDate > max) ? h.inhabitDate : max),
    null,
  );
  const inhabitFromIso = inhabitFrom ? isoDate(inhabitFrom) : null;
  const roomsOf =
    homes.length > 0
      ? homes.map((h) => h.rooms)
      : spec.planned
        ? [spec.planned.minRooms, spec.planned.maxRooms]
        : [...spec.rooms];
  const commonOutdoor = spec.outdoor.find((o) => o.length > 0)?.filter((o) => o !== "walkInCloset") ?? [];
  const vars = {
    area: area.name,
    district: area.district.name,
    municipality: area.municipality.name,
    types: t.typePlural[spec.residenceType],
    count: homes.length || spec.planned?.homeCount || spec.homeCount,
    n,
    minRooms: Math.min(...roomsOf),
    maxRooms: Math.max(...roomsOf),
    outdoor: outdoorPhrase(language, commonOutdoor),
    when: moveInPhrase(language, inhabitFromIso, ctx.now),
  };
  const text = writeDescriptions(r, t.stageShort, t.stageLong, vars, [2, 4]);
  const showingBase = startOfDay(ctx.now).getTime();
  const showings: ShowingSeed[] = (spec.showings ?? []).map((s, i) => {
    const startsAt = new Date(showingBase + Math.max(1, s.inDays) * DAY + (s.hour ?? 16) * 3_600_000);
    const home = s.homeIndex === undefined ? undefined : homes[s.homeIndex];
    return {
      startsAt,
      endsAt: new Date(startsAt.getTime() + (s.capacity === null ? 2 : 1) * 3_600_000),
      capacity: s.capacity,
      location: `${t.showingLocations[(i + n) % t.showingLocations.length]}, ${area.name}`,
      homeUrl: home?.url ?? null,
    };
  });
  const planned = spec.planned;
  const themeUrls = (spec.themes ?? []).map((name) => slugify(name));
  return {
    site: area.site,
    name,
    slug,
    url,
    latitude,
    longitude,
    projectStatus: spec.projectStatus,
    stageStatus: spec.stageStatus,
    projectPhase: spec.projectPhase,
    residenceType: spec.residenceType,
    disposalForm: spec.disposalForm,
    concept: spec.concept,
    plotType: spec.plotType,
    parking: spec.parking,
    storage: spec.storage,
    inhabitFrom: homes.length > 0 ? (homes.some((h) => h.inhabitDate) ? inhabitFromIso : null) : inhabitFromIso,
    inhabitTo: homes.length > 0 ? lastInhabit : inhabitFromIso,
    plannedMinRooms: planned?.minRooms ?? null,
    plannedMaxRooms: planned?.maxRooms ?? null,
    plannedMinPrice: planned?.minPrice ?? null,
    plannedMaxPrice: planned?.maxPrice ?? null,
    plannedMinArea: planned?.minArea ?? null,
    plannedMaxArea: planned?.maxArea ?? null,
    plannedHomeCount: planned?.homeCount ?? null,
    shortDescription: text.short,
    description: text.long,
    images: [image],
    contacts: withBroker(spec.projectStatus, n, contacts(r, ctx, area.site, r.int(1, 2))),
    recommendedRank: r.int(1, 1000),
    tagUrls: [area.county.name, area.municipality.name].map((p) => slugify(p)).concat(themeUrls),
    homes,
    showings,
  };
}

export function buildArea(spec: AreaSpec, ctx: BuildContext): AreaSeed {
  const site = SITES[spec.site];
  const base = site.urls.seoResidences;
  if (!base) throw new Error(`Site ${spec.site} has no residences path`);
  const language = LANGUAGE_OF[spec.site];
  const t = TEXTS[language];
  const countySlug = slugify(spec.county.name);
  const municipalitySlug = slugify(spec.municipality.name);
  const slug = slugify(spec.name);
  const url = areaPath(base, countySlug, municipalitySlug, slug);
  const r = new Rand(`${spec.site}${url}`);
  const [latitude, longitude] = jitter(r, spec.district.latitude, spec.district.longitude, 200);
  const district = { ...spec.district, latitude, longitude };
  const stages = spec.stages.map((stage, i) => buildStage({ ...spec, district }, url, stage, i + 1, ctx));
  const types = [...new Set(spec.stages.map((s) => s.residenceType))];
  const vars = {
    area: spec.name,
    district: spec.district.name,
    municipality: spec.municipality.name,
    types: types
      .map((type) => t.typePlural[type])
      .join(language === "fi" ? " ja " : language === "no" ? " og " : " och "),
  };
  const text = writeDescriptions(r, t.areaShort, t.areaLong, vars);
  const firstType = spec.stages[0]?.residenceType ?? "apartment";
  const mainKind = sceneKindOf(firstType, spec.concept);
  const images = [sceneImage(mainKind, url, t.sceneAlt[mainKind].replace("{area}", spec.name))];
  const otherType = spec.stages.find((s) => sceneKindOf(s.residenceType, s.concept) !== mainKind);
  if (otherType) {
    const kind = sceneKindOf(otherType.residenceType, otherType.concept);
    images.push(sceneImage(kind, `${url}2`, t.sceneAlt[kind].replace("{area}", spec.name)));
  } else {
    const second = sceneImage(mainKind, `${url}#second`, t.sceneAlt[mainKind].replace("{area}", spec.name));
    if (second.src !== images[0]?.src) images.push(second);
  }
  return {
    site: spec.site,
    name: spec.name,
    slug,
    url,
    county: spec.county.name,
    countySlug,
    municipality: spec.municipality.name,
    municipalitySlug,
    latitude,
    longitude,
    projectStatus: spec.projectStatus,
    projectPhase: spec.projectPhase,
    concept: spec.concept,
    shortDescription: text.short,
    description: text.long,
    images,
    contacts: contacts(r, ctx, spec.site, r.int(1, 3)),
    recommendedRank: r.int(1, 1000),
    stages,
  };
}
