import { type Paged, type SearchResult, FURNITURE_CATEGORIES } from '@sbc/contract';
import { inArray, sql } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { categories, news } from '../../db/schema';
import { type Storage } from '../../services/storage';
import { DEFAULT_PER_PAGE } from './list';
import { newsItemColumns, toNewsItem } from './mapping';
import { eq } from 'drizzle-orm';

/** How many matches are ranked at most: the newest candidates, so a common word stays fast. */
const CANDIDATES = 1500;
const MAX_WORDS = 6;
/** Snippets come from the start of each post: enough for a highlight, without parsing whole bodies. */
const SNIPPET_SOURCE_CHARS = 3000;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Lower-case words of letters and digits; anything else separates words (so nothing reaches SQL raw). */
export function searchWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * Look-alikes of each word, kept a few minutes per process: the dictionary only grows when posts
 * are saved, and a late new word only delays a fuzzy match, never a correct one.
 */
const LOOKALIKE_TTL_MS = 5 * 60 * 1000;
const lookalikes = new Map<string, { terms: string[]; expires: number }>();

/** How alike an unknown word (a typo) and a dictionary word must be to search for the latter too. */
const TYPO_SIMILARITY = 0.5;

/**
 * Each word with the known words that look like it. A word the posts use is widened only to the
 * longer words that contain it (`pengurus`: `kepengurusan`, which the stemmer misses), never to
 * merely similar ones (`pengurang`, whose stem would match `mengurangi`). An unknown word, a typo,
 * takes the closest known words (`kesehtan`: `kesehatan`).
 */
async function expandWords(db: Db, words: string[]): Promise<string[][]> {
  return Promise.all(
    words.map(async (word) => {
      if (word.length < 4) return [word];
      const cached = lookalikes.get(word);
      if (cached && cached.expires > Date.now()) return cached.terms;
      const rows = rowsOf<{ term: string; score: number }>(
        await db.execute(sql`
          select term, greatest(similarity(term, ${word}), word_similarity(${word}, term)) as score
          from search_terms
          where term % ${word} or ${word} <% term
          order by score desc
          limit 12`),
      );
      const isKnown = rows.some((r) => r.term === word);
      const alike = rows
        .filter((r) => r.term !== word && (isKnown ? r.term.includes(word) : Number(r.score) >= TYPO_SIMILARITY))
        .slice(0, 4)
        .map((r) => r.term);
      const terms = [word, ...alike];
      if (lookalikes.size > 5000) lookalikes.clear();
      lookalikes.set(word, { terms, expires: Date.now() + LOOKALIKE_TTL_MS });
      return terms;
    }),
  );
}

/** `(a | a2) & (b | b2)`; the words hold only [a-z0-9], so the text is a safe tsquery. */
function tsqueryText(groups: string[][], joiner: '&' | '|'): string {
  return groups.map((g) => `(${g.join(' | ')})`).join(` ${joiner} `);
}

/**
 * One page of the ranked candidates. The total is the number of candidates, the results a reader
 * can page through: counting every match of a common word would cost more than the search itself.
 */
async function rankedIds(db: Db, query: string, exact: string, page: number, perPage: number) {
  const rows = rowsOf<{ id: number; rank: number; total: number }>(
    await db.execute(sql`
      with q as (select to_tsquery('indonesian', ${query}) as q, to_tsquery('indonesian', ${exact}) as exact),
      candidates as materialized (
        select n.id, n.published_at from news n, q
        where n.search @@ q.q and n.visibility = 'Public' and n.published_at <= now()
          and n.category_id not in (select id from categories where permalink in ${FURNITURE_CATEGORIES})
        order by n.published_at desc limit ${CANDIDATES}
      )
      select c.id, ts_rank_cd(n.search, q.q, 1) as rank, (select count(*)::int from candidates) as total
      from candidates c join news n on n.id = c.id, q
      order by (n.search @@ q.exact) desc, rank desc, c.published_at desc
      limit ${perPage} offset ${(page - 1) * perPage}`),
  );
  return { ids: rows.map((r) => ({ id: r.id, rank: Number(r.rank) })), total: Number(rows[0]?.total ?? 0) };
}

/**
 * A post's body as text to cut snippets from: inline tags go without a trace (no space before a comma),
 * a heading, paragraph or list item that ends without punctuation ends a sentence (so a heading does not
 * run into the text after it), other tags become spaces, and runs of spaces become one. Only the start of
 * the body is read (a tag cut in half at its end is dropped).
 */
