import { AREA_MESSAGES, MAX_AREAS_PER_USER, areaHabitsDue, areaHabitsToComplete, isCompletable, localToday, type AreaCompletion, type Habit } from '@stride/domain';
import type { Clock } from '../../clock.js';
import { conflict, invalidField } from '../../errors.js';
import type { Transaction } from '../../transaction.js';
import type { UserRow } from '../auth/auth.repository.js';
import type { HabitsService } from '../habits/habits.service.js';
import { owned } from '../ownership.js';
import { toAreaDto } from './areas.dto.js';
import type { AreaRecord, AreaRow, AreasRepository, ImportedArea } from './areas.repository.js';

export type { AreaRecord, AreaRow, ImportedArea };

type Owner = Pick<UserRow, 'id' | 'timezone' | 'locale'>;

export interface AreasServiceDeps {
  repo: AreasRepository;
  /** Completing an area completes its habits through the habits module (the writer of their days). */
  habits: HabitsService;
  clock: Clock;
}

/** Issue 40 (decision 031): areas that group the owner's habits, for the routes and the coach alike. */
export function createAreasService({ repo, habits, clock }: AreasServiceDeps) {
  const requireArea = async (owner: Owner, id: string) => owned(await repo.find(owner.id, id), AREA_MESSAGES.notFound);

  /** The area's habits due on `date` (in the list's order), and all the habits over a window holding that day. */
  async function habitsDue(owner: Owner, id: string, date: string): Promise<{ area: AreaRow; due: Habit[]; all: Habit[] }> {
    const area = await requireArea(owner, id);
    const fallback = habits.windowFor(owner, {});
    const all = await habits.list(owner, habits.windowFor(owner, { from: date < fallback.from ? date : fallback.from, to: fallback.to }));
    return { area, due: areaHabitsDue(all, area.id, date), all };
  }

  return {
    list: (owner: Owner): Promise<AreaRow[]> => repo.list(owner.id),

    get: requireArea,

    async create(owner: Owner, name: string): Promise<AreaRow> {
      const now = clock.now();
      const row = await repo.insertWithin(MAX_AREAS_PER_USER, { userId: owner.id, name, createdAt: now, updatedAt: now });
      if (!row) throw conflict(AREA_MESSAGES.tooMany);
      return row;
    },

    async rename(owner: Owner, id: string, name: string): Promise<AreaRow> {
      return owned(await repo.rename(owner.id, id, name, clock.now()), AREA_MESSAGES.notFound);
    },

    habitsDue,

    /**
     * Completes every habit of the area due on `date` and not done yet (an amount habit to its
     * target); answers the due habits, done, and the ids this call completed. Called again, it
     * completes nothing.
     */
    async complete(owner: Owner, id: string, date: string): Promise<AreaCompletion> {
      if (!isCompletable(date, localToday(owner.timezone, clock.now()))) throw invalidField('date', AREA_MESSAGES.futureDate);
      const { area, due } = await habitsDue(owner, id, date);
      const toComplete = new Set(areaHabitsToComplete(due, area.id, date).map((h) => h.id));
      const answered: Habit[] = [];
      for (const habit of due) answered.push(toComplete.has(habit.id) ? await habits.complete(owner, habit.id, { date }, { wholeDay: true }) : await habits.get(owner, habit.id));
      return { area: toAreaDto(area), date, habits: answered, completedIds: [...toComplete] };
    },

    // Whole records, for the modules that move them in one transaction with their own (the undo, the import).

    /** Takes the owner's area out, with the ids of its habits (404 when there is none). */
    async take(owner: Owner, id: string, transaction: Transaction): Promise<AreaRecord> {
      return owned(await repo.take(owner.id, id, transaction), AREA_MESSAGES.notFound);
    },

    /** Puts an area back as it was (409 past the areas limit). */
    async putBack(owner: Owner, record: AreaRecord, transaction: Transaction): Promise<AreaRow> {
      const row = await repo.putBack(owner.id, record.row, MAX_AREAS_PER_USER, transaction);
      if (row === 'too-many') throw conflict(AREA_MESSAGES.tooMany);
      return row;
    },

    /** An import's areas; `tooMany` is the refusal past the limit. Answers the new ids in order. */
    async insertImported(ownerId: string, imported: ImportedArea[], transaction: Transaction, tooMany: () => Error): Promise<string[]> {
      const ids = await repo.insertImported(ownerId, imported, MAX_AREAS_PER_USER, transaction);
      if (ids === 'too-many') throw tooMany();
      return ids;
    },
  };
}

export type AreasService = ReturnType<typeof createAreasService>;
