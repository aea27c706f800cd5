import type { CoachWords } from '@stride/domain';

/** "15 min before", "1 h before", "at the start" (issue 54: in the person's language when `words` are given). */
export const inWords = (minutes: number, words?: CoachWords) => {
  if (!words) return minutes === 0 ? 'at the start' : minutes % 60 === 0 ? `${minutes / 60} h before` : `${minutes} min before`;
  return minutes === 0 ? words.say('atTheStart') : minutes % 60 === 0 ? words.say('hoursBefore', { hours: minutes / 60 }) : words.say('minutesBefore', { minutes });
};
