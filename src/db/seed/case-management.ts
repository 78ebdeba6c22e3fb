import { Readable } from "node:stream";
import { eq, inArray, sql } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import { hashPassword } from "~/features/account/index.server";
import {
  type CaseArea,
  type CaseKind,
  type CaseStatusCode,
  type CaseType,
  caseStatusByCode,
  ensureCaseCatalogue,
} from "~/features/case-management/index.server";
import { createFileStorage, createLocalDiskStore, type FileStorage } from "~/server/files";
import type { Language, SiteCode } from "~/sites/sites";
import type { Database } from "../client";
import {
  appMeta,
  cmAgreements,
  cmApartments,
  cmAssetFaqs,
  cmAssociationAccounts,
  cmAssociationProperties,
  cmBuildingParts,
  cmBuildings,
  cmCaseEvents,
  cmCaseFiles,
  cmCases,
  cmFaqArticles,
  cmProperties,
  cmRoundControlPoints,
  cmRounds,
  cmSuppliers,
  housingAssociations,
  staffUsers,
  users,
} from "../schema";
import { DEMO_PASSWORD } from "./accounts";
import type { SeedOutcome } from "./seed";

/**
 * The case-management demo (issue 17): the buildings the demo residents live in and the demo
 * associations own, the residents' agreements, the boards' e-mail, FAQ articles, suppliers,
 * errands in every status group (with history and a few files), rounds, and one staff user.
 * README.md "Demo accounts" lists who reports what; keep the two in step.
 */

/** Own app_meta key: databases seeded before case management existed get it on the next start. */
export const CASE_MANAGEMENT_KEY = "demo_case_management";
const CASE_MANAGEMENT_VERSION = "1";
const CASE_MANAGEMENT_LOCK_ID = 730_1751;

/** The demo case handler (staff login: DEMO_PASSWORD). */
export const DEMO_STAFF = { email: "handlaggare@nordhem.example", name: "Hanna Handläggare", role: "caseHandler" };

const BENGT = "bengt.nyberg@nordhem.example";
const ANNA = "anna.lindqvist@nordhem.example";
const OLA = "ola.nordmann@nordhem.example";
const INGRID = "ingrid.haugen@nordhem.example";
const GUNILLA = "styrelse.ekbacken@nordhem.example";
const MARIA = "maria.berg@nordhem.example";
const HENRIK = "styrelse.utan@nordhem.example";
const EVA = "styrelse.tva@nordhem.example";

interface DemoBuilding {
  name: string;
  address: string;
  zipCode: string;
  city: string;
  hasElevator: boolean;
  hasGarage: boolean;
  parts: readonly string[];
  /** Four-digit government ids (lägenhetsnummer): floor and number. */
  apartments: readonly string[];
}

interface DemoProperty {
  key: string;
  site: SiteCode;
  name: string;
  municipality: string;
  /** DEMO_ASSOCIATIONS id; null for a rental property of ours. */
  associationId: number | null;
  buildings: readonly DemoBuilding[];
}

const FLATS = ["1001", "1002", "1101", "1102", "1201", "1202", "1301", "1302"];

export const DEMO_PROPERTIES: readonly DemoProperty[] = [
  {
    key: "ekbacken",
    site: "sv",
    name: "Ekbacken 1",
    municipality: "Nacka",
    associationId: 1,
    buildings: [
      {
        name: "Hus A",
        address: "Ekbackevägen 2",
        zipCode: "131 45",
        city: "Nacka",
        hasElevator: true,
        hasGarage: true,
        parts: ["Trapphus A", "Trapphus B"],
        apartments: FLATS,
      },
      {
        name: "Hus B",
        address: "Ekbackevägen 4",
        zipCode: "131 45",
        city: "Nacka",
        hasElevator: true,
        hasGarage: false,
        parts: ["Trapphus C"],
        apartments: FLATS.slice(0, 6),
      },
    ],
  },
  {
    key: "sjoutsikten",
    site: "sv",
    name: "Sjöutsikten 3",
    municipality: "Lidingö",
    associationId: 2,
    buildings: [
      {
        name: "Sjöhuset",
        address: "Sjövägen 21",
        zipCode: "181 30",
        city: "Lidingö",
        hasElevator: true,
        hasGarage: true,
        parts: ["Trapphus 1"],
        apartments: FLATS,
      },
      {
        name: "Strandhuset",
        address: "Sjövägen 23",
        zipCode: "181 30",
        city: "Lidingö",
        hasElevator: false,
        hasGarage: false,
        parts: ["Trapphus 2"],
        apartments: FLATS.slice(0, 4),
      },
    ],
  },
  {
    key: "lindangen",
    site: "sv",
    name: "Lindängen 9",
    municipality: "Huddinge",
    associationId: 3,
    buildings: [
      {
        name: "Lindängen",
        address: "Lindängsvägen 9",
        zipCode: "141 41",
        city: "Huddinge",
        hasElevator: false,
        hasGarage: false,
        parts: ["Trapphus A"],
        apartments: FLATS.slice(0, 6),
      },
    ],
  },
  {
    key: "solbakken",
    site: "no",
    name: "Solbakken borettslag",
    municipality: "Oslo",
    associationId: 4,
    buildings: [
      {
        name: "Blokk 1",
        address: "Solbakkveien 12",
        zipCode: "0575",
        city: "Oslo",
        hasElevator: true,
        hasGarage: true,
        parts: ["Oppgang A", "Oppgang B"],
        apartments: FLATS,
      },
    ],
  },
  {
    key: "svea",
    site: "sv",
    name: "Kvarteret Sveaborg",
    municipality: "Stockholm",
    associationId: null,
    buildings: [
      {
        name: "Sveavägen 44",
        address: "Sveavägen 44",
        zipCode: "113 50",
        city: "Stockholm",
        hasElevator: true,
        hasGarage: false,
        parts: ["Port 44"],
        apartments: FLATS,
      },
    ],
  },
];

interface DemoAgreement {
  email: string;
  address: string;
  governmentObjectId: string;
  /** Days from today (negative: past). */
  fromDays: number;
  toDays?: number;
}

