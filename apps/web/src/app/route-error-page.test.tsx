import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { APP_TEXTS } from '@stride/domain';
import { renderWithProviders } from '../test/render-with-providers';
import { RouteErrorPage } from './route-error-page';

function Broken(): never {
  throw new Error('Habit list exploded');
}

describe('RouteErrorPage', () => {
  it('shows "Unexpected Application Error!" with the error and a way home when a screen fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(null, {
      routes: [{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }],
      route: '/',
    });
    expect(await screen.findByRole('heading', { level: 1, name: APP_TEXTS.renderErrorTitle })).toBeInTheDocument();
    expect(screen.getByText('Habit list exploded')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
  });
});
