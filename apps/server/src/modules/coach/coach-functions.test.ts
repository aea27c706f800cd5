import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COACH_FUNCTIONS, coachFunctionCallSchema, coachFunctionNamed, formatDate, needsConfirmation, toEpochDay, type CoachFunction, type CoachFunctionArgs, type CoachTurn } from '@stride/domain';
import { verifiedUser } from '../../test/auth-flows.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

/** What the earlier calls made, for the later ones to name. */
interface Made {
  habitId: string;
  goalId: string;
  areaId: string;
  /** What the last delete answered, to bring it back. */
  undoId: string;
  today: string;
}

/**
 * One call of every function in the registry, in an order where each has something to act on.
 * Typed by the registry: a function added without an entry here fails typecheck.
 */
const CALLS: { [Name in CoachFunction]: (made: Made) => CoachFunctionArgs<Name> } = {
  createGoal: () => ({ name: 'Read more' }),
  createArea: () => ({ name: 'Morning' }),
  createHabit: ({ goalId, areaId }) => ({ name: 'Run', schedule: 'every day at 7am, 5 km', goalId, areaId, reminders: [{ minutesBefore: 15, channel: 'push' }] }),
  updateHabit: ({ habitId }) => ({ habitId, schedule: 'every day at 6:30' }),
  getArea: ({ areaId }) => ({ areaId }),
  completeArea: ({ areaId }) => ({ areaId }),
  renameArea: ({ areaId }) => ({ areaId, name: 'Mornings' }),
  deleteArea: ({ areaId }) => ({ areaId }),
  completeHabit: ({ habitId }) => ({ habitId, value: 5, note: 'felt strong' }),
  addNote: ({ habitId }) => ({ habitId, note: 'legs heavy after' }),
  clearHistory: ({ habitId }) => ({ habitId }),
  addReminder: ({ habitId }) => ({ habitId, minutesBefore: 30, channel: 'email' }),
  removeReminder: ({ habitId }) => ({ habitId, minutesBefore: 15, channel: 'push' }),
  getHabit: ({ habitId }) => ({ habitId }),
  uncompleteHabit: ({ habitId }) => ({ habitId }),
  skipHabit: ({ habitId }) => ({ habitId, note: 'knee' }),
  unskipHabit: ({ habitId }) => ({ habitId }),
  getProgress: () => ({ period: 'this week' }),
  pauseHabits: ({ habitId, today }) => ({ habitId, to: formatDate(toEpochDay(today) + 3) }),
  resumeHabits: ({ habitId }) => ({ habitId }),
  moveOccurrence: ({ habitId, today }) => ({ habitId, date: formatDate(toEpochDay(today) + 1), startTime: '18:00' }),
  archiveHabit: ({ habitId }) => ({ habitId }),
  restoreHabit: ({ habitId }) => ({ habitId }),
  updateGoal: ({ goalId }) => ({ goalId, name: 'Read every day' }),
  getGoal: ({ goalId }) => ({ goalId }),
  endHabit: ({ habitId, today }) => ({ habitId, lastDate: formatDate(toEpochDay(today) + 3) }),
  createOrUpdateVision: () => ({ text: 'A calm, healthy and curious life.' }),
  deleteVision: () => ({}),
  deleteGoal: ({ goalId }) => ({ goalId }),
  restoreDeleted: ({ undoId }) => ({ undoId }),
  deleteHabit: ({ habitId }) => ({ habitId }),
};

describe.each(testEngines())('every coach function through the registry on %s', (engine) => {
  let fake: FakeOpenAi;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(engine, { OPENAI_API_KEY: 'sk-test-functions', OPENAI_BASE_URL: fake.url });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('runs each one for the caller and answers a result its function’s schema accepts', async () => {
    expect(Object.keys(CALLS).sort()).toEqual([...COACH_FUNCTIONS].sort());
    const client = t.client();
    await verifiedUser(t, client);
    const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(t.clock.now());
    const made: Made = { habitId: '', goalId: '', areaId: '', undoId: '', today: today() };
    for (const [i, name] of (Object.keys(CALLS) as CoachFunction[]).entries()) {
      // The free plan's messages of a day are 10: the rest are sent the next day.
      if (i > 0 && i % 9 === 0) {
        t.clock.advance(86_400_000);
        made.today = today();
      }
      const args = (CALLS[name] as (made: Made) => object)(made);
      fake.queue({ toolCalls: [{ name, arguments: args as Record<string, unknown> }] }, { content: 'Done.' });
      const res = await client.request('POST', '/api/openai/chat', { message: `please ${name}` });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      let turn = res.json<CoachTurn>();
      // A delete, an end, an archive or every habit at once waits for the person's yes (issue 37):
      // nothing ran; "yes" in the same conversation runs it.
      const waits = needsConfirmation(coachFunctionNamed(name)!, coachFunctionNamed(name)!.args.parse(args));
      expect(turn.proposal?.functionCalled ?? null, name).toBe(waits ? name : null);
      if (waits) {
        expect(turn.functionCalls, name).toEqual([]);
        const yes = await client.request('POST', '/api/openai/chat', { message: 'yes', sessionId: turn.sessionId });
        expect(yes.statusCode, `${name}: ${yes.body}`).toBe(200);
        turn = yes.json<CoachTurn>();
        expect(turn.proposal, name).toBeNull();
      }
      expect(turn.functionCalls.map((call) => call.functionCalled), name).toEqual([name]);
      const call = coachFunctionCallSchema.safeParse(turn.functionCalls[0]);
      expect(call.success, `${name}: ${call.error?.message}`).toBe(true);
      if (name === 'createGoal') made.goalId = (turn.functionResult as { id: string }).id;
      if (name === 'createArea') made.areaId = (turn.functionResult as { id: string }).id;
      if (name === 'createHabit') made.habitId = (turn.functionResult as { id: string }).id;
      if (name === 'deleteGoal') made.undoId = (turn.functionResult as { undoId: string }).undoId;
    }
  });
});
