import latinItalic from "@fontsource/noto-sans/files/noto-sans-latin-400-italic.woff2?url";
import latinRegular from "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2?url";
import latinMedium from "@fontsource/noto-sans/files/noto-sans-latin-600-normal.woff2?url";
import latinExtItalic from "@fontsource/noto-sans/files/noto-sans-latin-ext-400-italic.woff2?url";
import latinExtRegular from "@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff2?url";
import latinExtMedium from "@fontsource/noto-sans/files/noto-sans-latin-ext-600-normal.woff2?url";
import type { FontFacesSpecification } from "maplibre-gl";

/**
 * The labels' font, bundled: Noto Sans from @fontsource/noto-sans (SIL Open Font License), built
 * into /assets/ on our own origin. MapLibre 6 draws labels from font files a style declares in
 * `font-faces` (the browser rasterizes them; no glyph range files, no third-party glyph server).
 * Each file covers a Unicode range and is fetched only when a label needs one of its letters:
 * Swedish, Norwegian and Finnish names need Latin-1 (13 KB); Sami names (Guovdageaidnu,
 * Kárášjohka) also the extended Latin (56 KB). The names are those the Protomaps basemap style
 * asks for, so its labels use the same files.
 */
const LATIN = [
  "U+0000-00FF",
  "U+0131",
  "U+0152-0153",
  "U+02BB-02BC",
  "U+02C6",
  "U+02DA",
  "U+02DC",
  "U+0304",
  "U+0308",
  "U+0329",
  "U+2000-206F",
  "U+20AC",
  "U+2122",
  "U+2191",
  "U+2193",
  "U+2212",
  "U+2215",
  "U+FEFF",
  "U+FFFD",
];
const LATIN_EXT = [
  "U+0100-02BA",
  "U+02BD-02C5",
  "U+02C7-02CC",
  "U+02CE-02D7",
  "U+02DD-02FF",
  "U+1D00-1DBF",
  "U+1E00-1E9F",
  "U+1EF2-1EFF",
  "U+2020",
  "U+20A0-20AB",
  "U+20AD-20C0",
  "U+2113",
  "U+2C60-2C7F",
  "U+A720-A7FF",
];

export const FONT_REGULAR = "Noto Sans Regular";
export const FONT_MEDIUM = "Noto Sans Medium";
export const FONT_ITALIC = "Noto Sans Italic";

/** The `font-faces` of a style, with the files' absolute URLs (styles resolve nothing relative). */
export function mapFontFaces(): FontFacesSpecification {
  const faces = (latin: string, latinExt: string) => [
    { url: new URL(latin, window.location.href).href, "unicode-range": LATIN },
    { url: new URL(latinExt, window.location.href).href, "unicode-range": LATIN_EXT },
  ];
  return {
    [FONT_REGULAR]: faces(latinRegular, latinExtRegular),
    [FONT_MEDIUM]: faces(latinMedium, latinExtMedium),
    [FONT_ITALIC]: faces(latinItalic, latinExtItalic),
  };
}
