import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEXTS, API, IMPORT_DUPLICATE_TEXTS as D, type ImportSummary } from '@stride/domain';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { YourDataCard } from './your-data-card';

const T = ACCOUNT_TEXTS.data;
const render = () => renderWithProviders(<YourDataCard />, { route: '/settings', preloadedState: { auth: { user: makeUser(), isAuthenticated: true } } });
const card = () => screen.getByRole('region', { name: T.title });

const summary: ImportSummary = {
  source: 'loop',
  vision: false,
  goals: 0,
  habits: [
    { name: 'Walk', completions: 12, skips: 0, schedule: 'Every day', existing: true },
    { name: 'Read', completions: 1, skips: 2, schedule: 'Mondays and Thursdays' },
  ],
  completions: 13,
  conversations: 0,
  unmapped: [],
};

afterEach(() => vi.unstubAllGlobals());

/** Issue 40 part 7 (decision 033): the preview names the habits already there and skips them unless told. */
describe('importing habits you already have', () => {
  async function preview(importAnswer: ImportSummary) {
    const sent: string[] = [];
    mockApi({
      [on(API.account.importData, { query: { dryRun: 'true' } })]: () => jsonResponse({ preview: summary }),
      [on(API.account.importData, { query: { duplicates: 'import' } })]: () => {
        sent.push('import duplicates');
        return jsonResponse({ imported: importAnswer }, 201);
      },
      [on(API.account.importData)]: () => {
        sent.push('import');
        return jsonResponse({ imported: importAnswer }, 201);
      },
    });
    const { user } = render();
    await user.upload(within(card()).getByLabelText(T.chooseFile), new File(['PK'], 'loop.zip', { type: 'application/zip' }));
    const region = await within(card()).findByRole('region', { name: T.previewTitle('loop.zip') });
    return { user, region, sent };
  }

  it('says which are already in the account and skips them by default', async () => {
    const { user, region, sent } = await preview({ ...summary, skipped: 1, completions: 1 });
    expect(within(region).getByText(/already in your account/)).toBeInTheDocument();
    const box = within(region).getByRole('checkbox', { name: D.skip(1) });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(D.skipHelp);
    await user.click(within(region).getByRole('button', { name: T.importButton }));
    expect(await within(card()).findByText(`${T.imported(1)} ${D.skipped(1)}`)).toBeInTheDocument();
    expect(sent).toEqual(['import']);
  });

  it('unticked, imports them again', async () => {
    const { user, region, sent } = await preview(summary);
    await user.click(within(region).getByRole('checkbox', { name: D.skip(1) }));
    await user.click(within(region).getByRole('button', { name: T.importButton }));
    expect(await within(card()).findByText(T.imported(2))).toBeInTheDocument();
    expect(sent).toEqual(['import duplicates']);
  });
});
