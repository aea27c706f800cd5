import { afterEach, beforeEach, vi } from 'vitest';

/**
 * jsdom has no layout and so no `scrollIntoView`. Installs a spy in its place for each test of the
 * calling file and answers it, so tests can assert what was scrolled to.
 */
export function recordScrollIntoView() {
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    scrollIntoView.mockReset();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
  return scrollIntoView;
}
