import { type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import type { SearchCategory } from "~/domain/residence-enums";
import { FieldValidationError } from "~/server/plugins/errors";
import type { SiteSettings } from "~/sites/sites";
import { textSearchConfigOf } from "./keywords";
import {
  CORPORATE_CATEGORIES,
  DOCUMENT_CATEGORIES,
  type DocumentCategory,
  EMPTY_COUNTS,
  isTextTooShort,
  MIN_TEXT_LENGTH,
} from "./page-query";
import { allOf, anyOf, asSentences, excerptParts, FOLD_FROM, FOLD_TO, fold, lexeme, tokenize } from "./query";
import type { CategoryCounts, TextSearchHit, TextSearchQuery, TextSearchResponse } from "./schema";

/**
 * The site text search (spec 000 section 7 "textsearch"): PostgreSQL full-text search in the
 * site language's configuration over the index built by ./indexer.ts, with typo tolerance from
 * pg_trgm: query words that match nothing are replaced by the most similar words of the
 * site's documents ("lägenhter" → "lägenheter"), and titles similar to the text match too.
 */

export interface TextSearchServiceDeps {
  db: Database;
  clock?: () => Date;
}

/** Which documents a search covers: the whole site, or the company's own pages (corporate search). */
export type TextSearchScope = "site" | "corporate";

/** Similarity (0–1) a word of the site needs to replace a misspelled query word. */
const MIN_CORRECTION_SIMILARITY = 0.4;
/** Replacements per misspelled word. */
const CORRECTIONS_PER_WORD = 2;
/** Words of the site a last, unfinished query word may stand for ("lägenh" → "lägenheter"). */
const PREFIX_EXPANSIONS = 8;
/** Titles match a misspelled text from this length on (shorter texts are too ambiguous). */
const MIN_TITLE_MATCH_LENGTH = 4;
/** Private-use characters mark the matched words in ts_headline's output; they never reach the browser. */
const MARK_START = "\uE000";
const MARK_STOP = "\uE001";

interface QueryPlan {
  /** to_tsquery expression, empty when every word was a stop word. */
  tsquery: string;
  correctedText: string | null;
  /** Some word matched nothing: titles similar to the text count as hits too. */
  matchTitles: boolean;
}

interface HitRow {
  source_key: string;
  category: DocumentCategory;
  title: string;
  url: string;
  image: string | null;
  published_at: Date | string;
  headline: string | null;
}

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

export function createTextSearchService({ db, clock = () => new Date() }: TextSearchServiceDeps) {
  /** Works out which words match, corrects the ones that do not, and builds the query. */
  async function plan(site: SiteSettings, text: string): Promise<QueryPlan> {
    const config = textSearchConfigOf(site);
    const terms = tokenize(text);
    if (terms.length === 0) return { tsquery: "", correctedText: null, matchTitles: false };
    const lastIndex = terms.length - 1;
    const folded = (value: SQL) => sql`translate(${value}, ${FOLD_FROM}, ${FOLD_TO})`;

    // What the site's vocabulary says about each word: is it a word of the site; the site's words
    // with the same letters but å, ä, ö (typed without them); and, for the last word, which may be
    // unfinished, the site's words it begins. Prefixes are matched on words, not on stems: the
    // stem of an unfinished word would match far too much.
    const vocabulary = await rowsOf<{
      i: number;
      known: boolean;
      accented: string[] | null;
      completions: string[] | null;
    }>(
      db,
      sql`select t.i::int as i,
            k.known,
            case when not k.known then (select array_agg(x.word) from (
               select w.word from search_words w
               where w.site = ${site.site} and ${folded(sql`w.word`)} = ${folded(sql`t.term`)} and w.word <> t.term
               order by w.word limit ${CORRECTIONS_PER_WORD}) x) end as accented,
            case when t.i = ${terms.length} and length(t.term) >= 3 then (select array_agg(x.word) from (
               select w.word from search_words w
               where w.site = ${site.site} and ${folded(sql`w.word`)} like ${folded(sql`t.term`)} || '%' and w.word <> t.term
               order by length(w.word), w.word limit ${PREFIX_EXPANSIONS}) x) end as completions
          from unnest(array[${list(terms)}]::text[]) with ordinality as t(term, i)
          cross join lateral (select exists (
            select 1 from search_words w where w.site = ${site.site} and w.word = t.term) as known) k`,
    );
    const corrected = [...terms];
    let anyCorrected = false;
    const alternatives = terms.map((term, index) => {
      const words = vocabulary.find((row) => row.i === index + 1);
      if (words && !words.known && words.accented?.length) {
        corrected[index] = words.accented[0]!;
        anyCorrected = true;
        return anyOf(words.accented.map((word) => lexeme(word)));
      }
      const completions = index === lastIndex ? (words?.completions ?? []) : [];
      return anyOf([lexeme(term), ...completions.map((word) => lexeme(word))]);
    });

    // One round trip tells, per word, whether it is a stop word (no lexemes) and whether it matches anything.
    const checks = await rowsOf<{ i: number; nodes: number; found: boolean }>(
      db,
      sql`select t.i::int as i, numnode(to_tsquery(${config}::regconfig, t.expr)) as nodes,
            exists (select 1 from search_documents d
                    where d.site = ${site.site} and d.tsv @@ to_tsquery(${config}::regconfig, t.expr)) as found
          from unnest(array[${list(alternatives)}]::text[]) with ordinality as t(expr, i)`,
    );
    const parts: string[] = [];
    let matchTitles = false;
    for (const check of checks.sort((a, b) => a.i - b.i)) {
      const index = check.i - 1;
      const term = terms[index]!;
      if (check.nodes === 0) continue;
      if (check.found) {
        parts.push(alternatives[index]!);
        continue;
      }
      matchTitles = true;
      const replacements = /\p{L}/u.test(term) && term.length >= 3 ? await correctionsOf(site, term) : [];
      if (replacements.length === 0) {
        // Nothing like it on the site: keep it, so the search honestly finds nothing for it.
        parts.push(alternatives[index]!);
        continue;
      }
      parts.push(anyOf(replacements.map((word) => lexeme(word))));
      corrected[index] = replacements[0]!;
      anyCorrected = true;
    }
    return {
      tsquery: allOf(parts),
      correctedText: anyCorrected ? corrected.join(" ") : null,
      matchTitles,
    };
  }

  /** The site's words most like a misspelled one, by trigram similarity (also with å, ä, ö folded, for "lagenhter"). */
  async function correctionsOf(site: SiteSettings, term: string): Promise<string[]> {
    const foldedWord = sql`translate(word, ${FOLD_FROM}, ${FOLD_TO})`;
    const rows = await rowsOf<{ word: string }>(
      db,
      sql`select word from (
            select word, greatest(similarity(word, ${term}), similarity(${foldedWord}, ${fold(term)})) as score
            from search_words
            where site = ${site.site} and (word % ${term} or ${foldedWord} % ${fold(term)})
          ) candidates
          where score >= ${MIN_CORRECTION_SIMILARITY} and word <> ${term}
          order by score desc, abs(length(word) - ${term.length}), word
          limit ${CORRECTIONS_PER_WORD}`,
    );
    return rows.map((row) => row.word);
  }

  function categoriesOf(requested: SearchCategory[], scope: TextSearchScope): DocumentCategory[] {
    const inScope: readonly DocumentCategory[] = scope === "corporate" ? CORPORATE_CATEGORIES : DOCUMENT_CATEGORIES;
    if (requested.length === 0 || requested.includes("all")) return [...inScope];
    return inScope.filter((category) => requested.includes(category));
  }

  async function search(
    site: SiteSettings,
    query: TextSearchQuery,
    scope: TextSearchScope = "site",
  ): Promise<TextSearchResponse> {
    const text = query.text.trim();
    if (isTextTooShort(text)) {
      throw new FieldValidationError([
        { field: "text", messageKey: "textSearch.errors.tooShort", values: { min: MIN_TEXT_LENGTH } },
      ]);
    }
    const empty: TextSearchResponse = {
      text,
      hits: [],
      total: 0,
      counts: { ...EMPTY_COUNTS },
      correctedText: null,
      skip: query.skip,
      take: query.take,
    };
    // Each site's index is in the site's language.
    if (query.languages && !query.languages.includes(site.language)) return empty;

    const { tsquery, correctedText, matchTitles } = await plan(site, text);
    const titleMatch = matchTitles && text.length >= MIN_TITLE_MATCH_LENGTH;
    if (!tsquery && !titleMatch) return { ...empty, correctedText };

    const config = textSearchConfigOf(site);
    const today = clock().toISOString().slice(0, 10);
    const queryExpr = tsquery ? sql`to_tsquery(${config}::regconfig, ${tsquery})` : sql`null::tsquery`;
    const textMatch = tsquery ? sql`d.tsv @@ q.query` : sql`false`;
    const titleCondition = titleMatch ? sql`${text} <% d.title` : sql`false`;
    const scopeCondition =
      scope === "corporate"
        ? sql`and (d.source_key like 'job:%' or exists (
              select 1 from pages p where p.site = d.site and p.is_corporate and 'page:' || p.id::text = d.source_key))`
        : sql``;
    // Job postings whose application deadline passed after the last indexing are not shown.
    const filters = sql`d.site = ${site.site}
          and (${textMatch} or ${titleCondition})
          ${scopeCondition}
          and (d.source_key not like 'job:%' or not exists (
                select 1 from job_postings j where 'job:' || j.id::text = d.source_key and j.apply_by < ${today}))`;
    // Rank: text relevance scaled to 0–1 (title words weigh more; a title that only looks like the
    // misspelled text counts less), then the editors' boost, which puts areas before their stages
    // and stages before their homes among equal matches.
    const matched = sql`
      q as (select ${queryExpr} as query),
      matched as (
        select d.id, d.source_key, d.category, d.published_at,
          (case when ${textMatch} then ts_rank_cd(d.tsv, q.query, 32)
                else word_similarity(${text}, d.title) * 0.3 end
           + d.boost * 0.1) as rank
        from search_documents d cross join q
        where ${filters}
      )`;

    const categories = categoriesOf(query.categories, scope);
    const orderOf = (table: "" | "pg.") =>
      sql.raw(
        query.sortType === "date"
          ? `${table}published_at desc, ${table}rank desc, ${table}source_key`
          : `${table}rank desc, ${table}published_at desc, ${table}source_key`,
      );
    const order = orderOf("");
    const cropWords = Math.max(query.crop, 3);
    const headlineOptions = `StartSel=${MARK_START},StopSel=${MARK_STOP},MaxWords=${cropWords},MinWords=${Math.max(1, Math.floor(cropWords / 2))},ShortWord=2`;
    const headline =
      query.crop > 0 && tsquery
        ? sql`ts_headline(${config}::regconfig, d.body, q.query, ${headlineOptions})`
        : query.crop > 0
          ? sql`left(d.body, ${query.crop * 8})`
          : sql`null`;
    const pageOf = query.perCategory
      ? sql`select * from (
                select m.*, row_number() over (partition by m.category order by ${order}) as n
                from matched m where m.category in (${list(categories)})
              ) ranked where n > ${query.skip} and n <= ${query.skip + query.take}`
      : sql`select * from matched where category in (${list(categories)})
              order by ${order} limit ${query.take} offset ${query.skip}`;

    // The page of hits (excerpts only for those), and the counts of every category.
    const [hitRows, countRows] = await Promise.all([
      categories.length === 0
        ? Promise.resolve([] as HitRow[])
        : rowsOf<HitRow>(
            db,
            sql`with ${matched}, pg as (${pageOf})
                select pg.source_key, pg.category, d.title, d.url, d.image, pg.published_at, ${headline} as headline
                from pg join search_documents d on d.id = pg.id cross join q
                order by ${query.perCategory ? sql`pg.category, ` : sql``}${orderOf("pg.")}`,
          ),
      rowsOf<{ category: DocumentCategory; n: number }>(
        db,
        sql`with q as (select ${queryExpr} as query)
            select d.category, count(*)::int as n from search_documents d cross join q
            where ${filters} group by d.category`,
      ),
    ]);

    const counts: CategoryCounts = { ...EMPTY_COUNTS };
    const inScope: readonly DocumentCategory[] = scope === "corporate" ? CORPORATE_CATEGORIES : DOCUMENT_CATEGORIES;
    for (const row of countRows) {
      if (!inScope.includes(row.category)) continue;
      counts[row.category] = Number(row.n);
      counts.all += Number(row.n);
    }
    const hits: TextSearchHit[] = hitRows.map((row) => ({
      id: row.source_key,
      title: row.title,
      url: row.url,
      category: row.category,
      excerpt: row.headline
        ? excerptParts(asSentences(row.headline, MARK_START, MARK_STOP), MARK_START, MARK_STOP)
        : [],
      image: row.image,
      publishedAt: new Date(row.published_at).toISOString(),
    }));
    return {
      ...empty,
      hits,
      total: categories.reduce((sum, category) => sum + counts[category], 0),
      counts,
      correctedText,
    };
  }

  return { search };
}

export type TextSearchService = ReturnType<typeof createTextSearchService>;
