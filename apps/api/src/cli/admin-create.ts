// `pnpm admin:create <email> <name>`: creates the first super admin (or promotes an existing admin).
// The password comes from ADMIN_PASSWORD or is asked on the terminal without being shown.
import { openDatabase } from '../db/client';
import { loadToolEnv } from '../env';
import { createSuperAdmin, weakPasswordReason } from '../services/super-admin';

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) throw new Error('Setel ADMIN_PASSWORD atau jalankan di terminal untuk mengetik kata sandi');
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          done();
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          done();
          reject(new Error('Dibatalkan'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    const done = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
    };
    stdin.on('data', onData);
  });
}

async function readPassword(email: string, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  for (;;) {
    const password = await askHidden('Kata sandi: ');
    const weak = weakPasswordReason(password, email);
    if (weak) {
      console.error(weak);
      continue;
    }
    if ((await askHidden('Ulangi kata sandi: ')) === password) return password;
    console.error('Kedua kata sandi tidak sama');
  }
}

async function main(): Promise<void> {
  const [email, ...nameParts] = process.argv.slice(2).filter((a) => a !== '--');
  const name = nameParts.join(' ');
  if (!email || !name) throw new Error('Pemakaian: pnpm admin:create <surel> <nama lengkap>');
  const env = loadToolEnv();
  const password = await readPassword(email, env.ADMIN_PASSWORD);
  // The schema must be current: this command writes to it but never migrates.
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, migrations: 'check' });
  try {
    const outcome = await createSuperAdmin(database.db, { email, name, password });
    console.log(outcome === 'created' ? `Super admin ${email} dibuat.` : `Admin ${email} kini super admin; kata sandinya diganti.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
