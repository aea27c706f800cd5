import { screen } from '@testing-library/react';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANDING_CATALOG_LOADERS, LOCALES } from '@stride/domain';
import { renderWithProviders } from '../../test/render-with-providers';
import { screenWidth } from '../../test/screen-width';
import { LandingPage as English } from './landing-page';
import { LandingPage as Spanish } from './landing-page?lang=es';
import { LandingPage as German } from './landing-page?lang=de';
import { LandingPage as French } from './landing-page?lang=fr';
import { SHOWCASE_SHOTS } from './product-showcase';

/**
 * The built app serves apps/web/public/ at the root: where a picture's address points. Joined as a
 * path, not with `new URL`: jsdom's URL does not resolve a relative address against a file: one.
 */
const publicFile = (src: string) => path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../public', src);
/** scripts/capture-showcase.mjs's budget for each JPEG. */
const MAX_BYTES = 120 * 1024;

const SCREENS = [
  { language: 'en', route: '/', folder: '/showcase/', Page: English },
  { language: 'es', route: '/es/', folder: '/showcase/es/', Page: Spanish },
  { language: 'de', route: '/de/', folder: '/showcase/de/', Page: German },
  { language: 'fr', route: '/fr/', folder: '/showcase/fr/', Page: French },
] as const;

const VARIANTS = [
  { screen: 'a desktop', width: 1280, suffix: '', alt: 'desktopAlt' },
  { screen: 'a phone', width: 375, suffix: '-phone', alt: 'phoneAlt' },
] as const;

/**
 * Issue 54 ("no English text anywhere"): the landing page in Spanish, German and French shows
 * pictures of the app in that language (captured by scripts/capture-showcase.mjs with a browser in
 * the language), never the English app's; English keeps its own. Each address is a file of the
 * app's public folder, within the capture's budget.
 */
describe("the landing page's pictures in its own language", () => {
  it('gives every language of the app pictures of its own, in a folder no other language uses', () => {
    const folders = SCREENS.map((s) => s.folder);
    expect(new Set(folders).size).toBe(LOCALES.length);
    expect(SCREENS.map((s) => s.language).sort()).toEqual([...LOCALES].sort());
  });

  for (const { language, route, folder, Page } of SCREENS) {
    it.each(VARIANTS)(`${language} (${route}) on $screen: the pictures of the app in ${language}, each a file of the public folder`, async ({ width, suffix, alt }) => {
      const catalog = language === 'en' ? null : await LANDING_CATALOG_LOADERS[language]();
      screenWidth(width);
      renderWithProviders(<Page />, { route });
      const pictures = screen.getAllByRole('img');
      expect(pictures.map((img) => img.getAttribute('src'))).toEqual(SHOWCASE_SHOTS.map((shot) => `${folder}${shot.id}${suffix}.jpg`));
      for (const [i, img] of pictures.entries()) {
        const src = img.getAttribute('src')!;
        // English's pictures are the folder's own files: never another language's page's.
        if (language !== 'en') expect(src, route).not.toMatch(/^\/showcase\/[^/]+$/);
        // Described in the page's language, as the picture shows it.
        if (catalog) expect(img).toHaveAttribute('alt', catalog.showcase[i]![alt]);
        expect(existsSync(publicFile(src)), `${src} is not in apps/web/public (scripts/capture-showcase.mjs --lang ${language})`).toBe(true);
        expect(statSync(publicFile(src)).size, src).toBeLessThanOrEqual(MAX_BYTES);
      }
    });
  }
});
