import { COACH_REPLY_MAX_CHARS, COACH_WRITES_PER_TURN } from '@stride/domain';

/**
 * What one coach turn may do (issue 19, OWASP LLM: excessive agency, unbounded consumption), in
 * one place: the turn (`coach-turn.ts`) enforces them, the provider adapter sends `maxTokens`.
 */
export interface CoachLimits {
  /** Changes one turn may make; further calls are refused back to the model. */
  writesPerTurn: number;
  /** Characters of reply kept, streamed and spoken; the model is stopped there. */
  replyMaxChars: number;
  /** `max_completion_tokens` on every completion: the provider stops the model there. */
  maxTokens: number;
  /** After this the turn ends with what is done (COACH_TURN_DEADLINE_MS). */
  turnDeadlineMs: number;
  /** Function-calling rounds before the coach must answer in words. */
  toolRounds: number;
  /**
   * Characters of system prompt, tools and message a turn sends (issue 37: a 4,096-token local
   * model holds it with the conversation); the tools given are chosen to fit (`tool-selection.ts`).
   */
  turnChars: number;
  /** The tools' share never goes under this, however many records the prompt lists. */
  minToolChars: number;
}

export const COACH_LIMITS: CoachLimits = {
  writesPerTurn: COACH_WRITES_PER_TURN,
  replyMaxChars: COACH_REPLY_MAX_CHARS,
  // 2,000 characters are about 500 tokens; five function calls with their arguments fit too.
  maxTokens: 1024,
  turnDeadlineMs: 30_000,
  toolRounds: 4,
  turnChars: 8000,
  minToolChars: 2500,
};

/** The refusal the model reads for a change past the limit. */
export const TOO_MANY_CHANGES = `Not done: at most ${COACH_WRITES_PER_TURN} changes in one turn. Tell the user what is left and ask them to confirm it in their next message.`;

/** `text` cut to at most `max` characters, at a word where it can, with an ellipsis. */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.8 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
