import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEGAL_CATALOG_LOADERS, PUBLIC_SHELL_TEXTS } from '@stride/domain';
import { SHELL_CATALOG as SPANISH_FRAME } from '../../../../../packages/domain/src/i18n/catalogs/es/shell';
import { SHELL_CATALOG as GERMAN_FRAME } from '../../../../../packages/domain/src/i18n/catalogs/de/shell';
import { registerCatalog } from '../../lib/i18n/catalogs';
import { renderWithProviders } from '../../test/render-with-providers';
import { LegalDialog } from './legal-dialog';

// The English document's module comes a moment late, as a first open's chunk does over the network
// (and this file runs in a fresh module registry, web-isolated: each dialog's first open waits).
vi.mock('./terms-content', async (importOriginal) => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return importOriginal();
});

afterEach(() => {
  registerCatalog('en', 'shell', undefined);
  registerCatalog('en', 'shell-language', undefined);
});

/**
 * Issue 54 (helper i18n-one): the legal dialog's wait for its document is named as every wait is,
 * the frame's "Loading" in the dialog's language: English "Loading" (it was "Loading document", a
 * literal), Spanish "Cargando" under /es/ (it was the document's title), and on a signed-in screen
 * the account's frame's word.
 */
describe('the legal dialog’s wait in the person’s language', () => {
  it('English: the frame’s "Loading", then the document', async () => {
    renderWithProviders(<LegalDialog document="terms" onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    expect(within(dialog).getByRole('progressbar')).toHaveAccessibleName(PUBLIC_SHELL_TEXTS.loading);
    expect(await within(dialog).findByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
  });

  it('Spanish under /es/: "Cargando", then the document', async () => {
    registerCatalog('es', 'shell', SPANISH_FRAME);
    const legal = await LEGAL_CATALOG_LOADERS.es();
    renderWithProviders(<LegalDialog document="privacy" onClose={() => undefined} />, { route: '/es/signup' });
    expect(await screen.findByRole('progressbar')).toHaveAccessibleName(SPANISH_FRAME.texts.loading);
    expect(screen.getByRole('progressbar')).not.toHaveAccessibleName(SPANISH_FRAME.texts.privacy);
    expect(await screen.findByRole('dialog', { name: legal.privacy.title })).toBeInTheDocument();
  });

  it('German on a signed-in screen (the account’s frame under its address): "Wird geladen"', async () => {
    registerCatalog('en', 'shell', GERMAN_FRAME);
    registerCatalog('en', 'shell-language', 'de');
    renderWithProviders(<LegalDialog document="terms" onClose={() => undefined} />, { route: '/dashboard' });
    expect(await screen.findByRole('progressbar')).toHaveAccessibleName(GERMAN_FRAME.texts.loading);
    expect(GERMAN_FRAME.texts.loading).not.toBe(PUBLIC_SHELL_TEXTS.loading);
  });
});
