import type { OfflineAnswer } from './types.js';
import { one, reply, type Reading } from './reading.js';
import { asWritten } from './schedule.js';
import { wordsOf } from './words.js';

/**
 * Issue 50, seventh pass: an area itself renamed or deleted (the coach functions renameArea and
 * deleteArea), read before an area is taken as a group of habits ("get rid of the health area" is
 * the area, not each of its habits). Only when the words say "area", "routine" or "group", and
 * the area is named whole; a delete is always proposed first (a destroy), with the habits it frees.
 */
type Area = { id: string; name: string };

const AREA_WORD = /\b(?:area|routine|group)s?\b/;
const bare = (name: string) =>
  name
    .toLowerCase()
    .replace(/\b(?:my|the|this|that|your|area|routine|group)\b/g, '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const named = (words: string, areas: readonly Area[]) => areas.find((a) => bare(a.name) && bare(a.name) === bare(words));

/** Kinds of rename: a verb of naming first, the name of the area said as "X area", or the area as the subject of "be called". */
const RENAME: RegExp[] = [
  /^(?:re-?name|rename)\s+(.+?)\s+(?:to|as|into)\s+(.+)$/,
  /^(?:call|name)\s+(.+?\b(?:area|routine|group))\s+(?:to\s+|as\s+)?(.+)$/,
  /^(?:change|switch|update|set)\s+(?:the\s+)?name\s+of\s+(.+?)\s+to\s+(.+)$/,
  /^(?:change|switch|update)\s+(.+?\b(?:area|routine|group))(?:'s|s)?\s+(?:name\s+)?to\s+(.+)$/,
  /^(?:can|could|may)\s+(.+?)\s+be\s+(?:called|named|renamed(?:\s+to|\s+as)?)\s+(.+)$/,
  /^(.+?)\s+(?:should|could|can|will|needs\s+to|has\s+to|must)\s+be\s+(?:called|named|renamed(?:\s+to|\s+as)?|known\s+as)\s+(.+)$/,
  /^(.+?\b(?:area|routine|group))\s+(?:is\s+now\s+(?:called\s+)?|(?:->|→|=)\s*)(.+)$/,
];

const DELETE = /^(?:delete|remove|drop|scrap|bin|ditch|trash|lose|get\s+rid\s+of|do\s+away\s+with|kill|axe|nuke)\s+(.+?\b(?:area|routine|group))(?:\s+(?:completely|altogether|entirely|for\s+good))?$/;

/** Lead-ins that only ask: "can you", "could you", "please", "i want to", "let's". */
const LEAD = /^(?:(?:ok|okay|so|right|hey|hi|um|hmm|oh|actually|also|and)\s*,?\s+)*(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+)?|please\s+|pls\s+|i\s+(?:want|wanna|would\s+like|'d\s+like|d\s+like)\s+(?:to\s+)?|let'?s\s+|lets\s+)?/;
const TAIL = /\s*(?:,?\s*(?:please|pls|plz|thanks|thank\s+you|thx|ta|now|instead|from\s+now\s+on))+[.!?]*$|[.!?]+$/;

export function areaItself(r: Reading): OfflineAnswer | undefined {
  const areas = r.s.areas ?? [];
  const t = r.said.text.replace(TAIL, '').trim();
  if (!areas.length || !AREA_WORD.test(t)) return undefined;
  let core = t.replace(LEAD, '');
  // Issue 50, twenty-eighth pass: "\"learning\" sounds a bit like school, rename that area to growth": the area named before, in its place.
  const clauses = core.split(/(?<=[,;.!?])\s+/);
  const before = clauses.slice(0, -1).join(' ');
  const earlier = clauses.length > 1 ? areas.filter((a) => new RegExp(`\\b${bare(a.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(bare(before))) : [];
  if (earlier.length === 1 && /\b(?:that|this|the)\s+(?:area|routine|group)\b/.test(clauses.at(-1)!)) core = clauses.at(-1)!.replace(LEAD, '').replace(/\b(?:that|this|the)\s+(?:area|routine|group)\b/, `${earlier[0]!.name.toLowerCase()} area`);

  // Issue 50, twenty-eighth pass: "scrap the learning area, but piano read and spanish stay, just with no area": its habits staying is what deleting an area does.
  const gone = DELETE.exec(core.replace(/\s*[,;.]?\s+(?:but|and|though)\s+(?!.*\b(?:delete|remove|archive|too|as\s+well)\b).*\b(?:stay|stays|remain|remains|keep|kept|alone|survive)\b.*$/, ''));
  if (gone && !/\b(?:from|out\s+of|in|of|everything|all|habits?)\b/.test(gone[1]!)) {
    const area = named(gone[1]!, areas);
    if (area) return one({ name: 'deleteArea', args: { areaId: area.id } });
    return reply(wordsOf(r.s).say('noSuchAreaList', { k: areas.map((a) => `"${a.name}"`).join(', ') }));
  }

  for (const pattern of RENAME) {
    const m = pattern.exec(core);
    if (!m) continue;
    const from = m[1]!;
    const area = named(from, areas);
    if (!area && AREA_WORD.test(from) && !(r.habits.length || r.goals.length)) return reply(wordsOf(r.s).say('noSuchAreaList', { k: areas.map((a) => `"${a.name}"`).join(', ') }));
    if (!area || !(AREA_WORD.test(from) || /^re-?name\s+(?:the\s+|my\s+)?(?:area|routine|group)\b/.test(core))) continue;
    // Issue 50, twenty-eighth pass: a reason after the new name ("… to wellbeing, health sounds like a gp surgery") is not part of it.
    const said = asWritten(m[2]!.split(/\s*[,;]\s+|\.\s+/)[0]!, r.said.original)
      .replace(/^["'“‘]+|["'”’.!?]+$/g, '')
      .replace(/\s+(?:area|routine|group)$/i, '')
      .trim();
    if (!said || said.split(/\s+/).length > 5) continue;
    const name = said.charAt(0).toUpperCase() + said.slice(1);
    if (name.toLowerCase() === area.name.toLowerCase()) return reply(wordsOf(r.s).say('areaAlreadyCalled', { a: area.name }));
    return one({ name: 'renameArea', args: { areaId: area.id, name } });
  }
  return undefined;
}
