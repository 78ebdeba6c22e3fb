import type { SiteCode } from "~/sites/sites";
import type { SeedPage } from "../types";

/**
 * Demo content of the public page types that issue 13 (point 10) adds (decision 022), kept apart
 * from each site's own file and added to it in ./index.ts. The rental start pages list the
 * site's rental projects per request; their words are the editors'.
 */
export const PUBLIC_PAGE_SEEDS: Partial<Record<SiteCode, SeedPage[]>> = {
  sv: [
    {
      path: "/hyresratter/",
      template: "rentalProjectStart",
      title: "Hyresrätter",
      summary:
        "Nyproducerade hyresrätter med förstahandskontrakt. Se vilka bostäder som är lediga att söka, vad de kostar i månaden och när du kan flytta in.",
      image: "demo/exterior-apartments.jpg",
      translationKey: "rentals",
      blocks: [],
    },
  ],
  no: [
    {
      path: "/utleieboliger/",
      template: "rentalProjectStart",
      title: "Utleieboliger",
      summary:
        "Nye utleieboliger med langsiktige leiekontrakter. Se hvilke boliger som er ledige, hva de koster i måneden og når du kan flytte inn.",
      image: "demo/exterior-apartments.jpg",
      translationKey: "rentals",
      blocks: [],
    },
  ],
  fi: [
    {
      path: "/vuokra-asunnot/",
      template: "rentalProjectStart",
      title: "Vuokra-asunnot",
      summary:
        "Uudet vuokra-asunnot suoraan rakentajalta. Katso, mitkä asunnot ovat vapaana, paljonko ne maksavat kuukaudessa ja milloin pääset muuttamaan.",
      image: "demo/exterior-apartments.jpg",
      translationKey: "rentals",
      blocks: [],
    },
  ],
  seniorgarden: [
    {
      path: "/hyresratter/",
      template: "rentalProjectStart",
      title: "Seniorbostäder att hyra",
      summary:
        "Trygga hyresrätter för dig som fyllt 55, med gemensam trädgård och umgängesrum. Se vilka lägenheter som är lediga att söka.",
      image: "demo/exterior-senior.jpg",
      blocks: [],
    },
  ],
};
