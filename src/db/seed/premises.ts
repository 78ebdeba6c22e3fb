import { asc, eq, inArray, sql } from "drizzle-orm";
import type { ContactPerson, ImageItem } from "~/db/schema/residences";
import { slugify } from "~/domain/residence-urls";
import type { PremisesStatus, PremisesType } from "~/features/premises/schema";
import { SITES } from "~/sites/sites";
import type { Database } from "../client";
import { appMeta, areas, media, premises, premisesTagLinks, premisesTags } from "../schema";
import { generatePremisesPictures, PREMISES_PICTURES, type PremisesPicture } from "./premises-images";
import { Rand } from "./prng";
import { TEXTS } from "./residences/texts";
import type { SeedOutcome } from "./seed";

/**
 * The demo premises (issue 19): offices, shops, restaurants and storage to let or buy in Sweden
 * (30) and Finland (15), the two countries with premises (spec 000 section 2). Each lies in a demo
 * area's municipality, a little off the area's point, so the premises map and the "similar
 * premises" of the removed-premises page have places to work with. Everything is drawn from a
 * seeded PRNG and the seed date, so the same inventory and `now` give the same premises.
 */

/** Own app_meta key: databases seeded before premises existed get them on the next start. */
export const PREMISES_KEY = "demo_premises";
const PREMISES_VERSION = "1";
const PREMISES_LOCK_ID = 730_1771;

export type PremisesSite = "sv" | "fi";
export const DEMO_PREMISES_COUNTS: Record<PremisesSite, number> = { sv: 30, fi: 15 };

interface SiteTexts {
  tags: readonly string[];
  /** The name's first word per type, e.g. "Kontor" in "Kontor Kvarngatan 12". */
  typeWord: Record<PremisesType, string>;
  short: Record<PremisesType, readonly string[]>;
  long: Record<PremisesType, readonly string[]>;
  /** Added to the description when the access date is by agreement. */
  byAgreement: string;
  alt: Record<PremisesType, string>;
  /** The second picture: the street or an office (content demo images, shared). */
  streetAlt: string;
  officeAlt: string;
}

