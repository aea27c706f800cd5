import { describe, expect, it } from 'vitest';
import { awayFromMidnight, dayEndsWithin, FILE_WINDOW_MS } from './support/away-from-midnight.js';

const at = (iso: string) => Date.parse(iso);

describe('browser files start away from a midnight (issue 46, item 1)', () => {
  it('sees a day end within the window in London, UTC or Los Angeles, and none at midday', () => {
    expect(dayEndsWithin(FILE_WINDOW_MS, at('2026-12-02T23:57:00Z'))).toBe(true); // London and UTC (winter)
    expect(dayEndsWithin(FILE_WINDOW_MS, at('2026-07-02T22:58:00Z'))).toBe(true); // London in summer (BST)
    expect(dayEndsWithin(FILE_WINDOW_MS, at('2026-12-02T07:56:00Z'))).toBe(true); // Los Angeles (PST)
    expect(dayEndsWithin(FILE_WINDOW_MS, at('2026-12-02T12:00:00Z'))).toBe(false);
    expect(dayEndsWithin(FILE_WINDOW_MS, at('2026-12-03T00:00:05Z'))).toBe(false); // just after
    expect(dayEndsWithin(FILE_WINDOW_MS, at('2026-12-02T23:53:59Z'))).toBe(false); // just outside six minutes
  });

  it('waits until the day has ended, and not at all otherwise', async () => {
    let now = at('2026-12-02T23:58:30Z');
    const slept: number[] = [];
    const sleep = async (ms: number) => {
      slept.push(ms);
      now += ms;
    };
    const waited = await awayFromMidnight(FILE_WINDOW_MS, () => now, sleep);
    expect(waited).toBeGreaterThanOrEqual(90_000);
    expect(new Date(now).toISOString() >= '2026-12-03T00:00:00.000Z').toBe(true);
    expect(dayEndsWithin(FILE_WINDOW_MS, now)).toBe(false);

    slept.length = 0;
    expect(await awayFromMidnight(FILE_WINDOW_MS, () => at('2026-12-02T12:00:00Z'), sleep)).toBe(0);
    expect(slept).toEqual([]);
  });
});
