/**
 * Real counties and municipalities of the demo inventory. Each municipality has its centre and a few
 * districts: points on land within about 3 km of the centre where areas are placed (with a small
 * jitter), named after real neighbourhoods so the area names read naturally ("Kvarnholmen Strand").
 * `priceLevel` is an indicative price per square metre for new homes (SEK, NOK; Finland EUR of the
 * debt-free price), used to make prices plausible per place.
 */

export type Country = "se" | "no" | "fi";

export interface District {
  name: string;
  latitude: number;
  longitude: number;
}

export interface Municipality {
  name: string;
  latitude: number;
  longitude: number;
  priceLevel: number;
  districts: District[];
}

export interface County {
  name: string;
  municipalities: Municipality[];
}

const d = (name: string, latitude: number, longitude: number): District => ({ name, latitude, longitude });

export const SWEDEN: County[] = [
  {
    name: "Stockholms län",
    municipalities: [
      {
        name: "Stockholm",
        latitude: 59.3293,
        longitude: 18.0686,
        priceLevel: 104_000,
        districts: [
          d("Hagastaden", 59.3465, 18.0355),
          d("Vasastan", 59.344, 18.048),
          d("Södermalm", 59.3145, 18.071),
          d("Hammarby Sjöstad", 59.3065, 18.0905),
          d("Hjorthagen", 59.3495, 18.0955),
          d("Östermalm", 59.3385, 18.083),
        ],
      },
      {
        name: "Nacka",
        latitude: 59.3105,
        longitude: 18.1637,
        priceLevel: 80_000,
        districts: [
          d("Kvarnholmen", 59.3185, 18.1405),
          d("Sickla", 59.3055, 18.1225),
          d("Nacka Strand", 59.3165, 18.161),
          d("Järla", 59.3085, 18.1495),
          d("Finntorp", 59.3115, 18.137),
        ],
      },
      {
        name: "Solna",
        latitude: 59.36,
        longitude: 18.0009,
        priceLevel: 84_000,
        districts: [
          d("Arenastaden", 59.3705, 18.0025),
          d("Hagalund", 59.3625, 18.0125),
          d("Råsunda", 59.3645, 17.997),
          d("Frösunda", 59.3725, 18.016),
        ],
      },
      {
        name: "Sundbyberg",
        latitude: 59.361,
        longitude: 17.9719,
        priceLevel: 70_000,
        districts: [d("Ursvik", 59.3795, 17.9555), d("Rissne", 59.3765, 17.9405), d("Duvbo", 59.3665, 17.962)],
      },
      {
        name: "Täby",
        latitude: 59.4439,
        longitude: 18.0687,
        priceLevel: 66_000,
        districts: [
          d("Roslags Näsby", 59.4355, 18.056),
          d("Täby Park", 59.4385, 18.0435),
          d("Gribbylund", 59.4525, 18.0875),
          d("Viggbyholm", 59.4465, 18.0985),
        ],
      },
      {
        name: "Huddinge",
        latitude: 59.2367,
        longitude: 17.9817,
        priceLevel: 46_000,
        districts: [d("Stuvsta", 59.2525, 17.996), d("Sjödalen", 59.2385, 17.9745), d("Fullersta", 59.2325, 17.9635)],
      },
      {
        name: "Järfälla",
        latitude: 59.4233,
        longitude: 17.835,
        priceLevel: 47_000,
        districts: [
          d("Barkarbystaden", 59.4135, 17.8615),
          d("Jakobsberg", 59.4235, 17.834),
          d("Viksjö", 59.4145, 17.8065),
        ],
      },
      {
        name: "Sollentuna",
        latitude: 59.428,
        longitude: 17.9508,
        priceLevel: 62_000,
        districts: [d("Tureberg", 59.4285, 17.9385), d("Häggvik", 59.4415, 17.9325), d("Edsberg", 59.4375, 17.9585)],
      },
      {
        name: "Haninge",
        latitude: 59.1681,
        longitude: 18.1445,
        priceLevel: 39_000,
        districts: [d("Handen", 59.1675, 18.1395), d("Vega", 59.1845, 18.1315), d("Brandbergen", 59.1725, 18.1695)],
      },
    ],
  },
  {
    name: "Uppsala län",
    municipalities: [
      {
        name: "Uppsala",
        latitude: 59.8586,
        longitude: 17.6389,
        priceLevel: 49_000,
        districts: [
          d("Rosendal", 59.8455, 17.6165),
          d("Östra Sala backe", 59.8655, 17.6745),
          d("Luthagen", 59.8655, 17.6225),
          d("Kvarngärdet", 59.8725, 17.6485),
        ],
      },
    ],
  },
  {
    name: "Västra Götalands län",
    municipalities: [
      {
        name: "Göteborg",
        latitude: 57.7089,
        longitude: 11.9746,
        priceLevel: 60_000,
        districts: [
          d("Kvillebäcken", 57.7235, 11.9535),
          d("Johanneberg", 57.6915, 11.9825),
          d("Majorna", 57.6965, 11.9375),
          d("Gamlestaden", 57.7285, 12.0035),
          d("Kallebäck", 57.6925, 12.0085),
        ],
      },
      {
        name: "Mölndal",
        latitude: 57.6556,
        longitude: 12.0135,
        priceLevel: 47_000,
        districts: [
          d("Mölndals Kvarnby", 57.6555, 12.0165),
          d("Krokslätt", 57.6765, 12.0005),
          d("Lackarebäck", 57.6495, 12.0275),
        ],
      },
      {
        name: "Kungsbacka",
        latitude: 57.4872,
        longitude: 12.0761,
        priceLevel: 41_000,
        districts: [
          d("Kungsbacka Centrum", 57.4875, 12.0745),
          d("Hede", 57.5025, 12.0575),
          d("Tölö", 57.4985, 12.0935),
        ],
      },
      {
        name: "Borås",
        latitude: 57.721,
        longitude: 12.9401,
        priceLevel: 32_000,
        districts: [d("Norrby", 57.7305, 12.9305), d("Hulta", 57.7375, 12.9605), d("Göta", 57.7105, 12.9315)],
      },
    ],
  },
  {
    name: "Skåne län",
    municipalities: [
      {
        name: "Malmö",
        latitude: 55.605,
        longitude: 13.0038,
        priceLevel: 44_000,
        districts: [
          d("Västra Hamnen", 55.6125, 12.9865),
          d("Möllevången", 55.5905, 13.0085),
          d("Värnhem", 55.6055, 13.0215),
          d("Södervärn", 55.5935, 13.0215),
        ],
      },
      {
        name: "Lund",
        latitude: 55.7047,
        longitude: 13.191,
        priceLevel: 52_000,
        districts: [
          d("Väster", 55.7055, 13.1745),
          d("Östra Torn", 55.7145, 13.2155),
          d("Klostergården", 55.6935, 13.1795),
        ],
      },
      {
        name: "Helsingborg",
        latitude: 56.0465,
        longitude: 12.6945,
        priceLevel: 40_000,
        districts: [d("Husensjö", 56.0595, 12.7165), d("Berga", 56.0305, 12.7295), d("Eneborg", 56.0475, 12.7185)],
      },
    ],
  },
  {
    name: "Östergötlands län",
    municipalities: [
      {
        name: "Linköping",
        latitude: 58.4108,
        longitude: 15.6214,
        priceLevel: 40_000,
        districts: [
          d("Garnisonen", 58.4035, 15.5935),
          d("Tannefors", 58.4055, 15.6425),
          d("Hejdeby", 58.4245, 15.6115),
        ],
      },
      {
        name: "Norrköping",
        latitude: 58.5877,
        longitude: 16.1924,
        priceLevel: 31_000,
        districts: [d("Klingsberg", 58.5825, 16.2045), d("Ljura", 58.5815, 16.1745), d("Kneippen", 58.5995, 16.1665)],
      },
    ],
  },
  {
    name: "Västmanlands län",
    municipalities: [
      {
        name: "Västerås",
        latitude: 59.6099,
        longitude: 16.5448,
        priceLevel: 36_000,
        districts: [
          d("Kopparlunden", 59.6125, 16.5275),
          d("Viksäng", 59.6025, 16.5055),
          d("Malmaberg", 59.6225, 16.5655),
        ],
      },
    ],
  },
  {
    name: "Örebro län",
    municipalities: [
      {
        name: "Örebro",
        latitude: 59.2741,
        longitude: 15.2066,
        priceLevel: 34_000,
        districts: [
          d("Ladugårdsängen", 59.2655, 15.2385),
          d("Sörbyängen", 59.2535, 15.1995),
          d("Rosta", 59.2865, 15.1935),
        ],
      },
    ],
  },
];

