import { test } from 'vitest';
import type { User } from '@stride/domain';
import { verifiedUser } from './auth-flows.js';
import type { TestApp, TestClient } from './test-app.js';

/** A verified user signed in through the API, with the client that holds their session. */
export interface SignedIn {
  client: TestClient;
  userId: string;
  email: string;
  user: User;
}

/** Signs a new verified user in on `t` (sign-up, the emailed code, verification) through the API. */
export async function signIn(t: TestApp): Promise<SignedIn> {
  const client = t.client();
  const { user, email } = await verifiedUser(t, client);
  return { client, userId: user.id, email, user };
}

/**
 * The API tests' `it` with a signed-in user as fixtures (issue 46): `user` and `other`, each a new
 * verified user made only when a test names it, on the app that `app()` answers (the describe
 * block's, one per engine). A test that needs a third calls `signIn(t)`.
 *
 *   const it = signedInTest(() => t);
 *   it('…', async ({ user: { client, userId } }) => { … });
 */
export function signedInTest(app: () => TestApp) {
  return test.extend('user', async () => signIn(app())).extend('other', async () => signIn(app()));
}
