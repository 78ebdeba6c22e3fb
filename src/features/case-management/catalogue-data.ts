import type { Language } from "~/sites/sites";

/**
 * The problem areas of a fault report (spec 001 section 9): 9 dwelling rooms and 13 public-space
 * areas, each with its detail spaces (asset types). Written to cm_rooms and cm_assets by
 * ensureCaseCatalogue (./catalogue.server.ts), which the demo seed and the tests run. Ids are
 * stable codes: a detail space's id is "{room}.{detail}".
 */

type Names = Record<Language, string>;

export interface CatalogueRoom {
  id: string;
  kind: "dwelling" | "public";
  names: Names;
  details: readonly DetailCode[];
}

/** The detail spaces, named once: elevator and appliances send the reporter to the supplier. */
export const DETAIL_NAMES = {
  heating: { sv: "Värme", no: "Varme", fi: "Lämmitys", en: "Heating" },
  ventilation: { sv: "Ventilation", no: "Ventilasjon", fi: "Ilmanvaihto", en: "Ventilation" },
  water: { sv: "Vatten och avlopp", no: "Vann og avløp", fi: "Vesi ja viemäri", en: "Water and drains" },
  lights: {
    sv: "Belysning och el",
    no: "Belysning og elektrisitet",
    fi: "Valaistus ja sähkö",
    en: "Lighting and electricity",
  },
  floor: { sv: "Golv", no: "Gulv", fi: "Lattia", en: "Floor" },
  walls: { sv: "Väggar och tak", no: "Vegger og tak", fi: "Seinät ja katto", en: "Walls and ceiling" },
  windows: { sv: "Fönster", no: "Vinduer", fi: "Ikkunat", en: "Windows" },
  doors: { sv: "Dörrar och lås", no: "Dører og lås", fi: "Ovet ja lukot", en: "Doors and locks" },
  appliances: { sv: "Vitvaror", no: "Hvitevarer", fi: "Kodinkoneet", en: "Appliances" },
  cabinets: { sv: "Skåp och bänkar", no: "Skap og benker", fi: "Kaapit ja tasot", en: "Cabinets and worktops" },
  tiles: { sv: "Kakel och fog", no: "Fliser og fuger", fi: "Laatat ja saumat", en: "Tiles and grout" },
  railing: { sv: "Räcke", no: "Rekkverk", fi: "Kaide", en: "Railing" },
  car: { sv: "Hisskorg", no: "Heisstol", fi: "Hissikori", en: "Elevator car" },
  call: { sv: "Anrop och knappar", no: "Anrop og knapper", fi: "Kutsu ja painikkeet", en: "Call and buttons" },
  outdoor: { sv: "Utomhusbelysning", no: "Utendørsbelysning", fi: "Ulkovalaistus", en: "Outdoor lighting" },
  stairwell: {
    sv: "Trapphusbelysning",
    no: "Belysning i oppgang",
    fi: "Porraskäytävän valaistus",
    en: "Stairwell lighting",
  },
  lawn: { sv: "Gräsmatta", no: "Plen", fi: "Nurmikko", en: "Lawn" },
  plants: { sv: "Träd och buskar", no: "Trær og busker", fi: "Puut ja pensaat", en: "Trees and bushes" },
  playground: { sv: "Lekplats", no: "Lekeplass", fi: "Leikkipaikka", en: "Playground" },
  paving: { sv: "Gångar och plattor", no: "Ganger og heller", fi: "Käytävät ja laatat", en: "Paths and paving" },
  plaster: {
    sv: "Puts och fasadskivor",
    no: "Puss og fasadeplater",
    fi: "Rappaus ja julkisivulevyt",
    en: "Render and cladding",
  },
  gutters: {
    sv: "Stuprör och hängrännor",
    no: "Nedløp og takrenner",
    fi: "Syöksytorvet ja rännit",
    en: "Downpipes and gutters",
  },
  entrance: { sv: "Entrédörr", no: "Inngangsdør", fi: "Ulko-ovi", en: "Entrance door" },
  doorOpener: {
    sv: "Dörrautomatik och porttelefon",
    no: "Døråpner og porttelefon",
    fi: "Ovenavaaja ja ovipuhelin",
    en: "Door opener and entry phone",
  },
  fan: { sv: "Fläkt", no: "Vifte", fi: "Puhallin", en: "Fan" },
  vents: { sv: "Ventiler och don", no: "Ventiler", fi: "Venttiilit", en: "Vents" },
  substation: { sv: "Undercentral", no: "Undersentral", fi: "Alakeskus", en: "Substation" },
  hotWater: { sv: "Varmvatten", no: "Varmtvann", fi: "Lämmin vesi", en: "Hot water" },
  bins: { sv: "Sopkärl", no: "Avfallsbeholdere", fi: "Jäteastiat", en: "Bins" },
  binRoom: { sv: "Soprum", no: "Avfallsrom", fi: "Jätekatos", en: "Bin room" },
  garageDoor: { sv: "Garageport", no: "Garasjeport", fi: "Autotallin ovi", en: "Garage door" },
  charging: { sv: "Laddplats", no: "Ladeplass", fi: "Latauspaikka", en: "Charging point" },
  extinguisher: {
    sv: "Brandsläckare och brandfilt",
    no: "Brannslukker og brannteppe",
    fi: "Sammutin ja sammutuspeite",
    en: "Extinguisher and fire blanket",
  },
  smokeAlarm: { sv: "Brandvarnare", no: "Røykvarsler", fi: "Palovaroitin", en: "Smoke alarm" },
  fireDoor: { sv: "Branddörr", no: "Branndør", fi: "Palo-ovi", en: "Fire door" },
  mailbox: { sv: "Postboxar", no: "Postkasser", fi: "Postilaatikot", en: "Mailboxes" },
  parcel: { sv: "Paketskåp", no: "Pakkeskap", fi: "Pakettiautomaatti", en: "Parcel lockers" },
  other: { sv: "Övrigt", no: "Annet", fi: "Muu", en: "Other" },
} as const satisfies Record<string, Names>;
export type DetailCode = keyof typeof DETAIL_NAMES;