export const DEMO_AGREEMENTS: readonly DemoAgreement[] = [
  // Bengt moved into Ekbacken three months ago; his earlier home is an ended agreement.
  { email: BENGT, address: "Ekbackevägen 2", governmentObjectId: "1102", fromDays: -90 },
  { email: BENGT, address: "Lindängsvägen 9", governmentObjectId: "1001", fromDays: -2000, toDays: -91 },
  { email: ANNA, address: "Sveavägen 44", governmentObjectId: "1201", fromDays: -1100 },
  { email: OLA, address: "Solbakkveien 12", governmentObjectId: "1101", fromDays: -700 },
  { email: INGRID, address: "Solbakkveien 12", governmentObjectId: "1202", fromDays: -1500 },
  { email: GUNILLA, address: "Ekbackevägen 2", governmentObjectId: "1201", fromDays: -2500 },
  { email: MARIA, address: "Ekbackevägen 4", governmentObjectId: "1101", fromDays: -1800 },
  { email: HENRIK, address: "Lindängsvägen 9", governmentObjectId: "1101", fromDays: -3000 },
  { email: EVA, address: "Sjövägen 21", governmentObjectId: "1102", fromDays: -900 },
];

/** The shared board e-mail of each association with management. */
export const DEMO_BOARD_EMAILS: Readonly<Record<number, string>> = {
  1: "styrelsen@brf-ekbacken.example",
  2: "styrelsen@brf-sjoutsikten.example",
  4: "styret@solbakken-borettslag.example",
};

interface DemoFaqText {
  title: string;
  text: string;
  question?: string;
  answer?: string;
}

interface DemoFaq {
  assets: readonly string[];
  texts: Partial<Record<Language, DemoFaqText>>;
  video?: {
    link: string;
    image: string;
    description: Partial<Record<Language, string>>;
    script: Partial<Record<Language, string>>;
  };
}

export const DEMO_FAQS: readonly DemoFaq[] = [
  {
    assets: ["kitchen.water", "bathroom.water"],
    texts: {
      sv: {
        title: "Kranen droppar",
        text: "En droppande kran beror oftast på en sliten packning eller en kalkbelagd kartusch. Stäng av vattnet under diskbänken eller tvättstället och torka rent runt kranen. Droppar den fortfarande efter en timme, gör en felanmälan.",
        question: "Kan jag byta packningen själv?",
        answer:
          "Ja, om du har en vanlig tvågreppsblandare. Stäng avstängningsventilerna, skruva loss handtaget och byt packningen mot en likadan. En ettgreppsblandare har en kartusch som vi byter åt dig.",
      },
      no: {
        title: "Kranen drypper",
        text: "En kran som drypper skyldes som regel en slitt pakning eller en forkalket kartusj. Steng vannet under kjøkkenbenken eller vasken og tørk rent rundt kranen. Drypper den fortsatt etter en time, send en reklamasjon eller feilmelding.",
        question: "Kan jeg bytte pakningen selv?",
        answer:
          "Ja, hvis du har et vanlig tohåndsbatteri. Steng stoppekranene, skru av håndtaket og bytt pakningen. Et ettgrepsbatteri har en kartusj som vi bytter for deg.",
      },
      fi: {
        title: "Hana vuotaa",
        text: "Tippuva hana johtuu yleensä kuluneesta tiivisteestä tai kalkkeutuneesta kasetista. Sulje vesi tiskipöydän tai pesualtaan alta ja kuivaa hanan ympäristö. Jos hana tippuu vielä tunnin kuluttua, tee vikailmoitus.",
      },
      en: {
        title: "The tap is dripping",
        text: "A dripping tap is usually caused by a worn washer or a cartridge furred with limescale. Turn off the water under the sink and dry around the tap. If it still drips after an hour, report the fault.",
        question: "Can I change the washer myself?",
        answer:
          "Yes, if you have an ordinary two-handle mixer. Close the stop valves, unscrew the handle and replace the washer. A single-lever mixer has a cartridge, which we replace for you.",
      },
    },
    video: {
      link: "https://www.youtube.com/watch?v=Nh3kRanPack",
      image: "https://i.ytimg.com/vi/Nh3kRanPack/hqdefault.jpg",
      description: {
        sv: "Film: så byter du packningen i en tvågreppsblandare (3 minuter).",
        no: "Film: slik bytter du pakningen i et tohåndsbatteri (3 minutter).",
        en: "Video: how to change the washer of a two-handle mixer (3 minutes).",
      },
      script: {
        sv: "Stäng avstängningsventilerna under diskbänken. Bänd loss täcklocket på handtaget och skruva ur skruven. Lyft av handtaget och skruva loss överdelen med en blocknyckel. Byt packningen, skruva ihop och öppna ventilerna igen.",
        no: "Steng stoppekranene under benken. Lirk av dekslet på håndtaket og skru ut skruen. Løft av håndtaket og skru løs overdelen med en fastnøkkel. Bytt pakningen, skru sammen og åpne kranene igjen.",
        en: "Close the stop valves under the sink. Prise off the cap of the handle and undo the screw. Lift off the handle and unscrew the headgear with a spanner. Replace the washer, reassemble and open the valves again.",
      },
    },
  },
  {
    assets: ["wholeHome.heating", "livingRoom.heating", "bedroom.heating"],
    texts: {
      sv: {
        title: "Elementet blir inte varmt",
        text: "Kontrollera att termostaten står på 3 eller högre och att inga möbler eller gardiner täcker den. Kluckar det i elementet kan det behöva luftas. Är flera element kalla samtidigt kan felet ligga i fastighetens värmesystem: gör då en felanmälan.",
        question: "Hur luftar jag elementet?",
        answer:
          "Vrid upp termostaten, håll en trasa under luftskruven högst upp på elementet och vrid skruven ett kvarts varv med en luftningsnyckel tills det kommer vatten i stället för luft. Stäng skruven.",
      },
      no: {
        title: "Radiatoren blir ikke varm",
        text: "Sjekk at termostaten står på 3 eller høyere og at ingen møbler eller gardiner dekker den. Klukker det i radiatoren, kan den trenge lufting. Er flere radiatorer kalde samtidig, kan feilen ligge i byggets varmeanlegg: send da en feilmelding.",
      },
      en: {
        title: "The radiator stays cold",
        text: "Check that the thermostat is at 3 or higher and that no furniture or curtains cover it. If it gurgles, it may need bleeding. If several radiators are cold at once, the fault may be in the building's heating: report it.",
      },
    },
  },
  {
    assets: ["bathroom.water"],
    texts: {
      sv: {
        title: "Golvbrunnen är stopp",
        text: "Lyft av gallret och klämringen och ta bort hår och tvålrester ur vattenlåset med handen eller en borste. Spola med varmt vatten. Använd inte kemiska avloppsrensare: de skadar tätskiktet. Rinner det fortfarande långsamt, gör en felanmälan.",
      },
      no: {
        title: "Sluket er tett",
        text: "Løft av risten og ta ut hår og såperester fra vannlåsen med hånden eller en børste. Skyll med varmt vann. Ikke bruk kjemiske avløpsåpnere: de skader membranen. Renner det fortsatt sakte, send en feilmelding.",
      },
      en: {
        title: "The floor drain is blocked",
        text: "Lift off the grating and remove hair and soap from the trap by hand or with a brush. Rinse with hot water. Do not use chemical drain cleaners: they harm the waterproofing. If it still drains slowly, report the fault.",
      },
    },
  },
  {
    assets: ["wholeHome.lights", "kitchen.lights", "bathroom.lights"],
    texts: {
      sv: {
        title: "Strömmen har gått i en del av bostaden",
        text: "Titta i elcentralen i hallen. Har en automatsäkring slagit ifrån, dra ur det du senast kopplade in och slå på säkringen igen. Har jordfelsbrytaren löst ut, koppla bort apparaterna i badrum och kök och återställ den. Löser den ut igen direkt, gör en felanmälan.",
        question: "Är det farligt att återställa jordfelsbrytaren?",
        answer:
          "Nej, det är så den är tänkt att användas. Men löser den ut upprepade gånger finns ett fel som en elektriker ska titta på.",
      },
      no: {
        title: "Strømmen har gått i deler av boligen",
        text: "Se i sikringsskapet. Har en automatsikring slått ut, trekk ut det du sist koblet til og slå sikringen på igjen. Har jordfeilbryteren løst ut, koble fra apparater på bad og kjøkken og tilbakestill den. Løser den ut igjen med en gang, send en feilmelding.",
      },
      fi: {
        title: "Sähköt ovat poikki osassa asuntoa",
        text: "Tarkista sähkökeskus eteisessä. Jos automaattisulake on lauennut, irrota viimeksi kytketty laite ja kytke sulake takaisin. Jos vikavirtasuoja laukeaa heti uudelleen, tee vikailmoitus.",
      },
      en: {
        title: "The power is off in part of the home",
        text: "Look in the consumer unit in the hall. If a circuit breaker has tripped, unplug what you last connected and switch it back on. If the residual-current device trips again at once, report the fault.",
      },
    },
  },
  {
    assets: ["wholeHome.ventilation", "bathroom.ventilation", "kitchen.ventilation"],
    texts: {
      sv: {
        title: "Dålig ventilation eller imma",
        text: "Kontrollera att till- och frånluftsdonen är öppna och rena: torka av dem med en fuktig trasa, men ändra inte deras inställning. Rengör köksfläktens filter varannan månad. Är det fortfarande instängt eller fuktigt, gör en felanmälan.",
      },
      no: {
        title: "Dårlig ventilasjon eller dugg",
        text: "Sjekk at til- og avtrekksventilene er åpne og rene: tørk av dem med en fuktig klut, men ikke endre innstillingen. Rengjør kjøkkenviftens filter annenhver måned. Er det fortsatt tett eller fuktig, send en feilmelding.",
      },
      en: {
        title: "Poor ventilation or condensation",
        text: "Check that the supply and extract vents are open and clean: wipe them with a damp cloth but do not change their setting. Clean the cooker hood's filter every other month. If the air is still stuffy or damp, report the fault.",
      },
    },
  },
];

