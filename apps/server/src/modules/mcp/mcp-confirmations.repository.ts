import { desc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mcpConfirmations } from '../../db/schema.js';

export type McpConfirmationRow = typeof mcpConfirmations.$inferSelect;

/** Issue 52: the one writer of `mcp_confirmations` (proposals waiting for their second call). */
export function createMcpConfirmationsRepository(db: Db) {
  return {
    /** Keeps a proposal; drops every expired one, and the binding's oldest beyond `keep` (the new one counted). */
    async insert(values: Omit<typeof mcpConfirmations.$inferInsert, 'seq'>, keep: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(mcpConfirmations).where(lte(mcpConfirmations.expiresAt, values.createdAt));
        await tx.insert(mcpConfirmations).values(values);
        const rows = await tx.select({ idHash: mcpConfirmations.idHash }).from(mcpConfirmations).where(eq(mcpConfirmations.boundTo, values.boundTo)).orderBy(desc(mcpConfirmations.seq));
        const drop = rows.slice(keep).map((r) => r.idHash);
        if (drop.length) await tx.delete(mcpConfirmations).where(inArray(mcpConfirmations.idHash, drop));
      });
    },

    /** Takes the proposal of that hash out (one use, whoever asks): the row, or undefined when there was none. */
    async take(idHash: string): Promise<McpConfirmationRow | undefined> {
      const [row] = await db.delete(mcpConfirmations).where(eq(mcpConfirmations.idHash, idHash)).returning();
      return row;
    },
  };
}

export type McpConfirmationsRepository = ReturnType<typeof createMcpConfirmationsRepository>;
