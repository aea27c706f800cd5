import { randomUUID } from 'node:crypto';
import { COACH_MESSAGES, coachFunctionNamed, coachTexts, coachWords, errorMessageIn, type CoachProposal } from '@stride/domain';
import type { AiMessage, AiProvider } from '../../adapters/ai-provider.js';
import { DomainError, providerFailure, type Logger } from '../../errors.js';
import { ToolError, proposable, proposalText, ranCall, withKnownIds, type CoachTools, type KnownIds, type ProposedCall, type ToolOutcome } from './functions/index.js';
import { TurnFailed, TurnTimedOut, runModelTurn, AWAITING, type ModelTurn, type TurnListener } from './coach-turn.js';
import type { CoachLimits } from './coach-limits.js';
import type { PendingProposal, SessionMessage } from './coach.repository.js';
import type { CoachSnapshot } from './coach-snapshot.js';
import { isNo, isYes } from './coach-answers.js';
import { interpretOffline, offlineMemoryOf, type OfflineAnswer, type OfflineMemory } from './offline-coach.js';
import { writtenInEnglish, writtenInOwnLanguage } from './understanding/other-language.js';
import { lastCallsOf, lastHabitTalkedAbout } from './conversation-context.js';
import { roundContext } from './turn-context.js';
import { suggestionLabels } from './suggestion-labels.js';
import { typedButton } from './typed-buttons.js';

/** A message in the account's own language (not English): not read, with the buttons that do what people ask most (their labels in the language). */
const NOT_READ: OfflineAnswer = { kind: 'reply', text: '', understood: false, suggestions: ["What's left today?", 'How did I do this week?', 'Add a habit to read 10 pages every night'] };

/** The coach's words when the person says no to what it proposed. */
export const CANCELLED_REPLY = 'OK, I won’t. Nothing was changed.';

/**
 * A turn that failed after it made changes: they stand, so the message stays counted and the
 * answer (502, or the stream's `error`) names them in `functionCalls` (issue 19).
 */
export class ChangesStand extends DomainError {
  constructor(
    readonly turn: ModelTurn,
    cause: unknown,
  ) {
    const functionCalls = turn.calls.map(ranCall);
    const refusal = cause instanceof DomainError ? cause : undefined;
    super(refusal?.code ?? 'provider_failed', refusal?.message ?? COACH_MESSAGES.providerFailed, undefined, { functionCalls });
  }
}

/** A conversation as a turn reads it: its id, what was said, what waits for a yes, and the built-in coach's memory. */
export interface Conversation {
  id: string;
  messages: SessionMessage[];
  pending: PendingProposal | null;
  memory: OfflineMemory | null;
}

/** What one turn of a conversation answers, and what the conversation keeps of it. */
export interface Reply {
  turn: ModelTurn;
  /** What now waits for the person's yes (replacing any earlier proposal), or null. */
  pending: PendingProposal | null;
  suggestions?: string[];
  /** Issue 54: what each suggestion's button shows in the person's language (none for English). */
  suggestionLabels?: string[];
  memory: OfflineMemory | null;
  /** An answer to a proposal, or a message the built-in coach understood none of: not charged. */
  free: boolean;
}

export interface RespondOptions {
  signal?: AbortSignal | undefined;
  listener?: TurnListener;
  opening?: boolean;
  /** Waited for before anything is written (false: the turn was cancelled first); see TurnOptions. */
  beforeWrite?: () => Promise<boolean>;
  /** The model for this turn instead of the provider's (a speech-to-speech session, issue 53). */
  model?: AiProvider;
  /** The person's records, read ahead while the words were being transcribed (a voice turn, issue 53). */
  snapshot?: Promise<CoachSnapshot>;
}

/** Issue 54: `locale` (users.locale) is the language of the built-in coach's own words and of the model's replies. */
type Owner = Parameters<CoachTools['call']>[0] & { firstName: string; locale?: string | null };