const HOME_BASICS: readonly DetailCode[] = ["heating", "ventilation", "lights", "floor", "walls", "windows", "doors"];

/** The 9 dwelling rooms, in the order the wizard lists them. */
export const DWELLING_ROOMS: readonly CatalogueRoom[] = [
  {
    id: "bathroom",
    kind: "dwelling",
    names: { sv: "Badrum", no: "Bad", fi: "Kylpyhuone", en: "Bathroom" },
    details: ["water", "tiles", "heating", "ventilation", "lights", "floor", "walls", "doors", "appliances", "other"],
  },
  {
    id: "livingRoom",
    kind: "dwelling",
    names: { sv: "Vardagsrum", no: "Stue", fi: "Olohuone", en: "Living room" },
    details: [...HOME_BASICS, "other"],
  },
  {
    id: "kitchen",
    kind: "dwelling",
    names: { sv: "Kök", no: "Kjøkken", fi: "Keittiö", en: "Kitchen" },
    details: ["water", "appliances", "cabinets", ...HOME_BASICS, "other"],
  },
  {
    id: "bedroom",
    kind: "dwelling",
    names: { sv: "Sovrum", no: "Soverom", fi: "Makuuhuone", en: "Bedroom" },
    details: [...HOME_BASICS, "other"],
  },
  {
    id: "hallway",
    kind: "dwelling",
    names: { sv: "Hall", no: "Gang", fi: "Eteinen", en: "Hallway" },
    details: [...HOME_BASICS, "other"],
  },
  {
    id: "balcony",
    kind: "dwelling",
    names: { sv: "Balkong", no: "Balkong", fi: "Parveke", en: "Balcony" },
    details: ["railing", "floor", "doors", "lights", "other"],
  },
  {
    id: "storage",
    kind: "dwelling",
    names: { sv: "Förråd", no: "Bod", fi: "Varasto", en: "Storage" },
    details: ["doors", "lights", "other"],
  },
  {
    id: "wholeHome",
    kind: "dwelling",
    names: { sv: "Hela bostaden", no: "Hele boligen", fi: "Koko asunto", en: "Whole home" },
    details: ["heating", "ventilation", "water", "lights", "doors", "other"],
  },
  {
    id: "other",
    kind: "dwelling",
    names: { sv: "Övrigt", no: "Annet", fi: "Muu", en: "Other" },
    details: ["other"],
  },
];

