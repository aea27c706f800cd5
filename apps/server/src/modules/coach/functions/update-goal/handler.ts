import { toGoalDto } from '../../../goals/goals.dto.js';
import { ToolError, type CoachHandler } from '../coach-handler.js';
import { serveCoachFunction } from '../coach-function-entry.js';

const handler: CoachHandler<'updateGoal'> = async (a, { owner, services: { goals }, words }) => {
  if (a.name === undefined && a.description === undefined) throw new ToolError(words.say('tellGoalChange'));
  const goal = toGoalDto(await goals.updateGoal(owner.id, a.goalId, a));
  return { result: goal, summary: words.say('goalUpdated', { name: goal.name }), forModel: { id: goal.id, name: goal.name, description: goal.description } };
};

export const updateGoal = serveCoachFunction('updateGoal', {
  handler,
  cues: { strong: /\b(rename|change|call)\b.*\bgoal\b/, weak: /\bgoal\b/ },
  clause: (_a, { goal }) => `change the goal ${goal ? `"${goal.name}"` : ''}`.trimEnd(),
});
