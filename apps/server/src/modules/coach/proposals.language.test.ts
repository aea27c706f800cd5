import { describe, expect, it } from 'vitest';
import type { CoachSnapshot } from './coach-snapshot.js';
import { snapshotHabit } from '../../test/snapshot-habit.js';
import { proposalText } from './functions/index.js';

const habit = snapshotHabit;
const IDS = ['aaaaaaaa-0000-4000-8000-000000000001', 'bbbbbbbb-0000-4000-8000-000000000002', 'eeeeeeee-0000-4000-8000-000000000005'] as const;
const snapshot = (locale: string): CoachSnapshot => ({
  firstName: 'Ada',
  today: '2026-11-26',
  timezone: 'Europe/Berlin',
  locale,
  habits: [habit(IDS[0], 'Gym'), habit(IDS[1], 'Laufen'), habit(IDS[2], 'Lesen')],
  goals: [],
  vision: null,
});
const deleteAll = IDS.map((habitId) => ({ name: 'deleteHabit', args: { habitId } }));

/** Issue 54: names in a row in a proposal are the language's list ("A, B und C"), not English's ", ". */
describe("a proposal's names in the account's language", () => {
  it('English as before: the names joined with ", "', () => {
    expect(proposalText(deleteAll, snapshot('en-GB'))).toContain('"Gym", "Laufen", "Lesen"');
  });

  it.each([
    ['de-DE', ' und '],
    ['es-ES', ' y '],
    ['fr-FR', ' et '],
  ])('%s: "…, … %s…"', (locale, and) => {
    const text = proposalText(deleteAll, snapshot(locale));
    expect(text).toMatch(new RegExp(`Gym\\S*, \\S*Laufen\\S*${and}\\S*Lesen`));
    expect(text).not.toMatch(/Laufen\S*, \S*Lesen/);
  });
});