interface DemoSupplier {
  site: SiteCode;
  kind: "elevator" | "appliance";
  /** DEMO_PROPERTIES key; none: the site's default. */
  property?: string;
  name: string;
  phone: string;
  url: string;
  guidance: string;
}

const ELEVATOR_GUIDANCE_SV =
  "Ring hissjouren direkt, dygnet runt. Uppge adressen och vilken hiss det gäller (skylten i hisskorgen). Sitter någon fast i hissen, ring 112.";

export const DEMO_SUPPLIERS: readonly DemoSupplier[] = [
  {
    site: "sv",
    kind: "elevator",
    property: "ekbacken",
    name: "Nacka Hisservice AB",
    phone: "08-716 20 00",
    url: "https://nackahiss.example",
    guidance: ELEVATOR_GUIDANCE_SV,
  },
  {
    site: "sv",
    kind: "elevator",
    property: "sjoutsikten",
    name: "Lidingö Hiss & Lyft AB",
    phone: "08-765 43 00",
    url: "https://lidingohiss.example",
    guidance: ELEVATOR_GUIDANCE_SV,
  },
  {
    site: "sv",
    kind: "elevator",
    property: "svea",
    name: "Stockholms Hissjour AB",
    phone: "08-410 410 00",
    url: "https://hissjouren.example",
    guidance: ELEVATOR_GUIDANCE_SV,
  },
  {
    site: "no",
    kind: "elevator",
    property: "solbakken",
    name: "Oslo Heisteknikk AS",
    phone: "+47 22 33 44 55",
    url: "https://osloheis.example",
    guidance:
      "Ring heisvakten direkte, hele døgnet. Oppgi adressen og hvilken heis det gjelder (skiltet i heisstolen). Sitter noen fast i heisen, ring 112.",
  },
  {
    site: "sv",
    kind: "appliance",
    name: "Vitvaruservice Norden AB",
    phone: "0771-40 40 40",
    url: "https://vitvaruservice.example",
    guidance:
      "Vitvarorna har garanti via leverantören. Ha modell- och serienummer till hands (skylten innanför luckan) och beskriv felet när du ringer eller bokar service på webben.",
  },
  {
    site: "no",
    kind: "appliance",
    name: "Hvitevareservice Norge AS",
    phone: "+47 815 00 800",
    url: "https://hvitevareservice.example",
    guidance:
      "Hvitevarene har garanti gjennom leverandøren. Ha modell- og serienummer klart (merket innenfor døren) og beskriv feilen når du ringer eller bestiller service på nett.",
  },
  {
    site: "fi",
    kind: "appliance",
    name: "Kodinkonehuolto Oy",
    phone: "+358 20 123 4567",
    url: "https://kodinkonehuolto.example",
    guidance:
      "Kodinkoneilla on toimittajan takuu. Pidä malli- ja sarjanumero saatavilla (kilpi luukun sisäpuolella) ja kuvaile vika, kun soitat tai varaat huollon verkossa.",
  },
];

