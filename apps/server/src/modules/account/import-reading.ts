import { ACCOUNT_MESSAGES, type DataExport, type ImportSummary } from '@stride/domain';
import { invalid } from '../../errors.js';
import { habitScheduleRule, habitScheduleText } from './habit-schedule-text.js';
import { readImportFile } from './import-file.js';

/**
 * What an import file brings, read without the database: the file made consistent and its
 * summary. Runs in the import worker (import-worker.ts), off the event loop (issue 38).
 */
export interface ImportReading {
  file: DataExport;
  summary: ImportSummary;
}

/** The day and the moment of an import, on the app's clock: a Loop file's timestamps are the moment it is read. */
export interface ImportTime {
  today: string;
  now: Date;
}

/** The file read, made consistent (links to goals the file lacks dropped, duplicate days once), and summed up. */
export function readForImport(bytes: Uint8Array, when: ImportTime): ImportReading {
  const read = readImportFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), when);
  const unmapped = [...read.unmapped];
  const file = settle(read.file, unmapped);
  if (!file.vision && !file.goals.length && !file.habits.length && !file.conversations.length && !file.reports.length) throw invalid(ACCOUNT_MESSAGES.importEmpty);
  return { file, summary: summaryOf(read.source, file, unmapped) };
}

function settle(file: DataExport, unmapped: string[]): DataExport {
  const goalIds = new Set(file.goals.map((g) => g.id));
  const habits = file.habits.map((h) => {
    let goalId = h.goalId;
    if (goalId && !goalIds.has(goalId)) {
      unmapped.push(`Habit "${h.name}" belonged to a goal that is not in the file: it was imported without a goal.`);
      goalId = null;
    }
    const completions = [...new Map(h.completions.map((c) => [c.date, c])).values()];
    const days = [...new Map(h.days.map((d) => [d.date, d])).values()];
    return { ...h, goalId, completions, days };
  });
  return { ...file, habits };
}

function summaryOf(source: ImportSummary['source'], file: DataExport, unmapped: string[]): ImportSummary {
  const habits = file.habits.map((h) => ({
    name: h.name,
    completions: h.completions.length,
    skips: h.days.filter((d) => d.skipped).length,
    schedule: habitScheduleText(h),
    rule: habitScheduleRule(h),
  }));
  return {
    source,
    vision: file.vision !== null,
    goals: file.goals.length,
    habits,
    completions: habits.reduce((sum, h) => sum + h.completions, 0),
    conversations: file.conversations.length,
    unmapped,
  };
}

/** The lists a file is sent in parts of, so that no one message takes long to read on the event loop. */
const LISTS = ['habits', 'conversations', 'reports'] as const;
type ListName = (typeof LISTS)[number];
export type FilePart = { head: string } | { list: ListName; items: string };

/**
 * The file as JSON parts of about `partChars` characters each: first everything but the long
 * lists, then the lists' items a few at a time. Parsing one part is a few milliseconds of the main
 * thread, where deserialising a whole 10 MB file at once held it for most of a second.
 */
export function* fileParts(file: DataExport, partChars = 256 * 1024): Generator<FilePart> {
  yield { head: JSON.stringify({ ...file, habits: [], conversations: [], reports: [] }) };
  for (const list of LISTS) {
    let items: string[] = [];
    let chars = 0;
    for (const item of file[list]) {
      const json = JSON.stringify(item);
      items.push(json);
      chars += json.length;
      if (chars >= partChars) {
        yield { list, items: `[${items.join(',')}]` };
        items = [];
        chars = 0;
      }
    }
    if (items.length) yield { list, items: `[${items.join(',')}]` };
  }
}

/** Puts a file back together from its parts, in the order `fileParts` gave them. */
export class FileAssembler {
  private file: DataExport | null = null;

  add(part: FilePart): void {
    if ('head' in part) {
      this.file = JSON.parse(part.head) as DataExport;
      return;
    }
    if (!this.file) throw new Error('an import file part came before its head');
    const items = JSON.parse(part.items) as never[];
    const list: unknown[] = this.file[part.list];
    for (const item of items) list.push(item);
  }

  result(): DataExport {
    if (!this.file) throw new Error('an import file ended before its head');
    return this.file;
  }
}
