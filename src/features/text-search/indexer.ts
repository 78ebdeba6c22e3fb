import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import { areas, jobPostings, objects, pages, searchDocuments, searchWords, stages } from "~/db/schema";
import type { DisposalForm, ObjectStatus, ResidenceType } from "~/domain/residence-enums";
import { SEARCHED_OBJECT_STATUSES } from "~/domain/residence-enums";
import type { ContentBlock } from "~/features/content/schema";
import { translate } from "~/i18n/catalogs.server";
import { formatArea, formatRooms } from "~/i18n/format";
import { SITE_CODES, SITES, type SiteSettings } from "~/sites/sites";
import { DISPOSAL_FORM_WORDS, RESIDENCE_TYPE_WORDS, textSearchConfigOf } from "./keywords";
import type { DocumentCategory } from "./page-query";

/**
 * Builds the site text search index (search_documents) and the word list used to correct
 * misspelled queries (search_words) from content pages, job postings and residences. Runs
 * after the seed and whenever content or residences change in bulk; a run replaces the
 * site's index as a whole, so running it twice gives the same index.
 */

interface IndexDocument {
  sourceKey: string;
  category: DocumentCategory;
  url: string;
  title: string;
  body: string;
  /** Words visitors search with (type, tenure, status labels): indexed, never shown in excerpts. */
  keywords?: string;
  image: string | null;
  boost: number;
  publishedAt: Date;
}

const INSERT_BATCH = 400;
const OBJECT_BATCH = 2000;

/** Templates that never belong in search results. */
const UNSEARCHABLE_TEMPLATES = new Set(["notFound", "serverError"]);
const NEWS_TEMPLATES = new Set(["newsRoom", "pressRelease", "blogItem", "blogList", "residenceNews", "corporateNews"]);
/** List pages whose children are news (an article under the news room is news too). */
const NEWS_ROOT_TEMPLATES = new Set(["newsRoom", "corporateNews", "blogList"]);
const CAREER_TEMPLATES = new Set(["careerStandard", "availableJobs"]);

/** The plain text of a content block, in reading order. */
export function blockText(block: ContentBlock): string[] {
  switch (block.type) {
    case "hero":
      return [block.heading, block.text ?? "", block.link?.text ?? ""];
    case "text":
      return [block.heading ?? "", ...block.paragraphs];
    case "teasers":
      return [block.heading ?? "", ...block.items.flatMap((item) => [item.title, item.text])];
    case "image":
      return [block.caption ?? ""];
    case "faq":
      return [block.heading, ...block.items.flatMap((item) => [item.question, item.answer])];
    case "facts":
      return [block.heading ?? "", ...block.items.flatMap((item) => [item.value, item.label])];
    case "quote":
      return [block.text, block.author, block.role ?? ""];
    case "contact":
      return [block.heading, block.text ?? "", block.openingHours ?? ""];
    case "pageList":
    case "jobList":
      return [block.heading ?? ""];
    case "video":
      // The script is what the video says: a search finds the page by it.
      return [block.title, block.description ?? "", block.scriptText ?? ""];
    case "cookieSettings":
      return [block.heading ?? ""];
  }
}

