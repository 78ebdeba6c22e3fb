/**
 * The demo images the seed generates (no downloads). Content refers to them by path; the
 * image proxy serves them as /img/<path>. Every image is generated at 2560 x 1708 (3:2).
 */
export const DEMO_IMAGES = {
  "demo/exterior-apartments.jpg": "Flerbostadshus med balkonger i kvällsljus",
  "demo/exterior-townhouses.jpg": "Radhus med trädgårdar en sommardag",
  "demo/exterior-villa.jpg": "Fristående villa med stora fönster",
  "demo/exterior-waterfront.jpg": "Bostadskvarter vid vattnet",
  "demo/exterior-winter.jpg": "Bostadshus i vinterlandskap",
  "demo/exterior-senior.jpg": "Seniorboende med gemensam trädgård",
  "demo/interior-living.jpg": "Ljust vardagsrum med stora fönster",
  "demo/interior-kitchen.jpg": "Kök med köksö och ekgolv",
  "demo/interior-bedroom.jpg": "Sovrum i ljusa toner",
  "demo/interior-bathroom.jpg": "Badrum med kakel och dusch",
  "demo/nature-forest.jpg": "Skog och sjö i norrländskt landskap",
  "demo/nature-fjord.jpg": "Fjord med berg i bakgrunden",
  "demo/nature-archipelago.jpg": "Skärgård med klippor och hav",
  "demo/construction-cranes.jpg": "Byggarbetsplats med lyftkranar",
  "demo/construction-timber.jpg": "Trästomme under uppförande",
  "demo/city-skyline.jpg": "Stadssiluett i skymning",
  "demo/city-street.jpg": "Gata med nya bostäder och träd",
  "demo/office.jpg": "Kontor med arbetsplatser och växter",
  "demo/solar-roof.jpg": "Solceller på ett bostadstak",
} as const;

export type DemoImagePath = keyof typeof DEMO_IMAGES;
export const DEMO_IMAGE_WIDTH = 2560;
export const DEMO_IMAGE_HEIGHT = 1708;
