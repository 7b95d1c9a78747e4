import { startMailServer } from './tests/mail-server';

/** A real SMTP server for the whole run; the product is started with SMTP_URL pointing at it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startMailServer();
}
