import { eq, sql } from "drizzle-orm";
import { ContentBlockSchema } from "~/features/content/schema";
import { reindexAll } from "~/features/text-search/index.server";
import { isUrlEnabled } from "~/sites/features";
import { SITES, type SiteSettings, type UrlKey } from "~/sites/sites";
import { isFeatureTemplate, requiresLogin, TEMPLATE_OF_URL, type TemplateName } from "~/templates/names";
import type { Database } from "../client";
import { appMeta, crisisBanners, jobPostings, media, navigations, pages, siteContent } from "../schema";
import { seedDemoAccounts } from "./accounts";
import { seedDemoCaseManagement } from "./case-management";
import { seedDemoClickToBuy } from "./click-to-buy";
import { ALL_SITE_SEEDS } from "./content";
import { generateAllDemoImages } from "./demo-images";
import { seedDemoExplorer } from "./explorer";
import { seedDemoMyPages } from "./my-pages";
import { seedDemoNotifications } from "./notifications";
import { seedDemoPanoramas } from "./panoramas";
import { seedDemoPremises } from "./premises";
import { seedDemoPurchases } from "./purchases";
import { seedDemoRemovedResidences } from "./removed-residences";
import { seedResidences } from "./residences";
import { generateExteriorImages } from "./residences/images";
import { SYSTEM_PAGE_DESCRIPTIONS, SYSTEM_PAGE_TITLES } from "./system-pages";
import type { SeedPage, SiteSeed } from "./types";

/** Bump when the demo content changes shape; a database seeded with an older version is left alone. */
const SEED_KEY = "demo_seed";
const SEED_VERSION = "1";
/** The residence inventory has its own key, so databases seeded before it get it on the next start. */
export const RESIDENCES_KEY = "demo_residences";
const RESIDENCES_VERSION = "1";
/** Any constant: serialises concurrent seeders (two processes starting against one PostgreSQL). */
export const SEED_LOCK_ID = 730_1731;

export type SeedOutcome = "seeded" | "already-seeded";

/** A page to insert: demo content, or a generated system page with its own template. */
interface PageInput {
  path: string;
  template: TemplateName;
  title: string;
  requiresLogin: boolean;
  noIndex: boolean;
  /** A system page's meta description (content pages carry theirs in `page`). */
  seoDescription?: string;
  page?: SeedPage;
}

const INDEXABLE_FEATURE_TEMPLATES = new Set<TemplateName>(["search", "areas", "login"]);

/** The localized system pages (search, login, My Pages, ...) of a site that its content does not provide. */
export function systemPagesOf(site: SiteSettings, contentPaths: Set<string>): PageInput[] {
  const result: PageInput[] = [];
  for (const [key, path] of Object.entries(site.urls) as [UrlKey, string][]) {
    if (!isUrlEnabled(site, key) || contentPaths.has(path)) continue;
    const template = TEMPLATE_OF_URL[key];
    result.push({
      path,
      template,
      title: SYSTEM_PAGE_TITLES[key][site.language],
      requiresLogin: requiresLogin(key),
      // Account and My Pages screens are not for search engines; the home search, the
      // residences landing page and the login page (what "Nordhem logga in" should find) are.
      noIndex: isFeatureTemplate(template) && !INDEXABLE_FEATURE_TEMPLATES.has(template),
      seoDescription: SYSTEM_PAGE_DESCRIPTIONS[key]?.[site.language],
    });
  }
  return result;
}

function pageRows(seed: SiteSeed, now: Date) {
  const site = SITES[seed.site];
  const contentPaths = new Set(seed.pages.map((p) => p.path));
  const inputs: PageInput[] = [
    ...seed.pages.map((page) => ({
      path: page.path,
      template: page.template,
      title: page.title,
      requiresLogin: false,
      noIndex: false,
      page,
    })),
    ...systemPagesOf(site, contentPaths),
  ];
  return inputs.map(({ page, seoDescription, ...input }) => ({
    site: seed.site,
    ...input,
    summary: page?.summary ?? null,
    image: page?.image ?? null,
    seoTitle: page?.seoTitle ?? null,
    seoDescription: page?.seoDescription ?? seoDescription ?? null,
    translationKey: page?.translationKey ?? null,
    isCorporate: page?.isCorporate ?? false,
    // Validate every block against the shared schema so bad demo content fails the seed, not a page view.
    blocks: (page?.blocks ?? []).map((block) => ContentBlockSchema.parse(block)),
    publishedAt: page?.publishedAt ? new Date(page.publishedAt) : now,
  }));
}

/**
 * Writes the demo content of every site once: pages, menus, crisis banners, job postings and
 * generated images. Running it again does nothing (idempotent), also when two processes race.
 */
