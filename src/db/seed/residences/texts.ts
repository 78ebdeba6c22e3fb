/**
 * Words and sentence templates of the demo inventory per site language: area name suffixes,
 * descriptions, theme tags, contact names and image alt texts. The generator fills the templates
 * with seeded randomness, so texts vary between areas but stay the same between runs.
 */
import type { OutdoorArea, ResidenceType } from "~/domain/residence-enums";
import type { Rand } from "../prng";

export type InventoryLanguage = "sv" | "no" | "fi";

export type SceneKind = "apartment" | "townhouse" | "semidetached" | "detached" | "senior";
/** What a home's view picture shows (demo images of ../demo-images.names.ts). */
export type ViewKind = "sea" | "forest" | "fjord" | "city";

export interface ThemeTag {
  name: string;
  hasRental: boolean;
}

export interface LanguageTexts {
  /** Appended to a district name to make an area name. */
  areaSuffixes: readonly string[];
  /** "etapp" / "trinn" / "vaihe": stage name and slug word. */
  stageWord: string;
  /** Street names of the homes' addresses; each stage lies on one of them. */
  streets: readonly string[];
  /** Plural noun phrase per residence type, used in descriptions. */
  typePlural: Record<ResidenceType, string>;
  /** Singular noun per residence type, used in home descriptions. */
  typeSingular: Record<ResidenceType, string>;
  outdoor: Record<OutdoorArea, string>;
  areaShort: readonly string[];
  areaLong: readonly string[];
  stageShort: readonly string[];
  stageLong: readonly string[];
  homeLong: readonly string[];
  themes: readonly ThemeTag[];
  sceneAlt: Record<SceneKind, string>;
  interiorAlt: { living: string; kitchen: string; bathroom: string; bedroom: string };
  /** The view from a home: the sea, a forest and lake, a fjord, the city. */
  viewAlt: Record<ViewKind, string>;
  showingLocations: readonly string[];
  firstNames: readonly string[];
  lastNames: readonly string[];
}

/** Swedish room count words: "etta", "tvåa", ... used as "Ljus tvåa". */
const SV_ROOMS = ["", "etta", "tvåa", "trea", "fyra", "femma", "sexa"];

