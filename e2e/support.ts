import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";

/**
 * Shared helpers of the residence, search and text-search journeys. URLs are built from the
 * port the config uses (E2E_PORT), so a second run on another port keeps working.
 */

export const PORT = Number(process.env.E2E_PORT ?? 3100);

/** The origin of a site's host, e.g. origin("no.localhost") = http://no.localhost:3100. */
export function origin(host = "localhost"): string {
  return `http://${host}:${PORT}`;
}

/** Console errors and uncaught exceptions of a page, each with the URL that logged it. */
export interface ConsoleError {
  text: string;
  url: string;
}

export function collectErrors(page: Page): ConsoleError[] {
  const errors: ConsoleError[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push({ text: message.text(), url: message.location().url });
  });
  page.on("pageerror", (error) => errors.push({ text: error.message, url: page.url() }));
  return errors;
}

/** Hydration is done when React Router has attached its route modules to the window. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() =>
    Boolean((window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules),
  );
  await page.waitForLoadState("networkidle");
}

/** The texts the journeys look for, verbatim from each language's catalog. */
export interface SiteCase {
  code: "sv" | "no" | "fi";
  host: string;
  /** <html lang>. */
  lang: string;
  searchPath: string;
  seoBase: string;
  textSearchPath: string;
  siteId: string;
  /** The price limit of the journey (under it, with 3 rooms, there are more than 30 homes). */
  maxPrice: number;
  /** The price limit as the slider announces it. */
  maxPriceText: string;
  /** "3 rok" / "3 roms" / "3 h+k". */
  threeRooms: string;
  t: {
    tabs: string;
    tabArea: string;
    tabStage: string;
    tabObject: string;
    objectList: string;
    stageList: string;
    minRooms: string;
    maxRooms: string;
    maxPrice: string;
    rooms: string;
    price: string;
    imageView: string;
    mapView: string;
    /** "Karta" of the map region's name "Karta: <list>". */
    map: string;
    mapCanvas: string;
    skipToList: string;
    /** "Bostad 1201" – the beginning of a home's name in the lists and on the map. */
    homeWord: string;
    showMore: string;
    showing: (shown: number, total: number) => string;
    clearFilters: string;
    resultsHeading: string;
    // Residence pages
    interestHeading: string;
    interestSubmit: string;
    interestSuccess: string;
    interestSubject: string;
    terms: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    required: string;
    termsRequired: string;
    invalidEmail: string;
    showingsHeading: string;
    book: string;
    bookingForm: string;
    bookSubmit: string;
    /** The answer to a booking request: the place is the visitor's once confirmed by e-mail. */
    booked: string;
    bookedSubject: string;
    /** The dialog that the e-mailed link opens, its button and its outcome. */
    confirmDialog: string;
    confirmBooking: string;
    confirmed: string;
    alreadyBooked: string;
    /** "{{count}} platser kvar", as a pattern that captures the count. */
    placesLeft: RegExp;
  };
}

