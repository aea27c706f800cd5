import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANDING_CATALOG_LOADERS } from '@stride/domain';
import { renderWithProviders } from '../../test/render-with-providers';
import { LandingPage as Spanish } from './landing-page?lang=es';
import { LandingPage as German } from './landing-page?lang=de';
import { LandingPage as French } from './landing-page?lang=fr';

/** Issue 54 (helper i18n-labels): the carousel's dots are named in the page's language, from its landing catalog. */
describe("the carousel's dots on /es/, /de/ and /fr/", () => {
  it.each([
    ['es', 'Mostrar la diapositiva', Spanish],
    ['de', 'Folie', German],
    ['fr', 'Afficher la diapositive', French],
  ] as const)('%s: "%s …: <slide>", no "Show slide"', async (language, words, Page) => {
    const { slides } = await LANDING_CATALOG_LOADERS[language]();
    renderWithProviders(<Page />, { route: `/${language}/` });
    const carousel = screen.getByTestId('hero-carousel');
    const dots = within(carousel)
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('aria-controls'));
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(
      slides.map((slide, i) => ({ es: `Mostrar la diapositiva ${i + 1}: ${slide.title}`, de: `Folie ${i + 1} zeigen: ${slide.title}`, fr: `Afficher la diapositive ${i + 1}\u00a0: ${slide.title}` })[language]),
    );
    expect(dots[0]!.getAttribute('aria-label')).toContain(words);
    expect(within(carousel).queryByRole('button', { name: /Show slide/ })).toBeNull();
  });
});
