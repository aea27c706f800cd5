import type { AiMessage, AiProvider } from '../../adapters/ai-provider.js';
import type { AiTool } from '../../adapters/ai-provider.js';
import { ALL_TOOLS, MORE_FUNCTIONS, isCoachFunction } from './tool-selection.js';
import { ToolError, isChange, splitForYes, type CoachTools, type KnownIds, type ProposedCall, type ToolOutcome } from './functions/index.js';
import { COACH_LIMITS, TOO_MANY_CHANGES, capText, type CoachLimits } from './coach-limits.js';
import { fromModelArgs } from './tool-schemas.js';

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
  /** Calls not run: they wait for the person's yes (a delete, an end, several records at once; issue 37). */
  proposed?: ProposedCall[];
}

/** What a turn needs to know of the person's records: ids a shortened one stands for, and a proposal in words. */
export interface TurnRecords {
  known?: KnownIds;
  /** The question a yes answers, for the calls a round proposes ("Delete "Gym" and its 12 weeks of history?"). */
  ask?: (calls: readonly ProposedCall[]) => string;
  /** Which of a round's calls wait for a yes (proposals.ts `proposable`; splitForYes when not given). */
  propose?: <Call extends ProposedCall>(calls: readonly Call[]) => Call[];
  /**
   * A round's tools, given the functions the model asked for by `useFunctions` so far, and the
   * system prompt in the room they leave (turn-context.ts). Every function and the messages' own
   * system prompt when not given.
   */
  round?: (asked: readonly string[]) => { tools: AiTool[]; system?: string };
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

/** What the model reads for a call that waits for the person's yes. */
export const AWAITING = 'Not done yet: this waits for the person’s yes (they confirm in the chat, in the call, or on the card).';

/** A call's arguments as an object (a strict model's nulls taken as "not given"), or undefined when they are not one. */
function argumentsOf(json: string): Record<string, unknown> | undefined {
  try {
    const value = fromModelArgs(JSON.parse(json || '{}'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What `useFunctions` answers (issue 49: it never says a function is available that the next round
 * does not hold): the names the next round gives (checked against that round's tools), those this
 * round already had, and those the registry does not hold. `asked` takes the new ones.
 */
function moreFunctionsAnswer(names: readonly string[], given: readonly string[], asked: string[], round: TurnRecords['round']) {
  const unknown = names.filter((name) => !isCoachFunction(name));
  const already = names.filter((name) => isCoachFunction(name) && given.includes(name));
  const wanted = [...new Set(names.filter((name) => isCoachFunction(name) && !given.includes(name)))];
  // Those it had and asked for again stay in the next round too: what it was told it has, it has.
  asked.push(...[...wanted, ...already].filter((name) => !asked.includes(name)));
  const next = round ? round(asked).tools.map((tool) => tool.name) : ALL_TOOLS.map((tool) => tool.name);
  const now = wanted.filter((name) => next.includes(name));
  const not = [...wanted, ...already].filter((name) => !next.includes(name));
  const said = [
    now.length ? `Now available: ${now.join(', ')}. Call them next.` : '',
    already.filter((name) => next.includes(name)).length ? `Already available: ${already.filter((name) => next.includes(name)).join(', ')}; call them.` : '',
    unknown.length ? `No such function: ${unknown.join(', ')}.` : '',
    not.length ? `Not available: ${not.join(', ')}.` : '',
  ].filter(Boolean);
  return { ok: now.length > 0 || (already.length > 0 && !unknown.length && !not.length), summary: said.join(' ') || 'No function named: give the names of the functions you need.' };
}

/** What the model reads for a call the deadline cut off before it ran. */
const OUT_OF_TIME = 'Not done: the turn ran out of time.';

export function summaryOf(calls: ToolOutcome[], none = "I'm here. What would you like to work on?"): string {
  return calls.length ? calls.map((c) => c.summary).join(' ') : none;
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
  {
    opening = false,
    signal: outer,
    listener = {},
    records = {},
    beforeWrite,
  }: { opening?: boolean; signal?: AbortSignal | undefined; listener?: TurnListener; records?: TurnRecords; beforeWrite?: () => Promise<boolean> },
): Promise<ModelTurn> {
  const calls: ToolOutcome[] = [];
  const proposed: ProposedCall[] = [];
  /** Functions the model asked for with `useFunctions`: its next rounds are given them. */
  const asked: string[] = [];
  /** The names of the functions the round being answered was given. */
  let given: string[] = [];
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
        const context = opening ? { tools: [] } : (records.round?.(asked) ?? { tools: [...ALL_TOOLS] });
        given = context.tools.map((tool) => tool.name);
        const toSend = context.system && messages[0]?.role === 'system' ? [{ role: 'system' as const, content: context.system }, ...messages.slice(1)] : messages;
        for await (const event of provider.stream([...toSend, ...steps], context.tools, signal)) {
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
      if (outer?.aborted) return { reply: [...written, text.trim()].filter(Boolean).join(' '), calls, steps, aborted: true, proposed };
      if (ended) {
        // Deadline or cap: the calls of a completion cut off are not run.
        if (text.trim()) written.push(text.trim());
        break;
      }
      if (!completion) break;
      if (completion.content?.trim()) written.push(completion.content.trim());
      if (!completion.toolCalls.length) break;
      steps.push({ role: 'assistant', content: completion.content, toolCalls: completion.toolCalls });
      // The round's calls with their arguments read (a strict model's nulls are "not given"); the
      // ones that wait for a yes are not run: the model is told so, and the turn proposes them.
      const read = completion.toolCalls.map((call) => ({ call, name: call.name, args: argumentsOf(call.arguments) }));
      const candidates = read.filter((r): r is typeof r & { args: Record<string, unknown> } => r.args !== undefined);
      const later = records.propose ? records.propose(candidates) : splitForYes(candidates).later;
      const question = later.length ? (records.ask?.(later) ?? 'Shall I go ahead?') : '';
      for (const { call, args } of read) {
        let content: string;
        if (call.name === MORE_FUNCTIONS) {
          const names = Array.isArray(args?.names) ? args.names.filter((n): n is string => typeof n === 'string') : [];
          content = JSON.stringify(moreFunctionsAnswer(names, given, asked, records.round));
        } else if (later.some((r) => r.call === call)) {
          proposed.push({ name: call.name, args: args! });
          content = JSON.stringify({ ok: false, awaitingConfirmation: true, error: `${AWAITING} Ask: ${question}` });
        } else if (ended) content = JSON.stringify({ ok: false, error: OUT_OF_TIME });
        else if (args === undefined) content = JSON.stringify({ ok: false, error: `Not done: the arguments of ${call.name} were not a JSON object.` });
        else if (isChange(call.name) && changes >= limits.writesPerTurn) content = JSON.stringify({ ok: false, error: TOO_MANY_CHANGES });
        else {
          // A change waits until the turn may write (a reply started before the person finished).
          if (isChange(call.name) && beforeWrite && !(await beforeWrite())) return { reply: [...written].join(' '), calls, steps, aborted: true, proposed };
          try {
            const outcome = await tools.call(owner, call.name, args, records.known);
            calls.push(outcome);
            if (isChange(outcome.name)) changes++;
            listener.function?.(outcome);
            content = JSON.stringify({ ok: true, summary: outcome.summary, result: outcome.forModel });
          } catch (error) {
            if (!(error instanceof ToolError)) throw error;
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
  if (written.length) return { reply: capText(written.join(' '), limits.replyMaxChars), calls, steps, proposed };
  if (ended === 'deadline' && !calls.length && !proposed.length) throw new TurnTimedOut();
  // Nothing in words: say what was done, and let a streaming client see it too.
  const reply = capText(proposed.length ? [summaryOf(calls, ''), records.ask?.(proposed) ?? 'Shall I go ahead?'].filter(Boolean).join(' ') : summaryOf(calls), limits.replyMaxChars);
  forward(reply);
  return { reply, calls, steps, proposed };
}
