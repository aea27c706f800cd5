import { toGoalDto } from '../../../goals/goals.dto.js';
import type { CoachHandler } from '../coach-handler.js';

export const createGoal: CoachHandler<'createGoal'> = async (a, { owner, services: { goals } }) => {
  const goal = toGoalDto(await goals.createGoal(owner.id, a));
  return { result: goal, summary: `Added the goal "${goal.name}".`, forModel: { id: goal.id, name: goal.name } };
};