const SV: LanguageTexts = {
  areaSuffixes: [
    "Strand",
    "Park",
    "Terrass",
    "Gård",
    "Höjd",
    "Äng",
    "Kaj",
    "Port",
    "Lund",
    "Brygga",
    "Backe",
    "Allé",
    "Torg",
  ],
  stageWord: "etapp",
  streets: [
    "Kvarngatan",
    "Sjöviksvägen",
    "Björkallén",
    "Ekbacksvägen",
    "Tallstigen",
    "Ängsvägen",
    "Hamngatan",
    "Lärkvägen",
    "Parkgatan",
    "Bryggvägen",
    "Skolgatan",
    "Solbacken",
  ],
  typePlural: {
    apartment: "lägenheter",
    townHouse: "radhus",
    semiDetached: "parhus",
    detachedHouse: "villor",
    house: "hus",
    plot: "tomter med hus",
  },
  typeSingular: {
    apartment: "lägenhet",
    townHouse: "radhus",
    semiDetached: "parhus",
    detachedHouse: "villa",
    house: "hus",
    plot: "tomt med hus",
  },
  outdoor: {
    balcony: "balkong",
    terrace: "terrass",
    patio: "uteplats",
    roofTop: "takterrass",
    frenchBalcony: "fransk balkong",
    porch: "veranda",
    sauna: "bastu",
    walkInCloset: "walk-in-closet",
  },
  areaShort: [
    "Nya {types} i {district}, {municipality}.",
    "{types} med närhet till både natur och service i {municipality}.",
    "Ett nytt bostadsområde i {district} med {types} för alla skeden i livet.",
  ],
  areaLong: [
    "I {district} i {municipality} bygger vi {area}, ett område med {types} i en lugn och grön miljö.",
    "Här når du både skolor, förskolor och matbutiker till fots, och kollektivtrafiken tar dig snabbt in till centrum.",
    "Husen får ljusa fasader och genomtänkta planlösningar med stora fönster som släpper in mycket dagsljus.",
    "Gården blir en naturlig mötesplats med planteringar, lekplats och sittplatser i sol och skugga.",
    "Alla bostäder byggs för att Svanenmärkas och värms med fjärrvärme.",
    "Området ligger nära promenadstråk och vatten, med gott om plats för lek och rekreation.",
    "{area} blir en del av ett växande {municipality} med nya kvarter, parker och service.",
  ],
  stageShort: [
    "{count} {types} i {area}.",
    "{types} med {outdoor} i {district}.",
    "Etapp {n} av {area}: {types} med inflyttning {when}.",
  ],
  stageLong: [
    "Etapp {n} omfattar {count} {types} med planlösningar från {minRooms} till {maxRooms} rum och kök.",
    "Bostäderna har {outdoor} och ett kök med generösa arbetsytor.",
    "Parkering och förråd finns i anslutning till husen.",
    "Planerad inflyttning är {when}.",
    "Alla bostäder får golvvärme i badrummet och ekparkett i övriga rum.",
  ],
  homeLong: [
    "Ljus {roomsWord} på {livingArea} m² med {outdoor}.",
    "{Type} med {rooms} rum och kök, {livingArea} m², med {outdoor} i {orientation}.",
    "Välplanerad {type} om {livingArea} m² med öppen planlösning mellan kök och vardagsrum.",
  ],
  themes: [
    { name: "Nära vatten", hasRental: false },
    { name: "Nära naturen", hasRental: false },
    { name: "Centralt", hasRental: true },
    { name: "Barnvänligt", hasRental: false },
    { name: "Nära kollektivtrafik", hasRental: true },
  ],
  sceneAlt: {
    apartment: "Flerbostadshus med balkonger i {area}",
    townhouse: "Radhus med små trädgårdar i {area}",
    semidetached: "Parhus med uteplatser i {area}",
    detached: "Fristående villa i {area}",
    senior: "Seniorboende med gemensam trädgård i {area}",
  },
  interiorAlt: {
    living: "Ljust vardagsrum med stora fönster",
    kitchen: "Kök med köksö och ekgolv",
    bathroom: "Badrum med kakel och dusch",
    bedroom: "Sovrum i ljusa toner",
  },
  viewAlt: {
    sea: "Utsikt mot skärgården",
    forest: "Utsikt mot skog och sjö",
    fjord: "Utsikt mot fjorden och bergen",
    city: "Utsikt över staden i kvällsljus",
  },
  showingLocations: ["Visningslägenheten", "Säljkontoret på plats", "Visningshuset", "Entrén mot gården"],
  firstNames: [
    "Anna",
    "Erik",
    "Maria",
    "Johan",
    "Karin",
    "Lars",
    "Sara",
    "Anders",
    "Emma",
    "Mikael",
    "Elin",
    "Oskar",
    "Sofia",
    "Henrik",
    "Linnea",
    "Fredrik",
  ],
  lastNames: [
    "Andersson",
    "Johansson",
    "Karlsson",
    "Nilsson",
    "Eriksson",
    "Larsson",
    "Olsson",
    "Persson",
    "Svensson",
    "Gustafsson",
    "Lindberg",
    "Holm",
    "Berg",
    "Sandberg",
  ],
};

