import { COACH_MESSAGES, emailLanguage, type ChatMessage, type CoachSession, type CoachSessionList, type CoachTurn } from '@stride/domain';
import type { AiProvider } from '../../adapters/ai-provider.js';
import type { Clock } from '../../clock.js';
import type { UserRow } from '../auth/auth.repository.js';
import { invalid, planLimit, notFound, providerFailure, unavailable, type Logger } from '../../errors.js';
import type { AreasService } from '../areas/areas.service.js';
import type { GoalsService } from '../goals/goals.service.js';
import type { HabitsService } from '../habits/habits.service.js';
import type { UsageService } from '../usage/usage.service.js';
import { audioDurationSeconds } from '../../audio/audio-duration.js';
import { isChange, ranCall, type CoachTools } from './functions/index.js';
import type { ModelTurn, TurnListener } from './coach-turn.js';
import { COACH_LIMITS, type CoachLimits } from './coach-limits.js';
import type { CoachRepository, SessionMessage } from './coach.repository.js';
import { mp3DurationSeconds } from '../../audio/mp3-duration.js';
import { CALL_RESERVE_SECONDS, REPLY_WORST_CASE_SECONDS } from './voice-allowance.js';
import { wavOf } from '../../audio/wav.js';
import { createCoachSnapshots, type CoachSnapshot } from './coach-snapshot.js';
import { ChangesStand, createResponder, shownProposal, type Conversation, type Reply } from './coach-respond.js';

type Owner = Pick<UserRow, 'id' | 'timezone' | 'subscriptionStatus' | 'firstName' | 'locale'>;

/** Messages of a session the model sees again (older ones are dropped): about 20 exchanges. */
const SESSION_MESSAGES_KEPT = 40;

export interface TurnOptions {
  /** Aborts the provider's requests (the client went away, or the person spoke over the reply). */
  signal?: AbortSignal | undefined;
  listener?: TurnListener;
  /**
   * Waited for before anything is written (a change, a yes taken): true to go on, false when the
   * turn was cancelled first. A voice reply started before the person's turn was over (issue 53).
   */
  beforeWrite?: () => Promise<boolean>;
}

/** A chat message: the words the coach reads, and those the person saw on the button they tapped (issue 54). */
export interface PersonSaid {
  message: string;
  shown?: string | undefined;
}

/** How long a voice turn's reading ahead waits for the transcription request beside it to go out. */
const READ_AHEAD_AFTER_MS = 10;

/** A voice turn's reading done ahead (coach.voice.prepare). */
export interface Prepared {
  conversation: Promise<Conversation>;
  snapshot: Promise<CoachSnapshot>;
}

export interface CoachServiceDeps {
  repo: CoachRepository;
  tools: CoachTools;
  habits: HabitsService;
  goals: GoalsService;
  /** Issue 40: the areas the coach names ("done with my morning routine"). */
  areas?: AreasService;
  usage: UsageService;
  clock: Clock;
  logger: Logger;
  /** Undefined: the offline coach answers chat and voice is unavailable (503). */
  provider: AiProvider | undefined;
  limits?: CoachLimits;
  /** Issue 54: a voice per language (config OPENAI_VOICES), e.g. { es: 'nova' }. */
  voices?: Readonly<Record<string, string>>;
}

export interface VoiceTurn extends CoachTurn {
  audio: string;
  transcript: string;
}