function joinText(parts: (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join("\n");
}

type PageRow = typeof pages.$inferSelect;

/** News, career or content, from the page's template and where it sits. */
export function categoryOfPage(site: SiteSettings, page: PageRow, newsRoots: string[]): DocumentCategory {
  if (CAREER_TEMPLATES.has(page.template)) return "career";
  if (site.urls.careers && page.path.startsWith(site.urls.careers)) return "career";
  if (NEWS_TEMPLATES.has(page.template)) return "news";
  if (page.template === "article" && newsRoots.some((root) => page.path.startsWith(root))) return "news";
  return "content";
}

async function pageDocuments(db: Database, site: SiteSettings): Promise<IndexDocument[]> {
  const rows = await db.select().from(pages).where(eq(pages.site, site.site));
  const newsRoots = rows.filter((row) => NEWS_ROOT_TEMPLATES.has(row.template)).map((row) => row.path);
  return rows
    .filter((row) => !row.noIndex && !row.requiresLogin && !UNSEARCHABLE_TEMPLATES.has(row.template))
    .map((row) => ({
      sourceKey: `page:${row.id}`,
      category: categoryOfPage(site, row, newsRoots),
      url: row.path,
      title: row.title,
      body: joinText([row.summary, row.seoDescription, ...row.blocks.flatMap(blockText)]),
      image: row.image,
      boost: row.path === site.urls.start ? 2 : 1,
      publishedAt: row.publishedAt,
    }));
}

async function jobDocuments(db: Database, site: SiteSettings): Promise<IndexDocument[]> {
  const url = site.urls.careerJobs ?? site.urls.careers;
  if (!url) return [];
  const rows = await db.select().from(jobPostings).where(eq(jobPostings.site, site.site));
  return rows.map((job) => ({
    sourceKey: `job:${job.id}`,
    category: "career" as const,
    url,
    title: job.title,
    body: joinText([job.summary, job.location, job.department]),
    image: null,
    boost: 1,
    publishedAt: job.publishedAt,
  }));
}

/** The words of a residence type and disposal form in the site's language (label plus what visitors type). */
function residenceWords(site: SiteSettings, residenceType: string, disposalForm: string): string {
  const language = site.language;
  const type = residenceType as ResidenceType;
  const disposal = disposalForm as DisposalForm;
  return joinText([
    translate(language, `enums.residenceType.${type}`),
    RESIDENCE_TYPE_WORDS[language][type],
    disposal === "all" ? "" : translate(language, `enums.disposalForm.${disposal}`),
    DISPOSAL_FORM_WORDS[language][disposal],
  ]);
}

function label(site: SiteSettings, key: string): string {
  const text = translate(site.language, key);
  // A missing label comes back as its key; never index keys.
  return text === key ? "" : text;
}

type AreaRow = typeof areas.$inferSelect;
type StageRow = typeof stages.$inferSelect;
type ObjectRow = typeof objects.$inferSelect;

function areaDocument(site: SiteSettings, area: AreaRow, areaStages: StageRow[]): IndexDocument {
  const kinds = new Set(areaStages.map((stage) => `${stage.residenceType}|${stage.disposalForm}`));
  return {
    sourceKey: `area:${area.id}`,
    category: "residencial",
    url: area.url,
    title: `${area.name}, ${area.municipality}`,
    body: joinText([area.shortDescription, `${area.municipality}, ${area.county}`, area.description]),
    keywords: joinText([
      label(site, `enums.projectStatus.${area.projectStatus}`),
      area.concept ? label(site, `enums.concept.${area.concept}`) : "",
      ...[...kinds].map((kind) => {
        const [type = "", disposal = ""] = kind.split("|");
        return residenceWords(site, type, disposal);
      }),
    ]),
    image: area.images[0]?.src ?? null,
    boost: 3,
    publishedAt: area.createdAt,
  };
}

function stageTitle(area: AreaRow, stage: StageRow): string {
  return stage.name.toLowerCase().includes(area.name.toLowerCase()) ? stage.name : `${area.name}, ${stage.name}`;
}

function stageDocument(site: SiteSettings, area: AreaRow, stage: StageRow): IndexDocument {
  return {
    sourceKey: `stage:${stage.id}`,
    category: "residencial",
    url: stage.url,
    title: stageTitle(area, stage),
    body: joinText([stage.shortDescription, `${area.name}, ${area.municipality}, ${area.county}`, stage.description]),
    keywords: joinText([
      residenceWords(site, stage.residenceType, stage.disposalForm),
      label(site, `enums.projectStatus.${stage.projectStatus}`),
      stage.concept ? label(site, `enums.concept.${stage.concept}`) : "",
    ]),
    image: stage.images[0]?.src ?? area.images[0]?.src ?? null,
    boost: 2,
    publishedAt: area.createdAt,
  };
}

function objectDocument(site: SiteSettings, area: AreaRow, stage: StageRow, home: ObjectRow): IndexDocument {
  const language = site.language;
  const typeLabel = label(site, `enums.residenceType.${home.residenceType}`);
  return {
    sourceKey: `object:${home.id}`,
    category: "residencial",
    url: home.url,
    title: `${typeLabel} ${home.number}, ${area.name}`,
    body: joinText([
      `${formatRooms(home.rooms, language)}, ${formatArea(home.livingArea, language)}`,
      `${stageTitle(area, stage)}, ${area.municipality}, ${area.county}`,
      home.description,
    ]),
    keywords: joinText([
      residenceWords(site, home.residenceType, home.disposalForm),
      label(site, `enums.objectStatus.${home.status}`),
      ...home.outdoorAreas.map((outdoor) => label(site, `enums.outdoorArea.${outdoor}`)),
    ]),
    image: home.images[0]?.src ?? stage.images[0]?.src ?? area.images[0]?.src ?? null,
    // Homes that can be bought rank above sold ones among equally good matches.
    boost: SEARCHED_OBJECT_STATUSES.includes(home.status as ObjectStatus) ? 1 : 0,
    publishedAt: area.createdAt,
  };
}

/** Areas, stages and homes of the site, homes read in batches (the benchmark data set has 100,000). */
async function* residenceDocuments(db: Database, site: SiteSettings): AsyncGenerator<IndexDocument[]> {
  const areaRows = await db.select().from(areas).where(eq(areas.site, site.site));
  if (areaRows.length === 0) return;
  const stageRows = await db.select().from(stages).where(eq(stages.site, site.site));
  const areaById = new Map(areaRows.map((area) => [area.id, area]));
  const stageById = new Map(stageRows.map((stage) => [stage.id, stage]));
  yield areaRows.map((area) =>
    areaDocument(
      site,
      area,
      stageRows.filter((stage) => stage.areaId === area.id),
    ),
  );
  yield stageRows.flatMap((stage) => {
    const area = areaById.get(stage.areaId);
    return area ? [stageDocument(site, area, stage)] : [];
  });
  let lastId = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(objects)
      .where(and(eq(objects.site, site.site), gt(objects.id, lastId)))
      .orderBy(asc(objects.id))
      .limit(OBJECT_BATCH);
    if (batch.length === 0) return;
    lastId = batch[batch.length - 1]!.id;
    yield batch.flatMap((home) => {
      const stage = stageById.get(home.stageId);
      const area = stage && areaById.get(stage.areaId);
      return stage && area ? [objectDocument(site, area, stage, home)] : [];
    });
  }
}