const NO: LanguageTexts = {
  areaSuffixes: ["Brygge", "Park", "Hage", "Terrasse", "Tun", "Kvartal", "Torg", "Lia", "Bakke", "Hus", "Allé", "Gård"],
  stageWord: "trinn",
  streets: [
    "Fjordveien",
    "Bjørkeveien",
    "Parkveien",
    "Skogveien",
    "Elveveien",
    "Havnegata",
    "Solbakken",
    "Kirkegata",
    "Løvstien",
    "Bryggeveien",
    "Granliveien",
    "Torggata",
  ],
  typePlural: {
    apartment: "leiligheter",
    townHouse: "rekkehus",
    semiDetached: "tomannsboliger",
    detachedHouse: "eneboliger",
    house: "hus",
    plot: "tomter med hus",
  },
  typeSingular: {
    apartment: "leilighet",
    townHouse: "rekkehus",
    semiDetached: "tomannsbolig",
    detachedHouse: "enebolig",
    house: "hus",
    plot: "tomt med hus",
  },
  outdoor: {
    balcony: "balkong",
    terrace: "terrasse",
    patio: "uteplass",
    roofTop: "takterrasse",
    frenchBalcony: "fransk balkong",
    porch: "veranda",
    sauna: "badstue",
    walkInCloset: "walk-in-closet",
  },
  areaShort: [
    "Nye {types} på {district} i {municipality}.",
    "{types} med kort vei til både natur og service i {municipality}.",
    "Et nytt boligområde på {district} med {types} for alle livets faser.",
  ],
  areaLong: [
    "På {district} i {municipality} bygger vi {area}, et område med {types} i rolige og grønne omgivelser.",
    "Her når du skoler, barnehager og dagligvarebutikker til fots, og kollektivtransporten tar deg raskt til sentrum.",
    "Byggene får lyse fasader og gjennomtenkte planløsninger med store vinduer som slipper inn mye dagslys.",
    "Uteområdet blir en naturlig møteplass med beplantning, lekeplass og sitteplasser i sol og skygge.",
    "Alle boligene bygges etter Svanemerkets krav og varmes opp med fjernvarme.",
    "Området ligger nær turveier og vann, med god plass til lek og rekreasjon.",
    "{area} blir en del av et voksende {municipality} med nye kvartaler, parker og service.",
  ],
  stageShort: [
    "{count} {types} i {area}.",
    "{types} med {outdoor} på {district}.",
    "Trinn {n} av {area}: {types} med innflytting {when}.",
  ],
  stageLong: [
    "Trinn {n} består av {count} {types} med planløsninger fra {minRooms} til {maxRooms} rom.",
    "Boligene har {outdoor} og kjøkken med romslige arbeidsflater.",
    "Parkering og bod finnes i tilknytning til byggene.",
    "Planlagt innflytting er {when}.",
    "Alle boliger får varmekabler på badet og eikeparkett i øvrige rom.",
  ],
  homeLong: [
    "Lys {rooms}-roms {type} på {livingArea} m² med {outdoor}.",
    "{Type} med {rooms} rom, {livingArea} m², med {outdoor} mot {orientation}.",
    "Godt planlagt {type} på {livingArea} m² med åpen løsning mellom kjøkken og stue.",
  ],
  themes: [
    { name: "Nær sjøen", hasRental: false },
    { name: "Nær naturen", hasRental: false },
    { name: "Sentralt", hasRental: true },
    { name: "Barnevennlig", hasRental: false },
    { name: "Nær kollektivtransport", hasRental: true },
  ],
  sceneAlt: {
    apartment: "Boligblokk med balkonger på {area}",
    townhouse: "Rekkehus med små hager på {area}",
    semidetached: "Tomannsboliger med uteplasser på {area}",
    detached: "Enebolig på {area}",
    senior: "Seniorboliger med felles hage på {area}",
  },
  interiorAlt: {
    living: "Lys stue med store vinduer",
    kitchen: "Kjøkken med kjøkkenøy og eikegulv",
    bathroom: "Bad med fliser og dusj",
    bedroom: "Soverom i lyse farger",
  },
  viewAlt: {
    sea: "Utsikt mot skjærgården",
    forest: "Utsikt mot skog og vann",
    fjord: "Utsikt mot fjorden og fjellene",
    city: "Utsikt over byen i kveldslys",
  },
  showingLocations: [
    "Visningsleiligheten",
    "Salgskontoret på byggeplassen",
    "Visningshuset",
    "Inngangen mot gårdsrommet",
  ],
  firstNames: [
    "Ingrid",
    "Ole",
    "Kari",
    "Lars",
    "Nora",
    "Henrik",
    "Ida",
    "Magnus",
    "Silje",
    "Eirik",
    "Marte",
    "Sindre",
    "Hanne",
    "Tobias",
  ],
  lastNames: [
    "Hansen",
    "Johansen",
    "Olsen",
    "Larsen",
    "Andersen",
    "Pedersen",
    "Nilsen",
    "Kristiansen",
    "Berg",
    "Haugen",
    "Bakken",
    "Solberg",
    "Dahl",
  ],
};

