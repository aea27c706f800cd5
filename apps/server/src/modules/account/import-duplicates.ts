import { existingHabits, type DataExport, type HabitLikeness, type ImportSummary } from '@stride/domain';

/** Issue 40: what an import does with habits the account already has (decision 033). */
export type Duplicates = 'skip' | 'import';

/**
 * The file and its summary with the habits the account already has (same name and schedule)
 * marked `existing`; with 'skip' those are left out of the file, counted in `skipped`, and their
 * completions no longer counted.
 */
export function markExisting(file: DataExport, summary: ImportSummary, account: readonly HabitLikeness[], duplicates: Duplicates): { file: DataExport; summary: ImportSummary } {
  const existing = existingHabits(
    file.habits.map((h) => ({ name: h.name, schedule: h.schedule, frequency: h.frequency ?? null })),
    account,
  );
  const habits = summary.habits.map((h, i) => (existing[i] ? { ...h, existing: true } : h));
  const skipped = existing.filter(Boolean).length;
  if (duplicates === 'import' || skipped === 0) return { file, summary: { ...summary, habits } };
  return {
    file: { ...file, habits: file.habits.filter((_, i) => !existing[i]) },
    summary: { ...summary, habits, skipped, completions: habits.reduce((sum, h, i) => sum + (existing[i] ? 0 : h.completions), 0) },
  };
}
