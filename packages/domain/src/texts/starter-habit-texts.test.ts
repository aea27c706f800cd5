import { describe, expect, it } from 'vitest';
import { STARTER_HABITS, STARTER_HABIT_TEXTS } from './shell-texts.js';

describe("the starter habits' words (issue 54)", () => {
  it('names them in STARTER_HABITS order, and names their units', () => {
    expect(STARTER_HABIT_TEXTS.names).toEqual(STARTER_HABITS.map((starter) => starter.name));
    for (const starter of STARTER_HABITS) if (starter.target) expect(STARTER_HABIT_TEXTS.units).toHaveProperty(starter.target.unit, starter.target.unit);
  });
});
