// Bench datasets (issue 11): `node dist/bench-seed.js [--articles N]` fills the database the API would
// open (DATA_DIR or DATABASE_URL) with the demo content, two large events (5 000 participants, and
// 10 000 attendance rows) and N generated Indonesian articles. Run with the API stopped when the
// database is PGlite.
import { sql } from 'drizzle-orm';
import { insertBenchArticles } from './bench/articles';
import { openDatabase } from './db/client';
import { isEmpty, seedDemo } from './db/seed';
import { loadEnv } from './env';

/** One event of 5 000 participants for the presence list, one of 10 000 attendance rows for the export. */
const EVENTS = [
  { slug: 'bench-akbar-5000', title: 'Kajian Akbar Uji Beban I', participants: 5000 },
  { slug: 'bench-akbar-10000', title: 'Kajian Akbar Uji Beban II', participants: 10000 },
];

async function main(): Promise<void> {
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const { db } = database;
  if (await isEmpty(db)) await seedDemo(db);
  const started = Date.now();
  const flag = process.argv.indexOf('--articles');
  const articles = flag > 0 ? Number(process.argv[flag + 1]) : 0;
  if (!Number.isInteger(articles) || articles < 0) throw new Error('--articles needs a whole number');
  if (articles > 0) {
    await insertBenchArticles(db, articles, console.log);
    console.log(`${articles} articles written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  for (const { slug, title, participants } of EVENTS) {
    await db.execute(sql`
      insert into events (slug, title, summary, starts_at, ends_at, place, city, seats, participant_count)
      values (${slug}, ${title}, 'Data uji beban', now() - interval '2 hours', now() + interval '2 hours', 'Istora Senayan', 'Jakarta', null, ${participants})
      on conflict (slug) do nothing`);
    await db.execute(sql`
      insert into event_registrations (event_id, name, email, phone, code)
      select e.id, 'Peserta ' || g, 'peserta' || g || '.' || e.id || '@contoh.id', '0812' || lpad(g::text, 8, '0'), upper(substr(md5(e.slug || g), 1, 12))
      from events e, generate_series(1, ${participants}) g
      where e.slug = ${slug}
      on conflict do nothing`);
    await db.execute(sql`
      insert into event_presence (registration_id, checked_in_at)
      select r.id, now() - interval '1 hour' from event_registrations r join events e on e.id = r.event_id
      where e.slug = ${slug}
      on conflict do nothing`);
  }
  // Like autovacuum would on a server that has run a while: the full-text index's pending list merged,
  // visibility maps set (PGlite runs no autovacuum), statistics fresh.
  await db.execute(sql`vacuum analyze`);
  console.log(`bench dataset ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
