import { expect } from 'vitest';
import type { Habit } from '@stride/domain';
import { verifiedUser } from './auth-flows.js';
import type { TestApp } from './test-app.js';

/**
 * A signed-in person whose account is in `locale` (issue 54's coach tests) with one daily habit,
 * "Yoga" at 07:00: what a test in another language needs to talk to the built-in coach about.
 */
export async function yogaIn(t: TestApp, locale: string) {
  const client = t.client();
  await verifiedUser(t, client);
  expect((await client.request('PATCH', '/api/users/me', { locale })).statusCode).toBe(200);
  const yoga = (await client.request('POST', '/api/habits', { name: 'Yoga', startTime: '2026-11-20T07:00:00Z', endTime: '2026-11-20T07:30:00Z', recurrence: 'daily' })).json<Habit>();
  return { client, yoga };
}
