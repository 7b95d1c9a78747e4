import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databases, type TestApp } from '../../test/harness';
import { certificates, eventPresence } from '../schema';

describe.each(databases)('demo presence on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("dates the past events' certificates at their check-in, not at the time of the seed", async () => {
    const issued = await t.ctx.database.db
      .select({ issuedAt: certificates.issuedAt, checkedInAt: eventPresence.checkedInAt })
      .from(certificates)
      .innerJoin(eventPresence, eq(eventPresence.registrationId, certificates.registrationId));
    expect(issued.length).toBeGreaterThan(10);
    for (const c of issued) expect(c.issuedAt.toISOString()).toBe(c.checkedInAt.toISOString());
  });
});
