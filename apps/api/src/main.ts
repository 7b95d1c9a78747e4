import { buildApp, createContext } from './app';
import { isEmpty, seedDemo, DEMO_ACCOUNTS } from './db/seed';
import { loadEnv } from './env';

async function main(): Promise<void> {
  const env = loadEnv();
  const ctx = await createContext(env);
  const { db, kind } = ctx.database;
  if (kind === 'pglite' && env.SEED_DEMO === 'auto' && (await isEmpty(db))) {
    console.log('Seeding the demo content (first start only)...');
    await seedDemo(db, { storage: ctx.storage });
    console.log('Demo content seeded. Demo accounts:');
    for (const a of DEMO_ACCOUNTS.admins) console.log(`  admin  ${a.email} / ${a.password} (${a.role})`);
    for (const m of DEMO_ACCOUNTS.members) console.log(`  member ${m.email} / ${m.password}`);
  }
  const app = await buildApp(ctx, { logger: true });
  await app.listen({ host: env.HOST, port: env.PORT });
  console.log(`API ready on ${env.API_URL} (${kind})`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    ctx.mailer.close();
    await ctx.database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
