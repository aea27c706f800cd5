import type { AiMessage, AiProvider } from '../../adapters/ai-provider.js';
import { ToolError, COACH_TOOLS, isChange, type CoachTools, type ToolOutcome } from './coach-functions.js';
import { COACH_LIMITS, TOO_MANY_CHANGES, capText, type CoachLimits } from './coach-limits.js';

type Owner = Parameters<CoachTools['call']>[0];

/** What a turn reports as it goes: the reply's text as the model writes it, and each function as it ran. */
export interface TurnListener {
  text?(delta: string): void;
  function?(outcome: ToolOutcome): void;
}

export interface ModelTurn {
  reply: string;
  calls: ToolOutcome[];
  /** The assistant's function calls and their results, in order, for the session to keep. */
  steps: AiMessage[];
  /** Cut short by the signal: `reply` is what was written until then, `calls` what had run. */
  aborted?: boolean;
  /** The offline coach understood nothing in the message (it answered its help): not charged (issue 20). */
  understood?: false;
}

/** The turn failed (the provider, most often) after some of its changes were made: they stand. */
export class TurnFailed extends Error {
  constructor(
    override readonly cause: unknown,
    readonly calls: ToolOutcome[],
    readonly steps: AiMessage[],
  ) {
    super('coach turn failed after changes were made');
  }
}

/** The deadline passed before the model said or did anything. */
export class TurnTimedOut extends Error {}

/** What the model reads for a call the deadline cut off before it ran. */
const OUT_OF_TIME = 'Not done: the turn ran out of time.';

export function summaryOf(calls: ToolOutcome[]): string {
  return calls.length ? calls.map((c) => c.summary).join(' ') : "I'm here. What would you like to work on?";
}

/**
 * One turn with the model, streamed: text reaches `listener.text` as it is written; functions it
 * calls run (for `owner` only) and reach `listener.function` at once, their compact results go
 * back to the model, and it answers in words. `signal` aborts the provider's request.
 *
 * Within `limits`: changes past `writesPerTurn` are refused back to the model; the reply stops at
 * `replyMaxChars` (the model's request is ended there); after `turnDeadlineMs` the turn ends with
 * what is done. A failure after a change throws TurnFailed with the calls that ran.
 */
export async function runModelTurn(
  { provider, tools, limits = COACH_LIMITS }: { provider: AiProvider; tools: CoachTools; limits?: CoachLimits },
  owner: Owner,
  messages: AiMessage[],
  { opening = false, signal: outer, listener = {} }: { opening?: boolean; signal?: AbortSignal | undefined; listener?: TurnListener },
): Promise<ModelTurn> {
  const calls: ToolOutcome[] = [];
  const steps: AiMessage[] = [];
  const written: string[] = [];
  /** Why the turn stopped early on its own: its deadline passed, or the reply reached its cap. */
  let ended = null as 'deadline' | 'cap' | null;
  const stop = new AbortController();
  const timer = setTimeout(() => {
    ended ??= 'deadline';
    stop.abort();
  }, limits.turnDeadlineMs);
  const signal = outer ? AbortSignal.any([outer, stop.signal]) : stop.signal;
  /** Characters of reply the listener has had. */
  let sent = 0;
  let changes = 0;
  const forward = (text: string) => {
    sent += text.length;
    listener.text?.(text);
  };
  try {
    for (let round = 0; round < limits.toolRounds; round++) {
      let completion;
      let separated = written.length === 0;
      let text = '';
      try {
        for await (const event of provider.stream([...messages, ...steps], opening ? [] : COACH_TOOLS, signal)) {
          if (event.type === 'end') completion = event.completion;
          else if (event.text) {
            // Words of an earlier round ("Sure, let me do that.") and this one read as one reply.
            const gap = separated ? '' : ' ';
            separated = true;
            const room = limits.replyMaxChars - sent - gap.length;
            if (event.text.length > room) {
              // The cap: what fits, an ellipsis, and the model is stopped.
              const piece = room > 1 ? `${event.text.slice(0, room - 1)}…` : '';
              if (piece) forward(`${gap}${piece}`);
              text += piece;
              ended = 'cap';
              stop.abort();
              break;
            }
            if (gap) forward(gap);
            text += event.text;
            forward(event.text);
          }
        }
      } catch (error) {
        if (!signal.aborted) throw error;
      }
      // Cut short (the SDK may also end an aborted stream quietly): nothing more runs; what was done
      // stays done, and the caller keeps what was said and run until now.
      if (outer?.aborted) return { reply: [...written, text.trim()].filter(Boolean).join(' '), calls, steps, aborted: true };
      if (ended) {
        // Deadline or cap: the calls of a completion cut off are not run.
        if (text.trim()) written.push(text.trim());
        break;
      }
      if (!completion) break;
      if (completion.content?.trim()) written.push(completion.content.trim());
      if (!completion.toolCalls.length) break;
      steps.push({ role: 'assistant', content: completion.content, toolCalls: completion.toolCalls });
      for (const call of completion.toolCalls) {
        let content: string;
        if (ended) content = JSON.stringify({ ok: false, error: OUT_OF_TIME });
        else if (isChange(call.name) && changes >= limits.writesPerTurn) content = JSON.stringify({ ok: false, error: TOO_MANY_CHANGES });
        else {
          try {
            const outcome = await tools.call(owner, call.name, JSON.parse(call.arguments || '{}'));
            calls.push(outcome);
            if (isChange(outcome.name)) changes++;
            listener.function?.(outcome);
            content = JSON.stringify({ ok: true, summary: outcome.summary, result: outcome.forModel });
          } catch (error) {
            if (!(error instanceof ToolError) && !(error instanceof SyntaxError)) throw error;
            content = JSON.stringify({ ok: false, error: error.message });
          }
        }
        // Every call is answered, run or not: the session stays a valid conversation for the next turn.
        steps.push({ role: 'tool', toolCallId: call.id, content });
      }
      if (ended) break;
    }
  } catch (error) {
    if (calls.some((c) => isChange(c.name))) throw new TurnFailed(error, calls, steps);
    throw error;
  } finally {
    clearTimeout(timer);
  }
  if (written.length) return { reply: capText(written.join(' '), limits.replyMaxChars), calls, steps };
  if (ended === 'deadline' && !calls.length) throw new TurnTimedOut();
  // Nothing in words: say what was done, and let a streaming client see it too.
  const reply = capText(summaryOf(calls), limits.replyMaxChars);
  forward(reply);
  return { reply, calls, steps };
}