export const NORWAY: County[] = [
  {
    name: "Oslo",
    municipalities: [
      {
        name: "Oslo",
        latitude: 59.9139,
        longitude: 10.7522,
        priceLevel: 112_000,
        districts: [
          d("Løren", 59.9295, 10.7925),
          d("Ensjø", 59.9135, 10.7865),
          d("Grünerløkka", 59.9245, 10.7585),
          d("Tøyen", 59.9155, 10.7715),
          d("Frogner", 59.9195, 10.7065),
          d("Sagene", 59.9375, 10.7555),
        ],
      },
    ],
  },
  {
    name: "Akershus",
    municipalities: [
      {
        name: "Bærum",
        latitude: 59.8894,
        longitude: 10.5237,
        priceLevel: 92_000,
        districts: [d("Sandvika", 59.8905, 10.5245), d("Hamang", 59.8965, 10.5385), d("Hauger", 59.8985, 10.5165)],
      },
      {
        name: "Asker",
        latitude: 59.8333,
        longitude: 10.4347,
        priceLevel: 86_000,
        districts: [
          d("Asker Sentrum", 59.8335, 10.4355),
          d("Føyka", 59.8365, 10.4425),
          d("Drengsrud", 59.8425, 10.4535),
        ],
      },
      {
        name: "Lillestrøm",
        latitude: 59.956,
        longitude: 11.0492,
        priceLevel: 64_000,
        districts: [d("Nitelva", 59.9595, 11.0395), d("Kjeller", 59.9715, 11.0405), d("Strømmen", 59.9475, 11.0095)],
      },
    ],
  },
  {
    name: "Vestland",
    municipalities: [
      {
        name: "Bergen",
        latitude: 60.3913,
        longitude: 5.3221,
        priceLevel: 68_000,
        districts: [d("Møhlenpris", 60.3835, 5.3175), d("Kronstad", 60.3735, 5.3485), d("Landås", 60.3725, 5.3515)],
      },
    ],
  },
  {
    name: "Trøndelag",
    municipalities: [
      {
        name: "Trondheim",
        latitude: 63.4305,
        longitude: 10.3951,
        priceLevel: 66_000,
        districts: [d("Lade", 63.4425, 10.4425), d("Nardo", 63.4085, 10.4195), d("Øya", 63.4225, 10.3855)],
      },
    ],
  },
  {
    name: "Rogaland",
    municipalities: [
      {
        name: "Stavanger",
        latitude: 58.97,
        longitude: 5.7331,
        priceLevel: 62_000,
        districts: [d("Storhaug", 58.9655, 5.7495), d("Hillevåg", 58.9475, 5.7345), d("Våland", 58.9585, 5.7275)],
      },
      {
        name: "Sandnes",
        latitude: 58.8517,
        longitude: 5.7355,
        priceLevel: 52_000,
        districts: [d("Sandnes Sentrum", 58.8505, 5.7315), d("Lura", 58.8685, 5.7365), d("Trones", 58.8475, 5.7195)],
      },
    ],
  },
];

