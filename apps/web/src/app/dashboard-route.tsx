import { DashboardPage } from '../features/dashboard/dashboard-page';
import { FirstRunCard } from '../features/habits/first-run-card';

/** /dashboard: the dashboard with the habits feature's welcome for a first visit (issue 39). */
export function DashboardRoute() {
  return <DashboardPage firstRun={FirstRunCard} />;
}
