/** The page shown for an address the app does not have (section 2's routes: `*`). */
export const NOT_FOUND_TEXTS = {
  title: 'Page not found',
  body: 'The page you asked for does not exist or has moved.',
  home: 'Go to the home page',
} as const;
