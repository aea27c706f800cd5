/**
 * The support screen built with one language's words inside (build-plugins/localized-landing.ts,
 * decision 054): the same export as support-page.tsx.
 */
declare module '*/support-page?lang=es' {
  import type { ComponentType } from 'react';
  export const SupportPage: ComponentType;
}
declare module '*/support-page?lang=de' {
  import type { ComponentType } from 'react';
  export const SupportPage: ComponentType;
}
declare module '*/support-page?lang=fr' {
  import type { ComponentType } from 'react';
  export const SupportPage: ComponentType;
}