const snippetSource = sql.raw(`left(trim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
  regexp_replace(left(content, ${SNIPPET_SOURCE_CHARS * 2}), '<[^>]*$', ''),
  '</?(strong|em|b|i|u|s|a|span|mark|code|sub|sup|abbr|small)(\\s[^>]*)?>', '', 'gi'),
  '([^.!?:;,\\s])\\s*</(h[1-6]|p|li|blockquote|figcaption|td|th)>', '\\1. ', 'gi'),
  '<[^>]*>', ' ', 'g'),
  '\\s+', ' ', 'g')), ${SNIPPET_SOURCE_CHARS})`);

const FRAGMENT_DELIMITER = ' … ';

/** `… fragment … fragment …`: an ellipsis wherever the snippet leaves text out, at its ends too. */
function withEllipses(snippet: string, source: string): string {
  const text = snippet.trim();
  const plain = text.replace(/<\/?mark>/g, '');
  const fragments = plain.split(FRAGMENT_DELIMITER);
  const first = fragments[0] ?? '';
  const last = fragments[fragments.length - 1] ?? '';
  const lead = source.startsWith(first) ? '' : '… ';
  const tail = source.endsWith(last) || /[.!?…]$/.test(last) ? '' : ' …';
  return `${lead}${text}${tail}`;
}

async function snippets(db: Db, ids: number[], query: string): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = rowsOf<{ id: number; source: string; snippet: string }>(
    await db.execute(sql`
      with src as (select id, ${snippetSource} as source from news where id in ${sql.raw(`(${ids.map(Number).join(',')})`)})
      select id, source, ts_headline('indonesian', source, to_tsquery('indonesian', ${query}),
        ${`StartSel=<mark>, StopSel=</mark>, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter="${FRAGMENT_DELIMITER}"`}) as snippet
      from src`),
  );
  return new Map(rows.map((r) => [r.id, withEllipses(r.snippet, r.source)]));
}

/**
 * Full-text search in Indonesian over titles and bodies (ARCHITECTURE section 4): every word must
 * match (itself or a look-alike), else any word may; ranked within a bounded set of candidates.
 */
export async function searchNews(
  db: Db,
  storage: Storage,
  input: { s: string; page?: number; perPage?: number },
): Promise<Paged<SearchResult>> {
  const page = input.page ?? 1;
  const perPage = input.perPage ?? DEFAULT_PER_PAGE;
  const words = searchWords(input.s);
  if (!words.length) return { data: [], totalRecords: 0 };
  const groups = await expandWords(db, words);
  // Posts with the words as typed (or their stems) come before those matched by look-alikes only.
  const exact = tsqueryText(words.map((w) => [w]), '|');
  let query = tsqueryText(groups, '&');
  let ranked = await rankedIds(db, query, exact, page, perPage);
  if (ranked.total === 0 && groups.length > 1) {
    query = tsqueryText(groups, '|');
    ranked = await rankedIds(db, query, exact, page, perPage);
  }
  const ids = ranked.ids.map((r) => r.id);
  if (!ids.length) return { data: [], totalRecords: ranked.total };
  const [rows, marks] = await Promise.all([
    db
      .select(newsItemColumns)
      .from(news)
      .innerJoin(categories, eq(categories.id, news.categoryId))
      .where(inArray(news.id, ids)),
    snippets(db, ids, query),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const data = ranked.ids.flatMap(({ id, rank }) => {
    const row = byId.get(id);
    return row ? [{ ...toNewsItem(row, storage), snippet: marks.get(id) ?? '', rank }] : [];
  });
  return { data, totalRecords: ranked.total };
}

/** Adds the words of the given posts (or all posts) to the look-alike dictionary. */
export async function refreshSearchTerms(db: Db, newsIds?: number[]): Promise<void> {
  const scope = newsIds?.length ? `where id in (${newsIds.map(Number).join(',')})` : '';
  const inner = `select to_tsvector('simple', title || ' ' || excerpt || ' ' || regexp_replace(content, '<[^>]*>', ' ', 'g')) from news ${scope}`;
  await db.execute(sql`
    insert into search_terms (term)
    select word from ts_stat(${inner})
    where length(word) between 4 and 40 and word ~ '^[a-z]+$'
    on conflict do nothing`);
}