export async function seedDemoData(
  db: Database,
  options: {
    now?: Date;
    log?: (m: string) => void /** Tests skip the slow image generation. */;
    images?: boolean;
    /** Also write the demo residence inventory (default true; tests choose their own inventory). */
    residences?: boolean;
    /** Also write the demo accounts (default true), and their purchases with documents. */
    accounts?: boolean;
    /** File storage's directory (FILE_STORAGE_DIR), for the purchases' PDFs; without it no purchases. */
    filesDir?: string;
  } = {},
): Promise<SeedOutcome> {
  const content = await seedDemoContent(db, options);
  const residences = options.residences === false ? "already-seeded" : await seedDemoResidences(db, options);
  // After the residences: the premises lie in the demo areas (issue 19).
  const premises = options.residences === false ? "already-seeded" : await seedDemoPremises(db, options);
  // After the inventory: the 360 tours of the explorer's stages and a few other homes (issue 19).
  const panoramas = options.residences === false ? "already-seeded" : await seedDemoPanoramas(db, options);
  // After the residences: the demo VIP customer's booking is of one of their homes.
  const accounts = options.accounts === false ? "already-seeded" : await seedDemoAccounts(db, options);
  // After the accounts: the residents' buildings and agreements, the boards' errands (issue 17).
  const caseManagement = options.accounts === false ? "already-seeded" : await seedDemoCaseManagement(db, options);
  // After the accounts and the inventory: project phases of every stage and the My Pages news.
  const myPages = await seedDemoMyPages(db, options);
  // After the accounts: the demo VIP customer's unpaid fee is in the bell.
  const notifications = options.accounts === false ? "already-seeded" : await seedDemoNotifications(db, options);
  // After the accounts and the residences: the demo customers' purchases of homes, with their documents.
  const purchases =
    options.accounts === false || !options.filesDir
      ? "already-seeded"
      : await seedDemoPurchases(db, { ...options, filesDir: options.filesDir });
  // After the inventory and the purchases: stages that book online (their stages are left alone).
  const clickToBuy = await seedDemoClickToBuy(db, options);
  // After the inventory: the old addresses of a few removed homes, stages and premises (issue 19).
  const removed = await seedDemoRemovedResidences(db, options);
  // After the inventory: the residence explorer's views and pictures of a few stages (issue 19).
  const explorer = await seedDemoExplorer(db, options);
  if (content === "seeded" || residences === "seeded") {
    // The site text search covers pages, jobs and residences: rebuild it after either was written.
    (options.log ?? (() => {}))("Indexing the text search…");
    await reindexAll(db);
  }
  const any = [
    content,
    residences,
    premises,
    panoramas,
    accounts,
    caseManagement,
    purchases,
    myPages,
    notifications,
    clickToBuy,
    removed,
    explorer,
  ].includes("seeded");
  return any ? "seeded" : "already-seeded";
}

/** Writes the demo residence inventory (scale "demo") once, under its own app_meta key. */
export async function seedDemoResidences(
  db: Database,
  options: { now?: Date; log?: (m: string) => void; images?: boolean } = {},
): Promise<SeedOutcome> {
  const seeded = await db.select().from(appMeta).where(eq(appMeta.key, RESIDENCES_KEY));
  if (seeded.length > 0) return "already-seeded";
  const log = options.log ?? (() => {});
  log("Generating residence images…");
  // Generated before taking the lock, like the content images, so a waiting process is not blocked by it.
  const images = options.images === false ? false : await generateExteriorImages();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const again = await tx.select().from(appMeta).where(eq(appMeta.key, RESIDENCES_KEY));
    if (again.length > 0) return "already-seeded" satisfies SeedOutcome;
    await seedResidences(tx, { scale: "demo", now: options.now ?? new Date(), images, log });
    await tx.insert(appMeta).values({ key: RESIDENCES_KEY, value: RESIDENCES_VERSION });
    return "seeded" satisfies SeedOutcome;
  });
}

async function seedDemoContent(
  db: Database,
  options: { now?: Date; log?: (m: string) => void; images?: boolean },
): Promise<SeedOutcome> {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const seeded = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
  if (seeded.length > 0) return "already-seeded" satisfies SeedOutcome;

  log("Generating demo images…");
  const images = options.images === false ? [] : await generateAllDemoImages();

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const again = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
    if (again.length > 0) return "already-seeded" satisfies SeedOutcome;

    for (const image of images) {
      await tx
        .insert(media)
        .values({
          path: image.path,
          contentType: image.contentType,
          data: image.data,
          width: image.width,
          height: image.height,
          altText: image.altText,
        })
        .onConflictDoNothing();
    }
    for (const seed of ALL_SITE_SEEDS) {
      log(`Seeding ${seed.site}…`);
      const rows = pageRows(seed, now);
      await tx.insert(pages).values(rows).onConflictDoNothing();
      await tx
        .insert(navigations)
        .values(Object.entries(seed.navigation).map(([menu, items]) => ({ site: seed.site, menu, items })))
        .onConflictDoNothing();
      await tx.insert(crisisBanners).values({ site: seed.site, ...seed.crisisBanner, active: true });
      await tx
        .insert(siteContent)
        .values({
          site: seed.site,
          popularSearches: seed.popularSearches,
          cookiesFaqSectionId: seed.cookiesFaqSectionId,
        })
        .onConflictDoNothing();
      if (seed.jobs.length > 0) {
        await tx.insert(jobPostings).values(
          seed.jobs.map((job) => ({
            site: seed.site,
            title: job.title,
            location: job.location,
            department: job.department,
            summary: job.summary,
            applyBy: new Date(now.getTime() + job.applyInDays * 86_400_000).toISOString().slice(0, 10),
          })),
        );
      }
    }
    await tx.insert(appMeta).values({ key: SEED_KEY, value: SEED_VERSION });
    return "seeded" satisfies SeedOutcome;
  });
}
