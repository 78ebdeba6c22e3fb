import { namedFlavor, layers as protomapsLayers } from "@protomaps/basemaps";
import { addProtocol, type StyleSpecification } from "maplibre-gl";
import { Protocol } from "pmtiles";
import { mapFontFaces } from "./map-fonts";

/**
 * The street map of a PMTiles base map (decision 019), a chunk of its own beside the map engine:
 * maps on the bundled base map never load the PMTiles reader or the Protomaps style.
 */

const absolute = (url: string) => new URL(url, window.location.href).href;

let pmtilesProtocol = false;

/**
 * A street map from a PMTiles archive of OpenStreetMap (decision 019), read by range requests
 * through the `pmtiles` protocol and drawn with the Protomaps basemap style in the page's
 * language. Its labels use the bundled font; it has no sprite, so the style's few icons
 * (points of interest, shields, one-way arrows) are left out rather than drawn missing.
 */
export function pmtilesStyle(url: string, language: string): StyleSpecification {
  if (!pmtilesProtocol) {
    addProtocol("pmtiles", new Protocol().tile);
    pmtilesProtocol = true;
  }
  const layers = protomapsLayers("protomaps", namedFlavor("light"), { lang: language }).flatMap((layer) => {
    if (layer.type !== "symbol" || !layer.layout?.["icon-image"]) return [layer];
    if (!layer.layout["text-field"]) return [];
    const { "icon-image": _icon, ...layout } = layer.layout;
    return [{ ...layer, layout }];
  });
  return {
    version: 8,
    "font-faces": mapFontFaces(),
    sources: {
      protomaps: {
        type: "vector",
        url: `pmtiles://${absolute(url)}`,
        attribution: '<a href="https://www.openstreetmap.org/copyright">© OpenStreetMap</a>',
      },
    },
    layers,
  } as StyleSpecification;
}
