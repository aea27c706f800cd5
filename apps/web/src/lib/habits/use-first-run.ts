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

/**
 * Issue 51: set once the person uses the welcome (a pick, a phrase typed), so a reload during it
 * (a habit already added from it) keeps it. Not when it merely shows: habits made elsewhere end it.
 */
const firstRunStartedKey = (userId: string) => `stride-first-run-started:${userId}`;
/** The starters picked on the welcome, kept across a reload of it (issue 51). */
export const firstRunPicksKey = (userId: string) => `stride-first-run-picks:${userId}`;

function isStarted(userId: string): boolean {
  try {
    return localStorage.getItem(firstRunStartedKey(userId)) !== null;
  } catch {
    return false;
  }
}

export function markFirstRunStarted(userId: string) {
  try {
    localStorage.setItem(firstRunStartedKey(userId), new Date().toISOString());
  } catch {
    // Nothing kept: a reload after adding a habit ends the welcome, as before.
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
  if (phase === 'unknown' && habits !== undefined) {
    // A welcome begun and not finished goes on after a reload, even with a habit added from it.
    setPhase(!isDone(userId) && (habits.length === 0 || isStarted(userId)) ? 'welcome' : 'off');
  }
  const finish = useCallback(() => {
    markDone(userId);
    try {
      sessionStorage.removeItem(firstRunPicksKey(userId));
    } catch {
      // Nothing was kept.
    }
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
  /** The account's habits as the day knows them: a starter one of them already has is not offered twice. */
  habits: readonly Habit[];
  /** The welcome is over (added, done or skipped): `added` habits were made from its picks. */
  onFinish: (added: number) => void;
}
