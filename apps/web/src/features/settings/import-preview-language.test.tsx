import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ImportSummary } from '@stride/domain';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { AppTextsProvider } from '../../lib/i18n/app-texts';
import { ImportPreview } from './import-preview';

/** Issue 54: the import preview's schedule line in the account's language, from the habit's rule. */
const summary: ImportSummary = {
  source: 'stride',
  vision: false,
  goals: 0,
  habits: [
    {
      name: 'Gym',
      completions: 2,
      skips: 0,
      schedule: 'Every 2 weeks on Mon and Thu',
      rule: { recurrence: 'custom', customRecurrence: { frequency: 'weekly', interval: 2, days: ['Monday', 'Thursday'] }, anchor: '2026-11-24', frequency: null },
    },
    { name: 'Swim', completions: 0, skips: 0, schedule: '3 times a week', rule: { recurrence: 'daily', customRecurrence: null, anchor: '2026-11-24', frequency: { times: 3, period: 'week' } } },
    // A server from before sends no rule: its words are shown as they are.
    { name: 'Read', completions: 0, skips: 0, schedule: 'Every day' },
  ],
  completions: 2,
  conversations: 0,
  unmapped: [],
};

const lineOf = (name: string) => screen.getByText(name).closest('li')!;

describe("the import preview's schedule line (issue 54)", () => {
  it('English: the server’s words, unchanged', () => {
    renderWithProviders(<ImportPreview fileName="stride.json" summary={summary} importing={false} onImport={vi.fn()} onCancel={vi.fn()} />);
    expect(lineOf('Gym')).toHaveTextContent('Every 2 weeks on Mon and Thu');
    expect(lineOf('Swim')).toHaveTextContent('3 times a week');
  });

  it('Spanish: the rule written in Spanish, days and all', async () => {
    renderWithProviders(
      <AppTextsProvider>
        <ImportPreview fileName="stride.json" summary={summary} importing={false} onImport={vi.fn()} onCancel={vi.fn()} />
      </AppTextsProvider>,
      { preloadedState: { auth: { user: makeUser({ locale: 'es-ES' }), isAuthenticated: true } } },
    );
    await screen.findByText('Gym');
    expect(lineOf('Gym')).toHaveTextContent('Cada 2 semanas, los lunes y jueves');
    expect(lineOf('Swim')).toHaveTextContent('3 veces a la semana');
    expect(lineOf('Read')).toHaveTextContent('Every day');
  });
});
