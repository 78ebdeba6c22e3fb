/**
 * Screenshots of the home search, a stage and a home on a phone (390 px) and a laptop (1440 px),
 * written to docs/screenshots/ (issue 13). Build first (`npm run build`); the script starts the
 * built app on a throwaway embedded database with the demo data, or uses a running one named by
 * SCREENSHOTS_URL (e.g. http://localhost:3000). JPEG at device scale 1 keeps the files small.
 *
 *   npm run build && npm run screenshots
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { SITES } from "~/sites/sites";

const OUT_DIR = path.resolve("docs/screenshots");
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 3300);
const BASE = process.env.SCREENSHOTS_URL ?? `http://localhost:${PORT}`;
const DEVICES = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "laptop", viewport: { width: 1440, height: 900 } },
] as const;

async function startServer(): Promise<ChildProcess | null> {
  if (process.env.SCREENSHOTS_URL) return null;
  const dataDir = `./data/screenshots-${process.pid}`;
  // The compiled server, as production runs it (decision 029): build first.
  const server = spawn(process.execPath, ["build/app/main.js"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      APP_ENV: "local",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      PGLITE_DATA_DIR: dataDir,
    },
  });
  server.on("exit", () => void rm(dataDir, { recursive: true, force: true }));
  for (let attempt = 0; attempt < 240; attempt++) {
    if (server.exitCode !== null) throw new Error("the app stopped before it was ready");
    const ready = await fetch(`${BASE}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  server.kill("SIGTERM");
  throw new Error(`the app did not answer at ${BASE}/api/ready`);
}

/** A stage and a home of the Swedish demo data, found through the search API. */
async function residencePaths(): Promise<{ stage: string; home: string }> {
  const post = async <T>(api: string, body: unknown): Promise<T> => {
    const response = await fetch(`${BASE}${api}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${api} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const { siteId } = SITES.sv;
  const { stages } = await post<{ stages: { url: string }[] }>("/api/residence/stage_and_area_search", { siteId });
  const { hits } = await post<{ hits: { url: string }[] }>("/api/residence/search_object", { siteId, limit: 1 });
  const stage = stages[0]?.url;
  const home = hits[0]?.url;
  if (!stage || !home) throw new Error("the demo data has no stage or home");
  return { stage, home };
}

/** The page from its top, at most three screens long (the rest repeats: more cards, more rows). */
async function capture(page: Page, url: string, file: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  const viewport = page.viewportSize()!;
  const height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), viewport.height * 3);
  await page.screenshot({
    path: path.join(OUT_DIR, file),
    type: "jpeg",
    quality: 55,
    fullPage: true,
    clip: { x: 0, y: 0, width: viewport.width, height },
  });
  console.log(`docs/screenshots/${file}`);
}

async function main() {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    await mkdir(OUT_DIR, { recursive: true });
    const { stage, home } = await residencePaths();
    for (const device of DEVICES) {
      const context = await browser.newContext({ viewport: device.viewport, deviceScaleFactor: 1 });
      const page = await context.newPage();
      await capture(page, `${BASE}/sok-bostad/#object`, `search-${device.name}.jpg`);
      await capture(page, `${BASE}${stage}`, `stage-${device.name}.jpg`);
      await capture(page, `${BASE}${home}`, `home-${device.name}.jpg`);
      if (device.name === "phone") {
        // The filters as a phone shows them: a full-screen panel with the live count.
        await page.goto(`${BASE}/sok-bostad/`);
        await page.waitForLoadState("networkidle");
        await page.getByRole("button", { name: "Filter", exact: true }).click();
        await page.getByRole("dialog").waitFor();
        await page.screenshot({ path: path.join(OUT_DIR, "search-filters-phone.jpg"), type: "jpeg", quality: 55 });
        console.log("docs/screenshots/search-filters-phone.jpg");
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server?.kill("SIGTERM");
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
