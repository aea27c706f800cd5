import { and, desc, eq, sql } from 'drizzle-orm';
import { storableCopy } from '@stride/domain';
import type { Db } from '../../db/client.js';
import { coachReports, coachSessions, type PendingProposal, type SessionMessage } from '../../db/schema.js';
import { isUuid } from '../../db/ids.js';
import { within } from '../../db/transactions.js';
import type { Transaction } from '../../transaction.js';

export type { PendingProposal, SessionMessage };

/** Conversations the list shows. */
const LISTED_SESSIONS = 50;
/** Characters of the first message a conversation is named by. */
const TITLE_LENGTH = 60;

/** The words a conversation is named by: the person's message as they saw it (a tapped button's label, issue 54). */
const wordsOf = (message: SessionMessage | undefined) => (message?.role === 'user' && message.shown) || message?.content || '';

const titleOf = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > TITLE_LENGTH ? `${flat.slice(0, TITLE_LENGTH - 1).trimEnd()}…` : flat;
};

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 2000;

/** Conversations and reports as an import adds them (issue 23). */
export interface ImportedConversations {
  conversations: Pick<typeof coachSessions.$inferInsert, 'kind' | 'messages' | 'createdAt' | 'updatedAt'>[];
  reports: Pick<typeof coachReports.$inferInsert, 'reportedMessage' | 'chatHistory' | 'createdAt'>[];
}

export function createCoachRepository(db: Db) {
  return {
    /** The owner's session, or undefined for an unknown id or anyone else's. */
    async findSession(userId: string, id: string | null | undefined) {
      if (!id || !isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(coachSessions)
        .where(and(eq(coachSessions.id, id), eq(coachSessions.userId, userId)));
      return row;
    },

    async createSession(userId: string, now: Date) {
      const [row] = await db.insert(coachSessions).values({ userId, messages: [], createdAt: now, updatedAt: now }).returning();
      return row!;
    },

    /**
     * Keeps the conversation as it now is, with what waits for a yes and the built-in coach's memory
     * (both replaced: a turn that proposes nothing clears the last proposal). The conversation is
     * named by its first message of the person's.
     */
    async saveMessages(userId: string, id: string, kept: SessionMessage[], now: Date, given: { pending?: PendingProposal | null; memory?: Record<string, unknown> | null } = {}): Promise<void> {
      // The provider's words and arguments are mended, not refused (issue 38): a reply already streamed is kept.
      const messages = storableCopy(kept);
      const state = storableCopy(given);
      const first = messages.find((m) => m.role === 'user' && m.content);
      await db
        .update(coachSessions)
        .set({
          messages,
          updatedAt: now,
          ...(state.pending !== undefined ? { pending: state.pending } : {}),
          ...(state.memory !== undefined ? { memory: state.memory } : {}),
          ...(first ? { title: sql`coalesce(${coachSessions.title}, ${titleOf(wordsOf(first))})` } : {}),
        })
        .where(and(eq(coachSessions.id, id), eq(coachSessions.userId, userId)));
    },

    /**
     * Takes what waits for a yes out of the conversation, once: two Confirms (or a yes and a
     * Confirm) at the same moment, and only one gets it. `proposalId` undefined: whatever waits.
     */
    async takePending(userId: string, id: string, proposalId?: string): Promise<PendingProposal | undefined> {
      if (!isUuid(id)) return undefined;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ pending: coachSessions.pending })
          .from(coachSessions)
          .where(and(eq(coachSessions.id, id), eq(coachSessions.userId, userId)))
          .for('update');
        const pending = row?.pending;
        if (!pending || (proposalId !== undefined && pending.id !== proposalId)) return undefined;
        await tx.update(coachSessions).set({ pending: null }).where(eq(coachSessions.id, id));
        return pending;
      });
    },

    /** The owner's conversations (not the coach's weekly reviews), newest first, each named. */
    async listSessions(userId: string): Promise<{ id: string; title: string; updatedAt: Date }[]> {
      const rows = await db
        .select({ id: coachSessions.id, title: coachSessions.title, messages: coachSessions.messages, updatedAt: coachSessions.updatedAt })
        .from(coachSessions)
        .where(and(eq(coachSessions.userId, userId), eq(coachSessions.kind, 'chat'), sql`jsonb_array_length(${coachSessions.messages}) > 0`))
        .orderBy(desc(coachSessions.updatedAt))
        .limit(LISTED_SESSIONS);
      return rows.map((r) => ({ id: r.id, title: r.title ?? titleOf(wordsOf(r.messages.find((m) => m.role === 'user'))) ?? '', updatedAt: r.updatedAt }));
    },

    async insertReport(values: typeof coachReports.$inferInsert): Promise<string> {
      const [row] = await db.insert(coachReports).values(storableCopy(values)).returning({ id: coachReports.id });
      return row!.id;
    },

    async listReports(userId: string) {
      return db.select().from(coachReports).where(eq(coachReports.userId, userId));
    },

    /** An import's conversations (read, none waiting to be opened) and reports. */
    async insertImported(userId: string, { conversations, reports }: ImportedConversations, transaction: Transaction): Promise<void> {
      const tx = within(db, transaction);
      for (let i = 0; i < conversations.length; i += CHUNK) {
        await tx.insert(coachSessions).values(conversations.slice(i, i + CHUNK).map((c) => ({ userId, ...c, unread: false })));
      }
      for (let i = 0; i < reports.length; i += CHUNK) {
        await tx.insert(coachReports).values(reports.slice(i, i + CHUNK).map((r) => ({ userId, sessionId: null, ...r })));
      }
    },
  };
}
export type CoachRepository = ReturnType<typeof createCoachRepository>;
