import type { DisposalForm, ResidenceType } from "~/domain/residence-enums";
import type { Language, SiteSettings } from "~/sites/sites";

/** PostgreSQL text search configuration of each language (stemming and stop words). */
export const TEXT_SEARCH_CONFIG: Record<Language, "swedish" | "norwegian" | "finnish" | "english"> = {
  sv: "swedish",
  no: "norwegian",
  fi: "finnish",
  en: "english",
};

export function textSearchConfigOf(site: SiteSettings) {
  return TEXT_SEARCH_CONFIG[site.language];
}

/**
 * Words visitors type for each residence type and disposal form, indexed with every home so
 * that "lägenheter", "rekkehus" or "rivitalot" find them. Not shown to anyone (the labels
 * come from the enums catalog), so they live here and not in the browser's catalog.
 */
export const RESIDENCE_TYPE_WORDS: Record<Language, Record<ResidenceType, string>> = {
  sv: {
    apartment: "lägenhet lägenheter",
    townHouse: "radhus kedjehus",
    detachedHouse: "villa villor småhus",
    semiDetached: "parhus",
    house: "hus småhus",
    plot: "tomt tomter",
  },
  no: {
    apartment: "leilighet leiligheter",
    townHouse: "rekkehus",
    detachedHouse: "enebolig eneboliger",
    semiDetached: "tomannsbolig tomannsboliger",
    house: "hus",
    plot: "tomt tomter",
  },
  fi: {
    apartment: "kerrostalo kerrostaloasunto asunto asunnot huoneisto",
    townHouse: "rivitalo rivitalot rivitaloasunto",
    detachedHouse: "omakotitalo omakotitalot",
    semiDetached: "paritalo paritalot",
    house: "talo talot",
    plot: "tontti tontit",
  },
  en: {
    apartment: "apartment apartments flat flats",
    townHouse: "town house townhouse townhouses terraced",
    detachedHouse: "detached house villa",
    semiDetached: "semi-detached house",
    house: "house houses",
    plot: "plot plots",
  },
};

export const DISPOSAL_FORM_WORDS: Record<Language, Record<DisposalForm, string>> = {
  sv: {
    all: "",
    condominium: "bostadsrätt bostadsrätter",
    ownership: "äganderätt",
    ownershipApartment: "ägarlägenhet ägarlägenheter",
    tenancy: "hyresrätt hyresrätter hyreslägenhet",
  },
  no: {
    all: "",
    condominium: "borettslag andelsleilighet",
    ownership: "selveier eierbolig",
    ownershipApartment: "eierseksjon selveierleilighet",
    tenancy: "utleie leiebolig",
  },
  fi: {
    all: "",
    condominium: "asunto-osakeyhtiö osakeasunto",
    ownership: "omistusasunto omistus",
    ownershipApartment: "omistushuoneisto",
    tenancy: "vuokra-asunto vuokra",
  },
  en: {
    all: "",
    condominium: "housing cooperative tenant-owned",
    ownership: "freehold",
    ownershipApartment: "owner-occupied apartment",
    tenancy: "rental",
  },
};
