import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './failures.js';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:443'), { code: 'ECONNREFUSED', syscall: 'connect' });

describe("what counts as the database's own failure (issue 38)", () => {
  it('a failed push is never counted as a database outage: a network error inside another service’s error is that service’s', () => {
    // As the push channel throws it: its failure, caused by the push service's, caused by the socket's.
    const pushServiceError = Object.assign(new Error('push service unreachable: connect ECONNREFUSED'), { cause: refused() });
    const deliveryFailed = Object.assign(new Error('web push failed on all 1 device(s) it was tried on'), { cause: pushServiceError });
    expect(isDatabaseUnavailable(deliveryFailed)).toBe(false);
    expect(isDatabaseUnavailable(pushServiceError)).toBe(false);
    // fetch's way (the AI provider): a TypeError caused by the socket's error.
    expect(isDatabaseUnavailable(new TypeError('fetch failed', { cause: refused() }))).toBe(false);
  });

  it("is the driver's error as thrown (the pool could not connect) or as drizzle wraps a query's", () => {
    expect(isDatabaseUnavailable(refused())).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], refused()))).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })))).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false);
  });
});
