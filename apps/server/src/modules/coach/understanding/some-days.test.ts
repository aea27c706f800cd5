import { describe, expect, it } from 'vitest';
import { interpretOffline } from '../offline-coach.js';
import { SNAPSHOT } from './coach-fixture.js';

/**
 * Issue 50, fifty-fifth pass: a time moved on some of a habit's days only. On the coach fixture's
 * account (today Wednesday 25 November 2026; Read every day, Walk to work on weekdays, Yoga on
 * weekends); sentences of my own, not the pass's.
 */
describe('timeForSomeDays', () => {
  it.each([
    ['on saturdays push reading back an hour', 'h-read', ['2026-11-28'], '22:30'],
    ['make the walk to work 15 minutes earlier on fridays', 'h-walk', ['2026-11-27'], '08:15'],
    ['reading half an hour later at the weekend', 'h-read', ['2026-11-28', '2026-11-29'], '22:00'],
  ])('"%s" offers the next of those days, moved once each', (message, habitId, dates, startTime) => {
    const answer = interpretOffline(message, SNAPSHOT);
    expect(answer).toMatchObject({ kind: 'reply' });
    const offer = (answer.memory as { pending?: { offer?: unknown[] } } | undefined)?.pending?.offer;
    expect(offer).toEqual(dates.map((date) => ({ name: 'moveOccurrence', args: { habitId, date, startTime } })));
  });

  it.each([
    ['yoga half an hour later on weekends', 'h-yoga', '09:30'],
    ['push gym back an hour', 'h-gym', '19:00'],
  ])('"%s" moves the habit itself when the days are all of its days, or none are said', (message, habitId, startTime) => {
    expect(interpretOffline(message, SNAPSHOT)).toMatchObject({ kind: 'call', name: 'updateHabit', args: { habitId, startTime } });
  });
});
