import { describe, expect, it } from 'vitest';
import { makeHabit } from '../../test/fixtures';
import { occurrencesInRange } from './habit-occurrences';

describe('occurrencesInRange', () => {
  it('draws an occurrence that ends the next day from its start to the end of its own day, any other to its end', () => {
    const shift = makeHabit({ name: 'Shift', startDate: '2026-11-20', startTime: '10:00', endTime: '09:00', timezone: 'Asia/Tokyo' });
    const run = makeHabit({ name: 'Run', startDate: '2026-11-20', timezone: 'Asia/Tokyo' });
    const [night, morning] = occurrencesInRange([shift, run], '2026-11-23', '2026-11-23', 'Asia/Tokyo');
    // The occurrence itself still ends at 09:00 the next day.
    expect(night!.endTime).toBe('2026-11-24T09:00:00+09:00');
    expect([night!.start, night!.end]).toEqual([new Date(2026, 10, 23, 10, 0), new Date(2026, 10, 23, 23, 59, 59)]);
    expect([morning!.start, morning!.end]).toEqual([new Date(2026, 10, 23, 7, 0), new Date(2026, 10, 23, 7, 30)]);
  });
});
