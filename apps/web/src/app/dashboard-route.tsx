import { lazy } from 'react';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { FirstRunCard } from '../features/habits/first-run-card';

// Issue 51: Edit from Today's row menu opens the habit's form over Today. The form is loaded when
// first asked for, so Today's own script stays as it was (scripts/bundle-budgets.mjs).
const HabitEditor = lazy(() => import('../features/habits/habit-editor').then((m) => ({ default: m.HabitEditor })));

/** /dashboard: the dashboard with the habits feature's welcome for a first visit (issue 39) and its Edit Habit (issue 51). */
export function DashboardRoute() {
  return <DashboardPage firstRun={FirstRunCard} habitEditor={HabitEditor} />;
}