/** Tags by index: 0 central, 1 public transport, 2 shop window, 3 outdoor seating, 4 loading dock, 5 new build. */
const TEXTS_OF: Record<PremisesSite, SiteTexts> = {
  sv: {
    tags: ["Centralt läge", "Nära kollektivtrafik", "Skyltfönster", "Uteservering", "Lastkaj", "Nyproduktion"],
    typeWord: { office: "Kontor", shop: "Butikslokal", restaurant: "Restauranglokal", storage: "Lager" },
    short: {
      office: ["Ljus kontorslokal med öppen planlösning.", "Flexibelt kontor med egna mötesrum."],
      shop: ["Butikslokal i gatuplan med stora skyltfönster.", "Butik i bottenvåning med bra flöde."],
      restaurant: ["Restauranglokal med fullt utrustat kök.", "Kafé- eller restauranglokal i gatuplan."],
      storage: ["Lagerlokal med lastport och god takhöjd.", "Förråd och lager i markplan."],
    },
    long: {
      office: [
        "Kontorslokalen har stora fönster, öppna arbetsytor, två mötesrum och ett pentry. Fiber och passersystem finns, och cykelrum och omklädningsrum delas med huset.",
        "Ett kontor i ett nybyggt kvarter med ljusinsläpp från två håll. Lokalen kan anpassas efter verksamheten i samråd med hyresvärden.",
      ],
      shop: [
        "Butikslokalen ligger i gatuplan med entré direkt från gatan och skyltfönster mot trottoaren. Lokalen har förråd, personalutrymme och handikapptoalett.",
        "En butikslokal i bottenvåningen på ett av områdets nya hus, där många passerar till fots. Passar handel, service eller showroom.",
      ],
      restaurant: [
        "Restauranglokalen har kök med ventilation och fettavskiljare, matsal för omkring 40 gäster och plats för uteservering under sommarhalvåret.",
        "Lokalen är förberedd för kafé eller restaurang med vatten, avlopp och ventilation indraget. Stora fönster mot torget.",
      ],
      storage: [
        "Lagerlokalen har lastport, god takhöjd och betonggolv som tål truck. Kontorsrum och personalutrymme finns i anslutning.",
        "Ett lager i markplan med egen infart, lämpligt för hantverkare, e-handel eller förråd.",
      ],
    },
    byAgreement: "Tillträde enligt överenskommelse.",
    alt: {
      office: "Kontorslokal med arbetsplatser och stora fönster",
      shop: "Butikslokal med skyltfönster mot gatan",
      restaurant: "Restauranglokal med bord och bar",
      storage: "Lagerlokal med lastport och pallställ",
    },
    streetAlt: "Gata med nya hus och träd",
    officeAlt: "Kontor med arbetsplatser och växter",
  },
  fi: {
    tags: ["Keskeinen sijainti", "Hyvät liikenneyhteydet", "Näyteikkuna", "Terassi", "Lastauslaituri", "Uudiskohde"],
    typeWord: { office: "Toimisto", shop: "Liiketila", restaurant: "Ravintolatila", storage: "Varasto" },
    short: {
      office: ["Valoisa avotoimisto hyvien yhteyksien varrella.", "Muunneltava toimisto omilla neuvotteluhuoneilla."],
      shop: ["Katutason liiketila suurilla näyteikkunoilla.", "Liiketila talon pohjakerroksessa."],
      restaurant: ["Ravintolatila täysin varustetulla keittiöllä.", "Kahvila- tai ravintolatila katutasossa."],
      storage: ["Varastotila lastausovella ja korkealla huonekorkeudella.", "Varasto- ja säilytystila maantasossa."],
    },
    long: {
      office: [
        "Toimistossa on suuret ikkunat, avoimet työtilat, kaksi neuvotteluhuonetta ja keittiö. Valokuitu ja kulunvalvonta ovat valmiina, ja pyöräkellari sekä pukuhuoneet ovat yhteiskäytössä.",
        "Toimisto uudessa korttelissa, jossa valoa tulee kahdesta suunnasta. Tilat voidaan muokata toiminnan tarpeisiin yhdessä vuokranantajan kanssa.",
      ],
      shop: [
        "Liiketila sijaitsee katutasossa, ja sisäänkäynti ja näyteikkunat avautuvat suoraan jalkakäytävälle. Tilassa on varasto, sosiaalitilat ja esteetön WC.",
        "Liiketila alueen uuden talon pohjakerroksessa, jonka ohi kulkee paljon jalankulkijoita. Sopii kaupalle, palveluille tai näyttelytilaksi.",
      ],
      restaurant: [
        "Ravintolatilassa on keittiö ilmanvaihtoineen ja rasvanerottimineen, sali noin 40 asiakkaalle ja tilaa kesäterassille.",
        "Tila on valmisteltu kahvilalle tai ravintolalle: vesi, viemäri ja ilmanvaihto on vedetty valmiiksi. Suuret ikkunat torille.",
      ],
      storage: [
        "Varastossa on lastausovi, korkea huonekorkeus ja trukin kestävä betonilattia. Toimistohuone ja sosiaalitilat ovat vieressä.",
        "Maantasossa oleva varasto omalla sisäänajolla, sopii käsityöläisille, verkkokaupalle tai säilytykseen.",
      ],
    },
    byAgreement: "Vapautuu sopimuksen mukaan.",
    alt: {
      office: "Toimistotila työpisteineen ja suurine ikkunoineen",
      shop: "Liiketila näyteikkunoineen kadulle",
      restaurant: "Ravintolatila pöytineen ja baaritiskeineen",
      storage: "Varastotila lastausovineen ja lavahyllyineen",
    },
    streetAlt: "Katu uusine taloineen ja puineen",
    officeAlt: "Toimisto työpisteineen ja kasveineen",
  },
};

const TYPE_WEIGHTS: readonly (readonly [PremisesType, number])[] = [
  ["office", 35],
  ["shop", 25],
  ["restaurant", 15],
  ["storage", 25],
];
/** Most premises are available; a few are booked, let or sold (spec 001 section 4). */
const STATUS_WEIGHTS: readonly (readonly [PremisesStatus, number])[] = [
  ["forSale", 70],
  ["booked", 12],
  ["rented", 10],
  ["sold", 8],
];
/** Floor area in m² per type; the upper ends pass the area slider's 200 (150 in Finland). */
const AREA_RANGE: Record<PremisesType, readonly [number, number]> = {
  office: [40, 450],
  shop: [25, 320],
  restaurant: [60, 380],
  storage: [12, 260],
};
/** Rent per m² and month, and price per m², in whole SEK or EUR. */
const MONEY: Record<PremisesSite, { rent: readonly [number, number]; price: readonly [number, number] }> = {
  sv: { rent: [110, 320], price: [18_000, 45_000] },
  fi: { rent: [10, 28], price: [1_500, 4_200] },
};
/** Tags a type is likely to have, by index into SiteTexts.tags (besides the general ones). */
const TYPE_TAGS: Record<PremisesType, readonly number[]> = {
  office: [0, 1, 5],
  shop: [0, 1, 2, 5],
  restaurant: [0, 2, 3],
  storage: [1, 4, 5],
};

