import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coachFunctionNamed } from '@stride/domain';
import { interpretOffline, type OfflineAnswer, type OfflineContext } from '../offline-coach.js';
import { SNAPSHOT } from './coach-fixture.js';

/**
 * Issue 37: nothing is destroyed that was not named. Random messages, and random conversations
 * (each answer's memory handed to the next message, as the service does), never make the built-in
 * coach answer a destroy call (deleteHabit, deleteGoal, deleteVision, endHabit) unless a message
 * says to delete or end and names what (a habit or goal, "it", "the habit", or "everything").
 */
const destroys = (a: OfflineAnswer) => (a.kind === 'calls' ? a.calls : a.kind === 'call' ? [a] : []).filter((c) => coachFunctionNamed(c.name)?.kind === 'destroy');

const NAME_WORDS = ['gym', 'run', 'long run', 'meditate', 'yoga', 'spanish', 'spanish lessons', 'read', 'journal', 'walk to work', 'drink water', 'floss', 'run a 10k', 'learn spanish', 'sleep better', 'vision'];
const FILLER = ['please', 'can you', 'my', 'the', 'today', 'tomorrow', 'friday', 'at 7pm', 'for a week', 'every morning', 'thanks', 'yes', 'no', 'the evening one', 'ok', 'what', 'how', 'is', 'move', 'skip', 'pause', 'add', 'log', '5 glasses', 'done', 'i did', 'remind me', 'note', 'rename', 'to', 'archive', 'resume', 'habit', 'goal', 'and', 'actually', 'make that', '45 minutes', 'the one at 7', 'a second one'];
const DESTROY_WORDS = ['delete', 'remove', 'get rid of', 'drop', 'bin', 'stop', 'end', 'finish', 'kill', 'wipe', 'clear', 'forget', 'cancel', 'erase', 'undo', 'scrap', 'ditch'];
const POINTERS = ['it', 'that', 'that one', 'this', 'them', 'everything', 'all'];

const message = (words: string[]) => fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 8 }).map((w) => w.join(' '));

/** Runs a conversation, each answer's memory handed to the next message. */
function converse(messages: string[], context: OfflineContext = {}): OfflineAnswer[] {
  let memory: OfflineContext['memory'] = null;
  return messages.map((m) => {
    const answer = interpretOffline(m, SNAPSHOT, { ...context, memory });
    memory = answer.memory ?? null;
    return answer;
  });
}

describe('the built-in coach destroys only what a message names', () => {
  // 1,600 readings each: a hang detector, not a speed check (13 s at load 17 alone, 43 s beside
  // three helpers' runs, past the project's 30 s; twenty-fifth session).
  const READINGS = { timeout: 120_000 };
  it('never answers a destroy call to conversations without a word for deleting or ending', READINGS, () => {
    fc.assert(
      fc.property(fc.array(message([...NAME_WORDS, ...FILLER, ...POINTERS]), { minLength: 1, maxLength: 4 }), fc.constantFrom(undefined, 'h-gym', 'h-run'), (messages, lastHabitId) => {
        for (const answer of converse(messages, { lastHabitId })) expect(destroys(answer)).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('never answers a destroy call to words for deleting with no name, "it" or "everything"', READINGS, () => {
    fc.assert(
      fc.property(fc.array(message([...DESTROY_WORDS, ...FILLER.filter((w) => !['the evening one', 'the one at 7', 'a second one', 'yes', 'make that', 'habit'].includes(w))]), { minLength: 1, maxLength: 4 }), (messages) => {
        for (const answer of converse(messages, { lastHabitId: 'h-gym' })) expect(destroys(answer)).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('destroys only the habits a message names, when it does', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DESTROY_WORDS.filter((w) => w !== 'undo')), fc.constantFrom('gym', 'yoga', 'journal', 'long run'), fc.constantFrom('', 'please ', 'can you '), (verb, name, lead) => {
        const ids: Record<string, string> = { gym: 'h-gym', yoga: 'h-yoga', journal: 'h-journal', 'long run': 'h-long' };
        for (const c of destroys(interpretOffline(`${lead}${verb} ${name}`, SNAPSHOT, {}))) expect(c.args).toMatchObject({ habitId: ids[name] });
      }),
    );
  });
});
