import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areaHabitsDue, areaHabitsToComplete, groupByArea, type AreaHabit } from './area-routine.js';
import { areaBodySchema, AREA_MESSAGES, AREA_NAME_MAX_LENGTH } from './areas.schemas.js';

const DAY = '2026-11-21';
const habit = (id: string, o: Partial<AreaHabit> = {}): AreaHabit => ({
  id,
  areaId: 'morning',
  archivedAt: null,
  occurrences: [{ date: DAY, startTime: `${DAY}T07:00:00Z`, endTime: `${DAY}T07:10:00Z` }],
  completedDates: [],
  skippedDates: [],
  pauses: [],
  ...o,
});

describe('areas and routines (decision 031)', () => {
  it('due: in the area, in use, with an occurrence that day, neither paused nor skipped; done ones too', () => {
    const habits = [
      habit('floss'),
      habit('done', { completedDates: [DAY] }),
      habit('elsewhere', { areaId: 'evening' }),
      habit('loose', { areaId: null }),
      habit('not-due', { occurrences: [] }),
      habit('paused', { pauses: [{ from: '2026-11-20', to: DAY }] }),
      habit('skipped', { skippedDates: [DAY] }),
      habit('archived', { archivedAt: '2026-11-01T00:00:00.000Z' }),
    ];
    expect(areaHabitsDue(habits, 'morning', DAY).map((h) => h.id)).toEqual(['floss', 'done']);
    expect(areaHabitsToComplete(habits, 'morning', DAY).map((h) => h.id)).toEqual(['floss']);
    expect(areaHabitsDue(habits, null, DAY).map((h) => h.id)).toEqual(['loose']);
  });

  it('groups by area in the areas’ order, the unassigned (and any unknown area) last, empty areas kept', () => {
    const groups = groupByArea([habit('a', { areaId: 'evening' }), habit('b', { areaId: null }), habit('c'), habit('d', { areaId: 'gone' })], [{ id: 'morning' }, { id: 'evening' }, { id: 'empty' }]);
    expect(groups.map((g) => [g.area?.id ?? null, g.habits.map((h) => h.id)])).toEqual([
      ['morning', ['c']],
      ['evening', ['a']],
      ['empty', []],
      [null, ['b', 'd']],
    ]);
  });

  it('property: what Done all completes is due and not done, and once done nothing is left (idempotent)', () => {
    const arb = fc.array(
      fc.record({
        areaId: fc.constantFrom('morning', 'evening', null),
        archived: fc.boolean(),
        due: fc.boolean(),
        done: fc.boolean(),
        skipped: fc.boolean(),
        paused: fc.boolean(),
      }),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(arb, (specs) => {
        const habits = specs.map((s, i) =>
          habit(String(i), {
            areaId: s.areaId,
            archivedAt: s.archived ? '2026-11-01T00:00:00.000Z' : null,
            occurrences: s.due ? habit('x').occurrences : [],
            completedDates: s.done ? [DAY] : [],
            skippedDates: s.skipped ? [DAY] : [],
            pauses: s.paused ? [{ from: DAY, to: DAY }] : [],
          }),
        );
        const due = areaHabitsDue(habits, 'morning', DAY);
        const todo = areaHabitsToComplete(habits, 'morning', DAY);
        for (const h of todo) {
          expect(due).toContain(h);
          const s = specs[Number(h.id)]!;
          expect(s).toMatchObject({ areaId: 'morning', archived: false, due: true, done: false, skipped: false, paused: false });
        }
        const after = habits.map((h) => (todo.includes(h) ? { ...h, completedDates: [DAY] } : h));
        expect(areaHabitsToComplete(after, 'morning', DAY)).toEqual([]);
        expect(areaHabitsDue(after, 'morning', DAY).map((h) => h.id)).toEqual(due.map((h) => h.id));
      }),
    );
  });

  it('names: trimmed, 1 to 100 characters', () => {
    expect(areaBodySchema.parse({ name: '  Morning  ' })).toEqual({ name: 'Morning' });
    expect(areaBodySchema.safeParse({ name: '  ' }).error?.issues[0]?.message).toBe(AREA_MESSAGES.nameRequired);
    expect(areaBodySchema.safeParse({ name: 'x'.repeat(AREA_NAME_MAX_LENGTH + 1) }).error?.issues[0]?.message).toBe(AREA_MESSAGES.nameTooLong);
    expect(areaBodySchema.safeParse({ name: 'x'.repeat(AREA_NAME_MAX_LENGTH) }).success).toBe(true);
  });
});
