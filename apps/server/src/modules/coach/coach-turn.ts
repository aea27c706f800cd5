import type { AiMessage, AiProvider } from '../../adapters/ai-provider.js';
import { ToolError, COACH_TOOLS, type CoachTools, type ToolOutcome } from './coach-tools.js';

type Owner = Parameters<CoachTools['call']>[0];

/** Function-calling rounds per turn before the coach must answer in words. */
const MAX_TOOL_ROUNDS = 4;

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
}

export function summaryOf(calls: ToolOutcome[]): string {
  return calls.length ? calls.map((c) => c.summary).join(' ') : "I'm here. What would you like to work on?";
}

/**
 * One turn with the model, streamed: text reaches `listener.text` as it is written; functions it
 * calls run (for `owner` only) and reach `listener.function` at once, their compact results go
 * back to the model, and it answers in words. `signal` aborts the provider's request.
 */
export async function runModelTurn(
  { provider, tools }: { provider: AiProvider; tools: CoachTools },
  owner: Owner,
  messages: AiMessage[],
  { opening = false, signal, listener = {} }: { opening?: boolean; signal?: AbortSignal | undefined; listener?: TurnListener },
): Promise<ModelTurn> {
  const calls: ToolOutcome[] = [];
  const steps: AiMessage[] = [];
  const written: string[] = [];
  for (let round = 0; round < MAX_TOOL_ROUNDS; round++) {
    let completion;
    let separated = written.length === 0;
    let text = '';
    try {
      for await (const event of provider.stream([...messages, ...steps], opening ? [] : COACH_TOOLS, signal)) {
        if (event.type === 'end') completion = event.completion;
        else if (event.text) {
          // Words of an earlier round ("Sure, let me do that.") and this one read as one reply.
          if (!separated) listener.text?.(' ');
          separated = true;
          text += event.text;
          listener.text?.(event.text);
        }
      }
    } catch (error) {
      if (!signal?.aborted) throw error;
    }
    // Cut short (the SDK may also end an aborted stream quietly): nothing more runs; what was done
    // stays done, and the caller keeps what was said and run until now.
    if (signal?.aborted) return { reply: [...written, text.trim()].filter(Boolean).join(' '), calls, steps, aborted: true };
    if (!completion) break;
    if (completion.content?.trim()) written.push(completion.content.trim());
    if (!completion.toolCalls.length) break;
    steps.push({ role: 'assistant', content: completion.content, toolCalls: completion.toolCalls });
    for (const call of completion.toolCalls) {
      let content: string;
      try {
        const outcome = await tools.call(owner, call.name, JSON.parse(call.arguments || '{}'));
        calls.push(outcome);
        listener.function?.(outcome);
        content = JSON.stringify({ ok: true, summary: outcome.summary, result: outcome.forModel });
      } catch (error) {
        if (!(error instanceof ToolError) && !(error instanceof SyntaxError)) throw error;
        content = JSON.stringify({ ok: false, error: error.message });
      }
      steps.push({ role: 'tool', toolCallId: call.id, content });
    }
    if (round === MAX_TOOL_ROUNDS - 1) break;
  }
  if (written.length) return { reply: written.join(' '), calls, steps };
  // Nothing in words: say what was done, and let a streaming client see it too.
  const reply = summaryOf(calls);
  listener.text?.(reply);
  return { reply, calls, steps };
}