const FI: LanguageTexts = {
  areaSuffixes: [
    "Aalto",
    "Puisto",
    "Ranta",
    "Kulma",
    "Helmi",
    "Piha",
    "Tähti",
    "Kartano",
    "Lehto",
    "Rinne",
    "Portti",
    "Kruunu",
  ],
  stageWord: "vaihe",
  streets: [
    "Rantakatu",
    "Koivutie",
    "Puistokatu",
    "Männikkötie",
    "Satamakatu",
    "Kalliotie",
    "Niittytie",
    "Kirkkokatu",
    "Tammitie",
    "Laiturikatu",
    "Kuusikuja",
    "Aurinkorinne",
  ],
  typePlural: {
    apartment: "kerrostaloasuntoja",
    townHouse: "rivitaloasuntoja",
    semiDetached: "paritaloasuntoja",
    detachedHouse: "omakotitaloja",
    house: "taloja",
    plot: "tontteja taloineen",
  },
  typeSingular: {
    apartment: "kerrostaloasunto",
    townHouse: "rivitaloasunto",
    semiDetached: "paritaloasunto",
    detachedHouse: "omakotitalo",
    house: "talo",
    plot: "tontti talolla",
  },
  outdoor: {
    balcony: "parveke",
    terrace: "terassi",
    patio: "piha",
    roofTop: "kattoterassi",
    frenchBalcony: "ranskalainen parveke",
    porch: "kuisti",
    sauna: "sauna",
    walkInCloset: "vaatehuone",
  },
  areaShort: [
    "Uusia {types} alueella {district}, {municipality}.",
    "{types} luonnon ja palveluiden läheisyydessä, {municipality}.",
    "Uusi asuinalue {district} – {types} elämän eri vaiheisiin.",
  ],
  areaLong: [
    "{area}: {types} rauhallisessa ja vehreässä ympäristössä alueella {district}, {municipality}.",
    "Koulut, päiväkodit ja ruokakaupat ovat kävelymatkan päässä, ja joukkoliikenne vie nopeasti keskustaan.",
    "Talojen julkisivut ovat vaaleat ja pohjaratkaisut harkitut, ja suuret ikkunat tuovat asuntoihin runsaasti valoa.",
    "Yhteinen piha istutuksineen, leikkipaikkoineen ja oleskelualueineen on luonteva kohtaamispaikka.",
    "Kaikki asunnot rakennetaan Joutsenmerkin vaatimusten mukaisesti ja lämmitetään kaukolämmöllä.",
    "Alue sijaitsee ulkoilureittien ja veden läheisyydessä, ja tilaa on runsaasti leikkiin ja virkistykseen.",
    "{area} on osa kasvavaa kaupunkia, jonne valmistuu uusia kortteleita, puistoja ja palveluita.",
  ],
  stageShort: [
    "{area}, vaihe {n}: {count} asuntoa.",
    "{types}, joissa {outdoor}, {district}.",
    "{area}, vaihe {n}: {types}, muutto {when}.",
  ],
  stageLong: [
    "Vaiheessa {n} on {count} asuntoa, kooltaan {minRooms}–{maxRooms} huonetta.",
    "Asunnoissa on {outdoor} ja keittiössä runsaasti työtilaa.",
    "Autopaikat ja varastot sijaitsevat talojen yhteydessä.",
    "Arvioitu muuttoajankohta on {when}.",
    "Kaikissa asunnoissa on kylpyhuoneessa lattialämmitys ja muissa huoneissa tammiparketti.",
  ],
  homeLong: [
    "Valoisa {rooms}h+k, {livingArea} m², {outdoor}.",
    "{Type}, {rooms} huonetta ja keittiö, {livingArea} m², {outdoor} {orientation}.",
    "Toimiva {type}, {livingArea} m², avoin keittiö ja olohuone.",
  ],
  themes: [
    { name: "Lähellä merta", hasRental: false },
    { name: "Lähellä luontoa", hasRental: false },
    { name: "Keskeisellä paikalla", hasRental: true },
    { name: "Lapsiperheille", hasRental: false },
    { name: "Hyvät liikenneyhteydet", hasRental: true },
  ],
  sceneAlt: {
    apartment: "Kerrostalo parvekkeineen, {area}",
    townhouse: "Rivitalo pienine pihoineen, {area}",
    semidetached: "Paritalo terasseineen, {area}",
    detached: "Omakotitalo, {area}",
    senior: "Senioritalo ja yhteinen puutarha, {area}",
  },
  interiorAlt: {
    living: "Valoisa olohuone ja suuret ikkunat",
    kitchen: "Keittiö, saareke ja tammilattia",
    bathroom: "Kylpyhuone, laatoitus ja suihku",
    bedroom: "Makuuhuone vaaleissa sävyissä",
  },
  viewAlt: {
    sea: "Näkymä saaristoon",
    forest: "Näkymä metsään ja järvelle",
    fjord: "Näkymä vuonolle ja vuorille",
    city: "Näkymä kaupungin ylle iltavalossa",
  },
  showingLocations: ["Näyttöasunto", "Myyntitoimisto työmaalla", "Näyttötalo", "Pihan puoleinen sisäänkäynti"],
  firstNames: [
    "Aino",
    "Mikko",
    "Laura",
    "Juha",
    "Emilia",
    "Antti",
    "Sanna",
    "Ville",
    "Helmi",
    "Timo",
    "Kaisa",
    "Janne",
    "Noora",
    "Pekka",
  ],
  lastNames: [
    "Korhonen",
    "Virtanen",
    "Mäkinen",
    "Nieminen",
    "Mäkelä",
    "Hämäläinen",
    "Laine",
    "Heikkinen",
    "Koskinen",
    "Järvinen",
    "Lehtonen",
    "Saarinen",
  ],
};

