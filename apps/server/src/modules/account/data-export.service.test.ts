import { describe, expect, it } from 'vitest';
import { dataExportSchema, habitFieldValues, type HabitSchedule } from '@stride/domain';
import { createDataExportService } from './data-export.service.js';
import type { DataExportRepository, HabitRow, UserRow } from './data-export.repository.js';

const T0 = new Date('2026-11-24T10:00:00Z');
const schedule: HabitSchedule = {
  segments: [{ from: '2020-01-01', anchor: '2020-01-01', startTime: '07:00', endTime: '07:30', recurrence: 'daily', customRecurrence: null, until: null }],
  exceptions: [],
  extras: [],
};
const user = { id: 'u1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', timezone: 'Europe/London', createdAt: T0 } as UserRow;

/**
 * A repository holding `habitCount` habits of `daysEach` completions, recording what was read when:
 * the export must read page after page as the download is consumed, never everything up front.
 */
function pagedRepository(habitCount: number, daysEach: number) {
  const reads: string[] = [];
  const habits = Array.from({ length: habitCount }, (_, i) => ({
    id: `h${i}`, seq: i + 1, userId: 'u1', goalId: null, areaId: null, name: `Habit ${i}`, description: '', schedule, reminders: [], completionsRev: 0,
    ...habitFieldValues({}), pauses: [], archivedAt: null, createdAt: T0, updatedAt: T0,
  })) as HabitRow[];
  const dates = Array.from({ length: daysEach }, (_, d) => new Date(Date.UTC(2020, 0, 1 + d)).toISOString().slice(0, 10));
  const repo: DataExportRepository = {
    settingsOf: async () => null,
    visionOf: async () => undefined,
    goalsAfter: async () => [],
    areasOf: async () => [],
    habitsAfter: async (_u: string, after: number, limit = 200) => {
      reads.push(`habits>${after}`);
      return habits.filter((h) => h.seq > after).slice(0, limit);
    },
    completionsOf: async (ids: string[]) => ids.flatMap((habitId) => dates.map((date) => ({ habitId, date, createdAt: T0 }))),
    daysOf: async () => [],
    conversationsAfter: async () => [],
    reportsAfter: async () => [],
  } as unknown as DataExportRepository;
  return { repo, reads };
}

describe('the export stream', () => {
  it('reads habits a page at a time as the download is consumed, and the whole is a valid export', async () => {
    const { repo, reads } = pagedRepository(120, 400);
    const service = createDataExportService({ repo, clock: { now: () => T0 } });
    const download = service.download(user, 'json');
    expect(download.filename).toBe('stride-export-2026-11-24.json');
    const chunks: string[] = [];
    let readsAtFirstHabit = -1;
    for await (const chunk of download.body) {
      chunks.push(String(chunk));
      if (readsAtFirstHabit < 0 && chunks.join('').includes('"Habit 0"')) readsAtFirstHabit = reads.length;
    }
    // The first habit went out after one page was read, before the next pages were.
    expect(readsAtFirstHabit).toBe(1);
    expect(reads).toEqual(['habits>0', 'habits>50', 'habits>100', 'habits>120']);
    const file = dataExportSchema.parse(JSON.parse(chunks.join('')));
    expect(file.habits).toHaveLength(120);
    expect(file.habits[119]!.completions).toHaveLength(400);
  });
});
