import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNDO_TEXTS } from '@stride/domain';
import { renderWithProviders } from '../test/render-with-providers';
import { endUndoOffer, offerUndo } from '../lib/undo/undo-offers';
import { ErrorSnackbar } from './error-snackbar';
import { SNACKBAR_GAP_PX } from './snackbar-place';
import { UndoSnackbar } from './undo-snackbar';

/** jsdom lays nothing out: the Undo snackbar is given the height a browser gives it. */
const UNDO_HEIGHT = 52;

afterEach(() => vi.restoreAllMocks());

function Page() {
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button onClick={() => setError('That change to your habits was not saved: Network error')}>Fail</button>
      <ErrorSnackbar message={error} onClose={() => setError(null)} />
      <UndoSnackbar />
    </>
  );
}

const lift = () => screen.getByTestId('error-snackbar').style.getPropertyValue('--stride-snackbar-lift');

describe('the error and Undo snackbars (decision 030)', () => {
  it('stacks an error above an Undo on screen, both readable and the Undo still reachable', async () => {
    const original = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.querySelector('[aria-keyshortcuts]') ? new DOMRect(0, 0, 344, UNDO_HEIGHT) : original.call(this);
    });
    const undo = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(<Page />);
    let offer = 0;
    act(() => void (offer = offerUndo('"Read" done.', undo)));
    expect(await screen.findByRole('button', { name: UNDO_TEXTS.undo })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(expect.arrayContaining([expect.stringContaining('not saved'), expect.stringContaining('"Read" done.')]));
    // Lifted by the Undo's height and a gap: one never covers the other.
    expect(lift()).toBe(`${UNDO_HEIGHT + SNACKBAR_GAP_PX}px`);
    await user.click(screen.getByRole('button', { name: UNDO_TEXTS.undo }));
    expect(undo).toHaveBeenCalledTimes(1);

    // With no Undo on screen the error takes the Undo's place.
    act(() => endUndoOffer(offer));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(lift()).toBe('0px'));
  });

  it('puts an error alone where the Undo would be', async () => {
    const { user } = renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('not saved');
    expect(lift()).toBe('0px');
  });
});