interface DemoCase {
  reporter: string;
  site: SiteCode;
  kind: CaseKind;
  caseType: CaseType;
  area: CaseArea;
  address: string;
  /** The apartment of an apartment case (its government id in the building). */
  apartment?: string;
  part?: string;
  roomId: string;
  assetTypeId: string;
  description: string;
  /** Days ago it was reported. */
  daysAgo: number;
  /** The statuses it went through after its registration, the last its status now. */
  path: readonly CaseStatusCode[];
  /** A staff message to the reporter in its history. */
  message?: string;
  file?: "photo" | "pdf";
}

const SV_DONE: CaseStatusCode[] = ["ongoing", "executed", "completed"];
const NO_DONE: CaseStatusCode[] = ["ongoing", "executedNo", "completedNo"];

export const DEMO_CASES: readonly DemoCase[] = [
  // Bengt, resident of Ekbacken since three months: every status group.
  {
    reporter: BENGT,
    site: "sv",
    kind: "resident",
    caseType: "warranty",
    area: "apartment",
    address: "Ekbackevägen 2",
    apartment: "1102",
    roomId: "kitchen",
    assetTypeId: "kitchen.water",
    description:
      "Kranen i köket droppar hela tiden, även när den är helt avstängd. Det har blivit kalkfläckar i diskhon. Blandaren är den som satt där vid inflyttningen.",
    daysAgo: 3,
    path: [],
    file: "photo",
  },
  {
    reporter: BENGT,
    site: "sv",
    kind: "resident",
    caseType: "warranty",
    area: "apartment",
    address: "Ekbackevägen 2",
    apartment: "1102",
    roomId: "bathroom",
    assetTypeId: "bathroom.water",
    description:
      "Golvbrunnen i badrummet rinner undan väldigt långsamt trots att jag har rensat vattenlåset. Det blir stående vatten efter varje dusch.",
    daysAgo: 20,
    path: ["ongoing"],
    message: "Tack för din anmälan. En rörmokare kommer att kontakta dig för att boka tid.",
  },
  {
    reporter: BENGT,
    site: "sv",
    kind: "resident",
    caseType: "warranty",
    area: "apartment",
    address: "Ekbackevägen 2",
    apartment: "1102",
    roomId: "kitchen",
    assetTypeId: "kitchen.cabinets",
    description: "Luckan till underskåpet bredvid diskmaskinen har lossnat i övre gångjärnet och hänger snett.",
    daysAgo: 45,
    path: ["ongoing", "waitingOnMaterial"],
    message: "Nytt gångjärn är beställt från köksleverantören. Vi hör av oss när det har kommit.",
  },
  {
    reporter: BENGT,
    site: "sv",
    kind: "resident",
    caseType: "warranty",
    area: "apartment",
    address: "Ekbackevägen 2",
    apartment: "1102",
    roomId: "bedroom",
    assetTypeId: "bedroom.windows",
    description: "Fönstret i sovrummet går inte att stänga helt. Det drar kallt längs underkanten.",
    daysAgo: 12,
    path: ["booked"],
    message: "Fönstermontören kommer tisdag nästa vecka mellan 8 och 12.",
  },
  {
    reporter: BENGT,
    site: "sv",
    kind: "resident",
    caseType: "management",
    area: "apartment",
    address: "Ekbackevägen 2",
    apartment: "1102",
    roomId: "livingRoom",
    assetTypeId: "livingRoom.heating",
    description:
      "Elementet under fönstret i vardagsrummet blir bara ljummet i överkanten, fast termostaten står på max.",
    daysAgo: 60,
    path: ["ongoing", "executed"],
    message: "Elementet är luftat och termostatventilen utbytt. Hör av dig om det fortfarande inte blir varmt.",
  },
  {
    reporter: BENGT,
    site: "sv",
    kind: "resident",
    caseType: "warranty",
    area: "apartment",
    address: "Ekbackevägen 2",
    apartment: "1102",
    roomId: "hallway",
    assetTypeId: "hallway.doors",
    description: "Ytterdörren tar i karmen upptill och är svår att låsa.",
    daysAgo: 80,
    path: SV_DONE,
  },
  {
    reporter: BENGT,
    site: "sv",
    kind: "resident",
    caseType: "management",
    area: "apartment",
    address: "Ekbackevägen 2",
    apartment: "1102",
    roomId: "balcony",
    assetTypeId: "balcony.lights",
    description: "Balkonglampan tänds inte. (Det visade sig vara glödlampan, som jag har bytt själv.)",
    daysAgo: 30,
    path: ["cancelledByCustomer"],
  },
  // Anna, in the rental building on Sveavägen.
  {
    reporter: ANNA,
    site: "sv",
    kind: "resident",
    caseType: "management",
    area: "apartment",
    address: "Sveavägen 44",
    apartment: "1201",
    roomId: "wholeHome",
    assetTypeId: "wholeHome.ventilation",
    description: "Det blir mycket imma i badrummet och luften känns instängd i hela lägenheten.",
    daysAgo: 15,
    path: ["ongoing"],
  },
  // The board of Ekbacken (with management): every status group, and the open elevator errand
  // the duplicate hint shows for Ekbackevägen 2.
  {
    reporter: GUNILLA,
    site: "sv",
    kind: "board",
    caseType: "management",
    area: "public",
    address: "Ekbackevägen 2",
    part: "Trapphus A",
    roomId: "elevator",
    assetTypeId: "elevator.car",
    description:
      "Hissen i trapphus A stannar ibland mellan plan 2 och 3 och dörrarna öppnas inte förrän man trycker på larmknappen. Hände två gånger i helgen.",
    daysAgo: 2,
    path: [],
  },
  {
    reporter: GUNILLA,
    site: "sv",
    kind: "board",
    caseType: "management",
    area: "public",
    address: "Ekbackevägen 4",
    part: "Trapphus C",
    roomId: "doors",
    assetTypeId: "doors.doorOpener",
    description: "Dörrautomatiken vid entrén till trapphus C öppnar inte med taggen. Porttelefonen fungerar.",
    daysAgo: 25,
    path: ["ongoing", "waitingOnSubcontractor"],
    message: "Felet är anmält till leverantören av passersystemet, som återkommer med tid.",
  },
  {
    reporter: MARIA,
    site: "sv",
    kind: "board",
    caseType: "management",
    area: "public",
    address: "Ekbackevägen 2",
    roomId: "facade",
    assetTypeId: "facade.gutters",
    description: "Stupröret på gårdssidan har lossnat från fästet och vattnet rinner längs fasaden.",
    daysAgo: 40,
    path: ["ongoing"],
  },
  {
    reporter: GUNILLA,
    site: "sv",
    kind: "board",
    caseType: "management",
    area: "public",
    address: "Ekbackevägen 2",
    roomId: "lights",
    assetTypeId: "lights.outdoor",
    description: "Tre av stolparmaturerna längs gångvägen till garaget lyser inte.",
    daysAgo: 120,
    path: ["ongoing", "executed"],
    file: "pdf",
  },
  {
    reporter: GUNILLA,
    site: "sv",
    kind: "board",
    caseType: "management",
    area: "public",
    address: "Ekbackevägen 2",
    roomId: "yard",
    assetTypeId: "yard.playground",
    description: "Kedjan på en av gungorna på lekplatsen är sliten och behöver bytas.",
    daysAgo: 200,
    path: SV_DONE,
  },
  {
    reporter: GUNILLA,
    site: "sv",
    kind: "board",
    caseType: "managementOther",
    area: "public",
    address: "Ekbackevägen 2",
    roomId: "garage",
    assetTypeId: "garage.garageDoor",
    description: "Garageporten går långsamt och stannar halvvägs när det är kallt ute.",
    daysAgo: 330,
    path: SV_DONE,
  },
  {
    reporter: MARIA,
    site: "sv",
    kind: "board",
    caseType: "management",
    area: "public",
    address: "Ekbackevägen 4",
    roomId: "trash",
    assetTypeId: "trash.binRoom",
    description: "Lampan i soprummet är trasig. (Fastighetsskötaren hade redan bytt den.)",
    daysAgo: 280,
    path: ["cancelledByCustomer"],
  },
  // Ola, resident of Solbakken in Norway: the Norwegian variants.
  {
    reporter: OLA,
    site: "no",
    kind: "resident",
    caseType: "complaint",
    area: "apartment",
    address: "Solbakkveien 12",
    apartment: "1101",
    roomId: "kitchen",
    assetTypeId: "kitchen.water",
    description: "Kjøkkenkranen drypper hele tiden, også når den er helt stengt.",
    daysAgo: 5,
    path: [],
    file: "photo",
  },
  {
    reporter: OLA,
    site: "no",
    kind: "resident",
    caseType: "complaint",
    area: "apartment",
    address: "Solbakkveien 12",
    apartment: "1101",
    roomId: "bathroom",
    assetTypeId: "bathroom.ventilation",
    description: "Avtrekksviften på badet bråker og trekker nesten ikke luft.",
    daysAgo: 35,
    path: ["ongoing"],
    message: "Vi har bestilt en ny vifte. Elektrikeren tar kontakt for å avtale tid.",
  },
  {
    reporter: OLA,
    site: "no",
    kind: "resident",
    caseType: "complaint",
    area: "apartment",
    address: "Solbakkveien 12",
    apartment: "1101",
    roomId: "livingRoom",
    assetTypeId: "livingRoom.floor",
    description: "Parketten i stuen har sprukket ved balkongdøren.",
    daysAgo: 70,
    path: ["ongoing", "executedNo"],
  },
  {
    reporter: OLA,
    site: "no",
    kind: "resident",
    caseType: "management",
    area: "apartment",
    address: "Solbakkveien 12",
    apartment: "1101",
    roomId: "hallway",
    assetTypeId: "hallway.lights",
    description: "Taklampen i gangen blinker og slukker.",
    daysAgo: 160,
    path: NO_DONE,
  },
  {
    reporter: OLA,
    site: "no",
    kind: "resident",
    caseType: "management",
    area: "apartment",
    address: "Solbakkveien 12",
    apartment: "1101",
    roomId: "storage",
    assetTypeId: "storage.doors",
    description: "Låsen på boden kjærver.",
    daysAgo: 220,
    path: ["cancelledByCustomerNo"],
  },
  {
    reporter: OLA,
    site: "no",
    kind: "resident",
    caseType: "complaint",
    area: "apartment",
    address: "Solbakkveien 12",
    apartment: "1101",
    roomId: "balcony",
    assetTypeId: "balcony.railing",
    description: "Rekkverket på balkongen er løst i festet ved veggen og gynger når man lener seg mot det.",
    daysAgo: 110,
    path: ["ongoing", "executed"],
    message: "Rekkverket er sikret midlertidig. Montøren kommer og fester det permanent.",
  },
  // The board of Solbakken (Ingrid).
  {
    reporter: INGRID,
    site: "no",
    kind: "board",
    caseType: "management",
    area: "public",
    address: "Solbakkveien 12",
    part: "Oppgang A",
    roomId: "elevator",
    assetTypeId: "elevator.call",
    description: "Knappen for 4. etasje i heisen i oppgang A reagerer ikke.",
    daysAgo: 4,
    path: [],
  },
  {
    reporter: INGRID,
    site: "no",
    kind: "board",
    caseType: "management",
    area: "public",
    address: "Solbakkveien 12",
    roomId: "facade",
    assetTypeId: "facade.plaster",
    description: "Pussen har falt av et område på gavlveggen mot vest, ca. 1 x 1 meter.",
    daysAgo: 50,
    path: ["ongoing", "waitingOnWeather"],
    message: "Arbeidet må gjøres når det er tørt og over fem grader. Vi planlegger det til våren.",
  },
  {
    reporter: INGRID,
    site: "no",
    kind: "board",
    caseType: "management",
    area: "public",
    address: "Solbakkveien 12",
    roomId: "grass",
    assetTypeId: "grass.plants",
    description: "Hekken mot veien er så høy at den skjuler sikten ved utkjørselen.",
    daysAgo: 100,
    path: ["ongoing", "executed"],
  },
  {
    reporter: INGRID,
    site: "no",
    kind: "board",
    caseType: "management",
    area: "public",
    address: "Solbakkveien 12",
    roomId: "post",
    assetTypeId: "post.mailbox",
    description: "Postkassen til leilighet 1202 er brutt opp.",
    daysAgo: 250,
    path: NO_DONE,
  },
  {
    reporter: INGRID,
    site: "no",
    kind: "board",
    caseType: "management",
    area: "public",
    address: "Solbakkveien 12",
    roomId: "trash",
    assetTypeId: "trash.bins",
    description: "Et av avfallsdunkene mangler lokk.",
    daysAgo: 180,
    path: ["cancelledByCustomerNo"],
  },
];

