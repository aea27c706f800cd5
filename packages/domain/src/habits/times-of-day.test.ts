import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TIMES_OF_DAY, doneSlots, isDayDoneForTimes, slotWindow, timesOfDaySchema, withSlot } from './times-of-day.js';

const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const times = fc.uniqueArray(time, { minLength: 1, maxLength: MAX_TIMES_OF_DAY });

describe('times of day (issue 40, decision 034)', () => {
  it('a day is done if and only if every time is done, whatever order they were checked off in', () => {
    fc.assert(
      fc.property(times, fc.array(fc.tuple(time, fc.boolean()), { maxLength: 40 }), (slots, steps) => {
        let done: string[] = [];
        for (const [t, on] of steps) done = withSlot(done, slots.includes(t) ? t : slots[0]!, on);
        const all = slots.every((t) => done.includes(t));
        expect(isDayDoneForTimes(slots, done)).toBe(all);
        // Checking off every remaining time always completes the day; undoing any one un-completes it.
        const full = slots.reduce((acc, t) => withSlot(acc, t, true), done);
        expect(isDayDoneForTimes(slots, full)).toBe(true);
        for (const t of slots) expect(isDayDoneForTimes(slots, withSlot(full, t, false))).toBe(false);
      }),
    );
  });

  it('times no longer the habit’s do not count; done times stay sorted and distinct', () => {
    expect(doneSlots(['08:00', '20:00'], ['07:00', '20:00'])).toEqual(['20:00']);
    expect(isDayDoneForTimes(['08:00', '20:00'], ['07:00', '20:00'])).toBe(false);
    expect(withSlot(['20:00'], '08:00', true)).toEqual(['08:00', '20:00']);
    expect(withSlot(['08:00', '20:00'], '08:00', true)).toEqual(['08:00', '20:00']);
    expect(isDayDoneForTimes([], [])).toBe(false);
  });

  it('accepts 1 to 12 distinct HH:MM times and stores them sorted', () => {
    expect(timesOfDaySchema.parse(['20:00', '08:00'])).toEqual(['08:00', '20:00']);
    for (const bad of [[], ['8:00'], ['24:00'], ['08:00', '08:00'], Array.from({ length: 13 }, (_, i) => `${String(i).padStart(2, '0')}:00`)]) {
      expect(timesOfDaySchema.safeParse(bad).success).toBe(false);
    }
  });

  it('a slot lasts the habit’s length from its time, ending by 23:59', () => {
    expect(slotWindow('08:00', '07:00', '07:15')).toEqual({ startTime: '08:00', endTime: '08:15' });
    expect(slotWindow('20:00', '07:00', '07:15')).toEqual({ startTime: '20:00', endTime: '20:15' });
    expect(slotWindow('23:30', '09:00', '10:00')).toEqual({ startTime: '23:30', endTime: '23:59' });
    expect(slotWindow('21:00', '23:00', '01:00')).toEqual({ startTime: '21:00', endTime: '23:00' });
  });
});