/** The proposal as clients see it: its words, and the function a yes runs first (a delete, when there is one). */
export function shownProposal(pending: PendingProposal | null | undefined): CoachProposal | null {
  if (!pending?.calls.length) return null;
  const first = pending.calls.find((c) => coachFunctionNamed(c.name)?.kind === 'destroy') ?? pending.calls[0]!;
  return { id: pending.id, text: pending.text, functionCalled: coachFunctionNamed(first.name)!.name };
}

/**
 * One turn of a conversation, whatever carries it (chat, a recorded turn, a call): an answer to
 * what waits for a yes first (a yes does it, a no cancels it; any other message cancels it and is
 * read as itself), then the model (online) or the built-in coach. Nothing a turn proposes runs: it
 * waits in the conversation for the person's yes (DECISIONS: nothing destroyed on a guess).
 */
export function createResponder(deps: {
  tools: CoachTools;
  provider: AiProvider | undefined;
  limits: CoachLimits;
  logger: Logger;
  snapshot: (owner: Owner) => Promise<CoachSnapshot>;
  takePending: (owner: Owner, sessionId: string, proposalId?: string) => Promise<PendingProposal | undefined>;
}) {
  const { tools, provider, limits, logger } = deps;
  const failed = providerFailure(logger, 'AI provider request failed', COACH_MESSAGES.providerFailed);

  const knownOf = (s: CoachSnapshot): KnownIds => ({ habits: s.habits.map((h) => h.id), goals: s.goals.map((g) => g.id), areas: (s.areas ?? []).map((a) => a.id) });

  /** Runs calls the person asked for (or said yes to), as steps the conversation keeps like a model's. */
  async function runCalls(owner: Owner, calls: readonly ProposedCall[], known: KnownIds, listener: TurnListener = {}) {
    const outcomes: ToolOutcome[] = [];
    const said: string[] = [];
    const ids = calls.map(() => `call_${randomUUID().slice(0, 8)}`);
    const steps: AiMessage[] = [{ role: 'assistant', content: null, toolCalls: calls.map((c, i) => ({ id: ids[i]!, name: c.name, arguments: JSON.stringify(c.args) })) }];
    for (const [i, call] of calls.entries()) {
      let content: string;
      try {
        const outcome = await tools.call(owner, call.name, call.args, known);
        listener.function?.(outcome);
        outcomes.push(outcome);
        said.push(outcome.summary);
        content = JSON.stringify({ ok: true, summary: outcome.summary, result: outcome.forModel });
      } catch (error) {
        if (!(error instanceof ToolError)) throw error;
        // Issue 54: in the person's language (a service's refusal through the errors catalog, where it holds it).
        said.push(coachWords(owner.locale).say('couldNot', { error: errorMessageIn(error.message, owner.locale) }));
        content = JSON.stringify({ ok: false, error: error.message });
      }
      steps.push({ role: 'tool', toolCallId: ids[i]!, content });
    }
    return { outcomes, said, steps };
  }

  /** Calls proposed, kept as steps the model (and "undo that") read: asked, not run. */
  function proposedSteps(calls: readonly ProposedCall[], question: string): AiMessage[] {
    const ids = calls.map(() => `call_${randomUUID().slice(0, 8)}`);
    return [
      { role: 'assistant', content: null, toolCalls: calls.map((c, i) => ({ id: ids[i]!, name: c.name, arguments: JSON.stringify(c.args) })) },
      ...calls.map((_, i) => ({ role: 'tool' as const, toolCallId: ids[i]!, content: JSON.stringify({ ok: false, awaitingConfirmation: true, error: `${AWAITING} Asked: ${question}` }) })),
    ];
  }

  /** What waits for a yes, its ids made whole (a yes later runs exactly what was asked). */
  const pendingOf = (asked: readonly ProposedCall[], s: CoachSnapshot): PendingProposal | null => {
    const calls = asked.map((c) => withKnownIds(c, s) ?? c);
    // Issue 54: names quoted as the account's language quotes them.
    return calls.length ? { id: randomUUID(), text: coachWords(s.locale).quotesIn(proposalText(calls, s)), calls: calls.map((c) => ({ name: c.name, args: c.args })) } : null;
  };

  /** Streams words the turn says without a model (the built-in coach, an answer to a proposal). */
  function say(listener: TurnListener | undefined, text: string) {
    for (const word of text.match(/\S+\s*/g) ?? []) listener?.text?.(word);
  }

  /** A yes: what was proposed, done. */
  async function confirm(owner: Owner, pending: PendingProposal, listener?: TurnListener): Promise<Reply> {
    const s = await deps.snapshot(owner);
    const { outcomes, said, steps } = await runCalls(owner, pending.calls, knownOf(s), listener);
    const reply = coachWords(s.locale).quotesIn(said.join(' '));
    say(listener, reply);
    return { turn: { reply, calls: outcomes, steps }, pending: null, memory: null, free: true };
  }

  function cancel(owner: Owner, listener?: TurnListener): Reply {
    // Issue 54: in the person's language (English is CANCELLED_REPLY).
    const reply = coachTexts(owner.locale).cancelled;
    say(listener, reply);
    return { turn: { reply, calls: [], steps: [] }, pending: null, memory: null, free: true };
  }

  async function offline(owner: Owner, conversation: Conversation, message: string, listener?: TurnListener, setAside?: PendingProposal): Promise<Reply> {
    const s = await deps.snapshot(owner);
    // Issue 54: words in the account's own language are not read for English ones they happen to hold.
    // A yes or a no in the language ("sí", "nein") is an answer it reads, not a sentence it cannot;
    // a button's words typed ("qué me queda hoy") are its request (typed-buttons.ts).
    const typed = typedButton(message, s);
    const answer: OfflineAnswer = !typed && writtenInOwnLanguage(message, s) && !isYes(message) && !isNo(message) ? NOT_READ : interpretOffline(typed ?? message, s, {
      lastHabitId: lastHabitTalkedAbout(conversation.messages, s.habits),
      lastCalls: lastCallsOf(conversation.messages),
      memory: conversation.memory,
      ...(setAside ? { setAside: setAside.calls } : {}),
    });
    const shown = answer.suggestions?.slice(0, 3);
    const labels = suggestionLabels(shown, s);
    const extras = { ...(shown?.length ? { suggestions: shown } : {}), ...(labels ? { suggestionLabels: labels } : {}), memory: offlineMemoryOf(answer, s) ?? null };
    if (answer.kind === 'reply') {
      // Issue 54: the built-in coach reads English only; a person in another language whose words it
      // could not read is told so plainly in their language, with the buttons that do the same.
      const own = coachTexts(s.locale);
      // An English message it found no request in ("tell me a joke") is answered for what it was, in their language.
      const unread = answer.understood === false && own.language !== 'en' && !writtenInEnglish(message, s);
      const text = unread ? own.cannotRead : coachWords(s.locale).quotesIn(answer.text);
      say(listener, text);
      return { turn: { reply: text, calls: [], steps: [] }, pending: null, ...extras, free: answer.understood === false };
    }
    const asked = answer.kind === 'calls' ? answer.calls : [{ name: answer.name, args: answer.args }];
    const wanted = asked.map((c) => ({ name: c.name, args: c.args as Record<string, unknown> }));
    const later = proposable(wanted, s);
    const now = wanted.filter((c) => !later.includes(c));
    const ran = now.length ? await runCalls(owner, now, knownOf(s), listener) : { outcomes: [], said: [], steps: [] };
    const pending = pendingOf(later, s);
    const reply = coachWords(s.locale).quotesIn([...ran.said, ...(pending ? [pending.text] : [])].join(' '));
    say(listener, reply);
    const steps = [...ran.steps, ...(pending ? proposedSteps(later, pending.text) : [])];
    return { turn: { reply, calls: ran.outcomes, steps, proposed: later }, pending, ...extras, free: false };
  }

  async function online(owner: Owner, conversation: Conversation, message: string, options: RespondOptions, cancelled: PendingProposal | undefined): Promise<Reply> {
    const s = await (options.snapshot ?? deps.snapshot(owner));
    const opening = options.opening ?? false;
    const recent = lastCallsOf(conversation.messages).map((c) => c.name);
    const last = lastHabitTalkedAbout(conversation.messages, s.habits);
    // Each round's system prompt and tools (turn-context.ts): the functions it needs first, whatever their size.
    const forRound = (asked: readonly string[]) => roundContext(s, message, { opening, recent, asked, limits, about: last ? [last] : [] });
    const messages: AiMessage[] = [{ role: 'system', content: forRound([]).system }, ...conversation.messages];
    // What waited for a yes and got another answer: not done, and the model knows it.
    if (cancelled) messages.push({ role: 'system', content: `Cancelled, not done (the person did not say yes): ${cancelled.text}` });
    if (message) messages.push({ role: 'user', content: message });
    const ask = (calls: readonly ProposedCall[]) => proposalText(calls.map((c) => withKnownIds(c, s) ?? c), s);
    const propose = <Call extends ProposedCall>(calls: readonly Call[]) => proposable(calls, s);
    const turn = await runModelTurn({ provider: options.model ?? provider!, tools, limits }, owner, messages, { ...options, records: { known: knownOf(s), ask, propose, round: forRound } }).catch((error: unknown) => {
      if (options.signal?.aborted) throw error;
      if (error instanceof TurnTimedOut) throw new DomainError('provider_failed', COACH_MESSAGES.turnTimedOut);
      if (error instanceof TurnFailed) {
        if (!(error.cause instanceof DomainError)) logger.error({ err: error.cause }, 'AI provider request failed');
        throw new ChangesStand({ reply: '', calls: error.calls, steps: error.steps }, error.cause);
      }
      return failed(error);
    });
    const pending = turn.aborted ? null : pendingOf(turn.proposed ?? [], s);
    if (pending && !turn.reply.includes('?')) {
      // The model said what it did but not what it asks: the question is the proposal's own words.
      options.listener?.text?.(` ${pending.text}`);
      turn.reply = `${turn.reply} ${pending.text}`.trim();
    }
    return { turn, pending, memory: null, free: false };
  }

  return {
    /**
     * The turn for `message` in `conversation`. `pending` is the conversation's proposal as read
     * with it; it is taken (once: a Confirm at the same moment gets it or this does) before it runs.
     */
    async respond(owner: Owner, conversation: Conversation, message: string, options: RespondOptions = {}): Promise<Reply> {
      let cancelled: PendingProposal | undefined;
      if (conversation.pending && message) {
        // Taking the proposal writes (and a yes runs it): not before the turn is over.
        if (options.beforeWrite && !(await options.beforeWrite())) throw new DOMException('The turn was cancelled', 'AbortError');
        const taken = await deps.takePending(owner, conversation.id);
        if (taken && isYes(message)) return confirm(owner, taken, options.listener);
        if (taken && isNo(message)) return cancel(owner, options.listener);
        cancelled = taken;
      }
      if (!provider) return offline(owner, conversation, message, options.listener, cancelled);
      return online(owner, conversation, message, options, cancelled);
    },

    /** Confirm or Cancel on the card: the proposal named, if it still waits (undefined otherwise). */
    async decide(owner: Owner, sessionId: string, proposalId: string, decision: 'confirm' | 'cancel'): Promise<Reply | undefined> {
      const taken = await deps.takePending(owner, sessionId, proposalId);
      if (!taken) return undefined;
      return decision === 'confirm' ? confirm(owner, taken) : cancel(owner);
    },
  };
}
export type Responder = ReturnType<typeof createResponder>;