/** The 13 public-space problem areas. */
export const PUBLIC_AREAS: readonly CatalogueRoom[] = [
  {
    id: "elevator",
    kind: "public",
    names: { sv: "Hiss", no: "Heis", fi: "Hissi", en: "Elevator" },
    details: ["car", "call", "doors", "other"],
  },
  {
    id: "lights",
    kind: "public",
    names: { sv: "Belysning", no: "Belysning", fi: "Valaistus", en: "Lighting" },
    details: ["outdoor", "stairwell", "other"],
  },
  {
    id: "grass",
    kind: "public",
    names: { sv: "Gräsytor", no: "Grøntarealer", fi: "Viheralueet", en: "Green spaces" },
    details: ["lawn", "plants", "other"],
  },
  {
    id: "yard",
    kind: "public",
    names: { sv: "Gård", no: "Gårdsplass", fi: "Piha", en: "Courtyard" },
    details: ["playground", "paving", "other"],
  },
  {
    id: "facade",
    kind: "public",
    names: { sv: "Fasad", no: "Fasade", fi: "Julkisivu", en: "Facade" },
    details: ["plaster", "gutters", "windows", "other"],
  },
  {
    id: "doors",
    kind: "public",
    names: { sv: "Dörrar och portar", no: "Dører og porter", fi: "Ovet ja portit", en: "Doors and gates" },
    details: ["entrance", "doorOpener", "other"],
  },
  {
    id: "simpleVentilation",
    kind: "public",
    names: { sv: "Ventilation", no: "Ventilasjon", fi: "Ilmanvaihto", en: "Ventilation" },
    details: ["fan", "vents", "other"],
  },
  {
    id: "subCentral",
    kind: "public",
    names: { sv: "Undercentral", no: "Undersentral", fi: "Alakeskus", en: "Substation" },
    details: ["substation", "hotWater", "heating", "other"],
  },
  {
    id: "trash",
    kind: "public",
    names: { sv: "Sophantering", no: "Avfall", fi: "Jätehuolto", en: "Waste" },
    details: ["bins", "binRoom", "other"],
  },
  {
    id: "garage",
    kind: "public",
    names: { sv: "Garage", no: "Garasje", fi: "Autohalli", en: "Garage" },
    details: ["garageDoor", "charging", "lights", "other"],
  },
  {
    id: "fire",
    kind: "public",
    names: { sv: "Brandskydd", no: "Brannsikring", fi: "Paloturvallisuus", en: "Fire safety" },
    details: ["extinguisher", "smokeAlarm", "fireDoor", "other"],
  },
  {
    id: "post",
    kind: "public",
    names: { sv: "Post och paket", no: "Post og pakker", fi: "Posti ja paketit", en: "Post and parcels" },
    details: ["mailbox", "parcel", "other"],
  },
  {
    id: "otherPublic",
    kind: "public",
    names: { sv: "Övrigt", no: "Annet", fi: "Muu", en: "Other" },
    details: ["other"],
  },
];

export const ALL_PROBLEM_AREAS: readonly CatalogueRoom[] = [...DWELLING_ROOMS, ...PUBLIC_AREAS];

/** Details that send the reporter to a supplier instead of the FAQ: the elevator, and appliances. */
export function supplierKindOf(roomId: string, detail: DetailCode): "elevator" | "appliance" | null {
  if (roomId === "elevator") return "elevator";
  if (detail === "appliances") return "appliance";
  return null;
}

export function assetIdOf(roomId: string, detail: DetailCode): string {
  return `${roomId}.${detail}`;
}
