import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COACH_MESSAGES, PLAN_LIMITS, USAGE_MESSAGES, dayInWords, formatDate, toEpochDay, type CoachTurn, type Goal, type Habit, type Vision } from '@stride/domain';
import { users } from '../../db/schema.js';
import { verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';
import { multipart } from '../../test/multipart.js';
import { OFFLINE_INTRO } from './offline-coach.js';

describe.each(testEngines())('offline coach on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  const say = async (client: TestClient, message: string, sessionId?: string) => {
    const res = await client.request('POST', '/api/openai/chat', { message, sessionId, context: { user: { id: 'not-trusted' } } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CoachTurn>();
  };
  const habitsOf = async (client: TestClient, userId: string) => (await client.request('GET', `/api/habits/user/${userId}`)).json<Habit[]>();

  it('only answers a signed-in, verified user', async () => {
    const res = await t.client().request('POST', '/api/openai/chat', { message: 'hello' });
    expect(res.statusCode).toBe(401);
  });

  it('says it is offline and what it understands, and keeps one session', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    const first = await say(client, 'Hello');
    expect(first).toMatchObject({ online: false, functionCalled: null, functionResult: null, functionCalls: [] });
    expect(first.reply).toContain(OFFLINE_INTRO);
    expect(first.reply).toContain('Hello Ada!');
    const second = await say(client, 'what can you do?', first.sessionId);
    expect(second.sessionId).toBe(first.sessionId);
    // Issue 37: a question the built-in coach understands, answered with what it does.
    expect(second.reply).toContain('Here is what I can do with you:');
    const third = await say(client, 'blorp', first.sessionId);
    expect(third.reply).toContain("I didn't understand that.");
  });

  it('creates, renames, reschedules and deletes a habit for the caller, as the habits API would', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    const created = await say(client, 'Create a habit called "Morning walk" on Monday and Thursday at 7:30am for 20 minutes');
    expect(created.functionCalled).toBe('createHabit');
    const habit = created.functionResult as Habit;
    expect(habit).toMatchObject({ name: 'Morning walk', recurrence: 'custom', startTime: '07:30', endTime: '07:50', customRecurrence: { frequency: 'weekly', days: ['Monday', 'Thursday'] } });
    expect(created.reply).toBe('Created the habit "Morning walk" (every week on Mon and Thu at 07:30).');
    expect((await habitsOf(client, user.id)).map((h) => h.id)).toEqual([habit.id]);

    const renamed = await say(client, 'Rename morning walk to Evening walk');
    expect(renamed).toMatchObject({ functionCalled: 'updateHabit', functionResult: { id: habit.id, name: 'Evening walk' } });

    const moved = await say(client, 'Reschedule Evening walk to 6pm');
    expect(moved.functionResult).toMatchObject({ id: habit.id, startTime: '18:00', endTime: '18:20' });
    expect(moved.reply).toContain('It is now every week on Mon and Thu at 18:00–18:20.');
    const [listed] = await habitsOf(client, user.id);
    expect(listed).toMatchObject({ id: habit.id, name: 'Evening walk', startTime: '18:00' });

    const unknown = await say(client, 'Delete habit Yoga');
    expect(unknown).toMatchObject({ functionCalled: null, reply: 'I couldn\'t find a habit called "Yoga". Your habits: "Evening walk".' });

    // Issue 37: a delete waits for a yes, and is done on it; issue 19: it can be undone, and says so.
    const asked = await say(client, 'Delete habit evening walk');
    expect(asked).toMatchObject({ functionCalled: null, reply: 'Delete "Evening walk"?', proposal: { functionCalled: 'deleteHabit' } });
    expect(await habitsOf(client, user.id)).toHaveLength(1);
    const deleted = await say(client, 'yes', asked.sessionId);
    expect(deleted).toMatchObject({
      functionCalled: 'deleteHabit',
      functionResult: { habitId: habit.id, name: 'Evening walk', undoId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      reply: 'Deleted the habit "Evening walk". It can be undone for 30 days.',
    });
    expect(await habitsOf(client, user.id)).toEqual([]);
  });

  // Issue 50 (lead, fourteenth session): a note is kept on a done or skipped day; on an open day the
  // coach asks to mark it done with the note, changes nothing meanwhile, and does both on a yes.
  it('asks before marking a day done for a note on a day neither done nor skipped, and keeps the note on a yes', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    await say(client, 'add a daily habit Row at 07:00');
    const asked = await say(client, "add a note to today's row: new 2k pb");
    expect(asked).toMatchObject({ functionCalled: null, functionCalls: [], reply: '"Row" is not marked done today, and a note is kept on a done or skipped day. Mark it done with your note?' });
    const [before] = await habitsOf(client, user.id);
    expect(before).toMatchObject({ completedDates: [], notes: {} });
    const done = await say(client, 'yes', asked.sessionId);
    expect(done.functionCalled).toBe('completeHabit');
    const [after] = await habitsOf(client, user.id);
    expect(after!.completedDates).toHaveLength(1);
    expect(after!.notes).toEqual({ [after!.completedDates[0]!]: 'new 2k pb' });
    // A note on that day now is kept at once.
    const noted = await say(client, "note on today's row: splits even");
    expect(noted.functionCalled).toBe('addNote');
    expect(Object.values((await habitsOf(client, user.id))[0]!.notes)).toEqual(['splits even']);
  });

  it('adds and deletes goals, sets the vision, lists them and reports progress', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    const goal = await say(client, 'Add goal Run a 10k - by the summer');
    expect(goal).toMatchObject({ functionCalled: 'createGoal', functionResult: { name: 'Run a 10k', description: 'by the summer' } });
    const vision = await say(client, 'Set my vision to A calm and healthy life');
    expect(vision.functionCalled).toBe('createOrUpdateVision');
    expect((vision.functionResult as Vision).text).toBe('A calm and healthy life');
    expect((await client.request('GET', `/api/visions/user/${user.id}`)).json<Vision>().text).toBe('A calm and healthy life');
    await say(client, 'add a daily habit Read at 21:00');

    const listed = await say(client, 'List everything');
    expect(listed.reply).toContain('Your vision: A calm and healthy life');
    expect(listed.reply).toContain('• Run a 10k: by the summer');
    expect(listed.reply).toContain('• Read: every day at 21:00–21:30');

    const progress = await say(client, 'How am I doing?');
    expect(progress.reply).toMatch(/• Read: streak 0 \(best 0\)/);

    const askedGoal = await say(client, 'Delete goal run a 10k');
    expect(askedGoal.proposal).toMatchObject({ functionCalled: 'deleteGoal', text: 'Delete the goal "Run a 10k"?' });
    const removed = await say(client, 'yes', askedGoal.sessionId);
    expect(removed).toMatchObject({ functionCalled: 'deleteGoal', functionResult: { goalId: (goal.functionResult as Goal).id } });
    expect((await client.request('GET', `/api/goals/user/${user.id}`)).json<Goal[]>()).toEqual([]);
    const askedVision = await say(client, 'Delete my vision');
    expect(askedVision.proposal).toMatchObject({ functionCalled: 'deleteVision', text: 'Delete your vision "A calm and healthy life"?' });
    const noVision = await say(client, 'yes please', askedVision.sessionId);
    expect(noVision.functionResult).toEqual({ visionId: (vision.functionResult as Vision).id, undoId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it("never continues another user's session", async () => {
    const alice = t.client();
    await verifiedUser(t, alice);
    const mine = await say(alice, 'hello');
    const bob = t.client();
    await verifiedUser(t, bob);
    const theirs = await say(bob, 'hello', mine.sessionId);
    expect(theirs.sessionId).not.toBe(mine.sessionId);
  });

  it('refuses a blank message and counts messages per day against the plan (429 past it)', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    const blank = await client.request('POST', '/api/openai/chat', { message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: COACH_MESSAGES.messageRequired });
    for (let i = 0; i < PLAN_LIMITS.free.messagesPerDay; i++) await say(client, `list my goals ${i}`);
    const refused = await client.request('POST', '/api/openai/chat', { message: 'one more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'plan_limit', message: USAGE_MESSAGES.messagesPerDay });
  });

  it('skips, logs an amount, pauses and resumes, archives and restores by plain commands (issue 22)', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(t.clock.now());
    const create = (body: Record<string, unknown>) =>
      client.request('POST', '/api/habits', { startTime: `${today}T07:00:00Z`, endTime: `${today}T07:30:00Z`, recurrence: 'daily', ...body });
    const run = (await create({ name: 'Morning run' })).json<Habit>();
    const water = (await create({ name: 'Water', target: { quantity: 8, unit: 'glasses' } })).json<Habit>();

    const skipped = await say(client, 'skip morning run today');
    expect(skipped).toMatchObject({ functionCalled: 'skipHabit', functionResult: { id: run.id, skippedDates: [today] } });
    expect(skipped.reply).toBe('Skipped "Morning run" today; your streak of 0 is kept.');
    expect((await say(client, 'unskip morning run')).functionResult).toMatchObject({ skippedDates: [] });

    const logged = await say(client, 'I drank 5 glasses');
    expect(logged).toMatchObject({ functionCalled: 'completeHabit', functionResult: { id: water.id, amounts: { [today]: 5 } } });
    expect(logged.reply).toBe('Logged 5 glasses of "Water" for today: 5 of 8.');
    expect((await say(client, 'log 3 glasses')).reply).toBe('Logged 3 glasses of "Water" for today: 8 of 8, done. Streak: 1.');
    expect((await say(client, 'log 20 pages')).reply).toBe('Which habit is that for? Habits with amounts: "Water" (8 glasses).');

    // Every habit at once, and an archive, wait for a yes (issue 37).
    const pausing = await say(client, 'Pause everything for 2 weeks');
    expect(pausing.proposal).toMatchObject({ functionCalled: 'pauseHabits', text: `Pause all 2 habits ("Morning run", "Water") from today to ${dayInWords(formatDate(toEpochDay(today) + 13), today)} (no reminders meanwhile, streaks kept)?` });
    const paused = await say(client, 'yes', pausing.sessionId);
    expect(paused.functionCalled).toBe('pauseHabits');
    const twoWeeks = { from: today, to: formatDate(toEpochDay(today) + 13) };
    expect((await habitsOf(client, user.id)).map((h) => h.pauses)).toEqual([[twoWeeks], [twoWeeks]]);
    const resuming = await say(client, "I'm back");
    expect(resuming.proposal?.functionCalled).toBe('resumeHabits');
    expect((await say(client, 'yes', resuming.sessionId)).reply).toBe('Resumed all your habits from today.');
    expect((await habitsOf(client, user.id)).map((h) => h.pauses)).toEqual([[], []]);

    const archiving = await say(client, 'archive morning run');
    expect(archiving.proposal?.functionCalled).toBe('archiveHabit');
    expect((await say(client, 'yes', archiving.sessionId)).functionResult).toMatchObject({ id: run.id, archivedAt: expect.any(String) });
    expect((await say(client, 'list my habits')).reply).toContain('• Morning run: every day at 07:00–07:30 (archived)');
    expect((await say(client, 'restore morning run')).functionResult).toMatchObject({ id: run.id, archivedAt: null });
  });

  it('does not count a message the offline coach did not understand against the day', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    // Not understood three times: answered with the help, and nothing charged.
    for (const message of ['blorp', 'zxcv', 'asdf qwerty']) {
      const res = await say(client, message);
      expect(res.reply).toContain("I didn't understand that.");
    }
    // So the whole day's allowance is still there, and only then the limit.
    for (let i = 0; i < PLAN_LIMITS.free.messagesPerDay; i++) await say(client, `list my goals ${i}`);
    const refused = await client.request('POST', '/api/openai/chat', { message: 'list my goals once more' });
    expect(refused.statusCode).toBe(429);
  });

  it('does not count a streamed message the offline coach did not understand either (the web app streams)', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    for (let i = 0; i < 3; i++) {
      const res = await client.request('POST', '/api/openai/chat', { message: 'blorp' }, { accept: 'text/event-stream' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('event: done');
    }
    for (let i = 0; i < PLAN_LIMITS.free.messagesPerDay; i++) await say(client, `list my goals ${i}`);
    expect((await client.request('POST', '/api/openai/chat', { message: 'list my goals' })).statusCode).toBe(429);
  });

  it("gives a trialing subscriber premium's allowance: past the free plan's messages, still answered", async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    await t.database.db.update(users).set({ subscriptionStatus: 'trialing' }).where(eq(users.id, user.id));
    for (let i = 0; i < PLAN_LIMITS.free.messagesPerDay; i++) await say(client, `list my goals ${i}`);
    const past = await client.request('POST', '/api/openai/chat', { message: 'list my goals once more' });
    expect(past.statusCode, past.body).toBe(200);
  });

  it('answers voice with 503 and a clear message when no provider is configured', async () => {
    const client = t.client();
    await verifiedUser(t, client);
    const res = await client.request('POST', '/api/openai/converse', multipart({ isInitialGreeting: 'true' }).body, multipart({ isInitialGreeting: 'true' }).headers);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'unavailable', message: COACH_MESSAGES.voiceNeedsProvider });
    // The call's refusal says the same.
    const call = await client.request('GET', '/api/openai/voice');
    expect(call.statusCode).toBe(503);
    expect(call.json()).toEqual({ code: 'unavailable', message: COACH_MESSAGES.voiceNeedsProvider });
  });

  it('says so in words for the person calling: no settings, no administrator (issue 20)', () => {
    // Issue 51: off, not "not yet": nothing promises calls that this server will not make.
    expect(COACH_MESSAGES.voiceNeedsProvider).toBe('Voice calls are turned off on this server. You can still message your coach.');
    expect(COACH_MESSAGES.voiceNeedsProvider).not.toMatch(/OPENAI|API|provider|administrator/i);
  });

  it('keeps a reported reply at both paths, with the session only when it is the caller’s', async () => {
    const client = t.client();
    const { user } = await verifiedUser(t, client);
    const turn = await say(client, 'hello');
    const body = {
      reportedMessage: { role: 'assistant', content: turn.reply },
      chatHistory: [
        { role: 'user', content: 'hello' },
        { role: 'assistant', content: turn.reply },
      ],
      sessionId: turn.sessionId,
    };
    const first = await client.request('POST', '/openai/report-response', body);
    expect(first.statusCode, first.body).toBe(201);
    const other = t.client();
    await verifiedUser(t, other);
    const second = await other.request('POST', '/api/openai/report-response', body);
    expect(second.statusCode).toBe(201);
    const { createCoachRepository } = await import('./coach.repository.js');
    const repo = createCoachRepository(t.database.db);
    const [kept] = await repo.listReports(user.id);
    expect(kept).toMatchObject({ id: first.json<{ id: string }>().id, sessionId: turn.sessionId, reportedMessage: body.reportedMessage, chatHistory: body.chatHistory });
    const otherUser = (await other.request('GET', '/api/auth/check')).json<{ user: { id: string } }>().user.id;
    expect((await repo.listReports(otherUser))[0]).toMatchObject({ sessionId: null });
    const bad = await client.request('POST', '/openai/report-response', { ...body, reportedMessage: { role: 'user', content: 'x' } });
    expect(bad.statusCode).toBe(400);
  });
});
