import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/**
 * Small modules that every page's first paint needs and lazily loaded templates share as well.
 * Left to themselves they become a chunk each (NavLink, use-site, Picture, image-url, visitor,
 * format-date, the translator with the site settings), and every chunk costs its import and export
 * lines and a gzip frame of its own: 0.7 KiB of the content page's 120 KiB (issue 12). Grouped,
 * they are one chunk with React. Only modules of every page's first paint belong here: anything
 * else would make pages download code they do not use (npm run bench:js shows it).
 */
const FIRST_PAINT_SHARED =
  /src[\\/](shell[\\/](NavLink|use-site|use-session|session-store|foldouts|use-hydrated)|features[\\/](timeseries[\\/]visitor|media[\\/]image-url|favourites[\\/]favourite-toggle)|ui[\\/]Picture|i18n[\\/](format-date|react)|sites[\\/]sites)\./;

/** MapLibre and the labels' font, which the map engine and the PMTiles style both use. */
const MAP_SHARED = /node_modules[\\/]maplibre-gl[\\/]|src[\\/]ui[\\/]map[\\/]map-fonts\./;

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    // The manifest maps lazily loaded templates to their chunks and CSS, so the server can preload them.
    assetsInlineLimit: 0,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "shell-shared", test: FIRST_PAINT_SHARED },
            // The map engine and a PMTiles base map's style (decision 019) share MapLibre: one
            // chunk by its name (npm run bench:js counts the map code by it), not by a neighbour's.
            { name: "maplibre-gl", test: MAP_SHARED },
          ],
        },
      },
    },
  },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
});
