import { describe, expect, it } from 'vitest';
import { createSchedule } from '@stride/domain';
import { createCompletionsCache } from './completions-cache.js';
import { createOccurrenceCache } from './habit-view.js';

const days = (...list: number[]) => ({ completedDays: Int32Array.from(list), logs: [] });

describe('completions cache', () => {
  it('answers an entry only for the revision it was read at', () => {
    const cache = createCompletionsCache(10);
    cache.set('a', 3, days(1, 2));
    expect(cache.get('a', 3)).toEqual(days(1, 2));
    expect(cache.get('a', 4)).toBeUndefined();
    cache.set('a', 4, days(1));
    expect(cache.get('a', 3)).toBeUndefined();
    expect(cache.get('a', 4)).toEqual(days(1));
  });

  it('drops the least recently used habit past its capacity, and keeps nothing at 0', () => {
    const cache = createCompletionsCache(2);
    cache.set('a', 0, days(1));
    cache.set('b', 0, days(2));
    cache.get('a', 0);
    cache.set('c', 0, days(3));
    expect(cache.get('b', 0)).toBeUndefined();
    expect(cache.get('a', 0)).toEqual(days(1));
    expect(cache.size).toBe(2);
    const off = createCompletionsCache(0);
    off.set('a', 0, days(1));
    expect(off.get('a', 0)).toBeUndefined();
  });
});

describe('occurrences cache', () => {
  const schedule = (startTime: string) => createSchedule('2026-11-01', { startTime, endTime: '23:00', recurrence: 'daily', customRecurrence: null });
  const window = { from: '2026-11-01', to: '2026-11-30' };

  it('computes once per schedule content, window and zone', () => {
    const cache = createOccurrenceCache(1 << 20);
    let computed = 0;
    const compute = () => [{ n: ++computed }];
    expect(cache.json(schedule('07:00'), window, 'Europe/London', compute).toString()).toBe('[{"n":1}]');
    expect(cache.json(schedule('07:00'), window, 'Europe/London', compute).toString()).toBe('[{"n":1}]');
    // Another schedule, zone or window is another entry.
    expect(cache.json(schedule('08:00'), window, 'Europe/London', compute).toString()).toBe('[{"n":2}]');
    expect(cache.json(schedule('07:00'), window, 'Asia/Tokyo', compute).toString()).toBe('[{"n":3}]');
    expect(cache.json(schedule('07:00'), { ...window, to: '2026-12-01' }, 'Europe/London', compute).toString()).toBe('[{"n":4}]');
    expect(cache.size).toBe(4);
  });

  it('stays within its byte budget, dropping the least recently used first', () => {
    const cache = createOccurrenceCache(600);
    const big = (tag: string) => () => [tag.repeat(100)];
    cache.json(schedule('07:00'), window, 'UTC', big('a'));
    cache.json(schedule('08:00'), window, 'UTC', big('b'));
    expect(cache.bytes).toBeLessThanOrEqual(600);
    expect(cache.size).toBe(1);
    let recomputed = false;
    cache.json(schedule('07:00'), window, 'UTC', () => ((recomputed = true), ['a']));
    expect(recomputed).toBe(true);
  });
});