export interface DemoArea {
  id: number;
  site: string;
  municipality: string;
  latitude: number;
  longitude: number;
}

export interface DemoPremises {
  site: PremisesSite;
  areaId: number;
  name: string;
  slug: string;
  url: string;
  type: PremisesType;
  status: PremisesStatus;
  streetAddress: string;
  postalCode: string;
  city: string;
  municipality: string;
  latitude: number;
  longitude: number;
  premisesArea: number;
  monthlyRent: number | null;
  price: number | null;
  accessDate: string | null;
  shortDescription: string;
  description: string;
  images: ImageItem[];
  contacts: ContactPerson[];
  /** Indexes into the site's tags. */
  tagIndexes: number[];
}

const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

function postalCodeOf(r: Rand, site: PremisesSite): string {
  return site === "sv"
    ? `${r.int(100, 989)} ${r.int(10, 99)}`
    : `${String(r.int(0, 99)).padStart(3, "0")}${r.pick(["10", "20", "30", "40", "50"])}`;
}

function phoneOf(r: Rand, site: PremisesSite): string {
  const digits = (n: number) => Array.from({ length: n }, () => r.int(0, 9)).join("");
  return site === "sv"
    ? `07${r.pick(["0", "2", "3", "6"])}-${digits(3)} ${digits(2)} ${digits(2)}`
    : `${r.pick(["040", "044", "050"])} ${digits(3)} ${digits(4)}`;
}

function contactsOf(r: Rand, site: PremisesSite): ContactPerson[] {
  const names = TEXTS[site];
  return Array.from({ length: r.int(1, 2) }, (_, i) => {
    const first = r.pick(names.firstNames);
    const last = r.pick(names.lastNames);
    return {
      name: `${first} ${last}`,
      // The first is the agent letting or selling the premises, the second the sales manager.
      role: i === 0 ? 0 : 2,
      phone: phoneOf(r, site),
      email: `${slugify(first)}.${slugify(last)}@nordhem.example`,
      image: null,
    };
  });
}

/**
 * The demo premises of one site in the given areas (any order; sorted by id here). Pure and
 * deterministic: the seed writes what this returns, the tests compare two runs.
 */
export function buildDemoPremises(site: PremisesSite, siteAreas: readonly DemoArea[], now: Date): DemoPremises[] {
  if (siteAreas.length === 0) return [];
  const base = SITES[site].urls.premises;
  if (!base) return [];
  const texts = TEXTS_OF[site];
  const r = new Rand(`premises#${site}`);
  // A handful of areas hold the premises, so some municipalities have several.
  const hosts = r.sample(
    [...siteAreas].sort((a, b) => a.id - b.id),
    Math.min(siteAreas.length, Math.ceil(DEMO_PREMISES_COUNTS[site] / 3)),
  );
  const usedSlugs = new Set<string>();
  const out: DemoPremises[] = [];
  for (let i = 0; i < DEMO_PREMISES_COUNTS[site]; i++) {
    const area = hosts[i % hosts.length] as DemoArea;
    const type = r.weighted(TYPE_WEIGHTS);
    const [minArea, maxArea] = AREA_RANGE[type];
    const premisesArea = r.int(minArea, maxArea);
    // Most are let, some only sold, a few both (spec 001 section 3: rent or price).
    const offer = r.weighted([
      ["rent", 75],
      ["price", 15],
      ["both", 10],
    ] as const);
    const money = MONEY[site];
    const monthlyRent =
      offer === "price" ? null : Math.round((premisesArea * r.int(money.rent[0], money.rent[1])) / 100) * 100;
    const step = site === "sv" ? 50_000 : 5_000;
    const price =
      offer === "rent" ? null : Math.round((premisesArea * r.int(money.price[0], money.price[1])) / step) * step;
    let status = r.weighted(STATUS_WEIGHTS);
    if (status === "sold" && price === null) status = "rented";
    if (status === "rented" && monthlyRent === null) status = "sold";
    // A quarter by agreement, a fifth available now (a past date), the rest within a year.
    const when = r.float();
    const accessDate =
      when < 0.25
        ? null
        : when < 0.45
          ? isoDate(new Date(now.getTime() - r.int(10, 200) * 86_400_000))
          : isoDate(new Date(now.getTime() + r.int(15, 400) * 86_400_000));
    const street = r.pick(TEXTS[site].streets);
    const streetAddress = `${street} ${r.int(1, 60)}`;
    const name = `${texts.typeWord[type]} ${streetAddress}`;
    let slug = slugify(`${streetAddress} ${area.municipality}`);
    while (usedSlugs.has(slug)) slug = `${slug}-${texts.typeWord[type].toLowerCase()}`;
    usedSlugs.add(slug);
    const general = [0, 1, 2, 3, 4, 5];
    const tagIndexes = [
      ...new Set([...r.sample(TYPE_TAGS[type], r.int(1, 2)), ...(r.chance(0.2) ? [r.pick(general)] : [])]),
    ].sort((a, b) => a - b);
    const second: ImageItem =
      type === "office"
        ? { src: "demo/office.jpg", alt: texts.officeAlt }
        : { src: "demo/city-street.jpg", alt: texts.streetAlt };
    const description = `${r.pick(texts.long[type])}${accessDate === null ? ` ${texts.byAgreement}` : ""}`;
    out.push({
      site,
      areaId: area.id,
      name,
      slug,
      url: `${base}${slug}/`,
      type,
      status,
      streetAddress,
      postalCode: postalCodeOf(r, site),
      city: area.municipality,
      municipality: area.municipality,
      // Within a kilometre or so of the area's point.
      latitude: Math.round((area.latitude + r.float(-0.008, 0.008)) * 1e6) / 1e6,
      longitude: Math.round((area.longitude + r.float(-0.015, 0.015)) * 1e6) / 1e6,
      premisesArea,
      monthlyRent,
      price,
      accessDate,
      shortDescription: r.pick(texts.short[type]),
      description,
      images: [{ src: PREMISES_PICTURES[type], alt: texts.alt[type] }, second],
      contacts: contactsOf(r, site),
      tagIndexes,
    });
  }
  return out;
}

