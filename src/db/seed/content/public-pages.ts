import type { SiteCode } from "~/sites/sites";
import type { SeedPage } from "../types";

const PRESS_IMAGES = "/om-oss/press/pressbilder/";
const REPORTS = "/om-oss/investerare/rapporter/";
const PRESS_TERMS = {
  type: "text" as const,
  heading: "Användning",
  paragraphs: [
    "Bilden får användas fritt i redaktionella sammanhang om Nordhem. Ange fotograf: Nordhem. Bilden får inte användas i reklam eller beskäras så att innehållet förvanskas.",
    "Behöver du en bild i ett annat format? Kontakta presstjänsten på press@nordhem.se eller 08-555 123 00.",
  ],
};

/** One picture of the press image bank (template "imageFile"). */
function pressImage(slug: string, title: string, summary: string, src: string, alt: string, caption: string): SeedPage {
  return {
    path: `${PRESS_IMAGES}${slug}/`,
    template: "imageFile",
    title,
    summary,
    image: src,
    isCorporate: true,
    blocks: [{ type: "image", image: { src, alt }, caption }, PRESS_TERMS],
  };
}

/** A financial report's page, listed by the report list (template "reportList"). */
function report(
  slug: string,
  title: string,
  publishedAt: string,
  summary: string,
  facts: [string, string][],
): SeedPage {
  return {
    path: `${REPORTS}${slug}/`,
    template: "pressRelease",
    title,
    summary,
    publishedAt,
    isCorporate: true,
    blocks: [
      { type: "facts", heading: "I korthet", items: facts.map(([value, label]) => ({ value, label })) },
      {
        type: "text",
        paragraphs: [
          "Rapporten i sin helhet och presentationen för investerare och analytiker finns hos presstjänsten, press@nordhem.se.",
        ],
      },
    ],
  };
}

/**
 * Demo content of the public page types that issue 13 (point 10) adds (decision 022), kept apart
 * from each site's own file and added to it in ./index.ts. The rental start pages list the
 * site's rental projects per request; their words are the editors'.
 */
