/**
 * The landing screen built with one language's words inside (build-plugins/localized-landing.ts,
 * decision 054): the same exports as landing-page.tsx.
 */
declare module '*/landing-page?lang=es' {
  export const LandingPage: import('react').ComponentType;
}
declare module '*/landing-page?lang=de' {
  export const LandingPage: import('react').ComponentType;
}
declare module '*/landing-page?lang=fr' {
  export const LandingPage: import('react').ComponentType;
}
