import { EFFECT_RESULTS, coachFunctionNamed } from '@stride/domain';
import { humanizeDates } from '../format-date';
import { COACH_CHAT_TEXTS } from './coach-chat-texts';
import { deletionOf } from './coach-undo';
import { appTexts } from '../i18n/app-texts';

/** COACH_CHAT_TEXTS in the account's language at the time of the call (issue 54). */
const chatTexts = () => appTexts({ COACH_CHAT_TEXTS }).COACH_CHAT_TEXTS;

/** One thing the coach did in a turn, in one plain sentence; a delete carries its Undo (issue 19). */
export interface CoachActionLine {
  text: string;
  /** For a delete or a history cleared: what brings it back. */
  undoId?: string;
}

/** A function the turn ran, as the turn (or its stream) reports it. */
export interface RanCall {
  functionCalled: string;
  functionResult: unknown;
  /** The server's sentence of what it did (issue 37), when it sent one. */
  summary?: string | undefined;
  /** Issue 50: what brings back what it destroyed, when the server sent it (every delete, a history cleared). */
  undoId?: string | undefined;
}

/** The sentence for a call that came without one: by its function's effect, as the screens apply it. */
function fallbackText(call: RanCall, fn: NonNullable<ReturnType<typeof coachFunctionNamed>>): string | null {
  const result = call.functionResult;
  switch (fn.effect) {
    case 'habit': {
      const parsed = EFFECT_RESULTS.habit.safeParse(result);
      return parsed.success ? chatTexts().savedHabit(parsed.data.name) : null;
    }
    case 'habits': {
      const parsed = EFFECT_RESULTS.habits.safeParse(result);
      return parsed.success ? chatTexts().savedHabits(parsed.data.habits.length) : null;
    }
    case 'goal': {
      const parsed = EFFECT_RESULTS.goal.safeParse(result);
      return parsed.success ? chatTexts().savedGoal(parsed.data.name) : null;
    }
    case 'vision':
      return chatTexts().savedVision;
    case 'restored':
      return chatTexts().restored;
    default:
      return null;
  }
}

/**
 * The lines under a reply: one per function the turn ran that changed something (what the coach
 * only read is in its reply), in order, with the server's `summary` where it sent one and calendar
 * dates as people read them ("Fri 27 Nov"). A delete, or a history cleared, keeps its Undo.
 */
export function actionLinesOf(calls: readonly RanCall[]): CoachActionLine[] {
  const lines: CoachActionLine[] = [];
  for (const call of calls) {
    const fn = coachFunctionNamed(call.functionCalled);
    if (!fn || fn.kind === 'read') continue;
    const deletion = deletionOf(call);
    const text = call.summary?.trim() || deletion?.text || fallbackText(call, fn);
    if (!text) continue;
    const undoId = call.undoId ?? deletion?.undoId;
    lines.push({ text: humanizeDates(text), ...(undoId ? { undoId } : {}) });
  }
  return lines;
}

/**
 * A reply as its bubble shows it beside its action lines: dates as people read them, and without
 * the sentences the lines already say (the built-in coach's reply is made of them), so nothing is
 * read twice. Empty when the lines say it all.
 */
export function replyBesideActions(reply: string, calls: readonly RanCall[]): string {
  let text = reply;
  for (const call of calls) {
    const summary = call.summary?.trim();
    if (summary && coachFunctionNamed(call.functionCalled)?.kind !== 'read') text = text.replace(summary, ' ');
  }
  return humanizeDates(text.replace(/[ \t]{2,}/g, ' ').trim());
}
