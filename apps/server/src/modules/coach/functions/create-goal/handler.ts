import { toGoalDto } from '../../../goals/goals.dto.js';
import type { CoachHandler } from '../coach-handler.js';
import { serveCoachFunction, madeId } from '../coach-function-entry.js';

const handler: CoachHandler<'createGoal'> = async (a, { owner, services: { goals }, words }) => {
  const goal = toGoalDto(await goals.createGoal(owner.id, a));
  return { result: goal, summary: words.say('goalAdded', { name: goal.name }), forModel: { id: goal.id, name: goal.name } };
};

export const createGoal = serveCoachFunction('createGoal', {
  handler,
  cues: { strong: /\b(goal|aim|achieve|i want to)\b/, weak: /\b(marathon|learn|by (the end|next|summer|christmas))\b/ },
  clause: (a, { say }) => say('clauseAddGoal', { name: String(a.name) }),
  changes: 'new',
  undo: (call) => {
    const id = madeId(call);
    return id ? { name: 'deleteGoal', args: { goalId: id } } : undefined;
  },
});
