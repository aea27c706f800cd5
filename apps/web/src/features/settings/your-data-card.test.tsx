import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, ACCOUNT_TEXTS, API, MAX_IMPORT_BYTES, urlOf, type ImportSummary } from '@stride/domain';
import { deferred, errorResponse, jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { YourDataCard } from './your-data-card';

const T = ACCOUNT_TEXTS.data;
const me = makeUser();
const render = () => renderWithProviders(<YourDataCard />, { route: '/dashboard', preloadedState: { auth: { user: me, isAuthenticated: true } } });
const card = () => screen.getByRole('region', { name: T.title });
const fileInput = () => within(card()).getByLabelText(T.chooseFile) as HTMLInputElement;

const summary: ImportSummary = {
  source: 'loop',
  vision: false,
  goals: 0,
  habits: [
    { name: 'Walk', completions: 12, skips: 0, schedule: 'Every day' },
    { name: 'Read', completions: 1, skips: 2, schedule: 'Mondays and Thursdays' },
  ],
  completions: 13,
  conversations: 0,
  unmapped: ["Habit 'Walk': its reminder time was not kept."],
};

afterEach(() => vi.unstubAllGlobals());

describe('Your data (issue 23)', () => {
  it('offers the export as two downloads', () => {
    render();
    expect(within(card()).getByRole('link', { name: T.downloadJson })).toHaveAttribute('href', urlOf(API.account.exportData, { query: { format: 'json' } }));
    expect(within(card()).getByRole('link', { name: T.downloadCsv })).toHaveAttribute('href', urlOf(API.account.exportData, { query: { format: 'csv' } }));
    expect(within(card()).getByRole('link', { name: T.downloadJson })).toHaveAttribute('download');
  });

  it('shows what a Loop zip would bring in before importing it, then imports it and says how many habits came', async () => {
    const sent: Array<{ url: string; type: string | undefined; body: unknown }> = [];
    const previewAnswer = deferred<Response>();
    const importAnswer = deferred<Response>();
    const record = (url: string, init: RequestInit) => sent.push({ url, type: (init.headers as Record<string, string>)['Content-Type'], body: init.body });
    mockApi({
      [on(API.account.importData, { query: { dryRun: 'true' } })]: (_body, init) => {
        record('preview', init);
        return previewAnswer.promise;
      },
      [on(API.account.importData)]: (_body, init) => {
        record('import', init);
        return importAnswer.promise;
      },
    });
    const { user } = render();
    const choose = within(card()).getByRole('button', { name: T.chooseFile });
    expect(fileInput()).toHaveAttribute('accept', '.json,.zip,application/json,application/zip');
    // Out of the way of keyboards and screen readers: the button is the control.
    expect(fileInput()).toHaveAttribute('tabindex', '-1');
    expect(fileInput()).toHaveAttribute('aria-hidden', 'true');

    const file = new File(['PK zip bytes'], 'Loop Habits CSV 2026-11-20.zip', { type: '' });
    await user.upload(fileInput(), file);
    expect(within(card()).getByRole('button', { name: T.reading })).toBeDisabled();
    expect(choose).toBeDisabled();
    previewAnswer.resolve(jsonResponse({ preview: summary }));

    const preview = await within(card()).findByRole('region', { name: T.previewTitle(file.name) });
    expect(within(preview).getByRole('heading', { name: T.previewTitle(file.name) })).toHaveFocus();
    expect(within(preview).getByText('2 habits, 13 completions')).toBeInTheDocument();
    const habits = within(preview).getAllByRole('list')[0]!;
    expect(within(habits).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Walk: Every day · 12 completions',
      'Read: Mondays and Thursdays · 1 completion · 2 days skipped',
    ]);
    const unmapped = within(preview).getByRole('note', { name: T.unmappedTitle });
    expect(within(unmapped).getByRole('listitem')).toHaveTextContent(summary.unmapped[0]!);
    expect(within(preview).getByText(T.addsNote)).toBeInTheDocument();

    await user.click(within(preview).getByRole('button', { name: T.importButton }));
    expect(within(preview).getByRole('button', { name: T.importing })).toBeDisabled();
    importAnswer.resolve(jsonResponse({ imported: summary }, 201));
    expect(await within(card()).findByText(T.imported(2))).toBeInTheDocument();
    expect(within(card()).queryByRole('region', { name: T.previewTitle(file.name) })).not.toBeInTheDocument();
    // Focus goes back once the button is enabled again, in a render after the preview closes.
    await waitFor(() => expect(within(card()).getByRole('button', { name: T.chooseFile })).toHaveFocus());

    // The zip goes as it is, typed by its name (the browser gave it no type).
    expect(sent.map(({ url, type }) => [url, type])).toEqual([
      ['preview', 'application/zip'],
      ['import', 'application/zip'],
    ]);
    expect(await (sent[0]!.body as Blob).text()).toBe('PK zip bytes');
  });

  it('shows why a file was refused, and Cancel drops a preview without importing', async () => {
    let answer = errorResponse('invalid_request', ACCOUNT_MESSAGES.importMalformedJson);
    const importCall = vi.fn(() => jsonResponse({ imported: summary }, 201));
    const fetchMock = mockApi({ [on(API.account.importData, { query: { dryRun: 'true' } })]: () => answer, [on(API.account.importData)]: importCall });
    const { user } = render();
    await user.upload(fileInput(), new File(['{nope'], 'export.json', { type: 'application/json' }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.importMalformedJson);
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>)['Content-Type']).toBe('application/json');

    answer = jsonResponse({ preview: { ...summary, source: 'stride', habits: [summary.habits[0]!], completions: 12, goals: 1, vision: true, unmapped: [] } });
    await user.upload(fileInput(), new File(['{}'], 'stride-export.json', { type: 'application/json' }));
    const preview = await within(card()).findByRole('region', { name: T.previewTitle('stride-export.json') });
    expect(within(card()).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(preview).getByText('1 habit, 12 completions, 1 goal, your vision')).toBeInTheDocument();
    expect(within(preview).queryByRole('note')).not.toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: T.cancel }));
    expect(within(card()).queryByRole('region', { name: T.previewTitle('stride-export.json') })).not.toBeInTheDocument();
    // Focus goes back once the button is enabled again, in a render after the preview closes.
    await waitFor(() => expect(within(card()).getByRole('button', { name: T.chooseFile })).toHaveFocus());
    expect(importCall).not.toHaveBeenCalled();
  });

  it('refuses a file over the limit before sending it', async () => {
    const fetchMock = mockApi({});
    const { user } = render();
    const big = new File(['x'], 'huge.zip', { type: 'application/zip' });
    Object.defineProperty(big, 'size', { value: MAX_IMPORT_BYTES + 1 });
    await user.upload(fileInput(), big);
    expect(await within(card()).findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.importTooLarge(10));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
