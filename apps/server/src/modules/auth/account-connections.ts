import type { AccountConnections } from '@stride/domain';
import type { Transaction } from '../../transaction.js';

/**
 * Issue 48: what the auth services need of the tokens and OAuth modules to take an account back.
 * Each module ends its own rows (one writer per table); the auth service only calls them, in the
 * transaction that changes the password or the email.
 */
export interface ConnectionsPort {
  /** Ends every access token and assistant grant of the user, in `transaction`; answers their names. */
  endAll(userId: string, transaction: Transaction): Promise<AccountConnections>;
  /** The user's access tokens and assistants, by name (what stays connected). */
  list(userId: string): Promise<AccountConnections>;
}

export function createConnectionsPort(deps: {
  tokens: { names(userId: string): Promise<string[]>; endAll(userId: string, transaction: Transaction): Promise<string[]> };
  assistants: { grantNames(userId: string): Promise<string[]>; endAllGrants(userId: string, transaction: Transaction): Promise<string[]> };
}): ConnectionsPort {
  const { tokens, assistants } = deps;
  return {
    async endAll(userId, transaction) {
      // One after the other: the transaction is one connection.
      const endedTokens = await tokens.endAll(userId, transaction);
      const endedAssistants = await assistants.endAllGrants(userId, transaction);
      return { tokens: endedTokens, assistants: endedAssistants };
    },
    async list(userId) {
      const [names, assistantNames] = await Promise.all([tokens.names(userId), assistants.grantNames(userId)]);
      return { tokens: names, assistants: assistantNames };
    },
  };
}
