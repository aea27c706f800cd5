import type { AccountConnections, ConnectionsEndedReason } from '../account/connections.js';

const quoted = (names: readonly string[]) => names.map((name) => `“${name}”`).join(', ');

function listed({ tokens, assistants }: AccountConnections): string {
  const parts = [tokens.length ? `access tokens ${quoted(tokens)}` : '', assistants.length ? `assistants ${quoted(assistants)}` : ''].filter(Boolean);
  return parts.join('; ');
}

const REASON_WORDS: Record<ConnectionsEndedReason, string> = {
  password_reset: 'your password was reset',
  email_change: 'your email address was changed',
  password_change: 'you changed your password',
};

/** Issue 48: taking an account back: the words of ending its access tokens and assistants (Settings, the notice emails). */
export const CONNECTIONS_TEXTS = {
  endOption: 'Also disconnect every access token and assistant',
  endOptionHelp: 'Choose this if someone else may have used your account: whatever they connected stops at once.',
  passwordChangedAndEnded: 'Your password has been changed. Other devices have been signed out, and every access token and assistant was disconnected.',
  /** Settings, above the tokens and assistants, after a reset or an email change ended them. */
  endedNotice: (reason: ConnectionsEndedReason, date: string) =>
    `Every access token and connected assistant was disconnected on ${date}, when ${REASON_WORDS[reason]}. Create a token or connect an assistant again where you still use one.`,
  /** The notice email: what was disconnected (nothing to say when nothing was connected). */
  endedInEmail: (ended: AccountConnections): string | null =>
    ended.tokens.length || ended.assistants.length ? `These were disconnected and no longer reach your account: ${listed(ended)}. Connect them again in Settings where you still use them.` : null,
  /** The notice email of a password change that kept them: what stays connected. */
  stayInEmail: (kept: AccountConnections): string =>
    kept.tokens.length || kept.assistants.length
      ? `These stay connected and can still reach your habits: ${listed(kept)}. If you do not know them, disconnect them in Settings.`
      : 'No access token or assistant is connected to your account.',
} as const;
