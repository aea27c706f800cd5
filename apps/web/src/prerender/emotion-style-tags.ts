import type { EmotionCache } from '@emotion/cache';

/**
 * The `<style>` elements for what a server render put in an emotion cache in compat mode: the
 * class rules the HTML uses in one element, each global style (CssBaseline, keyframes) in its own.
 * The same chunks and `data-emotion` attributes as @emotion/server's `extractCriticalToChunks` and
 * `constructStyleTagsFromChunks`, which the browser's emotion cache of the same key takes over
 * instead of inserting the rules again.
 */
export function emotionStyleTags(cache: EmotionCache, html: string): string {
  const usedIds = new Set([...html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g'))].map((match) => match[1]!));
  const classIds: string[] = [];
  let classCss = '';
  const tags: string[] = [];
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const isClass = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (isClass && !usedIds.has(id)) continue;
    if (isClass) {
      classIds.push(id);
      classCss += rules;
    } else {
      tags.push(`<style data-emotion="${cache.key}-global ${id}">${rules}</style>`);
    }
  }
  tags.push(`<style data-emotion="${cache.key} ${classIds.join(' ')}">${classCss}</style>`);
  return tags.join('');
}
