/**
 * `npm run seed:bench`: replaces the residences of the database of DATABASE_URL (or PGLITE_DATA_DIR)
 * with the benchmark inventory: the demo inventory plus generated stages up to 100,000 homes.
 * The demo-residences marker is set, so the server does not add the demo inventory on top; the
 * text search is rebuilt, so it finds the new homes and none of the deleted ones.
 */
import { sql } from "drizzle-orm";
import { reindexAll } from "~/features/text-search/index.server";
import { loadConfig } from "~/server/config";
import { openDatabase } from "../../client";
import { appMeta } from "../../schema";
import { areas, tags } from "../../schema/residences";
import { RESIDENCES_KEY, SEED_LOCK_ID } from "../seed";
import { generateExteriorImages } from "./images";
import { seedResidences } from "./index";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: config.pgliteDataDir });
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
try {
  await database.migrate();
  const images = await generateExteriorImages();
  const summary = await database.db.transaction(async (tx) => {
    // The same lock as the demo seed, so a server starting meanwhile waits instead of seeding twice.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    // Deleting the areas cascades to stages, homes, showings, bookings and stage tags.
    await tx.delete(areas);
    await tx.delete(tags);
    const result = await seedResidences(tx, {
      scale: "bench",
      now: new Date(),
      images,
      log: (m) => console.log(`[${seconds()} s] ${m}`),
    });
    await tx
      .insert(appMeta)
      .values({ key: RESIDENCES_KEY, value: "bench" })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: "bench" } });
    return result;
  });
  for (const table of [
    "residence_areas",
    "residence_stages",
    "residence_objects",
    "residence_showings",
    "residence_stage_tags",
    "residence_tags",
    "residence_search_homes",
    "residence_search_stages",
  ])
    await database.db.execute(sql.raw(`analyze ${table}`));
  console.log(`[${seconds()} s] Indexing the text search…`);
  await reindexAll(database.db);
  console.log(
    `Benchmark inventory written to ${database.kind} in ${seconds()} s: ${summary.areas} areas, ${summary.stages} stages, ` +
      `${summary.objects} homes, ${summary.showings} showings, ${summary.tags} tags.`,
  );
} finally {
  await database.close();
}
