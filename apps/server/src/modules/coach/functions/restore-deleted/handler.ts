import type { CoachHandler } from '../coach-handler.js';
import { serveCoachFunction } from '../coach-function-entry.js';

const handler: CoachHandler<'restoreDeleted'> = async (a, { owner, services: { undo }, words }) => {
  const result = await undo.undo(owner, a.undoId);
  const names = result.functionCalls
    .filter((c) => c.functionCalled !== 'updateHabit')
    .map((c) => (c.functionCalled === 'createOrUpdateVision' ? words.say('yourVision') : `"${(c.functionResult as { name: string }).name}"`));
  return { result, summary: words.say('broughtBack', { names: words.english ? names.join(' and ') : words.list(names) }), forModel: { restored: names } };
};

export const restoreDeleted = serveCoachFunction('restoreDeleted', {
  handler,
  cues: { strong: /\b(undo|undelete|bring (it |that )?back)\b/, weak: /\b(restore|deleted|oops)\b/ },
});
