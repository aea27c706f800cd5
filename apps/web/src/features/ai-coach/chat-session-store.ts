/**
 * The chat's session id, kept for this tab (sessionStorage) so a reload shows the conversation
 * again and continues it (issue 20); a new tab or window starts a new one, as before. Keyed by user,
 * so someone else signing in on the tab never asks for it. The server checks ownership anyway.
 * Storage can be unavailable (a locked-down browser): then the chat simply is not kept.
 */
const keyOf = (userId: string) => `stride.coach.session.${userId}`;

export const chatSessionStore = {
  read(userId: string | undefined): string | null {
    if (!userId) return null;
    try {
      return window.sessionStorage.getItem(keyOf(userId));
    } catch {
      return null;
    }
  },
  write(userId: string | undefined, sessionId: string | null): void {
    if (!userId) return;
    try {
      if (sessionId) window.sessionStorage.setItem(keyOf(userId), sessionId);
      else window.sessionStorage.removeItem(keyOf(userId));
    } catch {
      // Not kept: the conversation still goes on in memory.
    }
  },
};