export const TEXTS: Record<InventoryLanguage, LanguageTexts> = { sv: SV, no: NO, fi: FI };

const ORIENTATION: Record<InventoryLanguage, readonly string[]> = {
  sv: ["söderläge", "västerläge", "österläge", "sydvästläge"],
  no: ["sør", "vest", "øst", "sørvest"],
  fi: ["etelään", "länteen", "itään", "lounaaseen"],
};

/** Fills {name} placeholders. */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(vars[key] ?? ""));
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Joins outdoor-area words: "balkong och bastu" / "balkong og badstue" / "parveke ja sauna". */
export function outdoorPhrase(language: InventoryLanguage, areas: readonly OutdoorArea[]): string {
  const words = areas.map((a) => TEXTS[language].outdoor[a]);
  const and = language === "sv" ? "och" : language === "no" ? "og" : "ja";
  if (words.length === 0) return language === "fi" ? "valoisat huoneet" : language === "no" ? "lyse rom" : "ljusa rum";
  if (words.length === 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} ${and} ${words[words.length - 1]}`;
}

/** A short and a long description: templates picked and ordered by the PRNG. */
export function writeDescriptions(
  r: Rand,
  shortTemplates: readonly string[],
  longTemplates: readonly string[],
  vars: Record<string, string | number>,
  sentences: [number, number] = [3, 5],
): { short: string; long: string } {
  const short = capitalize(fill(r.pick(shortTemplates), vars));
  // The first long sentence introduces the place; the rest are picked at random.
  const [first, ...rest] = longTemplates;
  const picked = [first ?? "", ...r.sample(rest, r.int(sentences[0], sentences[1]) - 1)];
  return { short, long: picked.map((s) => capitalize(fill(s, vars))).join(" ") };
}

export function homeDescription(
  r: Rand,
  language: InventoryLanguage,
  home: { rooms: number; livingArea: number; residenceType: ResidenceType; outdoorAreas: readonly OutdoorArea[] },
): string {
  const t = TEXTS[language];
  const type = t.typeSingular[home.residenceType];
  // Nordic decimal comma: "52,5 m²".
  const area = String(home.livingArea).replace(".", ",");
  return capitalize(
    fill(r.pick(t.homeLong), {
      rooms: home.rooms,
      roomsWord: SV_ROOMS[home.rooms] ?? `${home.rooms}:a`,
      livingArea: area,
      outdoor: outdoorPhrase(
        language,
        home.outdoorAreas.filter((a) => a !== "walkInCloset"),
      ),
      type,
      Type: capitalize(type),
      orientation: r.pick(ORIENTATION[language]),
    }),
  );
}
