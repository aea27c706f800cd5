/**
 * The pricing screen built with one language's words inside (build-plugins/localized-landing.ts,
 * decision 054): the same export as pricing-page.tsx.
 */
declare module '*/pricing-page?lang=es' {
  import type { ComponentType } from 'react';
  export const PricingPage: ComponentType;
}
declare module '*/pricing-page?lang=de' {
  import type { ComponentType } from 'react';
  export const PricingPage: ComponentType;
}
declare module '*/pricing-page?lang=fr' {
  import type { ComponentType } from 'react';
  export const PricingPage: ComponentType;
}