/** The demo tags of a site, in SiteTexts order. */
export function demoPremisesTags(site: PremisesSite): { site: PremisesSite; name: string; url: string }[] {
  return TEXTS_OF[site].tags.map((name) => ({ site, name, url: slugify(name) }));
}

/**
 * Writes the demo premises once (after the residences: they lie in the demo areas). Without
 * areas on a site (tests that choose their own inventory) that site gets none.
 */
export async function seedDemoPremises(
  db: Database,
  options: { now?: Date; log?: (m: string) => void; images?: boolean } = {},
): Promise<SeedOutcome> {
  const seeded = await db.select().from(appMeta).where(eq(appMeta.key, PREMISES_KEY));
  if (seeded.length > 0) return "already-seeded";
  const [anyArea] = await db
    .select({ id: areas.id })
    .from(areas)
    .where(inArray(areas.site, ["sv", "fi"]))
    .limit(1);
  if (!anyArea) return "already-seeded";
  const log = options.log ?? (() => {});
  log("Seeding premises…");
  // Rendered before taking the lock, like the other seeds' images.
  const pictures: PremisesPicture[] = options.images === false ? [] : await generatePremisesPictures();
  const now = options.now ?? new Date();

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PREMISES_LOCK_ID})`);
    const again = await tx.select().from(appMeta).where(eq(appMeta.key, PREMISES_KEY));
    if (again.length > 0) return "already-seeded" satisfies SeedOutcome;
    for (const picture of pictures) {
      const { path, data, width, height, contentType, altText } = picture;
      await tx.insert(media).values({ path, data, width, height, contentType, altText }).onConflictDoNothing();
    }
    for (const site of Object.keys(DEMO_PREMISES_COUNTS) as PremisesSite[]) {
      const siteAreas = await tx
        .select({
          id: areas.id,
          site: areas.site,
          municipality: areas.municipality,
          latitude: areas.latitude,
          longitude: areas.longitude,
        })
        .from(areas)
        .where(eq(areas.site, site))
        .orderBy(asc(areas.id));
      const planned = buildDemoPremises(site, siteAreas, now);
      if (planned.length === 0) continue;
      const tagRows = await tx
        .insert(premisesTags)
        .values(demoPremisesTags(site))
        .returning({ id: premisesTags.id, url: premisesTags.url });
      const rows = await tx
        .insert(premises)
        .values(planned.map(({ tagIndexes: _tags, ...row }) => row))
        .returning({ id: premises.id, url: premises.url });
      const idOfUrl = new Map(rows.map((row) => [row.url, row.id]));
      const tagIdOfUrl = new Map(tagRows.map((row) => [row.url, row.id]));
      const tagUrls = demoPremisesTags(site).map((tag) => tag.url);
      const links = planned.flatMap((item) =>
        item.tagIndexes.map((tagIndex) => ({
          premisesId: idOfUrl.get(item.url) as number,
          tagId: tagIdOfUrl.get(tagUrls[tagIndex] as string) as number,
        })),
      );
      if (links.length > 0) await tx.insert(premisesTagLinks).values(links);
    }
    await tx.insert(appMeta).values({ key: PREMISES_KEY, value: PREMISES_VERSION });
    return "seeded" satisfies SeedOutcome;
  });
}
