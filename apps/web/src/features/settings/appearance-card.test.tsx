import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APPEARANCE_TEXTS as T } from '@stride/domain';
import { renderWithProviders } from '../../test/render-with-providers';
import { screenWidth } from '../../test/screen-width';
import { APPEARANCE_STORAGE_KEY, COLOR_SCHEME_ATTRIBUTE } from '../../lib/appearance/appearance';
import { AppearanceCard } from './appearance-card';

describe('Appearance (issue 39)', () => {
  it('starts on System, and a choice sets the scheme and is kept on this device', async () => {
    screenWidth(1280);
    const { user } = renderWithProviders(<AppearanceCard />, { route: '/settings' });
    const group = screen.getByRole('radiogroup', { name: T.legend });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: T.options.system })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: T.options.dark }));
    expect(screen.getByRole('radio', { name: T.options.dark })).toBeChecked();
    expect(document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('dark');
    expect(localStorage.getItem(APPEARANCE_STORAGE_KEY)).toBe('dark');

    await user.click(screen.getByRole('radio', { name: T.options.light }));
    expect(document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('light');
    expect(localStorage.getItem(APPEARANCE_STORAGE_KEY)).toBe('light');
  });
});
