import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LEGAL_CATALOG_LOADERS } from '@stride/domain';
import { recordScrollIntoView } from '../../test/record-scroll-into-view';
import { renderWithProviders } from '../../test/render-with-providers';
import { LegalDialog } from './legal-dialog';
import TermsContent, { TERMS_DOCUMENT } from './terms-content';

const scrollIntoView = recordScrollIntoView();

describe('LegalDialog', () => {
  it('shows the document with h3 sections under its h2 title, ids distinct from the page behind it', async () => {
    const { user } = renderWithProviders(
      <>
        <TermsContent headingLevel="h2" variant="page" idPrefix="terms" />
        <LegalDialog document="terms" onClose={() => undefined} />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Terms and Conditions' })).toBeInTheDocument();
    const sections = await within(dialog).findAllByRole('heading', { level: 3 });
    expect(sections).toHaveLength(TERMS_DOCUMENT.sections.length);

    const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);

    const links = within(within(dialog).getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    expect(links).toHaveLength(TERMS_DOCUMENT.sections.length);
    const hashBefore = window.location.hash;
    await user.click(links[4] as HTMLElement);
    // The dialog's own section, not the page's section with the same title.
    expect(scrollIntoView.mock.contexts[0]).toBe(sections[4]);
    expect(dialog).toContainElement(sections[4] as HTMLElement);
    expect(sections[4]).toHaveFocus();
    expect(window.location.hash).toBe(hashBefore);
  });

  it('opens the Privacy Policy with its contents', async () => {
    renderWithProviders(<LegalDialog document="privacy" onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    expect(await within(dialog).findByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Effective from 25 November 2024');
  });

  it('on a page in another language, shows the document, its contents and Close in that language (issue 54)', async () => {
    const legal = await LEGAL_CATALOG_LOADERS.de();
    const onClose = vi.fn();
    const { user } = renderWithProviders(<LegalDialog document="privacy" onClose={onClose} />, { route: '/de/support' });
    const dialog = await screen.findByRole('dialog', { name: legal.privacy.title });
    expect(await within(dialog).findByRole('navigation', { name: legal.texts.contents })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('heading', { level: 3 })).toHaveLength(legal.privacy.sections.length);
    expect(within(dialog).getByText(legal.texts.effective)).toBeInTheDocument();
    expect(within(dialog).queryByText('Privacy Policy')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: legal.texts.close }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