export const SITES: SiteCase[] = [
  {
    code: "sv",
    host: "localhost",
    lang: "sv",
    searchPath: "/sok-bostad/",
    seoBase: "/bostader/",
    textSearchPath: "/sok/",
    siteId: "3f2504e0-4f89-41d3-9a0c-0305e82c3301",
    maxPrice: 5_000_000,
    maxPriceText: "5\u00a0000\u00a0000\u00a0kr",
    threeRooms: "3\u00a0rok",
    t: {
      tabs: "Visa resultat som",
      tabArea: "Områden",
      tabStage: "Etapper",
      tabObject: "Bostäder",
      objectList: "Bostäder som matchar",
      stageList: "Etapper som matchar",
      minRooms: "Minst antal rok",
      maxRooms: "Högst antal rok",
      maxPrice: "Högsta pris",
      rooms: "Rok",
      price: "Pris",
      imageView: "Bildvy",
      mapView: "Kartvy",
      map: "Karta",
      mapCanvas: "Kartyta: flytta kartan med piltangenterna, zooma med + och −",
      skipToList: "Hoppa förbi kartan till listan",
      homeWord: "Bostad",
      showMore: "Visa fler",
      showing: (shown, total) => `Visar ${shown} av ${total} bostäder`,
      clearFilters: "Rensa filter",
      resultsHeading: "Sökresultat",
      interestHeading: "Intresseanmälan",
      interestSubmit: "Skicka intresseanmälan",
      interestSuccess: "Tack för din intresseanmälan! Vi har skickat en bekräftelse till din e-post.",
      interestSubject: "Tack för din intresseanmälan – ",
      terms: "Jag har tagit del av informationen om hur mina personuppgifter behandlas.",
      firstName: "Förnamn",
      lastName: "Efternamn",
      email: "E-post",
      phone: "Telefon",
      required: "Fältet måste fyllas i.",
      termsRequired: "Vänligen markera att du tagit del av informationen för att gå vidare.",
      invalidEmail: "Ange en giltig e-postadress, till exempel namn@exempel.se.",
      showingsHeading: "Visningar",
      book: "Boka visning",
      bookingForm: "Boka visningen",
      bookSubmit: "Boka",
      booked:
        "Nästan klart! Vi har skickat en länk till din e-post. Öppna länken och bekräfta bokningen – platsen är din först när du har bekräftat.",
      bookedSubject: "Bekräfta din visning – ",
      confirmDialog: "Bekräfta din visning",
      confirmBooking: "Bekräfta bokningen",
      confirmed: "Klart! Din plats på visningen är bokad. Välkommen!",
      alreadyBooked: "Du har redan bokat den här visningen med den e-postadressen.",
      placesLeft: /(\d+) platser kvar/,
    },
  },
  {
    code: "no",
    host: "no.localhost",
    lang: "nb",
    searchPath: "/finn-din-bolig/",
    seoBase: "/boliger/",
    textSearchPath: "/sok/",
    siteId: "3f2504e0-4f89-41d3-9a0c-0305e82c3305",
    maxPrice: 7_000_000,
    maxPriceText: "kr\u00a07\u00a0000\u00a0000",
    threeRooms: "3\u00a0roms",
    t: {
      tabs: "Vis resultater som",
      tabArea: "Områder",
      tabStage: "Trinn",
      tabObject: "Boliger",
      objectList: "Boliger som passer",
      stageList: "Trinn som passer",
      minRooms: "Minst antall rom",
      maxRooms: "Høyst antall rom",
      maxPrice: "Høyeste pris",
      rooms: "Rom",
      price: "Pris",
      imageView: "Bildevisning",
      mapView: "Kartvisning",
      map: "Kart",
      mapCanvas: "Kartflate: flytt kartet med piltastene, zoom med + og −",
      skipToList: "Hopp forbi kartet til listen",
      homeWord: "Bolig",
      showMore: "Vis flere",
      showing: (shown, total) => `Viser ${shown} av ${total} boliger`,
      clearFilters: "Nullstill filter",
      resultsHeading: "Søkeresultat",
      interestHeading: "Meld interesse",
      interestSubmit: "Send interessemelding",
      interestSuccess: "Takk for interessen! Vi har sendt en bekreftelse til e-posten din.",
      interestSubject: "Takk for interessen – ",
      terms: "Jeg har lest informasjonen om hvordan personopplysningene mine behandles.",
      firstName: "Fornavn",
      lastName: "Etternavn",
      email: "E-post",
      phone: "Telefon",
      required: "Feltet må fylles ut.",
      termsRequired: "Vennligst bekreft at du har lest informasjonen for å gå videre.",
      invalidEmail: "Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.",
      showingsHeading: "Visninger",
      book: "Book visning",
      bookingForm: "Book visningen",
      bookSubmit: "Book",
      booked:
        "Nesten ferdig! Vi har sendt en lenke til e-posten din. Åpne lenken og bekreft bookingen – plassen er din først når du har bekreftet.",
      bookedSubject: "Bekreft visningen din – ",
      confirmDialog: "Bekreft visningen din",
      confirmBooking: "Bekreft bookingen",
      confirmed: "Ferdig! Plassen din på visningen er booket. Velkommen!",
      alreadyBooked: "Du har allerede booket denne visningen med denne e-postadressen.",
      placesLeft: /(\d+) plasser igjen/,
    },
  },
  {
    code: "fi",
    host: "fi.localhost",
    lang: "fi",
    searchPath: "/myytavat-asunnot/",
    seoBase: "/asunnot/",
    textSearchPath: "/hae/",
    siteId: "3f2504e0-4f89-41d3-9a0c-0305e82c3306",
    maxPrice: 500_000,
    maxPriceText: "500\u00a0000\u00a0€",
    threeRooms: "3\u00a0h+k",
    t: {
      tabs: "Näytä tulokset",
      tabArea: "Alueet",
      tabStage: "Vaiheet",
      tabObject: "Asunnot",
      objectList: "Hakuun sopivat asunnot",
      stageList: "Hakuun sopivat vaiheet",
      minRooms: "Vähintään huoneita",
      maxRooms: "Enintään huoneita",
      maxPrice: "Ylin velaton hinta",
      rooms: "Huoneet",
      price: "Velaton hinta",
      imageView: "Kuvanäkymä",
      mapView: "Karttanäkymä",
      map: "Kartta",
      mapCanvas: "Karttapinta: siirrä karttaa nuolinäppäimillä, lähennä ja loitonna näppäimillä + ja −",
      skipToList: "Ohita kartta ja siirry listaan",
      homeWord: "Asunto",
      showMore: "Näytä lisää",
      showing: (shown, total) => `Näytetään ${shown}/${total} asuntoa`,
      clearFilters: "Tyhjennä rajaukset",
      resultsHeading: "Hakutulokset",
      interestHeading: "Ilmoita kiinnostuksesi",
      interestSubmit: "Lähetä",
      interestSuccess: "Kiitos kiinnostuksestasi! Lähetimme vahvistuksen sähköpostiisi.",
      interestSubject: "Kiitos kiinnostuksestasi – ",
      terms: "Olen tutustunut tietoon siitä, miten henkilötietojani käsitellään.",
      firstName: "Etunimi",
      lastName: "Sukunimi",
      email: "Sähköposti",
      phone: "Puhelin",
      required: "Kenttä on pakollinen.",
      termsRequired: "Vahvista, että olet tutustunut tietoihin, jotta voit jatkaa.",
      invalidEmail: "Anna kelvollinen sähköpostiosoite, esimerkiksi nimi@esimerkki.fi.",
      showingsHeading: "Esittelyt",
      book: "Varaa esittely",
      bookingForm: "Varaa esittely",
      bookSubmit: "Varaa",
      booked:
        "Melkein valmista! Lähetimme sähköpostiisi linkin. Avaa linkki ja vahvista varaus – paikka on sinun vasta, kun olet vahvistanut sen.",
      bookedSubject: "Vahvista esittelyvarauksesi – ",
      confirmDialog: "Vahvista esittelyvarauksesi",
      confirmBooking: "Vahvista varaus",
      confirmed: "Valmista! Paikkasi esittelyyn on varattu. Tervetuloa!",
      alreadyBooked: "Olet jo varannut tämän esittelyn tällä sähköpostiosoitteella.",
      placesLeft: /(\d+) paikkaa jäljellä/,
    },
  },
];

