import cluster from 'node:cluster';
import { buildApp, createContext } from './app';
import { runPrimary } from './cluster';
import { type AppContext } from './context';
import { openDatabase } from './db/client';
import { isEmpty, seedDemo, DEMO_ACCOUNTS } from './db/seed';
import { sweepOverdueInvoices } from './modules/orders/service';
import { recordMissingCoverSizes } from './services/cover-size-backfill';
import { scheduleHousekeeping } from './services/housekeeping';
import { type Env, loadEnv, shouldSeedDemo } from './env';
import { exitWhileStarting, installGracefulShutdown } from './shutdown';

/** Seeds the demo content into an empty database when SEED_DEMO asks for it (ARCHITECTURE section 9). */
async function seedIfAsked(env: Env, ctx: Pick<AppContext, 'database' | 'storage'>): Promise<void> {
  const { db, kind } = ctx.database;
  if (!shouldSeedDemo(env, kind) || !(await isEmpty(db))) return;
  console.log('Seeding the demo content (first start only)...');
  await seedDemo(db, { storage: ctx.storage });
  console.log('Demo content seeded. Demo accounts:');
  for (const a of DEMO_ACCOUNTS.admins) console.log(`  admin  ${a.email} / ${a.password} (${a.role})`);
  for (const m of DEMO_ACCOUNTS.members) console.log(`  member ${m.email} / ${m.password}`);
}

async function main(): Promise<void> {
  const env = loadEnv();
  const started = exitWhileStarting();
  if (cluster.isPrimary && env.API_WORKERS > 1) {
    // Migrate (or check) and seed once, before the workers open their own pools.
    const ctx = await createContext(env);
    await seedIfAsked(env, ctx);
    ctx.mailer.close();
    await ctx.database.close();
    started();
    runPrimary({ workers: env.API_WORKERS, shutdownTimeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS });
    console.log(`API primary ${process.pid}: ${env.API_WORKERS} workers on ${env.API_URL}`);
    return;
  }
  // A worker finds the database its primary migrated; it only checks.
  const database = cluster.isWorker
    ? await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, migrations: 'check' })
    : undefined;
  const ctx = await createContext(env, database ? { database } : {});
  if (cluster.isPrimary) await seedIfAsked(env, ctx);
  const app = await buildApp(ctx, { logger: true });
  // Unpaid bills past their time close and give their seats back whether or not anyone looks.
  const stopSweep = sweepOverdueInvoices(ctx, 60_000, (error) => app.log.error({ err: error }, 'closing overdue invoices failed'));
  // Old mails, spent counters and links: removed as they stop serving anyone.
  const stopHousekeeping = scheduleHousekeeping(
    ctx.database.db,
    { outboxKeepDays: env.OUTBOX_KEEP_DAYS, everyMs: 3_600_000 },
    (error) => app.log.error({ err: error }, 'housekeeping failed'),
  );
  app.addHook('onClose', async () => {
    stopSweep();
    stopHousekeeping();
  });
  started();
  installGracefulShutdown(app, ctx);
  await app.listen({ host: env.HOST, port: env.PORT });
  console.log(`API ready on ${env.API_URL} (${ctx.database.kind}, process ${process.pid})`);
  // Covers stored before their size was recorded get it from their files, in the background, in one
  // process only (the first worker of a cluster): the others would read the same files again.
  if (!cluster.isWorker || cluster.worker?.id === 1) {
    recordMissingCoverSizes(ctx)
      .then((count) => {
        if (count) app.log.info(`recorded the size of ${count} covers stored before sizes were kept`);
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'recording cover sizes failed'));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
