import type { Page } from 'playwright-core';
import { API, requestOf, type CallArgsTuple, type EndpointAnswer, type EndpointSpec, type User } from '@stride/domain';

/** What a call from the page answered. */
export interface PageAnswer<T = unknown> {
  status: number;
  body: T;
}

/**
 * A call of the contract made from inside the signed-in page, with its cookies and `Client-Type:
 * web`, as the web app makes it (`cache: 'no-store'`: the service worker's kept reads are not the
 * server's). The request is built here from the contract; the page only sends it.
 */
export async function callFromPage<E extends EndpointSpec>(page: Page, endpoint: E, ...args: CallArgsTuple<E>): Promise<PageAnswer> {
  const request = requestOf(endpoint, ...args);
  return page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, {
        method,
        cache: 'no-store',
        headers: { 'Content-Type': 'application/json', 'Client-Type': 'web' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    { method: request.method, url: request.url, body: request.body },
  );
}

/** The same, for a call that must succeed: its answer's body (a failure throws with what the server said). */
export async function okFromPage<E extends EndpointSpec>(page: Page, endpoint: E, ...args: CallArgsTuple<E>): Promise<EndpointAnswer<E>> {
  const answer = await callFromPage(page, endpoint, ...args);
  if (answer.status >= 400) throw new Error(`${endpoint.method} ${endpoint.path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as EndpointAnswer<E>;
}

/** The signed-in user of the page, as the session check answers it. */
export async function pageUser(page: Page): Promise<User> {
  const { user } = await okFromPage(page, API.auth.check);
  if (!user) throw new Error('the page is not signed in');
  return user;
}
