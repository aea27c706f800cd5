import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '@stride/domain';
import { accountDeleted } from '../../lib/auth/session-actions';
import { renderWithProviders } from '../../test/render-with-providers';
import { FarewellNotice } from './farewell-notice';

const T = ACCOUNT_TEXTS.deletion;

describe('FarewellNotice (issue 23: after Delete my account)', () => {
  it('shows nothing to a visitor', () => {
    const { container } = renderWithProviders(<FarewellNotice />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says the account is gone, takes the focus for a screen reader, and closes', async () => {
    const { session, user } = renderWithProviders(<FarewellNotice />);
    act(() => {
      accountDeleted(session);
    });
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(T.farewell);
    expect(notice).toHaveTextContent(T.farewellMore);
    expect(notice).toHaveFocus();
    await user.click(screen.getByRole('button', { name: T.farewellClose }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(session.getState().farewell).toBe(false);
  });
});
