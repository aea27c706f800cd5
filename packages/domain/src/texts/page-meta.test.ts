import { describe, expect, it } from 'vitest';
import { HOME_TITLE, PAGE_META, documentTitle, pageMetaFor } from './page-meta.js';

describe('page meta', () => {
  it('has a title and a description of useful length for every public page', () => {
    for (const [path, meta] of Object.entries(PAGE_META)) {
      expect(meta.description.length, path).toBeGreaterThan(50);
      expect(meta.description.length, path).toBeLessThanOrEqual(160);
    }
    expect(Object.keys(PAGE_META)).toEqual(
      expect.arrayContaining(['/', '/pricing', '/support', '/privacy-policy', '/terms-and-conditions', '/login', '/signup', '/forgot-password']),
    );
  });

  it('composes document titles', () => {
    expect(documentTitle(null)).toBe(HOME_TITLE);
    expect(documentTitle('Pricing')).toBe('Pricing · Stride');
  });

  it('marks only public pages indexable, ignoring a trailing slash', () => {
    expect(pageMetaFor('/pricing/')).toMatchObject({ title: 'Pricing', indexable: true });
    expect(pageMetaFor('/dashboard')).toMatchObject({ title: null, indexable: false });
  });
});
