import type { ComponentType } from 'react';
import type { PrefixedLocale } from '@stride/domain';

/** The forgot-password screen in each language: copies built with its words inside (decision 054). */
export const RESET_SCREENS: Record<PrefixedLocale, () => Promise<ComponentType>> = {
  es: () => import('../features/auth/forgot-password-page?lang=es').then((m) => m.ForgotPasswordPage),
  de: () => import('../features/auth/forgot-password-page?lang=de').then((m) => m.ForgotPasswordPage),
  fr: () => import('../features/auth/forgot-password-page?lang=fr').then((m) => m.ForgotPasswordPage),
};
