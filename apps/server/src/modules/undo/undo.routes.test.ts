import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COACH_MESSAGES, COACH_UNDO_DAYS, UNDO_MESSAGES, formatDate, toEpochDay, type Goal, type Habit, type HabitDeletion, type RecordDeletion, type UndoResponse, type Vision } from '@stride/domain';
import { verifiedUser } from '../../test/auth-flows.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngines } from '../../test/test-database.js';

/**
 * Issue 39, undo everywhere: the page's deletes (a habit, an occurrence, a goal, the vision)
 * answer an `undoId`, and `POST /api/undo` brings back exactly what went, once, for its owner,
 * within COACH_UNDO_DAYS. The coach's deletes and undo are the same records (undo.test.ts).
 */
describe.each(testEngines())('undo of the page’s deletes on %s', (engine) => {
  let t: TestApp;
  let client: TestClient;
  let userId: string;
  const TODAY = '2026-11-26';
  const day = (offset: number) => formatDate(toEpochDay(TODAY) + offset);

  beforeAll(async () => {
    // 08:00 in London: today's occurrences have begun.
    t = await createTestApp(engine, {}, { clockStart: new Date(`${TODAY}T08:00:00Z`) });
    client = t.client();
    ({
      user: { id: userId },
    } = await verifiedUser(t, client));
  });
  afterAll(() => t.close());

  const ok = async <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: object): Promise<T> => {
    const res = await client.request(method, path, body);
    expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(method === 'POST' && ['/api/habits', '/api/goals', '/api/visions'].includes(path) ? 201 : 200);
    return res.json<T>();
  };
  const undo = (undoId: string, as = client) => as.request('POST', '/api/undo', { undoId });
  const habits = async () => (await client.request('GET', `/api/habits/user/${userId}`)).json<Habit[]>();
  const habit = async (id: string) => (await habits()).find((h) => h.id === id);
  const daily = (name: string, extra: object = {}) =>
    ok<Habit>('POST', '/api/habits', { name, startTime: `${day(-6)}T07:00:00.000Z`, endTime: `${day(-6)}T07:30:00.000Z`, recurrence: 'daily', ...extra });

  it('brings a deleted habit back whole, once', async () => {
    const created = await daily('Stretch', { target: { quantity: 10, unit: 'minutes' }, reminders: [{ minutesBefore: 10, channel: 'push' }] });
    await ok('POST', `/api/habits/${created.id}/complete`, { date: day(-3), total: 10, note: 'easy' });
    await ok('POST', `/api/habits/${created.id}/skip`, { date: day(-2), note: 'sore' });
    await ok('POST', `/api/habits/${created.id}/complete`, { date: day(-1), value: 4 });
    const before = await habit(created.id);

    const deleted = await ok<HabitDeletion>('DELETE', `/api/habits/${created.id}`);
    // What the spec's callers read: the habit as it was; beside it, the undo id.
    const { undoId, ...asItWas } = deleted;
    expect(asItWas).toEqual(before);
    expect(await habit(created.id)).toBeUndefined();

    const restored = await undo(undoId);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<UndoResponse>()).toEqual({ functionCalls: [{ functionCalled: 'createHabit', functionResult: before }] });
    expect(await habit(created.id)).toEqual(before);
    // Twice: it was taken.
    const again = await undo(undoId);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 'not_found', message: COACH_MESSAGES.undoGone });
  });

  it('brings a deleted occurrence back with its completion, amount and note, and a deleted "this and following" with every later day', async () => {
    const created = await daily('Walk', { target: { quantity: 2, unit: 'km' } });
    await ok('POST', `/api/habits/${created.id}/complete`, { date: day(-4), total: 2, note: 'park' });
    await ok('POST', `/api/habits/${created.id}/complete`, { date: day(-3), value: 1 });
    await ok('POST', `/api/habits/${created.id}/skip`, { date: day(-2) });
    await ok('POST', `/api/habits/${created.id}/complete`, { date: day(-1), total: 3 });
    const before = await habit(created.id);

    const single = await ok<HabitDeletion>('DELETE', `/api/habits/${created.id}/occurrence`, { occurrence: { date: day(-4) }, scope: 'single' });
    const { undoId: singleUndo, ...afterSingle } = single;
    // The answer is the habit as it is now, without that day or what was logged on it.
    expect(afterSingle).toEqual(await habit(created.id));
    expect(afterSingle.occurrences.some((o) => o.date === day(-4))).toBe(false);
    expect(afterSingle.notes[day(-4)]).toBeUndefined();

    const restored = (await undo(singleUndo)).json<UndoResponse>();
    expect(restored.functionCalls.map((c) => c.functionCalled)).toEqual(['updateHabit']);
    const back = await habit(created.id);
    expect(restored.functionCalls[0]!.functionResult).toEqual(back);
    // Whole again: the same days, figures and logs (only the edit time moved on).
    expect({ ...back, updatedAt: before!.updatedAt }).toEqual(before);

    const { undoId: futureUndo, ...ended } = await ok<HabitDeletion>('DELETE', `/api/habits/${created.id}/occurrence`, { occurrence: { date: day(-3) }, scope: 'future' });
    expect(ended.occurrences.at(-1)?.date).toBe(day(-4));
    expect(ended.skippedDates).toEqual([]);
    expect((await undo(futureUndo)).statusCode).toBe(200);
    expect({ ...(await habit(created.id)), updatedAt: before!.updatedAt }).toEqual(before);
  });

  it('leaves a schedule changed since as it is (409), and brings nothing back for a habit deleted since until the habit is back', async () => {
    const created = await daily('Read');
    const { undoId } = await ok<HabitDeletion>('DELETE', `/api/habits/${created.id}/occurrence`, { occurrence: { date: day(-2) }, scope: 'single' });
    await ok('PUT', `/api/habits/${created.id}`, { occurrence: { date: day(-1), newDate: day(-1), startTime: '09:00', endTime: '09:30' }, scope: 'single' });
    const edited = await habit(created.id);
    const refused = await undo(undoId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'conflict', message: UNDO_MESSAGES.scheduleChanged });
    expect(await habit(created.id)).toEqual(edited);

    const other = await daily('Journal');
    const { undoId: occurrenceUndo } = await ok<HabitDeletion>('DELETE', `/api/habits/${other.id}/occurrence`, { occurrence: { date: day(-1) }, scope: 'single' });
    const { undoId: habitUndo } = await ok<HabitDeletion>('DELETE', `/api/habits/${other.id}`);
    expect((await undo(occurrenceUndo)).statusCode).toBe(404);
    // A refusal takes nothing: once the habit is back, so is its occurrence.
    expect((await undo(habitUndo)).statusCode).toBe(200);
    expect((await undo(occurrenceUndo)).statusCode).toBe(200);
    expect((await habit(other.id))!.occurrences.some((o) => o.date === day(-1))).toBe(true);
  });

  it('brings a deleted goal back with its habits linked again, and the vision', async () => {
    const goal = await ok<Goal>('POST', '/api/goals', { name: 'Get fit', description: 'By spring' });
    const linked = await daily('Run', { goalId: goal.id });
    const deleted = await ok<RecordDeletion>('DELETE', `/api/goals/${goal.id}`);
    expect(deleted.id).toBe(goal.id);
    expect((await habit(linked.id))!.goalId).toBeNull();
    const back = (await undo(deleted.undoId)).json<UndoResponse>();
    expect(back.functionCalls.map((c) => c.functionCalled)).toEqual(['createGoal', 'updateHabit']);
    expect(back.functionCalls[0]!.functionResult).toEqual(goal);
    expect((await habit(linked.id))!.goalId).toBe(goal.id);
    expect((await client.request('GET', `/api/goals/user/${userId}`)).json<Goal[]>()).toEqual([goal]);

    const vision = await ok<Vision>('POST', '/api/visions', { text: 'Calm and strong.' });
    // Another id deletes nothing.
    expect((await client.request('DELETE', `/api/visions/${goal.id}`)).statusCode).toBe(404);
    const gone = await ok<RecordDeletion>('DELETE', `/api/visions/${vision.id}`);
    expect(gone.id).toBe(vision.id);
    expect((await client.request('GET', `/api/visions/user/${userId}`)).json()).toBeNull();
    expect((await undo(gone.undoId)).json<UndoResponse>().functionCalls).toEqual([{ functionCalled: 'createOrUpdateVision', functionResult: vision }]);
    expect((await client.request('GET', `/api/visions/user/${userId}`)).json()).toEqual(vision);
  });

  it('is the coach’s undo too (/api/openai/undo), and never another user’s (404, theirs kept)', async () => {
    const created = await daily('Meditate');
    const { undoId } = await ok<HabitDeletion>('DELETE', `/api/habits/${created.id}`);
    const intruder = t.client();
    await verifiedUser(t, intruder);
    const refused = await undo(undoId, intruder);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 'not_found', message: COACH_MESSAGES.undoGone });
    expect(await habit(created.id)).toBeUndefined();
    const restored = await client.request('POST', '/api/openai/undo', { undoId });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await habit(created.id)).toMatchObject({ id: created.id, name: 'Meditate' });
  });

  // Last: it moves the app's clock past every kept record.
  it('keeps a delete undoable for 30 days, not a moment longer', async () => {
    const kept = await daily('Floss');
    const gone = await daily('Stretch again');
    const { undoId: keptUndo } = await ok<HabitDeletion>('DELETE', `/api/habits/${kept.id}`);
    const { undoId: goneUndo } = await ok<HabitDeletion>('DELETE', `/api/habits/${gone.id}`);
    t.clock.advance(COACH_UNDO_DAYS * 86_400_000 - 1);
    expect((await undo(keptUndo)).statusCode).toBe(200);
    t.clock.advance(1);
    const expired = await undo(goneUndo);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ code: 'not_found', message: COACH_MESSAGES.undoGone });
  });
});
