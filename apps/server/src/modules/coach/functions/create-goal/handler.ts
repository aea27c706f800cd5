import { toGoalDto } from '../../../goals/goals.dto.js';
import type { CoachHandler } from '../coach-handler.js';
import { serveCoachFunction, madeId } from '../coach-function-entry.js';

const handler: CoachHandler<'createGoal'> = async ({ habitIds, ...a }, { owner, services: { goals, habits }, words }) => {
  // Issue 50: the habits to put in it are looked up first, so a wrong one makes nothing.
  const linked = await Promise.all((habitIds ?? []).map((id) => habits.get(owner, id)));
  const goal = toGoalDto(await goals.createGoal(owner.id, a));
  for (const h of linked) await habits.update(owner, h.id, { goalId: goal.id, scope: 'single' });
  const said = linked.map((h) => `${words.say('updated', { name: h.name })} ${words.say('inGoal')}`);
  return { result: goal, summary: [words.say('goalAdded', { name: goal.name }), ...said].join(' '), forModel: { id: goal.id, name: goal.name, ...(linked.length ? { habitIds: linked.map((h) => h.id) } : {}) } };
};

export const createGoal = serveCoachFunction('createGoal', {
  handler,
  cues: { strong: /\b(goal|aim|achieve|i want to)\b/, weak: /\b(marathon|learn|by (the end|next|summer|christmas))\b/ },
  clause: (a, { s, say, series }) => {
    const names = (Array.isArray(a.habitIds) ? a.habitIds : []).map((id) => s.habits.find((h) => h.id === id)?.name).filter((n): n is string => !!n);
    return names.length ? say('clauseAddGoalWith', { name: String(a.name), k: series(names.map((n) => `"${n}"`)) }) : say('clauseAddGoal', { name: String(a.name) });
  },
  changes: 'new',
  alsoChanges: (a) => (Array.isArray(a.habitIds) ? a.habitIds.filter((id): id is string => typeof id === 'string') : []),
  undo: (call) => {
    const id = madeId(call);
    return id ? { name: 'deleteGoal', args: { goalId: id } } : undefined;
  },
});
