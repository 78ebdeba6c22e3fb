import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { tsconfigPaths: true },
  // The manifest maps lazily loaded templates to their chunks and CSS, so the server can preload them.
  build: { assetsInlineLimit: 0, manifest: true },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
});
