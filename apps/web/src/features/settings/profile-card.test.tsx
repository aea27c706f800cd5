import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEXTS, API } from '@stride/domain';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { AppTextsProvider } from '../../lib/i18n/app-texts';
import { timeZoneLabel } from '../../lib/locale/time-zone-label';
import { ChangePasswordSection } from './change-password-section';
import { ProfileCard } from './profile-card';

afterEach(() => vi.unstubAllGlobals());

const T = ACCOUNT_TEXTS.profile;

describe('the profile in Settings (issue 51)', () => {
  it('changes the name, and saves a new time zone', async () => {
    const me = makeUser();
    const patch = vi.fn((body: unknown) => jsonResponse({ user: { ...me, ...(body as object) } }));
    mockApi({ [on(API.users.updateProfile)]: patch });
    const { user, session } = renderWithProviders(<ProfileCard user={me} />, { route: '/settings', preloadedState: { auth: { user: me, isAuthenticated: true } } });
    expect(screen.getByRole('heading', { level: 2, name: T.title })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: T.save });
    expect(save).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: T.firstName }));
    await user.type(screen.getByRole('textbox', { name: T.firstName }), 'Augusta');
    await user.click(save);
    expect(await screen.findByText(T.saved)).toBeInTheDocument();
    expect(patch.mock.calls[0]![0]).toEqual({ firstName: 'Augusta', lastName: me.lastName });
    expect(session.getState().user?.firstName).toBe('Augusta');

    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue('Europe/London');
    await user.clear(zone);
    await user.type(zone, 'Asia/Tokyo');
    await user.click(await screen.findByRole('option', { name: 'Asia/Tokyo' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Time zone saved.')).toBeInTheDocument();
    expect(patch.mock.calls[1]![0]).toEqual({ timezone: 'Asia/Tokyo' });
    expect(session.getState().user?.timezone).toBe('Asia/Tokyo');
  });
});

/**
 * Issue 54 (helper i18n-labels): in another language the time zone list shows each zone's name
 * there and its place (the ID stays the value sent), its "Open" button and the saved line in the
 * language; and the password fields' eye button is named as on the sign-in page.
 */
describe('the time zone and the password fields in the account’s language', () => {
  it('es-ES: "Abrir", zones by their Spanish names and places, found by the ID typed, saved as the ID', async () => {
    const me = makeUser({ locale: 'es-ES' });
    const patch = vi.fn((body: unknown) => jsonResponse({ user: { ...me, ...(body as object) } }));
    mockApi({ [on(API.users.updateProfile)]: patch });
    const { user } = renderWithProviders(
      <AppTextsProvider>
        <ProfileCard user={me} />
      </AppTextsProvider>,
      { route: '/settings', preloadedState: { auth: { user: me, isAuthenticated: true } } },
    );
    const zone = await screen.findByRole('combobox', { name: 'Zona horaria' });
    // "hora de Reino Unido (London)" as Intl writes it in Spanish; not the raw ID.
    expect(zone).toHaveValue(timeZoneLabel('Europe/London', 'es-ES'));
    expect((zone as HTMLInputElement).value).toMatch(/^hora .+ \(London\)$/);
    expect(screen.getByRole('button', { name: 'Abrir' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
    await user.clear(zone);
    await user.type(zone, 'Asia/Tokyo');
    const tokyo = await screen.findByRole('option', { name: timeZoneLabel('Asia/Tokyo', 'es-ES') });
    expect(tokyo).toHaveTextContent(/^hora .+ \(Tokyo\)$/);
    await user.click(tokyo);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Zona horaria guardada.')).toBeInTheDocument();
    expect(patch.mock.calls[0]![0]).toEqual({ timezone: 'Asia/Tokyo' });
    await user.clear(zone);
    await user.type(zone, 'no hay tal zona');
    expect(await screen.findByText('Ninguna coincide')).toBeInTheDocument();
  });

  it.each([
    ['es-ES', 'Mostrar la contraseña', 'Ocultar la contraseña'],
    ['de-DE', 'Passwort anzeigen', 'Passwort verbergen'],
    ['fr-FR', 'Afficher le mot de passe', 'Masquer le mot de passe'],
  ])('%s: the eye buttons "%s" / "%s", as on the sign-in page', async (locale, show, hide) => {
    const me = makeUser({ locale });
    const { user } = renderWithProviders(
      <AppTextsProvider>
        <ChangePasswordSection email={me.email} />
      </AppTextsProvider>,
      { route: '/settings', preloadedState: { auth: { user: me, isAuthenticated: true } } },
    );
    const eyes = await screen.findAllByRole('button', { name: show });
    expect(eyes).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show password' })).toBeNull();
    await user.click(eyes[0]!);
    expect(screen.getByRole('button', { name: hide })).toBeInTheDocument();
  });
});
