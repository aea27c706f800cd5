import { ANALYTICS_CHART_TEXTS, ANALYTICS_TEXTS } from '../../../texts/analytics-texts.js';
import type { MessageArgs } from '../../app-messages.js';

/** Progress, the Analytics Dashboard (section 2), in English (issue 54): the page, its cards and charts. */
export const ANALYTICS_CATALOG = { ANALYTICS_TEXTS, ANALYTICS_CHART_TEXTS };

export const ANALYTICS_ARGS: MessageArgs<typeof ANALYTICS_CATALOG> = {
  ANALYTICS_TEXTS: {
    loadError: (error) => ({ error }),
    topStreaks: (streak, best) => ({ streak, best }),
    goalProgressLabel: (goal) => ({ goal }),
    goalDone: (completed, scheduled, habitCount) => ({ completed, scheduled, habitCount }),
    change: (points) => ({ points, size: Math.abs(points), sign: points > 0 ? 'up' : points < 0 ? 'down' : 'same' }),
  },
  ANALYTICS_CHART_TEXTS: {
    heatmapSummary: (completed, activeDays) => ({ completed, activeDays }),
    dayDone: (completed, scheduled) => ({ completed, scheduled }),
  },
};
