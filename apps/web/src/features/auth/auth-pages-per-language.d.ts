/**
 * The login and sign-up screens built with one language's words inside (build-plugins/localized-landing.ts,
 * decision 054): the same exports as login-page.tsx and signup-page.tsx.
 */
declare module '*/login-page?lang=es' {
  import type { ComponentType } from 'react';
  export const LoginPage: ComponentType;
}
declare module '*/login-page?lang=de' {
  import type { ComponentType } from 'react';
  export const LoginPage: ComponentType;
}
declare module '*/login-page?lang=fr' {
  import type { ComponentType } from 'react';
  export const LoginPage: ComponentType;
}
declare module '*/signup-page?lang=es' {
  import type { ComponentType } from 'react';
  export const SignupPage: ComponentType;
}
declare module '*/signup-page?lang=de' {
  import type { ComponentType } from 'react';
  export const SignupPage: ComponentType;
}
declare module '*/signup-page?lang=fr' {
  import type { ComponentType } from 'react';
  export const SignupPage: ComponentType;
}
declare module '*/forgot-password-page?lang=es' {
  import type { ComponentType } from 'react';
  export const ForgotPasswordPage: ComponentType;
}
declare module '*/forgot-password-page?lang=de' {
  import type { ComponentType } from 'react';
  export const ForgotPasswordPage: ComponentType;
}
declare module '*/forgot-password-page?lang=fr' {
  import type { ComponentType } from 'react';
  export const ForgotPasswordPage: ComponentType;
}
