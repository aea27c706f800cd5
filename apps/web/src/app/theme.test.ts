import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';

const theme = createAppTheme();

describe('the theme', () => {
  it('takes the transitions out for someone who asks for reduced motion, and only for them', () => {
    const baseline = theme.components?.MuiCssBaseline?.styleOverrides as Record<string, Record<string, Record<string, string>>>;
    const reduced = baseline['@media (prefers-reduced-motion: reduce)'];
    expect(reduced?.['*, *::before, *::after']).toMatchObject({ transitionDuration: '0s !important', transitionDelay: '0s !important' });
    // Outside the media query nothing stops a transition.
    expect(JSON.stringify(Object.entries(baseline).filter(([key]) => !key.startsWith('@media')))).not.toContain('transitionDuration');
  });
});
