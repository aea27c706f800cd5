import type { z } from 'zod';
import { dayInWords, type CoachFunction, type CoachFunctionOf, type CoachWords } from '@stride/domain';
import type { UserRow } from '../../auth/auth.repository.js';
import type { AreasService } from '../../areas/areas.service.js';
import type { GoalsService } from '../../goals/goals.service.js';
import type { HabitsService } from '../../habits/habits.service.js';
import type { Undo } from '../../undo/undo.service.js';

/** Issue 54: `locale` (users.locale) is the language of what the person is told (`words`) and where their weeks start (flexible habits). */
export type Owner = Pick<UserRow, 'id' | 'timezone' | 'locale'>;

/** The services a function's handler may call (never a repository: STYLE rule 2). */
export interface CoachServices {
  habits: HabitsService;
  goals: GoalsService;
  areas: AreasService;
  /** Deletes go through the undo, so that nothing the coach deletes is gone for good. */
  undo: Undo;
}

/** Who a call is for, their today, and the services to act through. */
export interface CoachCall {
  owner: Owner;
  /** The owner's local today, YYYY-MM-DD. */
  today: string;
  services: CoachServices;
  /** Issue 54: the coach's words in the owner's language (English: as before). */
  words: CoachWords;
}

/** What a handler answers: the result every client reads (its function's schema), and what the person and the model are told. */
export interface HandlerOutcome<Result> {
  result: Result;
  /** One plain sentence of what was done, for the offline coach and the model alike. */
  summary: string;
  /**
   * What the model is told: a few hundred characters (a habit's id, name, schedule in words, next
   * dates and streak), never the whole record with every occurrence.
   */
  forModel: unknown;
  /** Issue 50: what brings back what the call destroyed (a delete, a history cleared), for the line's Undo on every client. */
  undoId?: string;
}

/** The handler of one function: its arguments as the registry's schema parsed them. */
export type CoachHandler<Name extends CoachFunction> = (
  args: z.output<CoachFunctionOf<Name>['args']>,
  call: CoachCall,
) => Promise<HandlerOutcome<z.input<CoachFunctionOf<Name>['result']>>>;

/** A function call that could not run, with a message safe to show the user and the model. */
export class ToolError extends Error {}

/** What a delete tells the model and the person: nothing the coach deletes is gone for good. */
export const undoable = (days: number) => ` It can be undone for ${days} days.`;

/** A day as the coach says it (issue 37: never `2026-11-30`): "today", "yesterday", "on Fri 27 Nov". */
export function onDay(date: string, today: string): string {
  const words = dayInWords(date, today);
  return /^(?:today|tomorrow|yesterday)$/.test(words) ? words : `on ${words}`;
}

/** A day as the coach says it, after "from", "until" or "after": "today", "Fri 27 Nov". */
export const dayOf = (date: string, today: string) => dayInWords(date, today);
