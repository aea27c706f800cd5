import { useCallback, useState } from 'react';
import type { Habit, User } from '@stride/domain';

/** Set on this device once a person finished or skipped the first run (one key per account). */
export const firstRunDoneKey = (userId: string) => `stride-first-run-done:${userId}`;

function isDone(userId: string): boolean {
  try {
    return localStorage.getItem(firstRunDoneKey(userId)) !== null;
  } catch {
    // Storage refused (a locked-down browser): the habits decide alone.
    return false;
  }
}

function markDone(userId: string) {
  try {
    localStorage.setItem(firstRunDoneKey(userId), new Date().toISOString());
  } catch {
    // Nothing kept: the welcome goes for this visit and comes back only while there is no habit.
  }
}

/** `done`: the welcome was shown on this visit and is over; `off`: not a first visit. */
export type FirstRunPhase = 'unknown' | 'welcome' | 'done' | 'off';

/**
 * Whether this is a first visit (issue 39, docs/decisions/030 "First run"): an account with no
 * habit at all (archived ones count) whose owner has not finished or skipped the welcome on this
 * device. Decided once, when the habits are known, and kept while the screen is open, so a habit
 * added from the welcome itself does not end it under the person's finger.
 */
export function useFirstRun(userId: string, habits: readonly Habit[] | undefined) {
  const [phase, setPhase] = useState<FirstRunPhase>('unknown');
  if (phase === 'unknown' && habits !== undefined) setPhase(habits.length === 0 && !isDone(userId) ? 'welcome' : 'off');
  const finish = useCallback(() => {
    markDone(userId);
    setPhase('done');
  }, [userId]);
  return { phase, finish };
}

/**
 * The welcome's card (features/habits/first-run-card), handed to the dashboard by the route: the
 * dashboard decides when it shows, the habits feature what it offers.
 */
export interface FirstRunCardProps {
  user: User;
  /** The welcome is over (added, done or skipped): `added` habits were made from its picks. */
  onFinish: (added: number) => void;
}
