import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';
import { createWebhooksRepository, type WebhooksRepository } from './webhooks.repository.js';

/**
 * Issue 48: the per-account cap on deliveries in flight is settled by the database. pg-boss's
 * group cap is a count read when a worker fetches, which two workers fetching at once both pass
 * (CI saw three of one account's deliveries open with a cap of two); a slot claimed under a
 * unique key is not.
 */
describe.each(testEngines())('webhook delivery slots on %s', (engine) => {
  let t: TestApp;
  let repo: WebhooksRepository;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    repo = createWebhooksRepository(t.database.db);
    userId = (await verifiedUser(t, t.client())).user.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives two slots, then none, and a slot again once it is given back', async () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    expect(await repo.claimSlot(userId, a, 2, 60)).toBe(0);
    expect(await repo.claimSlot(userId, b, 2, 60)).toBe(1);
    expect(await repo.claimSlot(userId, c, 2, 60)).toBeNull();
    // Only its holder gives a slot back.
    await repo.releaseSlot(userId, 0, c);
    expect(await repo.claimSlot(userId, c, 2, 60)).toBeNull();
    await repo.releaseSlot(userId, 0, a);
    expect(await repo.claimSlot(userId, c, 2, 60)).toBe(0);
    await repo.releaseSlot(userId, 0, c);
    await repo.releaseSlot(userId, 1, b);
  });

  it('takes back a slot whose lease ran out (an instance died holding it)', async () => {
    const [dead, next] = [randomUUID(), randomUUID()];
    expect(await repo.claimSlot(userId, dead, 1, 0)).toBe(0);
    // The lease is on the database's clock; a lease of 0 s has ended by the next statement.
    await t.database.db.execute(sql`select pg_sleep(0.01)`);
    expect(await repo.claimSlot(userId, next, 1, 60)).toBe(0);
    // The dead delivery's late release does not free what is now another's.
    await repo.releaseSlot(userId, 0, dead);
    expect(await repo.claimSlot(userId, randomUUID(), 1, 60)).toBeNull();
    await repo.releaseSlot(userId, 0, next);
  });

  it('never gives more than two slots to 40 claims made at the same instant', async () => {
    // On PostgreSQL the claims run on the pool's connections at once, so they truly race.
    const ids = Array.from({ length: 40 }, () => randomUUID());
    const won = (await Promise.all(ids.map((id) => repo.claimSlot(userId, id, 2, 60)))).filter((slot) => slot !== null);
    expect(won.sort()).toEqual([0, 1]);
  });
});
