import type { CoachHandler } from '../coach-handler.js';
import { serveCoachFunction } from '../coach-function-entry.js';

// German and French agree with the count ("A und B sind wieder da"): one key for one, another for several.
const handler: CoachHandler<'restoreDeleted'> = async (a, { owner, services: { undo }, words }) => {
  const result = await undo.undo(owner, a.undoId);
  // A goal's or an area's habits linked again are said with it, not apart; a history or a day brought back is its habit's (issue 50).
  const made = result.functionCalls.filter((c) => c.functionCalled !== 'updateHabit');
  const names = (made.length ? made : result.functionCalls)
    .map((c) => (c.functionCalled === 'createOrUpdateVision' ? words.say('yourVision') : words.quote((c.functionResult as { name: string }).name)));
  return { result, summary: words.say(names.length > 1 ? 'broughtBackSeveral' : 'broughtBack', { names: words.english ? names.join(' and ') : words.list(names) }), forModel: { restored: names } };
};

export const restoreDeleted = serveCoachFunction('restoreDeleted', {
  handler,
  // Eighteenth session: proposed with others, said in words (the proposal read "UnskipHabit \"Piano\" and skip …").
  clause: (_a, { habit, say, quoted }) => say('clauseRestore', { name: quoted(habit?.name) }),
  cues: { strong: /\b(undo|undelete|bring (it |that )?back)\b/, weak: /\b(restore|deleted|oops)\b/ },
});
