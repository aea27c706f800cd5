import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { API, urlOf, type CoachTurn, type Goal, type Habit, type Vision } from '@stride/domain';
import { eq } from 'drizzle-orm';
import { verifiedUser } from '../../test/auth-flows.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { conversationEngine } from '../../test/test-database.js';
import { users } from '../../db/schema.js';
import { isYes } from './coach-answers.js';

/**
 * Issue 37, "nothing destroyed on a guess": whatever a person writes, in whatever order, the coach
 * deletes, archives or ends nothing, and changes no more than one existing habit, except in the
 * turn that answers its proposal with a yes (or Confirm on the card). Messages are built from the
 * words people use to destroy things, names with typos, "it", "everything", and answers that are
 * and are not a yes. Through the API, one conversation a run: on the built-in coach (no provider),
 * and with a scripted model that calls deletes, ends, archives and changes of many on every turn.
 */
const HABITS = [
  { name: 'Gym', startTime: '18:00', days: ['Tuesday', 'Thursday'] },
  { name: 'Run', startTime: '07:00', days: ['Monday', 'Wednesday', 'Friday'] },
  { name: 'Meditate', startTime: '07:00', days: null },
  { name: 'Meditate', startTime: '21:00', days: null },
  { name: 'Spanish lessons', startTime: '19:00', days: ['Monday', 'Thursday'] },
] as const;

const VERBS = ['delete', 'remove', 'drop', 'get rid of', 'stop', 'end', 'archive', 'pause', 'cancel', 'clear', 'wipe', 'forget', 'quit', 'stop reminding me about', 'bin', 'erase', 'kill', 'move', 'rename', 'skip', 'i did', 'undo', 'no more', 'scrap'];
const OBJECTS = ['gym', 'Gym', 'gim', 'run', 'my run', 'meditate', 'meditation', 'spanish', 'spanish lessons', 'everything', 'all my habits', 'my habits', 'it', 'that one', 'that', 'my vision', 'my goal', 'the goal Learn Spanish', 'learn spanish', 'both', 'all of them', 'the 7am one'];
const TAILS = ['', ' please', ' after 15 December', ' for a week', ' now', ' today', ' forever', '!', ' and run', ' to wednesdays', ' thanks', '?'];
const ANSWERS = ['no', 'maybe', 'hmm', 'what?', 'not sure', 'wait', 'why?', 'ok then?', 'yes', 'yes please', 'sure', 'delete it', 'no, keep it', 'yes and add yoga', 'hi', 'how am I doing?', 'actually, undo that'];
/** Not a message: Confirm or Cancel pressed on the last proposal's card. */
const CARD = ['<confirm>', '<cancel>'] as const;

const message = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(fc.constantFrom(...VERBS), fc.constantFrom(...OBJECTS), fc.constantFrom(...TAILS)).map(([v, o, t]) => `${v} ${o}${t}`) },
  { weight: 3, arbitrary: fc.constantFrom(...ANSWERS) },
  { weight: 1, arbitrary: fc.constantFrom(...CARD) },
);

interface Records {
  habits: Map<string, { archived: boolean; ended: boolean; shape: string }>;
  goals: Set<string>;
  vision: string | null;
}