interface DemoRound {
  associationId: number;
  property: string;
  title: string;
  /** Days from today. */
  plannedInDays: number;
  status: "planned" | "done";
  points: readonly {
    title: string;
    location: string;
    note?: string;
    result: "open" | "ok" | "remark";
    case?: string;
  }[];
}

/** Rounds of Ekbacken; a control point that concerns an errand names it (by its room and asset). */
export const DEMO_ROUNDS: readonly DemoRound[] = [
  {
    associationId: 1,
    property: "ekbacken",
    title: "Vårrond 2026",
    plannedInDays: -150,
    status: "done",
    points: [
      {
        title: "Lekplatsens gungor",
        location: "Gården",
        result: "remark",
        note: "Sliten kedja",
        case: "yard.playground",
      },
      { title: "Utebelysning", location: "Gångvägen till garaget", result: "remark", case: "lights.outdoor" },
      { title: "Taket och takavvattning", location: "Hus A och B", result: "ok" },
      { title: "Brandskydd i trapphusen", location: "Trapphus A, B och C", result: "ok" },
    ],
  },
  {
    associationId: 1,
    property: "ekbacken",
    title: "Höstrond 2026",
    plannedInDays: 14,
    status: "planned",
    points: [
      { title: "Hissen i trapphus A", location: "Ekbackevägen 2", result: "open", case: "elevator.car" },
      { title: "Stuprör på gårdssidan", location: "Ekbackevägen 2", result: "open", case: "facade.gutters" },
      { title: "Entrédörrar och passersystem", location: "Ekbackevägen 4", result: "open", case: "doors.doorOpener" },
      { title: "Garageporten inför vintern", location: "Garaget", result: "open" },
    ],
  },
];

