import { COACH_MESSAGES, localToday, type ChatMessage, type CoachFunction, type CoachTurn } from '@stride/domain';
import type { AiMessage, AiProvider } from '../../adapters/ai-provider.js';
import type { Clock } from '../../clock.js';
import type { UserRow } from '../auth/auth.repository.js';
import { invalid, providerFailure, unavailable, type Logger } from '../../errors.js';
import type { GoalsService } from '../goals/goals.service.js';
import type { HabitsService } from '../habits/habits.service.js';
import type { UsageService } from '../usage/usage.service.js';
import { COACH_TOOLS, ToolError, describeSchedule, type CoachTools, type ToolOutcome } from './coach-tools.js';
import type { CoachRepository } from './coach.repository.js';
import { mp3DurationSeconds } from './mp3-duration.js';
import { interpretOffline, type CoachSnapshot } from './offline-coach.js';
import { systemPrompt } from './system-prompt.js';

type Owner = Pick<UserRow, 'id' | 'timezone' | 'subscriptionStatus' | 'firstName'>;

/** Messages of a session the model sees again (older ones are dropped): about 20 exchanges. */
const SESSION_MESSAGES_KEPT = 40;
/** Function-calling rounds per turn before the coach must answer in words. */
const MAX_TOOL_ROUNDS = 4;

export interface CoachServiceDeps {
  repo: CoachRepository;
  tools: CoachTools;
  habits: HabitsService;
  goals: GoalsService;
  usage: UsageService;
  clock: Clock;
  logger: Logger;
  /** Undefined: the offline coach answers chat and voice is unavailable (503). */
  provider: AiProvider | undefined;
}

export interface VoiceTurn extends CoachTurn {
  audio: string;
  transcript: string;
}

