import type { Transaction } from '../../transaction.js';
import type { CoachRepository, ImportedConversations } from './coach.repository.js';

export type { ImportedConversations };

/** The coach's conversations and reports as an import brings them (issue 23), written by the coach module's own repository. */
export function createCoachArchive({ repo }: { repo: CoachRepository }) {
  return {
    importAll: (userId: string, imported: ImportedConversations, transaction: Transaction) => repo.insertImported(userId, imported, transaction),
  };
}

export type CoachArchive = ReturnType<typeof createCoachArchive>;
