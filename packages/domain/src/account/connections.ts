/**
 * Issue 48: what ended every access token and assistant grant of an account. A password reset and
 * an email change always do (whoever held the account loses what they connected); a password
 * change does when the person asks.
 */
export const CONNECTIONS_ENDED_REASONS = ['password_reset', 'email_change', 'password_change'] as const;
export type ConnectionsEndedReason = (typeof CONNECTIONS_ENDED_REASONS)[number];

/** The account's access tokens and connected assistants, by name. */
export interface AccountConnections {
  tokens: string[];
  assistants: string[];
}
