import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COACH_FUNCTIONS } from '@stride/domain';
import { COACH_LIMITS } from './coach-limits.js';
import type { CoachSnapshot, SnapshotHabit } from './coach-snapshot.js';
import { habitsNamedIn, roundContext } from './turn-context.js';
import { MORE_FUNCTIONS } from './tool-selection.js';

// Issue 49: every function within reach, always. For any account up to 200 habits and any
// message, every function of the registry is in a round's tools or named by `useFunctions`, and
// once asked for it is in the next round's tools, whatever its size; the context shrinks instead.

const NAMES = ['Gym', 'Run', 'Read', 'Spanish lessons', 'Vitamins', 'Walk the dog', 'No phone after 10', 'Meditate', 'Floss', 'Piano'];
const WORDS = ['move', 'gym', 'to', '7pm', 'delete', 'remind', 'me', 'pause', 'everything', 'skip', 'rename', 'every', 'weekday', 'goal', 'area', 'done', 'I', 'did', 'my', 'run', 'vitamins', 'twice', 'a', 'day', 'create', 'habit', 'end', 'stop', 'after'];

const hex = (n: number) => n.toString(16).padStart(8, '0');

function habit(i: number, name: string, full: boolean): SnapshotHabit {
  return {
    id: `${hex(i)}-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name,
    schedule: i % 3 ? 'every week on Monday and Thursday at 18:00–19:00' : 'every day at 07:00–07:30',
    goalId: full && i % 4 === 0 ? 'a0000000-0000-4000-8000-000000000000' : null,
    completionStreak: i % 7,
    bestStreak: i % 11,
    successRate: 0.5,
    doneToday: i % 2 === 0,
    dueToday: true,
    lastTwoWeeks: { done: 3, scheduled: 6 },
    ...(full ? { reminders: [{ minutesBefore: 15, channel: 'push' as const }], pauses: [{ from: '2026-12-01', to: '2026-12-05' }], target: { quantity: 8, unit: 'glasses' } } : {}),
  };
}

const account = fc.record({
  count: fc.integer({ min: 0, max: 200 }),
  names: fc.array(fc.oneof(fc.constantFrom(...NAMES), fc.string({ minLength: 1, maxLength: 40 })), { minLength: 1, maxLength: 10 }),
  full: fc.boolean(),
});
const message = fc.oneof(
  fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 12 }).map((w) => w.join(' ')),
  fc.string({ maxLength: 300 }),
);

function snapshotOf({ count, names, full }: { count: number; names: string[]; full: boolean }): CoachSnapshot {
  return {
    firstName: 'Ada',
    today: '2026-11-29',
    timezone: 'Europe/London',
    habits: Array.from({ length: count }, (_, i) => habit(i, `${names[i % names.length]!}${i >= names.length ? ` ${i}` : ''}`, full)),
    goals: Array.from({ length: 5 }, (_, i) => ({ id: `a000000${i}-0000-4000-8000-000000000000`, name: `Goal ${i}`, description: 'Why it matters to me this year.' })),
    vision: { id: 'v', text: 'A calm, healthy and curious life.' },
  };
}

const namesOf = (tools: { name: string }[]) => tools.map((t) => t.name);
const offered = (tools: { name: string; parameters: unknown }[]) =>
  (tools.find((t) => t.name === MORE_FUNCTIONS)?.parameters as { properties: { names: { items: { enum: string[] } } } } | undefined)?.properties.names.items.enum ?? [];

describe('a round of a coach turn (issue 49)', () => {
  it('holds every function or names it in useFunctions, and holds each asked for in the next round, for up to 200 habits and any message', () => {
    fc.assert(
      fc.property(account, message, fc.subarray([...COACH_FUNCTIONS]), fc.subarray([...COACH_FUNCTIONS]), (a, text, recent, pick) => {
        const s = snapshotOf(a);
        const first = roundContext(s, text, { opening: false, recent, limits: COACH_LIMITS });
        const given = namesOf(first.tools).filter((n) => n !== MORE_FUNCTIONS);
        // Reachable now or in one round: given, or named by useFunctions (and never both).
        expect([...given, ...offered(first.tools)].sort()).toEqual([...COACH_FUNCTIONS].sort());
        // The model asks for any of those not given, one or several at once: the next round holds each.
        const asked = pick.filter((n) => !given.includes(n));
        const next = roundContext(s, text, { opening: false, recent, asked, limits: COACH_LIMITS });
        for (const name of asked) expect(namesOf(next.tools)).toContain(name);
        // The records are still there, shrunk: every habit at least by id and name.
        for (const h of s.habits) expect(next.system).toContain(`${h.id.slice(0, 8)} ${h.name}`);
      }),
      { numRuns: 150 },
    );
  });

  it('shrinks the context, not the functions: createHabit and updateHabit are given with 20 and with 50 habits, and the habit named stays in full', () => {
    for (const count of [20, 50]) {
      const s = snapshotOf({ count, names: NAMES, full: true });
      const { system, tools } = roundContext(s, 'move gym to 7pm', { opening: false, asked: ['updateHabit'], limits: COACH_LIMITS });
      expect(namesOf(tools)).toContain('updateHabit');
      // Gym is listed with its schedule, reminders and pauses; some other habit only by id and name.
      expect(system).toMatch(/^[0-9a-f]{8} Gym \| Tue,Fri|^[0-9a-f]{8} Gym \| daily/m);
      expect(system).toMatch(/^[0-9a-f]{8} Gym \|.*remind 15m push/m);
      // With 50 the room is short: the others go by id and name.
      if (count === 50) expect(system).toContain('Other habits (id name; getHabit gives the rest)');
      expect(system.length + JSON.stringify(tools).length).toBeLessThan(count === 20 ? 8000 : 12_000);
      const create = roundContext(s, 'add physio every day until the end of March', { opening: false, limits: COACH_LIMITS });
      expect(namesOf(create.tools)).toContain('createHabit');
    }
  });

  it('names a habit by its whole name or one of its words', () => {
    const s = snapshotOf({ count: 10, names: NAMES, full: false });
    const named = (text: string) => s.habits.filter((h) => habitsNamedIn(text, s.habits).has(h.id)).map((h) => h.name);
    expect(named('move gym to 7pm')).toEqual(['Gym']);
    expect(named('stop my spanish lessons after 15 December')).toEqual(['Spanish lessons']);
    expect(named('take my vitamin at 8')).toEqual(['Vitamins']);
    expect(named('how am I doing?')).toEqual([]);
  });
});
