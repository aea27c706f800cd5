import {
  habitListSchema,
  habitSchema,
  type CompleteHabitBody,
  type CreateHabitBody,
  type DeleteOccurrenceBody,
  type UpdateHabitBody,
} from '@stride/domain';
import { apiRequest } from '../api-client';

const habitPath = (id: string) => `/api/habits/${encodeURIComponent(id)}`;

/** Section 7, Habits, plus undoing a completion. Answers are checked against the domain schemas. */
export const habitsApi = {
  /** With a window, occurrences and completed dates cover it (inclusive, at most two years). */
  fetchHabits: (userId: string, window?: { from: string; to: string }) =>
    apiRequest(
      'GET',
      `/api/habits/user/${encodeURIComponent(userId)}${window ? `?from=${window.from}&to=${window.to}` : ''}`,
      undefined,
      habitListSchema,
    ),
  createHabit: (body: CreateHabitBody) => apiRequest('POST', '/api/habits', body, habitSchema),
  updateHabit: (id: string, body: UpdateHabitBody) => apiRequest('PUT', habitPath(id), body, habitSchema),
  deleteHabit: (id: string) => apiRequest('DELETE', habitPath(id), undefined, habitSchema),
  deleteOccurrence: (id: string, body: DeleteOccurrenceBody) => apiRequest('DELETE', `${habitPath(id)}/occurrence`, body, habitSchema),
  complete: (id: string, body: CompleteHabitBody) => apiRequest('POST', `${habitPath(id)}/complete`, body, habitSchema),
  uncomplete: (id: string, body: CompleteHabitBody) => apiRequest('DELETE', `${habitPath(id)}/complete`, body, habitSchema),
};
