import type { Goal, Vision } from '@stride/domain';
import type { GoalRow, VisionRow } from './goals.repository.js';

export function toVisionDto(row: VisionRow): Vision {
  return { id: row.id, text: row.text, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export function toGoalDto(row: GoalRow): Goal {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
