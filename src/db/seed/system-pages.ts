import type { Language, UrlKey } from "~/sites/sites";

/**
 * Titles of the localized system pages that the seed creates from each site's URL set
 * (login, search, My Pages, ...). Their templates come from TEMPLATE_OF_URL.
 */
export const SYSTEM_PAGE_TITLES: Record<UrlKey, Record<Language, string>> = {
  start: { sv: "Startsida", no: "Forside", fi: "Etusivu", en: "Home" },
  searchHomes: { sv: "Sök bostad", no: "Finn din bolig", fi: "Myytävät asunnot", en: "Find a home" },
  textSearch: { sv: "Sök", no: "Søk", fi: "Hae", en: "Search" },
  corporateSearch: { sv: "Sök om företaget", no: "Søk om selskapet", fi: "Hae yrityksestä", en: "Search corporate" },
  premises: { sv: "Lokaler", no: "Lokaler", fi: "Liiketilat", en: "Commercial premises" },
  seoResidences: { sv: "Bostäder", no: "Boliger", fi: "Asunnot", en: "Homes" },
  clickToBuy: { sv: "Boka bostad", no: "Kjøp bolig", fi: "Varaa asunto", en: "Book a home" },
  clickToBuyInfo: {
    sv: "Så bokar du din bostad",
    no: "Slik kjøper du bolig",
    fi: "Näin varaat asunnon",
    en: "How to book your home",
  },
  signAgreement: { sv: "Bokningsavtal", no: "Kjøpsavtale", fi: "Varaussopimus", en: "Booking agreement" },
  login: { sv: "Logga in", no: "Logg inn", fi: "Kirjaudu sisään", en: "Log in" },
  register: { sv: "Skapa konto", no: "Registrer deg", fi: "Luo tili", en: "Create account" },
  forgotPassword: { sv: "Glömt lösenord", no: "Glemt passord", fi: "Unohtuiko salasana", en: "Forgot password" },
  setPassword: {
    sv: "Välj nytt lösenord",
    no: "Velg nytt passord",
    fi: "Valitse uusi salasana",
    en: "Choose a new password",
  },
  changeEmail: { sv: "Byt e-postadress", no: "Bytt e-postadresse", fi: "Vaihda sähköpostiosoite", en: "Change e-mail" },
  consent: { sv: "Samtycke", no: "Samtykke", fi: "Suostumus", en: "Consent" },
  eIdentReturn: { sv: "E-legitimering", no: "E-identifisering", fi: "Tunnistautuminen", en: "E-identification" },
  cookies: { sv: "Cookies", no: "Informasjonskapsler", fi: "Evästeet", en: "Cookies" },
  careers: { sv: "Karriär", no: "Karriere", fi: "Ura", en: "Careers" },
  careerJobs: { sv: "Lediga jobb", no: "Ledige stillinger", fi: "Avoimet työpaikat", en: "Vacancies" },
  succession: { sv: "Mäklarobjekt", no: "Bruktboliger", fi: "Välitysasunnot", en: "Resale homes" },
  faultReportContact: { sv: "Felanmälan", no: "Reklamasjon", fi: "Vikailmoitus", en: "Report a fault" },
  customerService: { sv: "Kundservice", no: "Kundeservice", fi: "Asiakaspalvelu", en: "Customer service" },
  vipInfo: { sv: "VIP", no: "VIP", fi: "VIP", en: "VIP" },
  swanLabel: { sv: "Svanenmärkt", no: "Svanemerket", fi: "Joutsenmerkki", en: "Nordic Swan Ecolabel" },
  gdpr: { sv: "Personuppgifter", no: "Personopplysninger", fi: "Henkilötiedot", en: "Personal data" },
  myPages: { sv: "Mina sidor", no: "Mine sider", fi: "Sivuni", en: "My pages" },
  myResidences: { sv: "Mina bostäder", no: "Mine prosjekter", fi: "Asuntoni", en: "My homes" },
  myResidence: { sv: "Min bostad", no: "Min bolig", fi: "Kotini", en: "My home" },
  mySettings: { sv: "Mina inställningar", no: "Mine innstillinger", fi: "Omat asetukset", en: "My settings" },
  myNews: { sv: "Nyheter", no: "Nyheter", fi: "Uutiset", en: "News" },
  myAgreements: { sv: "Mina avtal", no: "Mine avtaler", fi: "Asiakirjat", en: "My agreements" },
  mySavedSearches: { sv: "Sparade sökningar", no: "Lagrede søk", fi: "Tallennetut haut", en: "Saved searches" },
  myVipShowing: { sv: "VIP-visning", no: "VIP-visning", fi: "VIP-esittely", en: "VIP viewing" },
  myVip: { sv: "VIP", no: "VIP", fi: "VIP", en: "VIP" },
  myErrands: { sv: "Ärenden", no: "Saker", fi: "Asiat", en: "Errands" },
  myPayments: { sv: "Betalningar", no: "Betalinger", fi: "Maksut", en: "Payments" },
  myTimeline: { sv: "Tidslinje", no: "Tidslinje", fi: "Aikajana", en: "Timeline" },
  myContact: { sv: "Kontakt", no: "Kontakt", fi: "Ota yhteyttä", en: "Contact" },
};

