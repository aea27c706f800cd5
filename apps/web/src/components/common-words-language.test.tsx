import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AUTH_TEXTS, COMMON_TEXTS } from '@stride/domain';
import { APP_SHELL_CATALOG as GERMAN } from '../../../../packages/domain/src/i18n/catalogs/de/app-shell';
import { APP_SHELL_CATALOG as SPANISH } from '../../../../packages/domain/src/i18n/catalogs/es/app-shell';
import { ApiError } from '../lib/api-client';
import { getErrorMessage } from '../lib/error-message';
import { AppTextsProvider } from '../lib/i18n/app-texts';
import { makeUser } from '../test/fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { ConfirmDialog } from './confirm-dialog';
import { ErrorSnackbar } from './error-snackbar';
import { MessageDialog } from './message-dialog';

const noop = () => undefined;

// The two dialogs are open at once: each hides the other from the accessibility tree (`hidden: true`).

/** An action that fails after the screen is shown: the error snackbar then. */
function FailLater() {
  const [failed, setFailed] = useState(false);
  return failed ? <ErrorSnackbar message="Failed." onClose={noop} /> : <button onClick={() => setFailed(true)}>fail</button>;
}

function renderPieces(locale: string | null) {
  return renderWithProviders(
    <>
      <AppTextsProvider>
        <p>ready</p>
        <ConfirmDialog open title="Delete" message="Sure?" confirmLabel="Delete" onConfirm={noop} onCancel={noop} />
        <MessageDialog open title="Name" message="A name, please." onClose={noop} />
      </AppTextsProvider>
      {/* Outside the provider, as the root layout holds it; shown once something fails. */}
      <FailLater />
    </>,
    { route: '/dashboard', preloadedState: { auth: { user: makeUser({ locale }), isAuthenticated: true } } },
  );
}

/**
 * Issue 54 (a walk of Goals and the calendar feed in three languages): the confirm dialog's Cancel,
 * the message dialog's OK, the error snackbar's Close and a failed call's network message were
 * English on every screen that did not pass its own.
 */
describe('the shared dialogs’ and errors’ words in the account’s language', () => {
  it('are Spanish for a Spanish account: Cancelar, Aceptar, Cerrar, and the network error', async () => {
    const { user } = renderPieces('es-ES');
    await screen.findByText('ready');
    await user.click(screen.getByRole('button', { name: 'fail', hidden: true }));
    expect(screen.getByRole('button', { name: SPANISH.COMMON_TEXTS.cancel, hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SPANISH.COMMON_TEXTS.ok, hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SPANISH.COMMON_TEXTS.close, hidden: true })).toBeInTheDocument();
    expect(getErrorMessage(new ApiError(0, null))).toBe(SPANISH.COMMON_TEXTS.networkError);
    // A refusal without the server's words (a proxy's 502): said in the language, with its status.
    expect(getErrorMessage(new ApiError(502, null))).toBe(`${SPANISH.COMMON_TEXTS.requestFailed} (502)`);
    expect(screen.queryByText(COMMON_TEXTS.cancel)).not.toBeInTheDocument();
  });

  it('are German for a German account, and English, exactly the spec’s, for an English one', async () => {
    const german = renderPieces('de-DE');
    await screen.findByText('ready');
    expect(screen.getByRole('button', { name: GERMAN.COMMON_TEXTS.cancel, hidden: true })).toBeInTheDocument();
    expect(getErrorMessage(new ApiError(0, null))).toBe(GERMAN.COMMON_TEXTS.networkError);
    german.unmount();
    renderPieces('en-GB');
    await screen.findByText('ready');
    expect(screen.getByRole('button', { name: 'Cancel', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK', hidden: true })).toBeInTheDocument();
    expect(getErrorMessage(new ApiError(0, null))).toBe(AUTH_TEXTS.networkError);
    expect(getErrorMessage(new ApiError(502, null))).toBe('Request failed (502)');
    expect(AUTH_TEXTS.networkError).toBe('Network error. Please check your connection and try again.');
  });
});
