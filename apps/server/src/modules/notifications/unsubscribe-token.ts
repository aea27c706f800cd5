import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an email's unsubscribe link turns off: email reminders and nudges, or the weekly review email. */
export type UnsubscribeTopic = 'reminders' | 'review';
const TOPICS: readonly UnsubscribeTopic[] = ['reminders', 'review'];

/**
 * A signed, unguessable unsubscribe token: `<userId>.<topic>.<HMAC-SHA256>` under a key the
 * server keeps in the database. It needs no sign-in (a person clicks it from the email, a mail
 * provider posts it for one-click unsubscribe, RFC 8058) and can only turn emails off.
 */
export function createUnsubscribeTokens(key: string) {
  const sign = (userId: string, topic: UnsubscribeTopic) => createHmac('sha256', key).update(`${userId}.${topic}`).digest('base64url');
  return {
    make(userId: string, topic: UnsubscribeTopic): string {
      return `${userId}.${topic}.${sign(userId, topic)}`;
    },
    read(token: string): { userId: string; topic: UnsubscribeTopic } | undefined {
      const [userId, topic, signature, extra] = token.split('.');
      if (!userId || !topic || !signature || extra !== undefined || !TOPICS.includes(topic as UnsubscribeTopic)) return undefined;
      const expected = Buffer.from(sign(userId, topic as UnsubscribeTopic));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      return { userId, topic: topic as UnsubscribeTopic };
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
