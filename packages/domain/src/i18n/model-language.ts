import { emailLanguage } from './email-texts-for.js';
import type { Locale } from './locales.js';

/** Each language named for an AI model, in English (the instructions to the model are English). */
const MODEL_LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Spanish', de: 'German', fr: 'French' };

/**
 * What the model is told about the person's language (issue 54, the coach in kind): nothing for
 * English (the spec's prompts stay exactly as they are), else one line naming the language and the
 * region, so the model writes its reply in it.
 */
export function modelLanguageLine(accountLocale: string | null | undefined): string | null {
  const language = emailLanguage(accountLocale);
  if (language === 'en') return null;
  return `The person's language is ${MODEL_LANGUAGE_NAMES[language]} (${accountLocale}). Write every reply to them in ${MODEL_LANGUAGE_NAMES[language]}, whatever language these instructions or the data are in; keep the names of their habits as they wrote them.`;
}