export const FINLAND: County[] = [
  {
    name: "Uusimaa",
    municipalities: [
      {
        name: "Helsinki",
        latitude: 60.1699,
        longitude: 24.9384,
        priceLevel: 8_600,
        districts: [
          d("Kalasatama", 60.1845, 24.9765),
          d("Pasila", 60.1945, 24.9325),
          d("Töölö", 60.1815, 24.9225),
          d("Kallio", 60.1845, 24.9505),
          d("Meilahti", 60.1895, 24.9095),
        ],
      },
      {
        name: "Espoo",
        latitude: 60.2055,
        longitude: 24.6559,
        priceLevel: 6_500,
        districts: [
          d("Espoon keskus", 60.2055, 24.6565),
          d("Kuurinniitty", 60.2055, 24.6325),
          d("Suvela", 60.2155, 24.6445),
        ],
      },
      {
        name: "Vantaa",
        latitude: 60.2934,
        longitude: 25.0378,
        priceLevel: 4_900,
        districts: [
          d("Tikkurila", 60.2925, 25.0445),
          d("Hiekkaharju", 60.3025, 25.0525),
          d("Jokiniemi", 60.2995, 25.0195),
        ],
      },
    ],
  },
  {
    name: "Pirkanmaa",
    municipalities: [
      {
        name: "Tampere",
        latitude: 61.4978,
        longitude: 23.761,
        priceLevel: 4_600,
        districts: [d("Kaleva", 61.5005, 23.7955), d("Tammela", 61.5035, 23.7745), d("Hatanpää", 61.4835, 23.7695)],
      },
    ],
  },
  {
    name: "Varsinais-Suomi",
    municipalities: [
      {
        name: "Turku",
        latitude: 60.4518,
        longitude: 22.2666,
        priceLevel: 4_100,
        districts: [d("Nummi", 60.4585, 22.2965), d("Kupittaa", 60.4505, 22.2905), d("Martti", 60.4395, 22.2545)],
      },
    ],
  },
  {
    name: "Pohjois-Pohjanmaa",
    municipalities: [
      {
        name: "Oulu",
        latitude: 65.0121,
        longitude: 25.4651,
        priceLevel: 3_600,
        districts: [d("Karjasilta", 64.9975, 25.4805), d("Intiö", 65.0065, 25.4905), d("Raksila", 65.0085, 25.4985)],
      },
    ],
  },
  {
    name: "Keski-Suomi",
    municipalities: [
      {
        name: "Jyväskylä",
        latitude: 62.2426,
        longitude: 25.7473,
        priceLevel: 3_700,
        districts: [d("Kangas", 62.2375, 25.7305), d("Mäki-Matti", 62.2485, 25.7385), d("Lutakko", 62.2395, 25.7535)],
      },
    ],
  },
];

export const COUNTRIES: Record<Country, County[]> = { se: SWEDEN, no: NORWAY, fi: FINLAND };

/** Great-circle distance in kilometres. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}
