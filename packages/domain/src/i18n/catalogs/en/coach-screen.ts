import { CALL_STATUS_TEXTS, COACH_TEXTS } from '../../../texts/coach-texts.js';
import { COACH_CHAT_TEXTS, COACH_IDEAS } from '../../../texts/coach-chat-texts.js';
import type { MessageArgs } from '../../app-messages.js';

/** The coach screen in English (issue 54): the AI Coach page, the chat, its proposals and the call. */
export const COACH_SCREEN_CATALOG = { COACH_TEXTS, CALL_STATUS_TEXTS, COACH_CHAT_TEXTS, COACH_IDEAS };

const name = (habit: string) => ({ name: habit });

export const COACH_SCREEN_ARGS: MessageArgs<typeof COACH_SCREEN_CATALOG> = {
  COACH_TEXTS: {
    deletedHabit: name,
    deletedGoal: name,
    coachSees: (habitCount, goalCount, visionSet) => ({ habitCount, goalCount, vision: visionSet ? 'set' : 'none' }),
    planIncludesCalls: (messagesPerDay, voiceSeconds) => ({
      messagesPerDay,
      unit: voiceSeconds % 60 === 0 ? 'minutes' : 'seconds',
      minutes: voiceSeconds / 60,
      seconds: voiceSeconds,
    }),
    planIncludes: (messagesPerDay) => ({ messagesPerDay }),
  },
  COACH_CHAT_TEXTS: {
    messagesLeft: (left, perDay) => ({ left: Math.max(0, left), perDay }),
    proposalAnnounced: (text) => ({ text }),
    savedHabit: name,
    savedHabits: (count) => ({ count }),
    savedGoal: name,
  },
};