const isoDay = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Writes the case-management demo once, under its own app_meta key, after the accounts. The
 * errands' files need the file storage's directory; without it the errands have none. An account
 * that is missing leaves its agreements and errands out.
 */
export async function seedDemoCaseManagement(
  db: Database,
  options: { now?: Date; log?: (m: string) => void; filesDir?: string } = {},
): Promise<SeedOutcome> {
  const seeded = await db.select().from(appMeta).where(eq(appMeta.key, CASE_MANAGEMENT_KEY));
  if (seeded.length > 0) return "already-seeded";
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  log("Seeding case management: buildings, agreements, errands…");
  // The demo accounts share one hash of DEMO_PASSWORD: reuse it (argon2id is slow on purpose).
  const [demo] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, BENGT));
  const staffPasswordHash = demo?.hash ?? (await hashPassword(DEMO_PASSWORD));
  const attachments = options.filesDir ? await demoAttachments() : undefined;

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CASE_MANAGEMENT_LOCK_ID})`);
    const again = await tx.select().from(appMeta).where(eq(appMeta.key, CASE_MANAGEMENT_KEY));
    if (again.length > 0) return "already-seeded" satisfies SeedOutcome;
    await ensureCaseCatalogue(tx);

    const [staff] = await tx
      .insert(staffUsers)
      .values({
        email: DEMO_STAFF.email,
        name: DEMO_STAFF.name,
        passwordHash: staffPasswordHash,
        role: DEMO_STAFF.role,
      })
      .onConflictDoNothing()
      .returning({ id: staffUsers.id });

    // Buildings and apartments.
    const associationIds = new Set(
      (await tx.select({ id: housingAssociations.id }).from(housingAssociations)).map((row) => row.id),
    );
    const propertyIdOf = new Map<string, number>();
    const buildingOf = new Map<string, { id: number; propertyId: number; parts: Map<string, number> }>();
    const apartmentOf = new Map<string, { id: number; buildingPartId: number | null }>();
    for (const demoProperty of DEMO_PROPERTIES) {
      const [property] = await tx
        .insert(cmProperties)
        .values({ site: demoProperty.site, name: demoProperty.name, municipality: demoProperty.municipality })
        .returning({ id: cmProperties.id });
      if (!property) throw new Error("cm_properties insert returned no row");
      propertyIdOf.set(demoProperty.key, property.id);
      if (demoProperty.associationId !== null && associationIds.has(demoProperty.associationId)) {
        await tx
          .insert(cmAssociationProperties)
          .values({ associationId: demoProperty.associationId, propertyId: property.id });
      }
      for (const demoBuilding of demoProperty.buildings) {
        const { parts: partNames, apartments: flats, ...columns } = demoBuilding;
        const [building] = await tx
          .insert(cmBuildings)
          .values({ propertyId: property.id, ...columns })
          .returning({ id: cmBuildings.id });
        if (!building) throw new Error("cm_buildings insert returned no row");
        const parts = await tx
          .insert(cmBuildingParts)
          .values(partNames.map((name) => ({ buildingId: building.id, name })))
          .returning({ id: cmBuildingParts.id, name: cmBuildingParts.name });
        buildingOf.set(demoBuilding.address, {
          id: building.id,
          propertyId: property.id,
          parts: new Map(parts.map((part) => [part.name, part.id])),
        });
        const apartments = await tx
          .insert(cmApartments)
          .values(
            flats.map((governmentObjectId, index) => ({
              propertyId: property.id,
              buildingId: building.id,
              // Flats are spread over the building's staircases in turn.
              buildingPartId: parts[index % parts.length]?.id ?? null,
              governmentObjectId,
              rentalBuilding: demoProperty.associationId === null,
              address: demoBuilding.address,
              zipCode: demoBuilding.zipCode,
              city: demoBuilding.city,
            })),
          )
          .returning({
            id: cmApartments.id,
            governmentObjectId: cmApartments.governmentObjectId,
            buildingPartId: cmApartments.buildingPartId,
          });
        for (const apartment of apartments) {
          apartmentOf.set(`${demoBuilding.address}|${apartment.governmentObjectId}`, apartment);
        }
      }
    }

    // The residents and board members, by e-mail.
    const emails = [...new Set([...DEMO_AGREEMENTS.map((a) => a.email), ...DEMO_CASES.map((c) => c.reporter)])];
    const people = await tx
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phoneNumber,
      })
      .from(users)
      .where(inArray(users.email, emails));
    const personOf = new Map(people.map((person) => [person.email, person]));

    const agreements = DEMO_AGREEMENTS.flatMap((agreement) => {
      const person = personOf.get(agreement.email);
      const apartment = apartmentOf.get(`${agreement.address}|${agreement.governmentObjectId}`);
      if (!person || !apartment) {
        log(`Agreement of ${agreement.email} left out: the account is missing.`);
        return [];
      }
      return [
        {
          userId: person.id,
          apartmentId: apartment.id,
          validFrom: isoDay(now, agreement.fromDays),
          validTo: agreement.toDays === undefined ? null : isoDay(now, agreement.toDays),
        },
      ];
    });
    if (agreements.length > 0) await tx.insert(cmAgreements).values(agreements);

    const boardEmails = Object.entries(DEMO_BOARD_EMAILS)
      .map(([id, boardEmail]) => ({ associationId: Number(id), boardEmail, updatedAt: now }))
      .filter((row) => associationIds.has(row.associationId));
    if (boardEmails.length > 0) await tx.insert(cmAssociationAccounts).values(boardEmails).onConflictDoNothing();

    // FAQ articles, one per language, each linked to its detail spaces.
    const links: (typeof cmAssetFaqs.$inferInsert)[] = [];
    for (const faq of DEMO_FAQS) {
      for (const [language, text] of Object.entries(faq.texts) as [Language, DemoFaqText][]) {
        const video = faq.video?.description[language] ? faq.video : undefined;
        const [article] = await tx
          .insert(cmFaqArticles)
          .values({
            language,
            title: text.title,
            text: text.text,
            question: text.question ?? null,
            answer: text.answer ?? null,
            youtubeLink: video?.link ?? null,
            youtubeImage: video?.image ?? null,
            youtubeDescription: video?.description[language] ?? null,
            youtubeScriptText: video?.script[language] ?? null,
          })
          .returning({ id: cmFaqArticles.id });
        if (!article) throw new Error("cm_faq_articles insert returned no row");
        links.push(...faq.assets.map((assetId) => ({ assetId, faqArticleId: article.id })));
      }
    }
    await tx.insert(cmAssetFaqs).values(links);

    await tx.insert(cmSuppliers).values(
      DEMO_SUPPLIERS.map(({ property, ...supplier }) => ({
        ...supplier,
        propertyId: property === undefined ? null : (propertyIdOf.get(property) ?? null),
      })),
    );

    // Errands, with their history and a few files.
    const files = options.filesDir
      ? createFileStorage({ db: tx, store: createLocalDiskStore(options.filesDir) })
      : undefined;
    const caseIdOf = new Map<string, string>();
    const history: (typeof cmCaseEvents.$inferInsert)[] = [];
    for (const demoCase of DEMO_CASES) {
      const person = personOf.get(demoCase.reporter);
      const building = buildingOf.get(demoCase.address);
      if (!person || !building) {
        log(`Errand of ${demoCase.reporter} left out: the account is missing.`);
        continue;
      }
      const { id: caseId, events } = await insertCase(tx, demoCase, {
        now,
        person,
        building,
        apartment: demoCase.apartment ? apartmentOf.get(`${demoCase.address}|${demoCase.apartment}`) : undefined,
        staffUserId: staff?.id ?? null,
        boardEmail: demoCase.kind === "board" ? boardEmailOf(demoCase) : null,
        files,
        attachments,
      });
      history.push(...events);
      if (!caseIdOf.has(demoCase.assetTypeId)) caseIdOf.set(demoCase.assetTypeId, caseId);
    }
    // Their history in one statement.
    if (history.length > 0) await tx.insert(cmCaseEvents).values(history);

    for (const round of DEMO_ROUNDS) {
      if (!associationIds.has(round.associationId)) continue;
      const [row] = await tx
        .insert(cmRounds)
        .values({
          associationId: round.associationId,
          propertyId: propertyIdOf.get(round.property) ?? null,
          title: round.title,
          plannedFor: isoDay(now, round.plannedInDays),
          status: round.status,
          createdByStaffId: staff?.id ?? null,
          createdAt: new Date(now.getTime() + Math.min(round.plannedInDays - 30, -1) * 86_400_000),
        })
        .returning({ id: cmRounds.id });
      if (!row) throw new Error("cm_rounds insert returned no row");
      await tx.insert(cmRoundControlPoints).values(
        round.points.map((point, rank) => ({
          roundId: row.id,
          caseId: point.case ? (caseIdOf.get(point.case) ?? null) : null,
          title: point.title,
          location: point.location,
          note: point.note ?? null,
          result: point.result,
          rank,
        })),
      );
    }

    await tx.insert(appMeta).values({ key: CASE_MANAGEMENT_KEY, value: CASE_MANAGEMENT_VERSION });
    return "seeded" satisfies SeedOutcome;
  });
}

function boardEmailOf(demoCase: DemoCase): string | null {
  const property = DEMO_PROPERTIES.find((p) => p.buildings.some((b) => b.address === demoCase.address));
  return property?.associationId ? (DEMO_BOARD_EMAILS[property.associationId] ?? null) : null;
}

async function insertCase(
  tx: Database,
  demoCase: DemoCase,
  context: {
    now: Date;
    person: { id: string; firstName: string; lastName: string; email: string; phone: string | null };
    building: { id: number; propertyId: number; parts: Map<string, number> };
    apartment: { id: number; buildingPartId: number | null } | undefined;
    staffUserId: string | null;
    boardEmail: string | null;
    files: FileStorage | undefined;
    attachments: { photo: Buffer; pdf: Buffer } | undefined;
  },
): Promise<{ id: string; events: (typeof cmCaseEvents.$inferInsert)[] }> {
  const { now, person, building, apartment } = context;
  const norwegian = demoCase.site === "no";
  const registered: CaseStatusCode = norwegian ? "registeredNo" : "registered";
  const statuses: CaseStatusCode[] = [registered, ...demoCase.path];
  const createdAt = new Date(now.getTime() - demoCase.daysAgo * 86_400_000);
  // The later statuses follow each other over the errand's life, the last a while before today.
  const span = demoCase.daysAgo * 86_400_000 * 0.8;
  const at = (step: number) => new Date(createdAt.getTime() + (span * step) / Math.max(statuses.length - 1, 1));
  const current = caseStatusByCode(statuses[statuses.length - 1] ?? registered);
  const property = DEMO_PROPERTIES.find((p) => p.buildings.some((b) => b.address === demoCase.address));
  const [row] = await tx
    .insert(cmCases)
    .values({
      site: demoCase.site,
      kind: demoCase.kind,
      caseType: demoCase.caseType,
      reporterUserId: person.id,
      associationId: demoCase.kind === "board" ? (property?.associationId ?? null) : null,
      area: demoCase.area,
      propertyId: building.propertyId,
      buildingId: building.id,
      buildingPartId: demoCase.part ? (building.parts.get(demoCase.part) ?? null) : (apartment?.buildingPartId ?? null),
      apartmentId: apartment?.id ?? null,
      roomId: demoCase.roomId,
      assetTypeId: demoCase.assetTypeId,
      description: demoCase.description,
      reporterFirstName: person.firstName,
      reporterLastName: person.lastName,
      reporterEmail: person.email,
      reporterPhone: person.phone ?? "",
      boardEmail: context.boardEmail,
      statusId: current.id,
      createdAt,
      updatedAt: at(statuses.length - 1),
    })
    .returning({ id: cmCases.id });
  if (!row) throw new Error("cm_cases insert returned no row");

  const events: (typeof cmCaseEvents.$inferInsert)[] = [
    { caseId: row.id, kind: "created", statusId: caseStatusByCode(registered).id, actor: "reporter", createdAt },
  ];
  statuses.slice(1).forEach((code, index) => {
    const closedByReporter = code === "cancelledByCustomer" || code === "cancelledByCustomerNo";
    events.push({
      caseId: row.id,
      kind: closedByReporter ? "closed" : "status",
      statusId: caseStatusByCode(code).id,
      actor: closedByReporter ? "reporter" : "staff",
      staffUserId: closedByReporter ? null : context.staffUserId,
      createdAt: at(index + 1),
    });
    if (index === 0 && demoCase.message) {
      events.push({
        caseId: row.id,
        kind: "message",
        message: demoCase.message,
        actor: "staff",
        staffUserId: context.staffUserId,
        createdAt: new Date(at(1).getTime() + 3_600_000),
      });
    }
  });
  if (statuses.length === 1 && demoCase.message) {
    events.push({
      caseId: row.id,
      kind: "message",
      message: demoCase.message,
      actor: "staff",
      staffUserId: context.staffUserId,
      createdAt: new Date(createdAt.getTime() + 3_600_000),
    });
  }
  if (demoCase.file && context.files && context.attachments) {
    const photo = demoCase.file === "photo";
    const fileName = photo ? "foto-1.png" : "besiktningsprotokoll.pdf";
    const contentType = photo ? "image/png" : "application/pdf";
    const bytes = photo ? context.attachments.photo : context.attachments.pdf;
    const stored = await context.files.put(Readable.from(bytes), { fileName, contentType });
    await tx.insert(cmCaseFiles).values({
      caseId: row.id,
      fileName,
      contentType,
      size: bytes.length,
      state: "ready",
      fileId: stored.id,
      // A small generated photo is its own preview.
      previewFileId: photo ? stored.id : null,
      addedBy: photo ? "reporter" : "staff",
      createdAt: photo ? createdAt : at(statuses.length - 1),
    });
  }
  return { id: row.id, events };
}

/** A small photo-like PNG (no metadata) and a one-page PDF, made once per seed. */
async function demoAttachments(): Promise<{ photo: Buffer; pdf: Buffer }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240">
  <rect width="320" height="240" fill="#d9dde2"/>
  <rect x="40" y="150" width="240" height="60" rx="8" fill="#f4f5f6" stroke="#9aa3ad"/>
  <rect x="150" y="60" width="20" height="90" fill="#b8c0c8"/>
  <rect x="150" y="60" width="80" height="16" rx="6" fill="#b8c0c8"/>
  <ellipse cx="224" cy="100" rx="6" ry="10" fill="#4a90d9"/>
</svg>`;
  const photo = await sharp(Buffer.from(svg)).png().toBuffer();
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const lines = [
    "Åtgärdsprotokoll: utebelysning",
    "Brf Ekbacken, Ekbackevägen 2, Nacka",
    "Tre stolparmaturer längs gångvägen till garaget: ljuskällor och skymningsrelä utbytta.",
    "Funktionen kontrollerad efter mörkrets inbrott.",
  ];
  lines.forEach((line, index) => {
    page.drawText(line, { x: 50, y: 780 - index * 24, size: index === 0 ? 16 : 11, font });
  });
  document.setTitle("Åtgärdsprotokoll");
  const pdf = Buffer.from(await document.save());
  return { photo, pdf };
}
