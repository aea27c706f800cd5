import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
