import { afterAll, beforeAll, expect } from 'vitest';
import type { CreatedToken, Habit } from '@stride/domain';
import type { TokenScope } from '@stride/domain';
import { createTestApp, type TestApp, type TestClient } from './test-app.js';
import type { Engine } from './test-database.js';

/** Two instances of the app on one database, each listening on loopback, and what tests of them share. */
export interface TwoInstances {
  /** The first instance (owns the database). */
  readonly a: TestApp;
  readonly b: TestApp;
  readonly urlA: string;
  readonly urlB: string;
  /** Closes `closable` when the describe block ends, before the instances (assistants, say). */
  closeAtEnd<T extends { close(): Promise<unknown> }>(closable: T): T;
}

/**
 * Two instances of the app on one database for a describe block (issue 52: a request answered by
 * whichever instance gets it): started in `beforeAll`, closed in `afterAll` after whatever the
 * tests handed to `closeAtEnd`. Read its fields inside tests and hooks, once the block has begun.
 */
export function twoInstancesOnOneDatabase(engine: Engine): TwoInstances {
  const state: { a?: TestApp; b?: TestApp; urlA?: string; urlB?: string } = {};
  const toClose: { close(): Promise<unknown> }[] = [];
  beforeAll(async () => {
    state.a = await createTestApp(engine);
    state.b = await createTestApp(engine, {}, { database: state.a.database });
    state.urlA = await state.a.app.listen({ port: 0, host: '127.0.0.1' });
    state.urlB = await state.b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const closable of toClose) await closable.close().catch(() => undefined);
    await state.b?.app.close();
    await state.b?.mail.close();
    await state.a?.close();
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`two instances: ${name} is read before the describe block began`);
    return value;
  };
  return {
    get a() {
      return started(state.a, 'a');
    },
    get b() {
      return started(state.b, 'b');
    },
    get urlA() {
      return started(state.urlA, 'urlA');
    },
    get urlB() {
      return started(state.urlB, 'urlB');
    },
    closeAtEnd(closable) {
      toClose.push(closable);
      return closable;
    },
  };
}

/** A personal access token of `scope` for the signed-in client (POST /api/tokens). */
export async function makeToken(client: TestClient, scope: TokenScope = 'write', name = `assistant ${scope}`): Promise<string> {
  const res = await client.request('POST', '/api/tokens', { name, scope });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreatedToken>().token;
}

/** The habits a token's owner has, read through the REST API with the token. */
export async function habitsOf(t: TestApp, token: string): Promise<Habit[]> {
  return (await t.app.inject({ method: 'GET', url: '/api/habits/user/me', headers: { authorization: `Bearer ${token}` } })).json<Habit[]>();
}
