import {
  deletedResponseSchema,
  goalListSchema,
  goalSchema,
  visionOrNullSchema,
  visionSchema,
  type CreateGoalBody,
  type SaveVisionBody,
  type UpdateGoalBody,
} from '@stride/domain';
import { apiRequest } from '../api-client';

/** Section 7, Vision and Goals. Answers are checked against the domain schemas. */
export const goalsApi = {
  fetchVision: (userId: string) => apiRequest('GET', `/api/visions/user/${encodeURIComponent(userId)}`, undefined, visionOrNullSchema),
  saveVision: (body: SaveVisionBody) => apiRequest('POST', '/api/visions', body, visionSchema),
  deleteVision: (id: string) => apiRequest('DELETE', `/api/visions/${encodeURIComponent(id)}`, undefined, deletedResponseSchema),
  fetchGoals: (userId: string) => apiRequest('GET', `/api/goals/user/${encodeURIComponent(userId)}`, undefined, goalListSchema),
  createGoal: (body: CreateGoalBody) => apiRequest('POST', '/api/goals', body, goalSchema),
  updateGoal: (id: string, body: UpdateGoalBody) => apiRequest('PUT', `/api/goals/${encodeURIComponent(id)}`, body, goalSchema),
  deleteGoal: (id: string) => apiRequest('DELETE', `/api/goals/${encodeURIComponent(id)}`, undefined, deletedResponseSchema),
};
