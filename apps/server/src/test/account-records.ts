import type { Goal, Habit } from '@stride/domain';
import type { TestClient } from './test-app.js';

/** The signed-in account's habits and goals, as the API lists them (the coach tests' "what the records are now"). */
export async function accountRecords(client: TestClient): Promise<{ habits: Habit[]; goals: Goal[] }> {
  const id = (await client.request('GET', '/api/auth/check')).json<{ user: { id: string } }>().user.id;
  return {
    habits: (await client.request('GET', `/api/habits/user/${id}`)).json<Habit[]>(),
    goals: (await client.request('GET', `/api/goals/user/${id}`)).json<Goal[]>(),
  };
}
