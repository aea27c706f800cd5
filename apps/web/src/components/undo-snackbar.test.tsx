import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UNDO_TEXTS } from '@stride/domain';
import { TODAY_CATALOG as SPANISH_TODAY } from '../../../../packages/domain/src/i18n/catalogs/es/today';
import { AppTextsProvider } from '../lib/i18n/app-texts';
import { makeUser } from '../test/fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { offerUndo } from '../lib/undo/undo-offers';
import { UndoSnackbar } from './undo-snackbar';

function renderSnackbar() {
  return renderWithProviders(
    <>
      <label>
        Name <input />
      </label>
      <UndoSnackbar />
    </>,
  );
}

describe('UndoSnackbar (issue 39)', () => {
  it('announces what was done, takes it back with Undo, and says so', async () => {
    const undo = vi.fn(() => Promise.resolve());
    const { user } = renderSnackbar();
    act(() => void offerUndo('Habit "Run" deleted.', undo));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Habit "Run" deleted.');
    await user.click(screen.getByRole('button', { name: UNDO_TEXTS.undo }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(UNDO_TEXTS.undone)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: UNDO_TEXTS.undo })).not.toBeInTheDocument();
  });

  it('shows only the latest offer, undoes it with Ctrl+Z, but leaves Ctrl+Z in a text field to the field', async () => {
    const first = vi.fn(() => Promise.resolve());
    const second = vi.fn(() => Promise.resolve());
    const { user } = renderSnackbar();
    act(() => void offerUndo('"Run" done.', first));
    act(() => void offerUndo('"Read" done.', second));
    expect(await screen.findByRole('alert')).toHaveTextContent('"Read" done.');
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Control>}z{/Control}');
    expect(second).not.toHaveBeenCalled();
    await user.click(document.body);
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(second).toHaveBeenCalledTimes(1));
    expect(first).not.toHaveBeenCalled();
  });

  it('says why an undo failed', async () => {
    const { user } = renderSnackbar();
    act(() => void offerUndo('Goal "Fit" deleted.', () => Promise.reject(Object.assign(new Error('That can no longer be undone.'), { status: 404 }))));
    await user.click(await screen.findByRole('button', { name: UNDO_TEXTS.undo }));
    expect(await screen.findByText(UNDO_TEXTS.failed('That can no longer be undone.'))).toBeInTheDocument();
  });

  // Issue 54 (eighteenth session): the snackbar sits in the root layout, outside the signed-in
  // screens' texts provider; its button said "Undo" beside a Spanish message.
  it('says Undo in the account’s language, though it sits outside the signed-in screens', async () => {
    const undo = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(
      <>
        <AppTextsProvider>
          <p>Hoy</p>
        </AppTextsProvider>
        <UndoSnackbar />
      </>,
      { route: '/dashboard', preloadedState: { auth: { user: makeUser({ locale: 'es-ES' }), isAuthenticated: true } } },
    );
    await screen.findByText('Hoy');
    act(() => void offerUndo('«Yoga» hecho.', undo));
    await user.click(await screen.findByRole('button', { name: SPANISH_TODAY.UNDO_TEXTS.undo }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(SPANISH_TODAY.UNDO_TEXTS.undone)).toBeInTheDocument();
    expect(screen.queryByText(UNDO_TEXTS.undo)).not.toBeInTheDocument();
  });
});
