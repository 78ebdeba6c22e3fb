import { defineConfig } from "@playwright/test";
import {
  ALL_CONSENT,
  CONSENT_COOKIE,
  CONSENT_POLICY_REVISION,
  serializeConsent,
} from "./src/features/consent/consent-cookie";

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = `./data/e2e-${process.pid}`;
/** The same path in the runner and its workers (process ids differ, the port does not). */
const pmtilesFile = `./data/e2e-${port + 1}-basemap.pmtiles`;

/** Every site's host in the journeys (src/sites/resolve.ts). */
const HOSTS = [
  "localhost",
  "no.localhost",
  "fi.localhost",
  "seniorgarden.localhost",
  "brf.localhost",
  "entreprenad.localhost",
];

/**
 * The journeys browse as a visitor who has accepted all cookies, so that the consent dialog
 * (issue 16) does not open over the pages they test; the consent journeys (e2e/consent.spec.ts)
 * start without it, as a first visit does.
 */
const answeredConsent = {
  cookies: HOSTS.map((domain) => ({
    name: CONSENT_COOKIE,
    value: serializeConsent({ ...ALL_CONSENT, answered: true, revision: CONSENT_POLICY_REVISION }),
    domain,
    path: "/",
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: "Lax" as const,
  })),
  origins: [],
};

/**
 * Browser journeys against the built app on a fresh embedded database, in Debian's Chromium. The
 * servers run the compiled server as production does (decision 029): `npm run build` first.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    storageState: answeredConsent,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: [
    {
      command: "node build/app/main.js",
      url: `http://localhost:${port}/api/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        APP_ENV: "local",
        LOG_LEVEL: "warn",
        PGLITE_DATA_DIR: dataDir,
        FILE_STORAGE_DIR: `${dataDir}-files`,
        DATABASE_URL: "",
        RATE_LIMIT_PER_MINUTE: "100000",
        PAGE_RATE_LIMIT_PER_MINUTE: "100000",
        MALLOC_ARENA_MAX: "2",
        MALLOC_MMAP_THRESHOLD_: "262144",
      },
    },
    {
      // The session-expiry journey: the same app with 30-second sessions (SESSION_MINUTES), and
      // the PMTiles base map's journey: its maps read a PMTiles archive (MAP_PMTILES_FILE).
      command: "node build/app/main.js",
      url: `http://localhost:${port + 1}/api/ready`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port + 1),
        HOST: "127.0.0.1",
        APP_ENV: "local",
        LOG_LEVEL: "warn",
        PGLITE_DATA_DIR: `${dataDir}-short-session`,
        FILE_STORAGE_DIR: `${dataDir}-short-session-files`,
        DATABASE_URL: "",
        RATE_LIMIT_PER_MINUTE: "100000",
        PAGE_RATE_LIMIT_PER_MINUTE: "100000",
        MALLOC_ARENA_MAX: "2",
        MALLOC_MMAP_THRESHOLD_: "262144",
        SESSION_MINUTES: "0.5",
        SEED_IMAGES: "false",
        // The PMTiles base map's journey (e2e/maps.spec.ts) writes this archive; until then the
        // app answers 404 for it, and only that journey's maps read it.
        MAP_PMTILES_FILE: pmtilesFile,
      },
    },
  ],
});
