/**
 * The landing screen built with one language's words inside (build-plugins/localized-landing.ts,
 * decision 054): the same exports as landing-page.tsx.
 */
declare module '*/landing-page?lang=es' {
  import type { ComponentType } from 'react';
  export const LandingPage: ComponentType;
}
declare module '*/landing-page?lang=de' {
  import type { ComponentType } from 'react';
  export const LandingPage: ComponentType;
}
declare module '*/landing-page?lang=fr' {
  import type { ComponentType } from 'react';
  export const LandingPage: ComponentType;
}