export const PUBLIC_PAGE_SEEDS: Partial<Record<SiteCode, SeedPage[]>> = {
  sv: [
    {
      path: "/kontakta-oss/",
      template: "modalContact",
      title: "Kontakta oss",
      summary: "Har du frågor om en bostad, ett projekt eller ditt köp? Vi svarar gärna.",
      blocks: [
        {
          type: "contact",
          heading: "Kundservice",
          phone: "020-731 731",
          email: "kundservice@nordhem.se",
          openingHours: "Måndag–torsdag 8–17, fredag 8–15. Lunchstängt 12–13.",
        },
        {
          type: "text",
          paragraphs: [
            "Gäller det en bostad som är till salu når du säljaren direkt via kontaktuppgifterna på bostadens sida.",
          ],
        },
      ],
    },
    {
      path: PRESS_IMAGES,
      template: "standard",
      title: "Pressbilder",
      summary: "Bilder från våra projekt och byggarbetsplatser att använda i redaktionella sammanhang om Nordhem.",
      image: "demo/exterior-waterfront.jpg",
      isCorporate: true,
      blocks: [{ type: "pageList", heading: "Bilder", template: "imageFile", pathPrefix: PRESS_IMAGES, limit: 24 }],
    },
    pressImage(
      "kv-strandangen-vasteras",
      "Kv. Strandängen, Västerås",
      "Bostadskvarteret vid Mälarens strand, färdigställt 2024.",
      "demo/exterior-waterfront.jpg",
      "Bostadskvarter med balkonger vid vattnet i kvällsljus",
      "Kv. Strandängen i Västerås: 236 bostadsrätter vid Mälaren, Svanenmärkta.",
    ),
    pressImage(
      "tradstomme-uppsala",
      "Trästomme under uppförande, Uppsala",
      "Stommen i korslimmat trä reses i kv. Tallbacken.",
      "demo/construction-timber.jpg",
      "Trästomme under uppförande med byggkran i bakgrunden",
      "Kv. Tallbacken i Uppsala: stomme i korslimmat trä, byggstart 2026.",
    ),
    pressImage(
      "kok-visningslagenhet",
      "Kök i visningslägenhet",
      "Kök med köksö och ekgolv i en av våra visningslägenheter.",
      "demo/interior-kitchen.jpg",
      "Kök med köksö, ekgolv och stora fönster",
      "Visningslägenhet med standardval: köksö i ek och vitvaror med energiklass A.",
    ),
    {
      path: REPORTS,
      template: "reportList",
      title: "Rapporter",
      summary: "Nordhems delårsrapporter, bokslutskommunikéer och årsredovisningar.",
      image: "demo/city-skyline.jpg",
      isCorporate: true,
      blocks: [
        {
          type: "text",
          paragraphs: [
            "Nordhem AB publicerar fyra finansiella rapporter om året. Nästa rapport, bokslutskommunikén för 2026, publiceras den 5 februari 2027 klockan 07.30.",
          ],
        },
        {
          type: "pageList",
          heading: "Finansiella rapporter",
          template: "pressRelease",
          pathPrefix: REPORTS,
          limit: 20,
        },
      ],
    },
    report(
      "delarsrapport-q3-2026",
      "Delårsrapport januari–september 2026",
      "2026-10-23T06:30:00Z",
      "Rörelsemarginalen steg till 9,8 procent och antalet sålda bostäder ökade med 14 procent.",
      [
        ["10,6 mdr kr", "nettoomsättning"],
        ["9,8 %", "rörelsemarginal"],
        ["2 240", "sålda bostäder"],
      ],
    ),
    report(
      "delarsrapport-q2-2026",
      "Delårsrapport januari–juni 2026",
      "2026-07-17T06:30:00Z",
      "Fler bostadsbyggen startade och försäljningen ökade under våren.",
      [
        ["6,9 mdr kr", "nettoomsättning"],
        ["9,4 %", "rörelsemarginal"],
        ["1 460", "sålda bostäder"],
      ],
    ),
    report(
      "delarsrapport-q1-2026",
      "Delårsrapport januari–mars 2026",
      "2026-04-24T06:30:00Z",
      "En stabil start på året med fler sålda bostäder än under samma period i fjol.",
      [
        ["3,2 mdr kr", "nettoomsättning"],
        ["8,9 %", "rörelsemarginal"],
        ["690", "sålda bostäder"],
      ],
    ),
    report(
      "bokslutskommunike-2025",
      "Bokslutskommuniké 2025",
      "2026-02-06T06:30:00Z",
      "Ett år av återhämtning: försäljningen ökade och byggrättsportföljen växte till 34 000 bostäder.",
      [
        ["13,1 mdr kr", "nettoomsättning"],
        ["8,7 %", "rörelsemarginal"],
        ["2 650", "sålda bostäder"],
      ],
    ),
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
      path: "/kontakt-oss/",
      template: "modalContact",
      title: "Kontakt oss",
      summary: "Har du spørsmål om en bolig, et prosjekt eller kjøpet ditt? Vi svarer gjerne.",
      blocks: [
        {
          type: "contact",
          heading: "Kundeservice",
          phone: "22 00 73 10",
          email: "kundeservice@nordhem.no",
          openingHours: "Mandag–fredag 8–16.",
        },
      ],
    },
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
      path: "/yhteydenotto/",
      template: "modalContact",
      title: "Ota yhteyttä",
      summary: "Onko sinulla kysyttävää asunnosta, kohteesta tai kaupastasi? Vastaamme mielellämme.",
      blocks: [
        {
          type: "contact",
          heading: "Asiakaspalvelu",
          phone: "020 731 7310",
          email: "asiakaspalvelu@nordhem.fi",
          openingHours: "Maanantaista perjantaihin 8–16.",
        },
      ],
    },
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