/** Distinct lower-case words of at least 3 letters: the vocabulary misspelled queries are corrected against. */
export function wordsOf(text: string, into: Set<string>): void {
  for (const match of text.toLowerCase().matchAll(/\p{L}{3,}/gu)) {
    if (match[0].length <= 40) into.add(match[0]);
  }
}

async function insertDocuments(db: Database, site: SiteSettings, documents: IndexDocument[]) {
  const config = textSearchConfigOf(site);
  for (let i = 0; i < documents.length; i += INSERT_BATCH) {
    const rows = documents.slice(i, i + INSERT_BATCH).map((doc) => ({
      site: site.site,
      category: doc.category,
      sourceKey: doc.sourceKey,
      url: doc.url,
      title: doc.title,
      body: doc.body,
      image: doc.image,
      config,
      // Titles weigh more than bodies (A above B) in the ranking.
      // Keywords (C) match but rank below the body (B) and are left out of the stored body,
      // so excerpts show the description, not a list of synonyms.
      tsv: sql`setweight(to_tsvector(${config}::regconfig, ${doc.title}), 'A') || setweight(to_tsvector(${config}::regconfig, ${doc.body}), 'B') || setweight(to_tsvector(${config}::regconfig, ${doc.keywords ?? ""}), 'C')`,
      boost: doc.boost,
      publishedAt: doc.publishedAt,
    }));
    await db
      .insert(searchDocuments)
      .values(rows)
      .onConflictDoUpdate({
        target: [searchDocuments.site, searchDocuments.sourceKey],
        set: {
          category: sql`excluded.category`,
          url: sql`excluded.url`,
          title: sql`excluded.title`,
          body: sql`excluded.body`,
          image: sql`excluded.image`,
          config: sql`excluded.config`,
          tsv: sql`excluded.tsv`,
          boost: sql`excluded.boost`,
          publishedAt: sql`excluded.published_at`,
        },
      });
  }
}

/** Rebuilds one site's index and word list; returns how many documents it indexed. */
export async function reindexSite(db: Database, site: SiteSettings): Promise<number> {
  return db.transaction(async (tx) => {
    const database = tx as unknown as Database;
    // Replace the site's index as a whole: removed pages and homes disappear with it.
    await database.delete(searchDocuments).where(eq(searchDocuments.site, site.site));
    await database.delete(searchWords).where(eq(searchWords.site, site.site));
    const words = new Set<string>();
    let count = 0;
    const add = async (documents: IndexDocument[]) => {
      for (const doc of documents) wordsOf(`${doc.title} ${doc.body} ${doc.keywords ?? ""}`, words);
      await insertDocuments(database, site, documents);
      count += documents.length;
    };
    await add(await pageDocuments(database, site));
    await add(await jobDocuments(database, site));
    for await (const batch of residenceDocuments(database, site)) await add(batch);
    // One array parameter for the whole vocabulary: a site with 100,000 homes has too many words for VALUES lists.
    await database.execute(
      sql`insert into search_words (site, word) select ${site.site}, unnest(${sql.param([...words])}::text[])
          on conflict do nothing`,
    );
    return count;
  });
}

/** Rebuilds the index of every site. */
export async function reindexAll(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const code of SITE_CODES) counts[code] = await reindexSite(db, SITES[code]);
  return counts;
}
