import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, toEpochDay } from '@stride/domain';
import { setAccountLocale } from '../../lib/locale/display-locale';
import { CompletionHeatmap } from './completion-heatmap';

const WEEK = Array.from({ length: 7 }, (_, i) => ({ date: `2025-12-0${i + 1}`, scheduled: i % 2, completed: 0 }));

afterEach(() => setAccountLocale(null));

/** Issue 54 (eighteenth session): each day's hidden title named its ISO date ("2025-11-30: nada previsto"). */
describe('the completion heat map’s day titles', () => {
  it('write the day as the region does', () => {
    setAccountLocale('en-GB');
    const { container, unmount } = render(<CompletionHeatmap days={WEEK} />);
    const titles = [...container.querySelectorAll('rect > title')].map((t) => t.textContent);
    expect(titles[0]).toBe('1 Dec 2025: nothing scheduled');
    expect(titles.join(' ')).not.toMatch(/\d{4}-\d\d-\d\d/);
    unmount();
    setAccountLocale('de-DE');
    const german = render(<CompletionHeatmap days={WEEK} />).container;
    expect(german.querySelector('rect > title')?.textContent).toMatch(/^1\. Dez\. 2025: /);
  });
});

/** Issue 54: the rows follow the days given (from the region's first day), and the Mon/Wed/Fri labels with them. */
describe('the completion heat map’s weekday rows', () => {
  const labelRows = (container: HTMLElement) =>
    [...container.querySelectorAll('svg > text')].filter((t) => /^(Mon|Wed|Fri)$/.test(t.textContent ?? '')).map((t) => Number(t.getAttribute('y')));

  it('label Monday, Wednesday and Friday on their rows, whichever day the weeks start on', () => {
    setAccountLocale('en-US');
    // Sunday 30 November 2025 first: Monday is the second row.
    const sunday = Array.from({ length: 7 }, (_, i) => ({ date: formatDate(toEpochDay('2025-11-30') + i), scheduled: 0, completed: 0 }));
    const sundayRows = labelRows(render(<CompletionHeatmap days={sunday} />).container);
    // Monday 1 December first: Monday is the top row, one row higher.
    const mondayRows = labelRows(render(<CompletionHeatmap days={WEEK} />).container);
    expect(mondayRows).toHaveLength(3);
    expect(mondayRows.map((y, i) => sundayRows[i]! - y)).toEqual([13, 13, 13]);
  });
});
