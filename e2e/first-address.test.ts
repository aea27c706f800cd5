import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { PHONE, horizontalOverflow, newPage } from './support/browser.js';
import { signUpInBrowser, uniqueEmail, verifyInBrowser } from './support/journeys.js';
import { useAppAndBrowser } from './support/suite.js';

const WIDE = { width: 1440, height: 900 };

/** Every address the server's start-up log names (its JSON lines' messages and fields). */
function addressesIn(log: string): string[] {
  return log.match(/\bhttps?:\/\/[^\s"',]+/g) ?? [];
}

/**
 * Issue 39: the log printed http://127.0.0.1:3000 beside http://localhost:3000, and sign-up at the
 * first answered "Cross-origin request refused.". With APP_ORIGIN unset, as a person first runs it,
 * the log names one address, and signing up works there and at 127.0.0.1 alike.
 */
describe('the first address, with APP_ORIGIN unset', () => {
  const suite = useAppAndBrowser({ APP_ORIGIN: '', LOG_LEVEL: 'info' });

  it('prints one address, and a person signs up at 127.0.0.1 on a phone and at the printed address on a desktop, axe clean', async () => {
    const port = new URL(suite.server.baseUrl).port;
    const printed = `http://localhost:${port}`;
    await expect.poll(() => addressesIn(suite.server.logs())).toEqual([printed]);
    for (const [viewport, baseUrl] of [
      [PHONE, suite.server.baseUrl],
      [WIDE, printed],
    ] as const) {
      const { context, page } = await newPage(suite.browser, viewport);
      try {
        const email = uniqueEmail('first-address');
        const server = { ...suite.server, baseUrl };
        await signUpInBrowser(page, server, email);
        await verifyInBrowser(page, server, email);
        expect(new URL(page.url()).origin).toBe(baseUrl);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    }
    // Still the one address once people have used it.
    expect(addressesIn(suite.server.logs())).toEqual([printed]);
  });
});
