import { Readable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  currentSegment,
  endDateOf,
  habitFieldValues,
  localToday,
  type DataExport,
  type ExportedArea,
  type ExportedConversation,
  type ExportedGoal,
  type ExportedHabit,
  type ExportFormat,
} from '@stride/domain';
import type { Clock } from '../../clock.js';
import { csvLine } from './csv.js';
import type { DataExportRepository, HabitRow, UserRow } from './data-export.repository.js';
import { habitScheduleText } from './habit-schedule-text.js';

/** Habits read per query: each comes with its whole history, so fewer than other pages. */
const HABIT_PAGE = 50;

export interface DataExportDeps {
  repo: DataExportRepository;
  clock: Clock;
}

export interface ExportDownload {
  filename: string;
  contentType: string;
  body: Readable;
}

type Keyed = { createdAt: Date; id: string };
const iso = (d: Date) => d.toISOString();

/** A habit row and its history as the export writes it (data-export.schemas.ts). */
function exportedHabit(
  row: HabitRow,
  completions: { date: string; createdAt: Date }[],
  days: { date: string; amount: number | null; note: string | null; skipped: boolean; doneTimes?: string[] | null }[],
): ExportedHabit {
  return {
    id: row.id,
    goalId: row.goalId,
    areaId: row.areaId,
    name: row.name,
    description: row.description,
    schedule: row.schedule,
    reminders: row.reminders,
    ...habitFieldValues(row),
    pauses: row.pauses,
    archivedAt: row.archivedAt ? iso(row.archivedAt) : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    completions: completions.map((c) => ({ date: c.date, createdAt: iso(c.createdAt) })),
    days: days.map((d) => ({ date: d.date, amount: d.amount, note: d.note, skipped: d.skipped, ...(d.doneTimes?.length ? { doneTimes: d.doneTimes } : {}) })),
  };
}

/**
 * Issue 23: everything a user owns, streamed (decision 024). Each kind is read a page at a time
 * and written out before the next page is read, so memory holds one page whatever the account's
 * size, and the download starts at once. JSON is the file an import reads back; CSV is a zip of
 * one file per kind, for spreadsheets.
 */
