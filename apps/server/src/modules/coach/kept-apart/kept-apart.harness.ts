import { formatDate, toEpochDay, weekdayOf, type Area, type CoachTurn, type Goal, type Habit, type Vision } from '@stride/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema.js';
import type { TestApp, TestClient } from '../../../test/test-app.js';
import { verifiedUser } from '../../../test/auth-flows.js';
import { KEPT_APART_AREAS, KEPT_APART_GOALS, KEPT_APART_HABITS, KEPT_APART_PERSON, KEPT_APART_VISION, type AccountHabit } from './kept-apart.account.js';
import type { Check, HabitState, KeptApartCase, Weekday } from './kept-apart.types.js';

/**
 * Issue 50: runs a kept-apart case against the built-in coach through the real API, as
 * kept-apart.types.ts says: the account made through the API, each message said in one
 * conversation, then the records read back and every check and every rule applied. It answers
 * what held, never the words of the case (the table is a measure: its sentences are not printed).
 */

const DAY_NAMES: Weekday[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const LONG_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** The history and the 28 days ahead that the checks read. */
const HISTORY_FROM = '2026-10-01';
const MENU = 'Here is what I can do with you:';

export interface Records {
  habits: Habit[];
  goals: Goal[];
  areas: Area[];
  vision: Vision | null;
}

export interface Signed {
  client: TestClient;
  userId: string;
}

const plus = (day: string, n: number) => formatDate(toEpochDay(day) + n);
const hhmm = (iso: string) => iso.slice(11, 16);
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

async function call<T>(client: TestClient, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<T> {
  const res = await client.request(method, url, body);
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}`);
  return res.json<T>();
}

function habitBody(h: AccountHabit, goals: Goal[], areas: Area[]) {
  const start = h.start ?? '2026-11-02';
  const at = h.timesOfDay?.[0] ?? h.at ?? '09:00';
  const end = minutesOf(at) + (h.minutes ?? 30);
  const endAt = `${String(Math.floor(end / 60) % 24).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
  const daily = !h.days && !h.everyDays;
  return {
    name: h.name,
    startTime: `${start}T${at}:00Z`,
    endTime: `${start}T${endAt}:00Z`,
    recurrence: daily ? 'daily' : 'custom',
    ...(h.days ? { customRecurrence: { frequency: 'weekly', interval: 1, days: h.days.map((d) => LONG_DAYS[DAY_NAMES.indexOf(d)]) } } : {}),
    ...(h.everyDays ? { customRecurrence: { frequency: 'daily', interval: h.everyDays } } : {}),
    ...(h.perWeek ? { frequency: { times: h.perWeek, period: 'week' } } : {}),
    ...(h.timesOfDay ? { timesOfDay: h.timesOfDay } : {}),
    ...(h.target ? { target: h.target } : {}),
    ...(h.goal ? { goalId: goals.find((g) => g.name === h.goal)!.id } : {}),
    ...(h.area ? { areaId: areas.find((a) => a.name === h.area)!.id } : {}),
    ...(h.reminders ? { reminders: h.reminders } : {}),
    ...(h.endDate ? { endDate: h.endDate } : {}),
    ...(h.cue ? { cue: { text: h.cue } } : {}),
  };
}

/** Sam's account (kept-apart.account.ts), made through the API for a new, signed-in user. */
export async function buildAccount(t: TestApp): Promise<Signed> {
  const client = t.client();
  const { user } = await verifiedUser(t, client);
  const post = <T>(url: string, body: unknown) => call<T>(client, 'POST', url, body);
  // The name is not part of any record the checks read; set in the data as sign-up would have.
  await t.database.db.update(users).set({ firstName: KEPT_APART_PERSON }).where(eq(users.id, user.id));
  const goals: Goal[] = [];
  for (const g of KEPT_APART_GOALS) goals.push(await post<Goal>('/api/goals', { name: g.name, description: g.deadline ? `By ${g.deadline}` : '' }));
  const areas: Area[] = [];
  for (const name of KEPT_APART_AREAS) areas.push(await post<Area>('/api/areas', { name }));
  await post('/api/visions', { text: KEPT_APART_VISION });
  for (const h of KEPT_APART_HABITS) {
    const habit = await post<Habit>('/api/habits', habitBody(h, goals, areas));
    const logged = new Set<string>();
    for (const [date, total] of Object.entries(h.amounts ?? {})) {
      logged.add(date);
      await post(`/api/habits/${habit.id}/complete`, { date, total, ...(h.notes?.[date] ? { note: h.notes[date] } : {}) });
    }
    for (const date of h.done ?? []) if (!logged.has(date)) await post(`/api/habits/${habit.id}/complete`, { date, ...(h.notes?.[date] ? { note: h.notes[date] } : {}) });
    for (const date of h.skipped ?? []) await post(`/api/habits/${habit.id}/skip`, { date });
    if (h.paused) await post(`/api/habits/${habit.id}/pause`, h.paused);
    if (h.archived) await post(`/api/habits/${habit.id}/archive`, {});
  }
  return { client, userId: user.id };
}

/** The account's export, made once per app: each case restores a copy of it (POST /api/import). */
const templates = new WeakMap<TestApp, Promise<string>>();

/**
 * Sam's account for one case: a new, signed-in user into whom the export of an account built
 * through the API is imported (the same records, made in one request instead of a hundred).
 */
export async function makeAccount(t: TestApp): Promise<Signed> {
  let file = templates.get(t);
  if (!file) {
    file = buildAccount(t).then(async ({ client }) => (await client.request('GET', '/api/export?format=json')).body);
    templates.set(t, file);
  }
  const body = await file;
  const client = t.client();
  const { user } = await verifiedUser(t, client);
  await t.database.db.update(users).set({ firstName: KEPT_APART_PERSON }).where(eq(users.id, user.id));
  const res = await client.request('POST', '/api/import', body, { 'content-type': 'application/json' });
  if (res.statusCode !== 201) throw new Error(`import answered ${res.statusCode}`);
  return { client, userId: user.id };
}

export async function readRecords({ client, userId }: Signed, today: string): Promise<Records> {
  const [habits, goals, areas, vision] = await Promise.all([
    call<Habit[]>(client, 'GET', `/api/habits/user/${userId}?from=${HISTORY_FROM}&to=${plus(today, 27)}`),
    call<Goal[]>(client, 'GET', `/api/goals/user/${userId}`),
    call<Area[]>(client, 'GET', '/api/areas'),
    client.request('GET', `/api/visions/user/${userId}`).then((res) => (res.statusCode === 200 && res.body && res.body !== 'null' ? res.json<Vision>() : null)),
  ]);
  return { habits, goals, areas, vision };
}

/** A habit as "nothing else changes" compares it: what it is and what it did, not its derived figures. */
function habitKey(h: Habit): string {
  return JSON.stringify({
    name: h.name,
    description: h.description,
    goalId: h.goalId,
    areaId: h.areaId,
    reminders: h.reminders,
    recurrence: h.recurrence,
    customRecurrence: h.customRecurrence,
    startTime: hhmm(h.startTime),
    endTime: hhmm(h.endTime),
    endDate: h.endDate ?? null,
    target: h.target,
    frequency: h.frequency,
    timesOfDay: h.timesOfDay ?? null,
    cue: h.cue ?? null,
    archived: !!h.archivedAt,
    occurrences: h.occurrences.map((o) => `${o.date} ${hhmm(o.startTime)}-${hhmm(o.endTime)}`),
    completedDates: [...h.completedDates].sort(),
    skippedDates: [...h.skippedDates].sort(),
    pauses: h.pauses,
    amounts: h.amounts,
    notes: h.notes,
    doneTimes: h.doneTimes ?? {},
  });
}

const history = (h: Habit, today: string) =>
  JSON.stringify({
    done: h.completedDates.filter((d) => d < today).sort(),
    amounts: Object.entries(h.amounts).filter(([d]) => d < today),
    notes: Object.entries(h.notes).filter(([d]) => d < today),
  });

/**
 * Whether its history was wiped: two or more days before today that were done, logged or noted
 * no longer are (a tick added to yesterday is no loss; one day unticked is a correction of a day,
 * not a wipe).
 */
function historyLost(was: Habit, now: Habit, today: string): boolean {
  const past = (d: string) => d < today;
  const lost = new Set([
    ...was.completedDates.filter(past).filter((d) => !now.completedDates.includes(d)),
    ...Object.keys(was.amounts).filter(past).filter((d) => now.amounts[d] === undefined),
    ...Object.keys(was.notes).filter(past).filter((d) => !now.notes[d]),
  ]);
  return lost.size >= 2;
}

export interface Change {
  /** Names (before) of the existing records that changed or went. */
  changed: string[];
  /** Names of those destroyed: deleted, archived, history wiped, schedule ended. */
  destroyed: string[];
}

/** What one message did to the records that were there before it. */
export function changesBetween(before: Records, after: Records, today: string): Change {
  const changed: string[] = [];
  const destroyed: string[] = [];
  for (const h of before.habits) {
    const now = after.habits.find((x) => x.id === h.id);
    if (!now) {
      changed.push(h.name);
      destroyed.push(h.name);
      continue;
    }
    if (habitKey(now) === habitKey(h)) continue;
    changed.push(h.name);
    const ended = !!now.endDate && (!h.endDate || now.endDate < h.endDate);
    if ((!h.archivedAt && now.archivedAt) || historyLost(h, now, today) || ended) destroyed.push(h.name);
  }
  for (const g of before.goals) {
    const now = after.goals.find((x) => x.id === g.id);
    if (!now) (changed.push(g.name), destroyed.push(g.name));
    else if (now.name !== g.name || now.description !== g.description) changed.push(g.name);
  }
  for (const a of before.areas) {
    const now = after.areas.find((x) => x.id === a.id);
    if (!now) (changed.push(a.name), destroyed.push(a.name));
    else if (now.name !== a.name) changed.push(a.name);
  }
  if (before.vision && (after.vision?.text ?? null) !== before.vision.text) {
    changed.push(before.vision.text);
    if (!after.vision) destroyed.push(before.vision.text);
  }
  return { changed, destroyed };
}

const same = (a: Records, b: Records) =>
  JSON.stringify([a.habits.map(habitKey), a.goals.map((g) => [g.id, g.name, g.description]), a.areas.map((x) => [x.id, x.name]), a.vision?.text ?? null]) ===
  JSON.stringify([b.habits.map(habitKey), b.goals.map((g) => [g.id, g.name, g.description]), b.areas.map((x) => [x.id, x.name]), b.vision?.text ?? null]);

const lower = (s: string) => s.toLowerCase();
const singular = (s: string) => lower(s).replace(/s$/, '');

function holds(state: HabitState, h: Habit, r: Records, today: string): boolean {
  const ahead = h.occurrences.filter((o) => o.date >= today);
  const next = ahead[0];
  if (state.name !== undefined && lower(h.name) !== lower(state.name)) return false;
  if (state.time !== undefined && (!next || hhmm(next.startTime) !== state.time)) return false;
  if (state.minutes !== undefined && (!next || (minutesOf(hhmm(next.endTime)) - minutesOf(hhmm(next.startTime)) + 1440) % 1440 !== state.minutes)) return false;
  if (state.days !== undefined) {
    const days = new Set(ahead.filter((o) => o.date < plus(today, 28)).map((o) => DAY_NAMES[weekdayOf(toEpochDay(o.date))]!));
    if (days.size !== state.days.length || !state.days.every((d) => days.has(d))) return false;
  }
  if (state.nextDates !== undefined && JSON.stringify(ahead.slice(0, state.nextDates.length).map((o) => o.date)) !== JSON.stringify(state.nextDates)) return false;
  if (state.everyDays !== undefined) {
    const later = ahead.filter((o) => o.date > today).map((o) => toEpochDay(o.date));
    if (later.length < 2 || later.slice(1).some((d, i) => d - later[i]! !== state.everyDays)) return false;
  }
  if (state.timeOn !== undefined && !Object.entries(state.timeOn).every(([day, time]) => h.occurrences.some((o) => o.date === day && hhmm(o.startTime) === time))) return false;
  if (state.perWeek !== undefined && !(h.frequency?.period === 'week' && h.frequency.times === state.perWeek)) return false;
  if (state.perMonth !== undefined && !(h.frequency?.period === 'month' && h.frequency.times === state.perMonth)) return false;
  if (state.timesOfDay !== undefined) {
    const times = [...(h.timesOfDay ?? [])].sort();
    if (state.timesOfDay === null ? times.length > 0 : JSON.stringify(times) !== JSON.stringify([...state.timesOfDay].sort())) return false;
  }
  if (state.target !== undefined) {
    const t = h.target;
    if (state.target === null) {
      if (t) return false;
    } else if (
      !t ||
      t.quantity !== state.target.quantity ||
      (state.target.unit !== undefined && singular(t.unit) !== singular(state.target.unit)) ||
      (state.target.direction !== undefined && (t.direction ?? 'atLeast') !== state.target.direction)
    )
      return false;
  }
  if (state.goal !== undefined) {
    const goal = r.goals.find((g) => g.id === h.goalId);
    if (state.goal === null ? !!h.goalId : !goal || lower(goal.name) !== lower(state.goal)) return false;
  }
  if (state.area !== undefined) {
    const area = r.areas.find((a) => a.id === h.areaId);
    if (state.area === null ? !!h.areaId : !area || lower(area.name) !== lower(state.area)) return false;
  }
  if (state.reminders !== undefined) {
    if (h.reminders.length !== state.reminders.length) return false;
    const left = [...h.reminders];
    for (const want of state.reminders) {
      const i = left.findIndex((x) => (want.minutesBefore === undefined || x.minutesBefore === want.minutesBefore) && (want.channel === undefined || x.channel === want.channel));
      if (i < 0) return false;
      left.splice(i, 1);
    }
  }
  if (state.endDate !== undefined && (h.endDate ?? null) !== state.endDate) return false;
  if (state.cue !== undefined) {
    const cue = h.cue;
    const words = cue ? lower(`${cue.text ?? ''} ${r.habits.find((x) => x.id === cue.afterHabitId)?.name ?? ''}`) : '';
    if (state.cue === null ? !!cue : !cue || !words.includes(lower(state.cue))) return false;
  }
  if (state.archived !== undefined && !!h.archivedAt !== state.archived) return false;
  return true;
}

const STATE_KEYS = ['name', 'time', 'minutes', 'days', 'nextDates', 'everyDays', 'timeOn', 'perWeek', 'perMonth', 'timesOfDay', 'target', 'goal', 'area', 'reminders', 'endDate', 'cue', 'archived'] as const;
const stateOf = (c: object): HabitState => Object.fromEntries(Object.entries(c).filter(([k]) => (STATE_KEYS as readonly string[]).includes(k))) as HabitState;

/** Whether one check holds after the case. */
export function checkHolds(c: Check, before: Records, after: Records, lastReply: string, today: string): boolean {
  const byName = <T extends { name: string }>(list: T[], name: string) => list.find((x) => lower(x.name) === lower(name));
  const newHabits = after.habits.filter((h) => !before.habits.some((b) => b.id === h.id));
  if ('reply' in c) return c.reply.every((w) => lower(lastReply).includes(lower(w)));
  if ('replyAny' in c) return c.replyAny.some((w) => lower(lastReply).includes(lower(w)));
  if ('noNewHabit' in c) return newHabits.length === 0;
  if ('vision' in c) return c.vision === null ? !after.vision : !!after.vision && lower(after.vision.text).includes(lower(c.vision));
  if ('newGoal' in c) return after.goals.filter((g) => !before.goals.some((b) => b.id === g.id) && lower(g.name).includes(lower(c.newGoal))).length === 1;
  if ('newArea' in c) return after.areas.filter((a) => !before.areas.some((b) => b.id === a.id) && lower(a.name).includes(lower(c.newArea))).length === 1;
  if ('newHabit' in c) {
    const made = newHabits.filter((h) => lower(h.name).includes(lower(c.newHabit)));
    return made.length === 1 && holds(stateOf(c), made[0]!, after, today);
  }
  if (!('habit' in c) && 'goal' in c) {
    const was = byName(before.goals, c.goal);
    const now = was && after.goals.find((g) => g.id === was.id);
    if (!was) return false;
    if (c.deleted) return !now;
    return !!now && (c.name === undefined || lower(now.name) === lower(c.name));
  }
  if (!('habit' in c) && 'area' in c) {
    const was = byName(before.areas, c.area);
    const now = was && after.areas.find((a) => a.id === was.id);
    if (!was) return false;
    if (c.deleted) return !now;
    return !!now && (c.name === undefined || lower(now.name) === lower(c.name));
  }
  if (!('habit' in c)) return false;
  const was = byName(before.habits, c.habit);
  if (!was) return false;
  const h = after.habits.find((x) => x.id === was.id);
  if ('deleted' in c) return !h;
  if (!h) return false;
  if ('doneOn' in c) {
    const done = c.time !== undefined ? (h.doneTimes?.[c.doneOn] ?? []).includes(c.time) : h.completedDates.includes(c.doneOn) || (h.doneTimes?.[c.doneOn]?.length ?? 0) > 0;
    return done && (c.amount === undefined || h.amounts[c.doneOn] === c.amount);
  }
  if ('notDoneOn' in c) return !h.completedDates.includes(c.notDoneOn) && !(h.doneTimes?.[c.notDoneOn]?.length) && !h.amounts[c.notDoneOn];
  // A day ahead is skipped as a one-day rest (a pause of that day alone), a day gone by as a skip.
  if ('skippedOn' in c) return h.skippedDates.includes(c.skippedOn) || h.pauses.some((p) => p.from === c.skippedOn && p.to === c.skippedOn);
  if ('pausedOn' in c) return c.pausedOn.every((d) => h.pauses.some((p) => p.from <= d && d <= p.to));
  if ('notPausedOn' in c) return c.notPausedOn.every((d) => !h.pauses.some((p) => p.from <= d && d <= p.to));
  if ('noteOn' in c) {
    const note = lower(h.notes[c.noteOn] ?? '');
    return note.includes(lower(c.includes)) && !(c.excludes ?? []).some((x) => note.includes(lower(x)));
  }
  if ('historyCleared' in c) {
    const ahead = (x: Habit) => JSON.stringify(x.occurrences.filter((o) => o.date >= today).map((o) => [o.date, hhmm(o.startTime), hhmm(o.endTime)]));
    return history(h, today) === JSON.stringify({ done: [], amounts: [], notes: [] }) && ahead(h) === ahead(was);
  }
  return holds(stateOf(c), h, after, today);
}

/** The records the checks name (they may change); all others must stay as they were. */
function othersUnchanged(checks: Check[], before: Records, after: Records): boolean {
  const named = (list: { name: string; id: string }[], names: string[]) => new Set(list.filter((x) => names.some((n) => lower(n) === lower(x.name))).map((x) => x.id));
  const habits = named(before.habits, checks.flatMap((c) => ('habit' in c ? [c.habit] : [])));
  const goals = named(before.goals, checks.flatMap((c) => (!('habit' in c) && !('newHabit' in c) && 'goal' in c && typeof c.goal === 'string' ? [c.goal] : [])));
  const areas = named(before.areas, checks.flatMap((c) => (!('habit' in c) && !('newHabit' in c) && 'area' in c && typeof c.area === 'string' ? [c.area] : [])));
  const newHabitNames = checks.flatMap((c) => ('newHabit' in c ? [c.newHabit] : []));
  const newGoalNames = checks.flatMap((c) => ('newGoal' in c ? [c.newGoal] : []));
  const newAreaNames = checks.flatMap((c) => ('newArea' in c ? [c.newArea] : []));
  for (const h of before.habits) {
    if (habits.has(h.id)) continue;
    const now = after.habits.find((x) => x.id === h.id);
    if (!now || habitKey(now) !== habitKey(h)) return false;
  }
  for (const h of after.habits) if (!before.habits.some((b) => b.id === h.id) && !newHabitNames.some((n) => lower(h.name).includes(lower(n)))) return false;
  for (const g of before.goals) {
    if (goals.has(g.id)) continue;
    const now = after.goals.find((x) => x.id === g.id);
    if (!now || now.name !== g.name || now.description !== g.description) return false;
  }
  for (const g of after.goals) if (!before.goals.some((b) => b.id === g.id) && !newGoalNames.some((n) => lower(g.name).includes(lower(n)))) return false;
  for (const a of before.areas) {
    if (areas.has(a.id)) continue;
    const now = after.areas.find((x) => x.id === a.id);
    if (!now || now.name !== a.name) return false;
  }
  for (const a of after.areas) if (!before.areas.some((b) => b.id === a.id) && !newAreaNames.some((n) => lower(a.name).includes(lower(n)))) return false;
  if (!checks.some((c) => 'vision' in c) && (before.vision?.text ?? null) !== (after.vision?.text ?? null)) return false;
  return true;
}

export interface Outcome {
  right: boolean;
  /** A question after which something changed. */
  questionChanged: boolean;
  /** A message after which records were destroyed or several changed with no exact proposal before it. */
  unproposedBulk: number;
  /** Replies that were the list of everything the coach can do (out of `replies`), in a case not about chat. */
  menus: number;
  replies: number;
  /** What failed, by kind, without the case's words. */
  failed: string[];
}

/** One case: the account made, the messages said in one conversation, the records judged. */
export async function runCase(t: TestApp, c: KeptApartCase, today: string): Promise<Outcome> {
  try {
    return await judge(t, c, today);
  } catch (error) {
    return { right: false, questionChanged: false, unproposedBulk: 0, menus: 0, replies: 0, failed: [`harness error: ${(error as Error).name}`] };
  }
}

async function judge(t: TestApp, c: KeptApartCase, today: string): Promise<Outcome> {
  const signed = await makeAccount(t);
  const start = await readRecords(signed, today);
  let before = start;
  let sessionId: string | undefined;
  let proposal: string | null = null;
  let lastReply = '';
  const out: Outcome = { right: true, questionChanged: false, unproposedBulk: 0, menus: 0, replies: 0, failed: [] };
  for (const message of c.say) {
    const res = await signed.client.request('POST', '/api/openai/chat', { message, ...(sessionId ? { sessionId } : {}) });
    if (res.statusCode !== 200) {
      out.failed.push(`status ${res.statusCode}`);
      out.right = false;
      break;
    }
    const turn = res.json<CoachTurn>();
    sessionId = turn.sessionId;
    lastReply = [turn.reply, turn.proposal?.text ?? ''].join('\n');
    out.replies++;
    if (c.category !== 'chat' && turn.reply.includes(MENU)) out.menus++;
    const after = await readRecords(signed, today);
    if (c.question && !same(start, after)) out.questionChanged = true;
    const { changed, destroyed } = changesBetween(before, after, today);
    if (destroyed.length || changed.length >= 2) {
      const proposed = proposal !== null && changed.every((name) => lower(proposal!).includes(lower(name)));
      if (!proposed) out.unproposedBulk++;
    }
    proposal = turn.proposal?.text ?? null;
    before = after;
  }
  const end = await readRecords(signed, today);
  if (out.right) {
    for (const check of c.then) if (!checkHolds(check, start, end, lastReply, today)) out.failed.push(Object.keys(check).filter((k) => k !== 'habit').join('+'));
    if (!othersUnchanged(c.then, start, end)) out.failed.push('something else changed');
  }
  if (out.questionChanged) out.failed.push('a question changed records');
  if (out.unproposedBulk) out.failed.push('unproposed bulk change');
  if (out.menus) out.failed.push('menu');
  out.right = out.failed.length === 0;
  return out;
}