describe.each(['built-in coach', 'a model that calls anything'] as const)(`the coach destroys nothing on a guess (property, %s, on ${conversationEngine()})`, (coach) => {
  let t: TestApp;
  let client: TestClient;
  let userId: string;
  let fake: FakeOpenAi | undefined;
  beforeAll(async () => {
    if (coach !== 'built-in coach') fake = await startFakeOpenAi();
    t = await createTestApp(conversationEngine(), fake ? { OPENAI_API_KEY: 'sk-test-no-guess', OPENAI_BASE_URL: fake.url } : {});
    client = t.client();
    const { user } = await verifiedUser(t, client);
    userId = user.id;
    // Premium: a run sends more messages than the free plan's day holds.
    await t.database.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, userId));
  });
  afterAll(async () => {
    await t.close();
    await fake?.close();
  });

  /**
   * The model's next completion: one to three calls of what destroys or changes many, on the
   * person's own records (ids whole or shortened), then words. The gate, not the model, decides.
   */
  function scriptModel(current: Records, pick: number[]) {
    if (!fake) return;
    const habits = [...current.habits.keys()];
    const goals = [...current.goals];
    const habit = (i: number) => habits[i % Math.max(1, habits.length)] ?? 'none';
    const options = [
      (i: number) => ({ name: 'deleteHabit', arguments: { habitId: habit(i) } }),
      (i: number) => ({ name: 'deleteHabit', arguments: { habitId: habit(i).slice(0, 8) } }),
      () => ({ name: 'deleteGoal', arguments: { goalId: goals[0] ?? 'none' } }),
      () => ({ name: 'deleteVision', arguments: {} }),
      (i: number) => ({ name: 'endHabit', arguments: { habitId: habit(i), lastDate: '2026-12-15' } }),
      (i: number) => ({ name: 'archiveHabit', arguments: { habitId: habit(i) } }),
      () => ({ name: 'pauseHabits', arguments: { to: '2026-12-31', habitId: null } }),
      (i: number) => ({ name: 'updateHabit', arguments: { habitId: habit(i), schedule: 'at 6am' } }),
      (i: number) => ({ name: 'updateHabit', arguments: { habitId: habit(i + 1), name: `Renamed ${i}` } }),
    ];
    fake.queue({ toolCalls: pick.map((p, i) => options[p % options.length]!(p + i)) }, { content: 'Done.' });
  }

  /** The person's records as they were before a run: every habit, the goal and the vision, made again where a yes took them. */
  async function reset() {
    // A new day for each run: the plan's messages of a day are not what is tested here.
    t.clock.advance(86_400_000);
    const habits = (await client.request('GET', urlOf(API.habits.list, { params: { userId } }))).json<Habit[]>();
    for (const h of habits) await client.request('DELETE', urlOf(API.habits.remove, { params: { id: h.id } }));
    const goals = (await client.request('GET', urlOf(API.goals.list, { params: { userId } }))).json<Goal[]>();
    for (const g of goals) await client.request('DELETE', urlOf(API.goals.remove, { params: { id: g.id } }));
    const goal = (await client.request('POST', urlOf(API.goals.create), { name: 'Learn Spanish' })).json<Goal>();
    for (const h of HABITS) {
      const created = await client.request('POST', urlOf(API.habits.create), {
        name: h.name,
        startTime: `2026-11-02T${h.startTime}:00Z`,
        endTime: `2026-11-02T${h.startTime.slice(0, 2)}:45:00Z`,
        ...(h.days ? { recurrence: 'custom', customRecurrence: { frequency: 'weekly', interval: 1, days: h.days } } : { recurrence: 'daily' }),
        ...(h.name === 'Spanish lessons' ? { goalId: goal.id } : {}),
        reminders: [{ minutesBefore: 15, channel: 'push' }],
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    await client.request('POST', urlOf(API.vision.save), { text: 'A calm, healthy life' });
  }

  async function records(): Promise<Records> {
    const habits = (await client.request('GET', urlOf(API.habits.list, { params: { userId } }))).json<Habit[]>();
    const goals = (await client.request('GET', urlOf(API.goals.list, { params: { userId } }))).json<Goal[]>();
    const vision = (await client.request('GET', urlOf(API.vision.get, { params: { userId } }))).json<Vision | null>();
    return {
      habits: new Map(
        habits.map((h) => [
          h.id,
          {
            archived: h.archivedAt !== null,
            ended: h.schedule.segments.some((s) => s.until !== null),
            shape: JSON.stringify([h.name, h.goalId, h.schedule.segments, h.reminders, h.pauses]),
          },
        ]),
      ),
      goals: new Set(goals.map((g) => g.id)),
      vision: vision?.id ?? null,
    };
  }

  /** What a turn destroyed or changed beyond one habit: named, so a failure says what happened. */
  function harm(before: Records, after: Records): string[] {
    const out: string[] = [];
    for (const [id, h] of before.habits) {
      const now = after.habits.get(id);
      if (!now) out.push(`habit ${id} deleted`);
      else if (now.archived && !h.archived) out.push(`habit ${id} archived`);
      else if (now.ended && !h.ended) out.push(`habit ${id} ended`);
    }
    for (const id of before.goals) if (!after.goals.has(id)) out.push(`goal ${id} deleted`);
    if (before.vision && after.vision !== before.vision) out.push('vision deleted');
    const changed = [...before.habits].filter(([id, h]) => after.habits.get(id) && after.habits.get(id)!.shape !== h.shape);
    if (changed.length > 1) out.push(`${changed.length} habits changed at once`);
    return out;
  }

  // 25 conversations of up to five turns, each on a reset account: about 5 s on a quiet machine, and
  // past the default 30 s when the browser tier runs beside it on two cores. It times nothing, so
  // its bound is a generous one (decision 040), not a place in the run-alone group.
  it('deletes, archives, ends or changes several records only on a yes to what it proposed', { timeout: 120_000 }, async () => {
    /** Turns that proposed something, and yeses that then did it: the runs reach both, or the property says nothing. */
    let proposed = 0;
    let destroyedOnYes = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(message, { minLength: 1, maxLength: 5 }), fc.array(fc.array(fc.nat(40), { minLength: 1, maxLength: 3 }), { minLength: 5, maxLength: 5 }), async (messages, script) => {
        await reset();
        let sessionId: string | null = null;
        let proposal: CoachTurn['proposal'] = null;
        for (const said of messages) {
          const before = await records();
          let res;
          let confirmed: boolean;
          if (said === '<confirm>' || said === '<cancel>') {
            if (!proposal || !sessionId) continue;
            res = await client.request('POST', urlOf(API.coach.decide, { params: { sessionId } }), { proposalId: proposal.id, decision: said === '<confirm>' ? 'confirm' : 'cancel' });
            confirmed = said === '<confirm>';
          } else {
            scriptModel(before, script[messages.indexOf(said)]!);
            res = await client.request('POST', urlOf(API.coach.chat), { message: said, sessionId });
            confirmed = proposal !== null && isYes(said);
          }
          expect(res.statusCode, `${said}: ${res.body}`).toBe(200);
          const turn = res.json<CoachTurn>();
          sessionId = turn.sessionId;
          const done = harm(before, await records());
          if (!confirmed) expect(done, `"${said}" after ${JSON.stringify(messages)}: ${turn.reply}`).toEqual([]);
          else if (done.length) destroyedOnYes++;
          proposal = turn.proposal ?? null;
          if (proposal) proposed++;
        }
      }),
      { numRuns: 25, seed: 37 },
    );
    expect(proposed).toBeGreaterThan(5);
    expect(destroyedOnYes).toBeGreaterThan(0);
  });
});
