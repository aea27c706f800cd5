import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MiniMonth } from './mini-month';

/**
 * Issue 51: the details' mini month fails no axe label-content-name-mismatch: a day button shows
 * its number, done or not, and its name starts with it; 40 px targets (WCAG 2.2 2.5.8's 24 px minimum).
 */
describe('MiniMonth day buttons', () => {
  it('shows the day number on a done day too, and names each day by that number first', () => {
    const onToggle = vi.fn();
    render(
      <MiniMonth
        year={2026}
        month={11}
        onMonthChange={() => undefined}
        scheduled={new Set(['2026-11-03', '2026-11-04', '2026-11-05'])}
        isDone={(date) => date === '2026-11-04'}
        today="2026-11-05"
        color="#3f51b5"
        onToggle={onToggle}
        excusedAs={(date) => (date === '2026-11-03' ? 'paused' : undefined)}
      />,
    );
    const done = screen.getByRole('button', { name: '4 November, scheduled, done' });
    expect(done).toHaveTextContent(/^4$/);
    expect(done).toHaveAttribute('aria-pressed', 'true');
    const paused = screen.getByRole('button', { name: '3 November, scheduled, paused' });
    expect(paused).toHaveTextContent(/^3$/);
    for (const button of [done, paused, screen.getByRole('button', { name: '5 November, scheduled' })]) {
      expect(button.getAttribute('aria-label')!.startsWith(button.textContent!)).toBe(true);
    }
  });
});
