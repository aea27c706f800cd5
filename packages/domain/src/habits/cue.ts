import { z } from 'zod';

/**
 * Issue 40 part 6: a habit stacked on another ("after I pour my coffee, I meditate"): `afterHabitId`
 * names the anchor habit, `text` says the cue in the person's words. Rules in docs/decisions/034.
 */
export const CUE_TEXT_MAX_LENGTH = 200;

export const CUE_MESSAGES = {
  textInvalid: `cue.text must be 1 to ${CUE_TEXT_MAX_LENGTH} characters.`,
  anchorInvalid: 'cue.afterHabitId must name one of your habits.',
  anchorSelf: 'cue.afterHabitId must name another habit: a habit cannot follow itself.',
  anchorCycle: 'cue.afterHabitId would make a circle of cues (this habit already comes before that one).',
  empty: 'A cue needs afterHabitId, text or both.',
} as const;

export const cueSchema = z
  .object({
    afterHabitId: z.uuid({ error: CUE_MESSAGES.anchorInvalid }).optional(),
    text: z.string({ error: CUE_MESSAGES.textInvalid }).trim().min(1, { error: CUE_MESSAGES.textInvalid }).max(CUE_TEXT_MAX_LENGTH, { error: CUE_MESSAGES.textInvalid }).optional(),
  })
  .refine((cue) => cue.afterHabitId !== undefined || cue.text !== undefined, { error: CUE_MESSAGES.empty, path: ['afterHabitId'] });
export type Cue = z.infer<typeof cueSchema>;

/** A habit as the cue rules read it. */
export interface CuedHabit {
  id: string;
  cue?: { afterHabitId?: string | undefined } | null | undefined;
}

/**
 * Why `habitId` may not follow `anchorId` among `habits` (the owner's), or null when it may: the
 * anchor must be one of them and another habit, and following the anchor's own chain of cues
 * must never come back to `habitId` (A after B after A).
 */
export function cueAnchorProblem(habits: readonly CuedHabit[], habitId: string | null, anchorId: string): keyof typeof CUE_MESSAGES | null {
  const byId = new Map(habits.map((h) => [h.id, h]));
  if (!byId.has(anchorId)) return 'anchorInvalid';
  if (anchorId === habitId) return 'anchorSelf';
  const seen = new Set<string>();
  for (let at: string | undefined = anchorId; at !== undefined; at = byId.get(at)?.cue?.afterHabitId) {
    if (at === habitId) return 'anchorCycle';
    if (seen.has(at)) break;
    seen.add(at);
  }
  return null;
}

/**
 * Today's order with cues (issue 40): a habit whose anchor is done on `date` moves to the top, so
 * it is what the person sees next; otherwise the order stays. `isDone(habit)` says whether the
 * anchor is done that day.
 */
export function promptedFirst<H extends CuedHabit>(habits: readonly H[], isDone: (habit: H) => boolean): H[] {
  const byId = new Map(habits.map((h) => [h.id, h]));
  const prompted = (h: H) => {
    const anchor = h.cue?.afterHabitId ? byId.get(h.cue.afterHabitId) : undefined;
    return anchor !== undefined && isDone(anchor) && !isDone(h);
  };
  return [...habits.filter(prompted), ...habits.filter((h) => !prompted(h))];
}