/**
 * The meta descriptions of the system pages that search engines may show (the home search, the
 * residences landing page, the text search, commercial premises, login): a search result's
 * snippet, and Lighthouse's SEO check asks for one on every page. The others fall back to their
 * title (content.service.ts).
 */
export const SYSTEM_PAGE_DESCRIPTIONS: Partial<Record<UrlKey, Record<Language, string>>> = {
  searchHomes: {
    sv: "Sök bland nyproducerade bostadsrätter, radhus och villor: filtrera på ort, pris, antal rum och inflyttning, i en lista eller på kartan.",
    no: "Finn nye leiligheter, rekkehus og eneboliger: filtrer på sted, pris, antall rom og innflytting, i en liste eller på kartet.",
    fi: "Etsi uusia kerrostalo-, rivitalo- ja omakotiasuntoja: rajaa paikkakunnan, hinnan, huoneluvun ja muuttopäivän mukaan, listana tai kartalla.",
    en: "Find newly built apartments, town houses and villas: filter by place, price, number of rooms and move-in date, in a list or on the map.",
  },
  seoResidences: {
    sv: "Alla våra bostadsområden och projekt, län för län och kommun för kommun.",
    no: "Alle våre boligområder og prosjekter, fylke for fylke og kommune for kommune.",
    fi: "Kaikki asuinalueemme ja kohteemme maakunnittain ja kunnittain.",
    en: "All our residential areas and projects, county by county and municipality by municipality.",
  },
  textSearch: {
    sv: "Sök på hela webbplatsen: bostäder, områden, nyheter och sidor.",
    no: "Søk på hele nettstedet: boliger, områder, nyheter og sider.",
    fi: "Hae koko sivustolta: asunnot, alueet, uutiset ja sivut.",
    en: "Search the whole site: homes, areas, news and pages.",
  },
  premises: {
    sv: "Lediga lokaler för butiker, kontor och service i våra nya bostadsområden.",
    no: "Ledige lokaler for butikker, kontorer og service i våre nye boligområder.",
    fi: "Vapaat liiketilat kaupoille, toimistoille ja palveluille uusilla asuinalueillamme.",
    en: "Commercial premises for shops, offices and services in our new residential areas.",
  },
  login: {
    sv: "Logga in på Mina sidor med BankID eller e-post och lösenord och följ din bostad från bokning till inflyttning.",
    no: "Logg inn på Mine sider med BankID eller e-post og passord og følg boligen din fra kjøp til innflytting.",
    fi: "Kirjaudu Sivuilleni pankkitunnuksilla tai sähköpostilla ja salasanalla ja seuraa asuntoasi varauksesta muuttoon.",
    en: "Log in to My pages with BankID or e-mail and password and follow your home from booking to moving in.",
  },
};