export function siteUrl(site: SiteCase, path: string): string {
  return `${origin(site.host)}${path}`;
}

/** An address nobody else uses: retries and parallel workers never share bookings or mail. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Moves a range input to a value with the arrow keys, as a keyboard user does. */
export async function setSliderByKeyboard(slider: Locator, target: number) {
  await slider.focus();
  for (let presses = 0; presses < 100; presses++) {
    const value = Number(await slider.inputValue());
    if (value === target) return;
    await slider.press(value > target ? "ArrowLeft" : "ArrowRight");
  }
  throw new Error(`the slider did not reach ${target}`);
}

/** The facts (dt → dd) of each item of a result list. */
export function factsOf(list: Locator): Promise<Record<string, string>[]> {
  return list
    .getByRole("listitem")
    .evaluateAll((items) =>
      items.map((item) =>
        Object.fromEntries(
          [...item.querySelectorAll("dt")].map((dt) => [
            dt.textContent?.trim() ?? "",
            dt.nextElementSibling?.textContent?.trim() ?? "",
          ]),
        ),
      ),
    );
}

/** "4 465 000 kr", "kr 5 740 000", "397 200 €" → the number. */
export function amountOf(text: string): number {
  return Number(text.replace(/[^\d]/g, ""));
}

/** The links of a list, in order. */
export function hrefsOf(list: Locator): Promise<string[]> {
  return list.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

interface OutboxMessage {
  site: string;
  to: string;
  subject: string;
  text: string;
}

/**
 * A request to a site's host. Node does not resolve *.localhost as browsers do, so requests go
 * to localhost with the site's Host header.
 */
export function hostRequest(site: Pick<SiteCase, "host">) {
  const headers = { host: `${site.host}:${PORT}` };
  return {
    get: (request: APIRequestContext, path: string) => request.get(`${origin()}${path}`, { headers }),
    post: (request: APIRequestContext, path: string, data: unknown) =>
      request.post(`${origin()}${path}`, { headers, data }),
  };
}

/** The developer outbox's messages to an address, newest first. */
export async function outboxFor(request: APIRequestContext, email: string): Promise<OutboxMessage[]> {
  const response = await request.get(`${origin()}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** Residence URLs of a site, found through the search API (the seed decides which exist). */
export interface ResidenceUrls {
  area: string;
  stage: string;
  object: string;
  soldOut: string;
}

interface Hit {
  url: string;
  status: string;
}

export async function residenceUrls(request: APIRequestContext, site: SiteCase): Promise<ResidenceUrls> {
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await hostRequest(site).post(request, path, data);
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T;
  };
  const all = await post<{ areas: Hit[]; stages: Hit[] }>("/api/residence/stage_and_area_search", {
    siteId: site.siteId,
  });
  const soldOut = await post<{ areas: Hit[] }>("/api/residence/stage_and_area_search", {
    siteId: site.siteId,
    filter: { projectStatus: ["soldOut"] },
  });
  const objects = await post<{ hits: Hit[] }>("/api/residence/search_object", { siteId: site.siteId, limit: 1 });
  const soldOutArea = soldOut.areas.find((area) => area.status === "soldOut");
  const area = all.areas[0];
  const stage = all.stages[0];
  const object = objects.hits[0];
  if (!soldOutArea || !area || !stage || !object) throw new Error(`the ${site.code} demo data lacks residences`);
  return { area: area.url, stage: stage.url, object: object.url, soldOut: soldOutArea.url };
}

/**
 * One page of every content template, across sites and languages: the pages the accessibility
 * and the layout journeys both check (each adds its own search, login and error pages).
 */
export const TEMPLATE_PAGES: [string, string][] = [
  ["start (sv)", `${origin()}/`],
  ["start (en)", `${origin()}/en/`],
  ["start (no)", `${origin("no.localhost")}/`],
  ["start (fi)", `${origin("fi.localhost")}/`],
  ["start (seniorgarden)", `${origin("seniorgarden.localhost")}/`],
  ["start (cooperative)", `${origin("brf.localhost")}/`],
  ["start (entreprenad)", `${origin("entreprenad.localhost")}/`],
  ["corporateAbout", `${origin()}/om-oss/`],
  ["newsRoom", `${origin()}/om-oss/nyheter/`],
  ["pressRelease", `${origin()}/om-oss/nyheter/byggstart-for-kv-tallbacken-i-uppsala/`],
  ["blogList", `${origin()}/blogg/`],
  ["blogItem", `${origin()}/blogg/sa-planerar-du-flytten-till-din-nya-bostad/`],
  ["inspiration", `${origin()}/inspiration/smarta-forvaringslosningar/`],
  ["faq", `${origin()}/fragor-och-svar/`],
  ["careerStandard", `${origin()}/karriar/`],
  ["availableJobs", `${origin()}/karriar/lediga-jobb/`],
  ["campaign", `${origin()}/kampanj/vi-bjuder-pa-flytten/`],
  ["customerService", `${origin()}/kundservice/`],
  ["sustainabilityStart", `${origin()}/hallbarhet/`],
  ["sustainabilityCategory", `${origin()}/hallbarhet/klimat-och-energi/`],
  ["referenceProjectStart", `${origin()}/referensprojekt/`],
  ["referenceProject", `${origin()}/referensprojekt/kv-strandangen-vasteras/`],
  ["standard (cookies)", `${origin()}/anvandarvillkor/cookies/`],
];
