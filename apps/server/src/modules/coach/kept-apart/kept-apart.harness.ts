import { formatDate, toEpochDay, type Area, type CoachTurn, type Goal, type Habit, type Vision } from '@stride/domain';
import type { TestApp, TestClient } from '../../../test/test-app.js';
import { copyAccount, snapshotAccount, type AccountSnapshot } from '../../../test/account-copy.js';
import { sessionUser, uniqueEmail, verifiedUser } from '../../../test/auth-flows.js';
import { checkHolds, othersUnchanged } from './kept-apart.checks.js';
import { KEPT_APART_AREAS, KEPT_APART_GOALS, KEPT_APART_HABITS, KEPT_APART_PERSON, KEPT_APART_VISION, type AccountHabit } from './kept-apart.account.js';
import type { KeptApartCase, Weekday } from './kept-apart.types.js';

/**
 * Issue 50: runs a kept-apart case against the built-in coach through the real API, as
 * kept-apart.types.ts says: the account made through the API, each message said in one
 * conversation, then the records read back and every check and every rule applied. It answers
 * what held, never the words of the case (the table is a measure: its sentences are not printed).
 */

export const DAY_NAMES: Weekday[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const LONG_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** The history and the 28 days ahead that the checks read. */
const HISTORY_FROM = '2026-10-01';
/**
 * How far ahead occurrences are read: a case's `nextDates` may name a monthly habit's next three
 * (twenty-fifth session: read to 27 days, "the first Sunday of each month" could never show its
 * second and third, whatever the coach did). `days` still looks at the next 28 days only.
 */
const DAYS_AHEAD = 100;
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

export const plus = (day: string, n: number) => formatDate(toEpochDay(day) + n);
export const hhmm = (iso: string) => iso.slice(11, 16);
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

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
  const { user } = await verifiedUser(t, client, uniqueEmail('sam'), KEPT_APART_PERSON);
  const post = <T>(url: string, body: unknown) => call<T>(client, 'POST', url, body);
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

/**
 * Sam's account once per app, as each case gets a copy of it: its rows, the user they are
 * imported into, and its records as read back at each instant and day a case started on.
 */
interface Template {
  built: Signed;
  snapshot: AccountSnapshot;
  imported: Signed;
  reads: Map<string, Promise<string>>;
}
const templates = new WeakMap<TestApp, Promise<Template>>();

/**
 * A new user, signed in with a session made in the data, into whom an export is imported
 * (`POST /api/import`): the account each case's copy is taken from.
 */
export async function importAccount(t: TestApp, exported: string): Promise<Signed> {
  const client = t.client();
  // Signed in in the data (the account built through the API signed in through it): each case's subject is the coach.
  const { userId } = await sessionUser(t, client, uniqueEmail('sam'), KEPT_APART_PERSON);
  const res = await client.request('POST', '/api/import', exported, { 'content-type': 'application/json' });
  if (res.statusCode !== 201) throw new Error(`import answered ${res.statusCode}`);
  return { client, userId };
}

/**
 * Sam's account for one case: a new user, signed in with a session made in the data, holding a
 * copy of the account the export of an account built through the API was imported into (once
 * per app): the same records, written in a few statements (test/account-copy.ts) instead of an
 * import per case.
 */
export async function makeAccount(t: TestApp): Promise<Signed> {
  return (await copyForCase(t)).signed;
}

/** The account built through the API that each case's copy comes from (by its export and an import). */
export async function builtAccount(t: TestApp): Promise<Signed> {
  return (await templateOf(t)).built;
}

async function templateOf(t: TestApp): Promise<Template> {
  let template = templates.get(t);
  if (!template) {
    template = buildAccount(t).then(async (built) => {
      const imported = await importAccount(t, (await built.client.request('GET', '/api/export?format=json')).body);
      return { built, snapshot: await snapshotAccount(t, imported.userId), imported, reads: new Map() };
    });
    templates.set(t, template);
  }
  return template;
}

async function copyForCase(t: TestApp) {
  const template = await templateOf(t);
  const client = t.client();
  const { userId } = await sessionUser(t, client, uniqueEmail('sam'), KEPT_APART_PERSON);
  const ids = await copyAccount(t, template.snapshot, userId);
  return { signed: { client, userId }, template, ids };
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/**
 * The records a case's copy starts with: those of the account it was copied from, read back
 * through the API at the same instant and day (once for all the cases that start there), each id
 * its copy's. A copy reads back as the account it was copied from, record for record and in the
 * same order (kept-apart.harness.test.ts).
 */
async function startOf(t: TestApp, { template, ids }: Awaited<ReturnType<typeof copyForCase>>, today: string): Promise<Records> {
  const key = `${t.clock.now().toISOString()} ${today}`;
  let read = template.reads.get(key);
  if (!read) {
    read = readRecords(template.imported, today).then((records) => JSON.stringify(records));
    template.reads.set(key, read);
  }
  return JSON.parse((await read).replace(UUID, (id) => ids.get(id) ?? id)) as Records;
}

export async function readRecords({ client, userId }: Signed, today: string): Promise<Records> {
  const [habits, goals, areas, vision] = await Promise.all([
    call<Habit[]>(client, 'GET', `/api/habits/user/${userId}?from=${HISTORY_FROM}&to=${plus(today, DAYS_AHEAD)}`),
    call<Goal[]>(client, 'GET', `/api/goals/user/${userId}`),
    call<Area[]>(client, 'GET', '/api/areas'),
    client.request('GET', `/api/visions/user/${userId}`).then((res) => (res.statusCode === 200 && res.body && res.body !== 'null' ? res.json<Vision>() : null)),
  ]);
  return { habits, goals, areas, vision };
}

/** A habit as "nothing else changes" compares it: what it is and what it did, not its derived figures. */
export function habitKey(h: Habit): string {
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

export const history = (h: Habit, today: string) =>
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
    if (!now) {
      changed.push(g.name);
      destroyed.push(g.name);
    }
    else if (now.name !== g.name || now.description !== g.description) changed.push(g.name);
  }
  for (const a of before.areas) {
    const now = after.areas.find((x) => x.id === a.id);
    if (!now) {
      changed.push(a.name);
      destroyed.push(a.name);
    }
    else if (now.name !== a.name) changed.push(a.name);
  }
  if (before.vision && (after.vision?.text ?? null) !== before.vision.text) {
    changed.push(before.vision.text);
    if (!after.vision) destroyed.push(before.vision.text);
  }
  return { changed, destroyed };
}

const lower = (s: string) => s.toLowerCase();

const same = (a: Records, b: Records) =>
  JSON.stringify([a.habits.map(habitKey), a.goals.map((g) => [g.id, g.name, g.description]), a.areas.map((x) => [x.id, x.name]), a.vision?.text ?? null]) ===
  JSON.stringify([b.habits.map(habitKey), b.goals.map((g) => [g.id, g.name, g.description]), b.areas.map((x) => [x.id, x.name]), b.vision?.text ?? null]);

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
  /** The coach's last reply (for a miss of one's own sentences; the bench never prints it). */
  lastReply?: string;
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
  const copy = await copyForCase(t);
  const { signed } = copy;
  const start = await startOf(t, copy, today);
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
    // COACH_TRACE=1 prints each message and the coach's answer (to read a miss; off in every run of the suite).
    if (process.env.COACH_TRACE) console.info(`> ${message}\n< ${lastReply.trim().replace(/\n/g, ' | ')} [${turn.functionCalls.map((call) => call.summary ?? call.functionCalled).join('; ')}]`);
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
  // The records as read after the last message: nothing is said after it, and the clock stands still.
  const end = before;
  if (out.right) {
    for (const check of c.then) if (!checkHolds(check, start, end, lastReply, today)) out.failed.push(Object.keys(check).filter((k) => k !== 'habit').join('+'));
    if (!othersUnchanged(c.then, start, end)) out.failed.push('something else changed');
  }
  if (out.questionChanged) out.failed.push('a question changed records');
  if (out.unproposedBulk) out.failed.push('unproposed bulk change');
  if (out.menus) out.failed.push('menu');
  out.right = out.failed.length === 0;
  out.lastReply = lastReply;
  return out;
}