export function createCoachService({ repo, tools, habits, goals, usage, clock, logger, provider }: CoachServiceDeps) {
  async function snapshot(owner: Owner): Promise<CoachSnapshot> {
    const today = localToday(owner.timezone, clock.now());
    const [habitList, goalRows, vision] = await Promise.all([
      habits.list(owner, habits.windowFor(owner, { from: today, to: today })),
      goals.listGoals(owner.id),
      goals.getVision(owner.id),
    ]);
    return {
      firstName: owner.firstName,
      today,
      timezone: owner.timezone,
      habits: habitList.map((h) => ({
        id: h.id,
        name: h.name,
        schedule: `${describeSchedule(h)}–${h.endTime}`,
        goalId: h.goalId,
        completionStreak: h.completionStreak,
        bestStreak: h.bestStreak,
        successRate: h.successRate,
        doneToday: h.occurrences.length ? h.completedDates.includes(today) : null,
      })),
      goals: goalRows.map((g) => ({ id: g.id, name: g.name, description: g.description })),
      vision: vision ? { id: vision.id, text: vision.text } : null,
    };
  }

  async function session(owner: Owner, sessionId: string | null | undefined) {
    return (await repo.findSession(owner.id, sessionId)) ?? (await repo.createSession(owner.id, clock.now()));
  }

  const failed = providerFailure(logger, 'AI provider request failed', COACH_MESSAGES.providerFailed);

  /** One turn with the model: it may call functions (run for `owner` only) before it answers. */
  async function onlineTurn(owner: Owner, history: ChatMessage[], message: string, opening = false) {
    const calls: ToolOutcome[] = [];
    const messages: AiMessage[] = [{ role: 'system', content: systemPrompt(await snapshot(owner), { opening }) }, ...history];
    if (message) messages.push({ role: 'user', content: message });
    for (let round = 0; round < MAX_TOOL_ROUNDS; round++) {
      const completion = await provider!.complete(messages, opening ? [] : COACH_TOOLS).catch(failed);
      if (!completion.toolCalls.length) return { reply: completion.content?.trim() || summaryOf(calls), calls };
      messages.push({ role: 'assistant', content: completion.content, toolCalls: completion.toolCalls });
      for (const call of completion.toolCalls) {
        let content: string;
        try {
          const outcome = await tools.call(owner, call.name, JSON.parse(call.arguments || '{}'));
          calls.push(outcome);
          content = JSON.stringify({ ok: true, summary: outcome.summary, result: outcome.result });
        } catch (error) {
          if (!(error instanceof ToolError) && !(error instanceof SyntaxError)) throw error;
          content = JSON.stringify({ ok: false, error: error.message });
        }
        messages.push({ role: 'tool', toolCallId: call.id, content });
      }
    }
    return { reply: summaryOf(calls), calls };
  }

  async function offlineTurn(owner: Owner, message: string) {
    const answer = interpretOffline(message, await snapshot(owner));
    if (answer.kind === 'reply') return { reply: answer.text, calls: [] };
    try {
      const outcome = await tools.call(owner, answer.name, answer.args);
      return { reply: outcome.summary, calls: [outcome] };
    } catch (error) {
      if (error instanceof ToolError) return { reply: `I couldn't do that: ${error.message}`, calls: [] };
      throw error;
    }
  }

  function toTurn(sessionId: string, reply: string, calls: ToolOutcome[]): CoachTurn {
    const last = calls.at(-1);
    return {
      reply,
      sessionId,
      functionCalled: (last?.name ?? null) as CoachFunction | null,
      functionResult: last?.result ?? null,
      functionCalls: calls.map((c) => ({ functionCalled: c.name, functionResult: c.result })),
      online: provider !== undefined,
    };
  }

  async function remember(owner: Owner, sessionId: string, history: ChatMessage[], added: ChatMessage[]) {
    await repo.saveMessages(owner.id, sessionId, [...history, ...added].slice(-SESSION_MESSAGES_KEPT), clock.now());
  }

  return {
    online: provider !== undefined,

    /** `POST /api/openai/chat`: one message, charged against the day's allowance and refunded if the turn fails. */
    async chat(owner: Owner, message: string, sessionId: string | null | undefined): Promise<CoachTurn> {
      const receipt = await usage.chargeMessage(owner);
      try {
        const current = await session(owner, sessionId);
        const { reply, calls } = provider ? await onlineTurn(owner, current.messages, message) : await offlineTurn(owner, message);
        await remember(owner, current.id, current.messages, [
          { role: 'user', content: message },
          { role: 'assistant', content: reply },
        ]);
        return toTurn(current.id, reply, calls);
      } catch (error) {
        await usage.refund(owner, receipt);
        throw error;
      }
    },

    /**
     * `POST /api/openai/converse`: the recording is transcribed, answered and spoken. The seconds
     * heard plus the seconds spoken are counted after the turn (the provider's measure of the
     * recording, and the mp3's own frames); a turn is refused once the allowance is used up.
     */
    async converse(
      owner: Owner,
      input: { audio: Buffer | undefined; fileName: string; mimeType: string; sessionId: string | null | undefined; isInitialGreeting: boolean },
    ): Promise<VoiceTurn> {
      if (!provider) throw unavailable(COACH_MESSAGES.voiceNeedsProvider);
      await usage.assertVoiceLeft(owner);
      const current = await session(owner, input.sessionId);
      let transcript = '';
      let heardSeconds = 0;
      if (!input.isInitialGreeting) {
        if (!input.audio?.length) throw invalid(COACH_MESSAGES.audioRequired);
        const heard = await provider.transcribe(input.audio, input.fileName, input.mimeType).catch(failed);
        transcript = heard.text.trim();
        // The provider's own measure; without one, opus at its usual ~32 kbit/s is a fair estimate.
        heardSeconds = heard.durationSeconds ?? input.audio.length / 4000;
        if (!transcript) {
          await usage.recordVoice(owner, heardSeconds);
          throw invalid(COACH_MESSAGES.audioUnreadable);
        }
      }
      const { reply, calls } = await onlineTurn(owner, current.messages, transcript, input.isInitialGreeting);
      const audio = await provider.speak(reply).catch(failed);
      await usage.recordVoice(owner, heardSeconds + mp3DurationSeconds(audio));
      await remember(owner, current.id, current.messages, [...(transcript ? [{ role: 'user' as const, content: transcript }] : []), { role: 'assistant', content: reply }]);
      return { ...toTurn(current.id, reply, calls), audio: audio.toString('base64'), transcript };
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

function summaryOf(calls: ToolOutcome[]): string {
  return calls.length ? calls.map((c) => c.summary).join(' ') : "I'm here. What would you like to work on?";
}
