import { DEFAULT_ACCOUNT_LOCALE, LANGUAGES, LOCALE_PATTERN, REGIONS, isSupportedLocale, type Language, type Region } from './locale.js';

// Apart from locale.ts, which the contract's schemas use: a page that only validates a locale
// (every page, through the API client) does not download what picks and splits one.

/** The language and region of a stored locale ("de-AT" → de, AT). */
export function splitLocale(locale: string): { language: Language; region: Region } {
  const match = LOCALE_PATTERN.exec(locale);
  if (!match || !isSupportedLocale(locale)) return splitLocale(DEFAULT_ACCOUNT_LOCALE);
  return { language: match[1] as Language, region: match[2]! };
}

export const joinLocale = (language: Language, region: Region): string => `${language}-${region}`;

function parseTag(tag: string): Intl.Locale | null {
  try {
    return new Intl.Locale(tag.trim());
  } catch {
    return null;
  }
}

/** A tag's region, or the one its language is most used in ("de" → DE), when on the list. */
function regionOf(locale: Intl.Locale): Region | undefined {
  const region = locale.region ?? locale.maximize().region;
  return region && REGIONS.includes(region) ? region : undefined;
}

/**
 * The locale a new account starts with, from the browser's languages in order of preference
 * (navigator.languages, or an Accept-Language header read by `acceptLanguageTags`): the first
 * language Stride speaks, in the region that tag names (or its language's usual one). A browser
 * in a language Stride does not speak keeps English, in the browser's region when on the list.
 */
export function pickLocale(tags: readonly string[]): string {
  const parsed = tags.map(parseTag).filter((l): l is Intl.Locale => l !== null);
  const spoken = parsed.find((l) => (LANGUAGES as readonly string[]).includes(l.language));
  if (spoken) {
    const region = regionOf(spoken) ?? regionOf(new Intl.Locale(spoken.language));
    return joinLocale(spoken.language as Language, region ?? splitLocale(DEFAULT_ACCOUNT_LOCALE).region);
  }
  const region = parsed.map(regionOf).find((r) => r !== undefined);
  return joinLocale('en', region ?? splitLocale(DEFAULT_ACCOUNT_LOCALE).region);
}

/** An Accept-Language header's tags, most preferred first ("de-DE,de;q=0.9,en;q=0.8"). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag)
    .slice(0, 20);
}
