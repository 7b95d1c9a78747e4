import { sql } from 'drizzle-orm';
import { type Db } from '../db/client';
import * as v from './vocabulary';

/** Categories that hold reading content (not the site furniture or the catalogue). */
const READING_CATEGORIES = [
  'kesehatan',
  'keluarga',
  'pendidikan',
  'ekonomi-syariah',
  'kegiatan',
  'kajian',
  'pengumuman',
];
const SECTIONS = ['dakwah-renungan', 'motivasi', 'sejarah-wawasan'] as const;
const BATCH = 1000;
/** One article in this many holds the common term (20 %), one in this many the rare one (0.5 %). */
export const COMMON_EVERY = 5;
export const RARE_EVERY = 200;

/** A small deterministic random source, so every run writes the same articles. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function writer(seed: number) {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const sentence = () => {
    const parts = [pick(v.SUBJECTS), pick(v.VERBS), pick(v.OBJECTS), 'yang', pick(v.ADJECTIVES)];
    if (rnd() < 0.6) parts.push(pick(v.PLACES));
    if (rnd() < 0.4) parts.push(pick(v.TIMES));
    if (rnd() < 0.5) parts.push(pick(v.OUTCOMES));
    const text = `${capitalise(parts.join(' '))}.`;
    return rnd() < 0.25
      ? `${pick(v.CONNECTORS)} ${text.charAt(0).toLowerCase()}${text.slice(1)}`
      : text;
  };
  return { rnd, pick, sentence };
}

export interface BenchArticle {
  permalink: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  section: string | null;
  author: string;
  published_at: string;
  views: number;
  editor_choice: boolean;
}

/**
 * Article `i` of the bench set: a title, an excerpt and two to four short paragraphs of Indonesian
 * (short, so that 100 000 of them are written in under a minute: the full-text vector is most of the cost).
 */
export function benchArticle(i: number, now = Date.now()): BenchArticle {
  const w = writer(i * 7919 + 17);
  const title = `${w.pick(v.TITLE_OPENERS)} ${w.pick(v.OBJECTS)} ${w.pick(v.ADJECTIVES)} ${w.pick(v.PLACES)}`;
  const paragraphs: string[][] = [];
  const count = 2 + Math.floor(w.rnd() * 3);
  for (let p = 0; p < count; p++) paragraphs.push(w.rnd() < 0.5 ? [w.sentence(), w.sentence()] : [w.sentence(), w.sentence(), w.sentence()]);
  if (i % COMMON_EVERY === 0) paragraphs[1]?.push(w.pick(v.COMMON_SENTENCES));
  if (i % RARE_EVERY === 0) paragraphs[count - 1]?.push(w.pick(v.RARE_SENTENCES));
  const excerpt = paragraphs[0]?.[0] ?? title;
  // Spread over the last three years; the newest first come from all over the set.
  const publishedAt = new Date(now - Math.floor(w.rnd() * 3 * 365 * 24 * 3600) * 1000 - 3600_000);
  return {
    permalink: `uji-${i}-${title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60)}`,
    title: capitalise(title),
    excerpt,
    content: paragraphs.map((p) => `<p>${p.join(' ')}</p>`).join('\n'),
    category: w.pick(READING_CATEGORIES),
    section: w.rnd() < 0.3 ? w.pick(SECTIONS) : null,
    author: w.pick([
      'Tim Redaksi SBC',
      'Ahmad Fauzi',
      'Siti Rahmawati',
      'Budi Santoso',
      'Nur Aisyah',
      'Rizky Pratama',
    ]),
    published_at: publishedAt.toISOString(),
    views: Math.floor(w.rnd() * 5000),
    editor_choice: w.rnd() < 0.02,
  };
}

/**
 * Writes `count` bench articles (multi-row inserts from one JSON parameter per batch, the same SQL on
 * PGlite and PostgreSQL), two or three tags each, and their words into the look-alike dictionary.
 */
export async function insertBenchArticles(
  db: Db,
  count: number,
  log: (msg: string) => void = () => {},
): Promise<void> {
  const now = Date.now();
  const insertBatch = async (start: number) => {
    const rows = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++)
      rows.push(benchArticle(i + 1, now));
    await db.execute(sql`
      insert into news (permalink, title, excerpt, content, content_type, visibility, category_id, section, author_name,
        editor_choice, views, published_at, created_at, updated_at)
      select r.permalink, r.title, r.excerpt, r.content, 'article', 'Public', c.id, r.section, r.author,
        r.editor_choice, r.views, r.published_at, r.published_at, r.published_at
      from json_to_recordset(${JSON.stringify(rows)}::json) as r(permalink text, title text, excerpt text, content text,
        category text, section text, author text, editor_choice boolean, views int, published_at timestamptz)
      join categories c on c.permalink = r.category
      on conflict (permalink) do nothing`);
  };
  // Two writers: PostgreSQL computes the full-text vectors on two cores; PGlite takes them in turn.
  let next = 0;
  let written = 0;
  const writer = async () => {
    while (next < count) {
      const start = next;
      next += BATCH;
      await insertBatch(start);
      written += Math.min(BATCH, count - start);
      if ((written / BATCH) % 10 === 0) log(`  ${written} articles`);
    }
  };
  await Promise.all([writer(), writer()]);
  // Tags: each article gets the tags whose position matches its id, two or three of them.
  await db.execute(sql`
    with t as (select id, row_number() over (order by id) - 1 as k, count(*) over () as n from tags)
    insert into news_tags (news_id, tag_id)
    select n.id, t.id from news n join t on t.k in (n.id % t.n, (n.id * 7 + 3) % t.n, case when n.id % 2 = 0 then (n.id * 13 + 5) % t.n end)
    where n.permalink like 'uji-%'
    on conflict do nothing`);
  const words = new Set<string>();
  const lists = [
    v.SUBJECTS,
    v.VERBS,
    v.OBJECTS,
    v.ADJECTIVES,
    v.PLACES,
    v.TIMES,
    v.CONNECTORS,
    v.OUTCOMES,
    v.TITLE_OPENERS,
    v.COMMON_SENTENCES,
    v.RARE_SENTENCES,
  ];
  for (const list of lists) {
    for (const phrase of list) {
      for (const word of phrase.toLowerCase().split(/[^a-z]+/))
        if (word.length >= 4 && word.length <= 40) words.add(word);
    }
  }
  await db.execute(sql`
    insert into search_terms (term) select unnest(${`{${[...words].join(',')}}`}::text[]) on conflict do nothing`);
}