export function createDataExportService({ repo, clock }: DataExportDeps) {
  async function* goalPages(userId: string): AsyncGenerator<ExportedGoal[]> {
    for (let after = 0; ; ) {
      const page = await repo.goalsAfter(userId, after);
      if (!page.length) return;
      yield page.map((g) => ({ id: g.id, name: g.name, description: g.description, createdAt: iso(g.createdAt), updatedAt: iso(g.updatedAt) }));
      after = page.at(-1)!.seq;
    }
  }

  async function* areaPages(userId: string): AsyncGenerator<ExportedArea[]> {
    yield (await repo.areasOf(userId)).map((a) => ({ id: a.id, name: a.name, createdAt: iso(a.createdAt), updatedAt: iso(a.updatedAt) }));
  }

  async function* habitPages(userId: string): AsyncGenerator<ExportedHabit[]> {
    for (let after = 0; ; ) {
      const page = await repo.habitsAfter(userId, after, HABIT_PAGE);
      if (!page.length) return;
      const ids = page.map((h) => h.id);
      const [completions, days] = await Promise.all([repo.completionsOf(ids), repo.daysOf(ids)]);
      yield page.map((h) =>
        exportedHabit(
          h,
          completions.filter((c) => c.habitId === h.id),
          days.filter((d) => d.habitId === h.id),
        ),
      );
      after = page.at(-1)!.seq;
    }
  }

  async function* conversationPages(userId: string): AsyncGenerator<ExportedConversation[]> {
    for (let after: Keyed | null = null; ; ) {
      const page = await repo.conversationsAfter(userId, after);
      if (!page.length) return;
      yield page.map((c) => ({ id: c.id, kind: c.kind, messages: c.messages, createdAt: iso(c.createdAt), updatedAt: iso(c.updatedAt) }));
      after = page.at(-1)!;
    }
  }

  async function* reportPages(userId: string): AsyncGenerator<DataExport['reports']> {
    for (let after: Keyed | null = null; ; ) {
      const page = await repo.reportsAfter(userId, after);
      if (!page.length) return;
      yield page.map((r) => ({ reportedMessage: r.reportedMessage, chatHistory: r.chatHistory, createdAt: iso(r.createdAt) }));
      after = page.at(-1)!;
    }
  }

  /** A JSON array written element by element from pages. */
  async function* jsonArray<T>(pages: AsyncIterable<T[]>): AsyncGenerator<string> {
    let first = true;
    yield '[';
    for await (const page of pages) {
      for (const item of page) {
        yield `${first ? '' : ','}\n${JSON.stringify(item)}`;
        first = false;
      }
    }
    yield first ? ']' : '\n]';
  }

  async function* json(user: UserRow): AsyncGenerator<string> {
    const vision = await repo.visionOf(user.id);
    const head: Omit<DataExport, 'goals' | 'areas' | 'habits' | 'conversations' | 'reports'> = {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: iso(clock.now()),
      profile: { firstName: user.firstName, lastName: user.lastName, email: user.email, timezone: user.timezone, locale: user.locale, createdAt: iso(user.createdAt) },
      notificationSettings: await repo.settingsOf(user.id),
      vision: vision ? { text: vision.text, createdAt: iso(vision.createdAt), updatedAt: iso(vision.updatedAt) } : null,
    };
    // The head's fields, then each list streamed: `{"format":…,"vision":…,"goals":[…],…}`.
    yield JSON.stringify(head).slice(0, -1);
    yield ',"goals":';
    yield* jsonArray(goalPages(user.id));
    yield ',"areas":';
    yield* jsonArray(areaPages(user.id));
    yield ',"habits":';
    yield* jsonArray(habitPages(user.id));
    yield ',"conversations":';
    yield* jsonArray(conversationPages(user.id));
    yield ',"reports":';
    yield* jsonArray(reportPages(user.id));
    yield '}\n';
  }

  /** One CSV file per kind: its header, then its rows page by page. */
  function csvFiles(user: UserRow): { name: string; lines: () => AsyncGenerator<string> }[] {
    return [
      {
        name: 'profile.csv',
        async *lines() {
          yield csvLine(['first_name', 'last_name', 'email', 'timezone', 'created_at']);
          yield csvLine([user.firstName, user.lastName, user.email, user.timezone, iso(user.createdAt)]);
        },
      },
      {
        name: 'vision.csv',
        async *lines() {
          yield csvLine(['text', 'created_at', 'updated_at']);
          const vision = await repo.visionOf(user.id);
          if (vision) yield csvLine([vision.text, iso(vision.createdAt), iso(vision.updatedAt)]);
        },
      },
      {
        name: 'goals.csv',
        async *lines() {
          yield csvLine(['id', 'name', 'description', 'created_at', 'updated_at']);
          for await (const page of goalPages(user.id)) for (const g of page) yield csvLine([g.id, g.name, g.description, g.createdAt, g.updatedAt]);
        },
      },
      {
        // Issue 40.
        name: 'areas.csv',
        async *lines() {
          yield csvLine(['id', 'name', 'created_at', 'updated_at']);
          for await (const page of areaPages(user.id)) for (const a of page) yield csvLine([a.id, a.name, a.createdAt, a.updatedAt]);
        },
      },
      {
        name: 'habits.csv',
        async *lines() {
          yield csvLine([
            'id', 'goal_id', 'name', 'description', 'schedule', 'start_date', 'start_time', 'end_time', 'target_quantity', 'target_unit',
            'times', 'per', 'reminders', 'pauses', 'archived_at', 'created_at', 'updated_at', 'schedule_json', 'area_id',
            // Issue 40's habit kinds, at the end so that earlier columns keep their places.
            'target_direction', 'end_date', 'times_of_day', 'cue_after_habit_id', 'cue_text',
          ]);
          for await (const page of habitPages(user.id)) {
            for (const h of page) {
              const segment = currentSegment(h.schedule);
              yield csvLine([
                h.id, h.goalId, h.name, h.description, habitScheduleText(h), h.schedule.segments[0]!.from, segment.startTime, segment.endTime,
                h.target?.quantity ?? null, h.target?.unit ?? null, h.frequency?.times ?? null, h.frequency?.period ?? null,
                h.reminders.map((r) => `${r.minutesBefore} min before by ${r.channel}`).join('; '),
                h.pauses.map((p) => `${p.from} to ${p.to}`).join('; '),
                h.archivedAt, h.createdAt, h.updatedAt, JSON.stringify(h.schedule), h.areaId ?? null,
                h.target ? (h.target.direction ?? 'atLeast') : null, endDateOf(h.schedule), h.timesOfDay?.join('; ') ?? null,
                h.cue?.afterHabitId ?? null, h.cue?.text ?? null,
              ]);
            }
          }
        },
      },
      {
        name: 'habit_days.csv',
        async *lines() {
          yield csvLine(['habit_id', 'habit_name', 'date', 'completed', 'completed_at', 'amount', 'skipped', 'note', 'done_times']);
          for await (const page of habitPages(user.id)) {
            for (const h of page) {
              const done = new Map(h.completions.map((c) => [c.date, c.createdAt]));
              const extra = new Map(h.days.map((d) => [d.date, d]));
              for (const date of [...new Set([...done.keys(), ...extra.keys()])].sort()) {
                const day = extra.get(date);
                yield csvLine([h.id, h.name, date, done.has(date), done.get(date) ?? null, day?.amount ?? null, day?.skipped ?? false, day?.note ?? null, day?.doneTimes?.join('; ') ?? null]);
              }
            }
          }
        },
      },
      {
        name: 'coach_messages.csv',
        async *lines() {
          yield csvLine(['conversation_id', 'kind', 'conversation_started_at', 'position', 'role', 'content', 'functions_called']);
          for await (const page of conversationPages(user.id)) {
            for (const c of page) {
              let position = 0;
              for (const m of c.messages) {
                const calls = 'toolCalls' in m ? m.toolCalls.map((t) => `${t.name}(${t.arguments})`).join('; ') : null;
                yield csvLine([c.id, c.kind, c.createdAt, ++position, m.role, m.content, calls]);
              }
            }
          }
        },
      },
      {
        name: 'coach_reports.csv',
        async *lines() {
          yield csvLine(['reported_at', 'role', 'content', 'chat_history']);
          for await (const page of reportPages(user.id)) for (const r of page) yield csvLine([r.createdAt, r.reportedMessage.role, r.reportedMessage.content, JSON.stringify(r.chatHistory)]);
        },
      },
      {
        name: 'notification_settings.csv',
        async *lines() {
          yield csvLine(['setting', 'value']);
          const settings = await repo.settingsOf(user.id);
          if (!settings) return;
          yield csvLine(['push', settings.pushEnabled]);
          yield csvLine(['email', settings.emailEnabled]);
          yield csvLine(['quiet_hours', settings.quietHours ? `${settings.quietHours.start}-${settings.quietHours.end}` : null]);
          yield csvLine(['evening_nudge', settings.nudge.enabled ? settings.nudge.time : 'off']);
          yield csvLine(['weekly_review', settings.review.enabled ? `weekday ${settings.review.weekday} at ${settings.review.hour}:00` : 'off']);
          yield csvLine(['weekly_review_email', settings.review.email]);
        },
      },
    ];
  }

  /**
   * A zip written as it goes: fflate's streaming Zip hands out compressed bytes as each chunk is
   * pushed, and they are yielded before the next page is read.
   */
  async function* zip(user: UserRow): AsyncGenerator<Buffer> {
    const out: Uint8Array[] = [];
    let failure: Error | null = null;
    const archive = new Zip((err, chunk) => {
      if (err) failure = err;
      else out.push(chunk);
    });
    const drain = function* () {
      if (failure) throw failure;
      while (out.length) yield Buffer.from(out.shift()!);
    };
    const encoder = new TextEncoder();
    const mtime = clock.now();
    for (const file of csvFiles(user)) {
      const entry = new ZipDeflate(file.name, { level: 6 });
      entry.mtime = mtime;
      archive.add(entry);
      for await (const text of file.lines()) {
        entry.push(encoder.encode(text));
        yield* drain();
      }
      entry.push(new Uint8Array(0), true);
      yield* drain();
    }
    archive.end();
    yield* drain();
  }

  return {
    /** The download for `format`, named after the user's local date. */
    download(user: UserRow, format: ExportFormat): ExportDownload {
      const date = localToday(user.timezone, clock.now());
      if (format === 'csv') return { filename: `stride-export-${date}.zip`, contentType: 'application/zip', body: Readable.from(zip(user)) };
      return { filename: `stride-export-${date}.json`, contentType: 'application/json; charset=utf-8', body: Readable.from(json(user)) };
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
