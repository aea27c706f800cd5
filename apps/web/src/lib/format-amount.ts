import { formatAmount } from '@stride/domain';
import { displayLocale } from './locale/display-locale';
import { appLanguageOf } from './i18n/app-texts';

/**
 * An amount as the person's language writes it (issue 54): "1.5" in English (`formatAmount`, the
 * spec's), "1,5" in Spanish, German and French, rounded to two decimals either way.
 */
export function formatLocalAmount(n: number, locale: string | undefined = displayLocale()): string {
  return appLanguageOf(locale) ? new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(n) : formatAmount(n);
}
