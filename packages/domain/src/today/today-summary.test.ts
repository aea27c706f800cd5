import { describe, expect, it } from 'vitest';
import { coachLineFor } from './today-summary.js';

describe("the Today home's coach line", () => {
  it('speaks of a free day, a finished day, a day not started and one under way', () => {
    expect(coachLineFor({ scheduled: 0, done: 0, bestStreak: 4 }, 'Ada')).toBe("A free day, Ada. Rest counts too; I'm here if you want to plan tomorrow.");
    expect(coachLineFor({ scheduled: 3, done: 3, bestStreak: 6 }, 'Ada')).toBe('All done for today, Ada: your best streak is 6 days. Well kept.');
    expect(coachLineFor({ scheduled: 3, done: 3, bestStreak: 1 }, 'Ada')).toBe("All done for today, Ada. That's how habits are built.");
    expect(coachLineFor({ scheduled: 2, done: 0, bestStreak: 5 }, 'Ada')).toBe('2 habits to go today. Your 5-day streak is waiting for you.');
    expect(coachLineFor({ scheduled: 1, done: 0, bestStreak: 0 }, 'Ada')).toBe('1 habit to go today. Start with the easiest one.');
    expect(coachLineFor({ scheduled: 4, done: 1, bestStreak: 2 }, 'Ada')).toBe('1 done, 3 habits to go. Keep going, Ada.');
  });
});