export function createCoachService({ repo, tools, habits, goals, areas, usage, clock, logger, provider, limits = COACH_LIMITS, voices = {} }: CoachServiceDeps) {
  /** Issue 54: the voice for the person's language where one is configured (OPENAI_VOICES), else the provider's own. */
  const voiceOf = (owner: Owner | undefined): string | undefined => (owner ? voices[emailLanguage(owner.locale)] : undefined);
  /** Issue 54: the language the person speaks, as the transcription models take it (ISO 639-1: "es"). */
  const heardLanguage = (owner: Owner): string => emailLanguage(owner.locale);
  const snapshot = createCoachSnapshots({ habits, goals, areas, clock });
  const responder = createResponder({ tools, provider, limits, logger, snapshot, takePending: (owner, id, proposalId) => repo.takePending(owner.id, id, proposalId) });

  /** The conversation named (the caller's own), or a new one. */
  async function session(owner: Owner, sessionId: string | null | undefined): Promise<Conversation> {
    const row = (await repo.findSession(owner.id, sessionId)) ?? (await repo.createSession(owner.id, clock.now()));
    return { id: row.id, messages: row.messages, pending: row.pending ?? null, memory: row.memory ?? null };
  }

  const failed = providerFailure(logger, 'AI provider request failed', COACH_MESSAGES.providerFailed);

  function toTurn(sessionId: string, reply: Reply, spoken = reply.turn.reply): CoachTurn {
    const calls = reply.turn.calls;
    const last = calls.at(-1);
    return {
      reply: spoken,
      sessionId,
      functionCalled: last?.name ?? null,
      functionResult: last?.result ?? null,
      functionCalls: calls.map(ranCall),
      online: provider !== undefined,
      proposal: shownProposal(reply.pending),
      ...(reply.suggestions?.length ? { suggestions: reply.suggestions } : {}),
      ...(reply.suggestions?.length && reply.suggestionLabels ? { suggestionLabels: reply.suggestionLabels } : {}),
    };
  }

  /** The turn and what the plan leaves today after it (a chat's answer shows it under the input). */
  async function withAllowance(owner: Owner, turn: CoachTurn): Promise<CoachTurn> {
    return { ...turn, messagesLeft: (await usage.allowance(owner)).messagesLeft };
  }

  /** Whether a call could open: a provider is needed, and voice seconds must be left (429/503 otherwise). */
  async function canCall(owner: Owner) {
    if (!provider) throw unavailable(COACH_MESSAGES.voiceNeedsProvider);
    return usage.assertVoiceLeft(owner);
  }

  /**
   * Keeps the turn in the conversation: the user's words, the functions called (or proposed) with
   * their results, and the reply as far as it was said; what waits for a yes and the built-in
   * coach's memory replace the conversation's.
   */
  async function remember(owner: Owner, conversation: Conversation, person: string | PersonSaid, reply: Pick<Reply, 'turn'> & Partial<Pick<Reply, 'pending' | 'memory' | 'suggestions' | 'suggestionLabels'>>, said = reply.turn.reply) {
    const { message: userText, shown } = typeof person === 'string' ? { message: person, shown: undefined } : person;
    const asked: SessionMessage[] = userText ? [{ role: 'user', content: userText, ...(shown && shown !== userText ? { shown } : {}) }] : [];
    const added: SessionMessage[] = [...asked, ...(reply.turn.steps as SessionMessage[])];
    // What the reply offered to tap, kept with it: the chat read back shows its buttons again.
    const offered = reply.suggestions?.length ? { suggestions: reply.suggestions, ...(reply.suggestionLabels ? { suggestionLabels: reply.suggestionLabels } : {}) } : {};
    if (said) added.push({ role: 'assistant', content: said, ...offered });
    await repo.saveMessages(owner.id, conversation.id, keptMessages([...conversation.messages, ...added]), clock.now(), {
      pending: reply.pending ?? null,
      memory: reply.memory ?? null,
    });
  }

  /** A turn that failed after its changes: they stand, and the conversation keeps what was done. */
  async function keepStanding(owner: Owner, conversation: Conversation, person: string | PersonSaid, turn: ModelTurn) {
    await remember(owner, conversation, person, { turn }).catch((err: unknown) => logger.error({ err }, 'coach session could not be kept'));
  }

  return {
    online: provider !== undefined,

    /**
     * `POST /api/openai/chat`: one message, charged against the day's allowance and refunded if
     * the turn fails or the client goes away (`signal`), or if the offline coach understood
     * none of it (issue 20: its help is not worth a message). `listener` hears the reply as it is
     * written and each function as it runs (the streamed call).
     */
    async chat(owner: Owner, said: string | PersonSaid, sessionId: string | null | undefined, options: TurnOptions = {}): Promise<CoachTurn> {
      const person = typeof said === 'string' ? { message: said } : said;
      const { message } = person;
      const receipt = await usage.chargeMessage(owner);
      let current: Conversation | undefined;
      /** A turn cut short (the client went away) after it made changes. */
      let cut: ModelTurn | undefined;
      let reply: Reply;
      try {
        current = await session(owner, sessionId);
        reply = await responder.respond(owner, current, message, options);
        if (reply.turn.aborted && reply.turn.calls.some((c) => isChange(c.name))) cut = reply.turn;
        options.signal?.throwIfAborted();
        await remember(owner, current, person, reply);
      } catch (error) {
        const made = error instanceof ChangesStand ? error.turn : cut;
        if (made && current) {
          // Its changes stand: the message stays counted, and the session keeps what was done.
          await keepStanding(owner, current, person, made);
          throw error;
        }
        await usage.refund(owner, receipt);
        throw error;
      }
      // Outside the try: a refund that fails must not be attempted twice. An answer to a proposal,
      // or a message the built-in coach understood none of, is not worth a message.
      if (reply.free) await usage.refund(owner, receipt);
      return withAllowance(owner, toTurn(current.id, reply));
    },

    /**
     * `POST /api/openai/sessions/{id}/proposal`: Confirm or Cancel on a proposal's card, as a yes
     * or a no in the chat would be (not counted as a message). 404 for a conversation that is not
     * the caller's, and for a proposal answered already or replaced.
     */
    async decide(owner: Owner, sessionId: string, proposalId: string, decision: 'confirm' | 'cancel'): Promise<CoachTurn> {
      const row = await repo.findSession(owner.id, sessionId);
      if (!row) throw notFound(COACH_MESSAGES.sessionGone);
      const reply = await responder.decide(owner, row.id, proposalId, decision);
      if (!reply) throw notFound(COACH_MESSAGES.proposalGone);
      // Read again: the proposal was taken out of it since.
      await remember(owner, await session(owner, row.id), '', reply);
      return withAllowance(owner, toTurn(row.id, reply));
    },

    /** `GET /api/openai/sessions`: the caller's own conversations, newest first. */
    async sessions(owner: Owner): Promise<CoachSessionList> {
      const list = await repo.listSessions(owner.id);
      return { sessions: list.map((s) => ({ id: s.id, title: s.title, lastMessageAt: s.updatedAt.toISOString() })) };
    },

    /** `GET /api/openai/allowance`: messages and voice seconds the plan leaves today. */
    allowance: (owner: Owner) => usage.allowance(owner),

    /**
     * `POST /api/openai/converse`: the recording is transcribed, answered and spoken. Its length
     * comes from the audio itself. Before the provider hears anything the turn's worst case (the
     * seconds heard plus the longest reply spoken) is reserved, all at once against the counters
     * themselves, so concurrent turns and calls cannot spend the same seconds; a turn granted less
     * than it heard is refused (429). After the turn the reservation is settled with the seconds
     * heard plus spoken; given back whole if the provider fails, but for the seconds heard of a
     * recording with no words in it.
     */
    async converse(
      owner: Owner,
      input: { audio: Buffer | undefined; fileName: string; mimeType: string; sessionId: string | null | undefined; isInitialGreeting: boolean },
    ): Promise<VoiceTurn> {
      if (!provider) throw unavailable(COACH_MESSAGES.voiceNeedsProvider);
      let transcript = '';
      let heardSeconds = 0;
      if (!input.isInitialGreeting) {
        if (!input.audio?.length) throw invalid(COACH_MESSAGES.audioRequired);
        // Unknown containers: opus at its usual ~32 kbit/s is a fair estimate.
        heardSeconds = audioDurationSeconds(input.audio) ?? input.audio.length / 4000;
      }
      const reservation = await usage.reserveVoice(owner, heardSeconds + REPLY_WORST_CASE_SECONDS);
      const settle = (usedSeconds: number) => usage.settleVoice(owner, [reservation], usedSeconds);
      // Less than the recording itself (or nothing at all, for a greeting): refused, nothing kept.
      if (reservation.seconds === 0 || reservation.seconds < Math.ceil(heardSeconds - 1e-9)) {
        await settle(0);
        throw planLimit(reservation.message);
      }
      const releaseOnFailure = async <T>(run: () => Promise<T>): Promise<T> => {
        try {
          return await run();
        } catch (error) {
          await settle(0);
          throw error;
        }
      };
      const current = await releaseOnFailure(() => session(owner, input.sessionId));
      if (input.audio && !input.isInitialGreeting) {
        const audio = input.audio;
        transcript = (await releaseOnFailure(() => provider.transcribe(audio, input.fileName, input.mimeType, undefined, heardLanguage(owner)).catch(failed))).trim();
        if (!transcript) {
          await settle(heardSeconds);
          throw invalid(COACH_MESSAGES.audioUnreadable);
        }
      }
      const { reply, audio } = await (async () => {
        try {
          const reply = await responder.respond(owner, current, transcript, { opening: input.isInitialGreeting });
          return { reply, audio: await provider.speak(reply.turn.reply, undefined, voiceOf(owner)).catch(failed) };
        } catch (error) {
          if (!(error instanceof ChangesStand)) {
            await settle(0);
            throw error;
          }
          // Its changes stand: the seconds heard stay counted, and the session keeps what was done.
          await settle(heardSeconds);
          await keepStanding(owner, current, transcript, error.turn);
          throw error;
        }
      })();
      // The whole turn counts ceil(heard + spoken), never more than was reserved.
      await settle(heardSeconds + mp3DurationSeconds(audio));
      await remember(owner, current, transcript, reply);
      return { ...toTurn(current.id, reply), audio: audio.toString('base64'), transcript };
    },

    /** What a voice call over the WebSocket needs of the coach (`voice-call.ts`). */
    voice: {
      check: canCall,

      /**
       * Opens a call in the session named or a new one, with its first stretch of voice seconds
       * reserved (the call reserves the next ones as it goes, `voice-call.ts`): 503 without a
       * provider, 429 when nothing can be reserved.
       */
      async open(owner: Owner, sessionId: string | null | undefined) {
        if (!provider) throw unavailable(COACH_MESSAGES.voiceNeedsProvider);
        const reservation = await usage.reserveVoice(owner, CALL_RESERVE_SECONDS);
        if (!reservation.seconds) throw planLimit(reservation.message);
        try {
          const current = await session(owner, sessionId);
          return { sessionId: current.id, reservation };
        } catch (error) {
          await usage.settleVoice(owner, [reservation], 0);
          throw error;
        }
      },

      /** What the person said, from the utterance's 16 kHz PCM (sent as wav), heard in their language. */
      async transcribe(owner: Owner, pcm: Buffer, signal?: AbortSignal): Promise<string> {
        const text = await provider!.transcribe(wavOf(pcm, 16_000), 'utterance.wav', 'audio/wav', signal, heardLanguage(owner)).catch((error: unknown) => {
          if (signal?.aborted) throw error;
          return failed(error);
        });
        return text.trim();
      },

      /**
       * One turn of the call, streamed to `listener`. The session keeps it through `keep`, with
       * the reply as far as the person heard it.
       */
      async turn(owner: Owner, sessionId: string, transcript: string, options: TurnOptions & { opening?: boolean; model?: AiProvider; prepared?: Prepared }) {
        const { prepared, ...rest } = options;
        const current = await (prepared?.conversation ?? session(owner, sessionId));
        const reply = await responder.respond(owner, current, transcript, { ...rest, ...(prepared && !current.pending ? { snapshot: prepared.snapshot } : {}) });
        // `heard`: what the person said, when it was transcribed after the turn began (a speech-to-speech call).
        return { turn: reply.turn, proposal: shownProposal(reply.pending), keep: (said: string, heard = transcript) => remember(owner, current, heard, reply, said) };
      },

      /**
       * What a turn reads before its model is asked (the conversation, the person's records), read
       * while the person's words are being transcribed (issue 53): for a turn that starts right after.
       */
      prepare(owner: Owner, sessionId: string): Prepared {
        // After a few turns of the event loop: the transcription request it runs beside goes out
        // first (an embedded database's queries hold the loop while they run).
        const after = new Promise<void>((resolve) => setTimeout(resolve, READ_AHEAD_AFTER_MS));
        const conversation = after.then(() => session(owner, sessionId));
        const records = after.then(() => snapshot(owner));
        conversation.catch(() => undefined);
        records.catch(() => undefined);
        return { conversation, snapshot: records };
      },

      /** Whether something in the session waits for the person's yes (a speech-to-speech turn then waits for its words). */
      async waitsForYes(owner: Owner, sessionId: string): Promise<boolean> {
        return (await session(owner, sessionId)).pending !== null;
      },

      /** Who a speech-to-speech session speaks as and listens for (issue 54): the person's language's voice, if one is configured. */
      speaker(owner: Owner): { voice: string | undefined; language: string } {
        return { voice: voiceOf(owner), language: heardLanguage(owner) };
      },

      /** The reply spoken, as 24 kHz PCM chunks as they arrive. */
      speak(text: string, signal?: AbortSignal, owner?: Owner): AsyncIterable<Buffer> {
        return provider!.speakPcm(text, signal, voiceOf(owner));
      },

      providerFailed: (error: unknown) => failed(error),
    },

    /**
     * `GET /api/openai/sessions/{id}`: the caller's own conversation as the chat shows it: the
     * user's words and the coach's replies. Unknown, malformed or anyone else's: 404.
     */
    async history(owner: Owner, sessionId: string): Promise<CoachSession> {
      const own = await repo.findSession(owner.id, sessionId);
      if (!own) throw notFound(COACH_MESSAGES.sessionGone);
      // The last reply's buttons, while it is the conversation's last word.
      const last = own.messages.at(-1);
      const offered = last?.role === 'assistant' && !('toolCalls' in last) && last.suggestions?.length ? { suggestions: last.suggestions, ...(last.suggestionLabels ? { suggestionLabels: last.suggestionLabels } : {}) } : {};
      return { sessionId: own.id, messages: own.messages.flatMap(shownMessage), proposal: shownProposal(own.pending), ...offered, online: provider !== undefined };
    },

    /** Keeps a reply the user found unhelpful with the conversation before it, for review. */
    async report(owner: Owner, input: { reportedMessage: ChatMessage; chatHistory: ChatMessage[]; sessionId?: string | null | undefined }): Promise<string> {
      const own = await repo.findSession(owner.id, input.sessionId);
      return repo.insertReport({
        userId: owner.id,
        sessionId: own?.id ?? null,
        reportedMessage: input.reportedMessage,
        chatHistory: input.chatHistory,
        createdAt: clock.now(),
      });
    },
  };
}
export type CoachService = ReturnType<typeof createCoachService>;

/**
 * A kept message as the chat shows it, or nothing: function calls and their results are the
 * model's working (the reply that follows them says what was done).
 */
function shownMessage(message: SessionMessage): ChatMessage[] {
  if (message.role === 'tool' || 'toolCalls' in message) return [];
  // A tapped button: the words it showed, not the request it sent (issue 54).
  return [{ role: message.role, content: (message.role === 'user' && message.shown) || message.content }];
}

/** The last messages of a session, never starting with a function call or result cut from its pair. */
function keptMessages(messages: SessionMessage[]): SessionMessage[] {
  const recent = messages.slice(-SESSION_MESSAGES_KEPT);
  let start = 0;
  while (start < recent.length && (recent[start]!.role === 'tool' || 'toolCalls' in recent[start]!)) start++;
  return recent.slice(start);
}
