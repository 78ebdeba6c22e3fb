/**
 * `npm run demo:release-home -- [<home id | home page path or URL>]` (issue 15): releases a home of
 * the running app's inventory (puts it up for sale) through its developer route, so that the
 * change log's trigger and the saved-search alerts see it; then runs the alerts job at once
 * instead of waiting for its schedule (every five minutes). Without a home, one not yet available
 * in a stage on sale is taken. The app must run locally (developer tools are on outside
 * preprod and prod, for this machine only): `DEMO_URL` (default http://127.0.0.1:3000).
 * Through the app, not the database, because PGlite serves one process only.
 */
const base = (process.env.DEMO_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).replace(/\/$/, "");
const home = process.argv[2];

async function post(path: string, body: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  }).catch(() => {
    throw new Error(`No app answers at ${base}: start it first (npm start), or set DEMO_URL.`);
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

try {
  const released = await post("/api/dev/residences/release", home ? { home } : {});
  console.log(`Released home ${released.id} (${released.site}: ${released.url}, was ${released.previousStatus}).`);
  const alerts = await post("/api/dev/saved_searches/run_alerts", {});
  console.log(`Saved-search alerts: ${alerts.sent} digest(s) sent; see ${base}/dev/mailbox`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

export {};
