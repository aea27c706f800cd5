import type { Reading } from './reading.js';

/** "…, put it in health", "and file it under fitness": the new habit's area said as a request of its own. */
const PUT_IT = String.raw`(?:(?:and\s+)?(?:(?:can|could)\s+(?:you|u)\s+)?(?:please\s+)?(?:put|file|stick|place|add|pop)\s+(?:it|that|this)\s+)?`;

/** Issue 50, sixth pass: "… in the health area", "… in my Fitness routine": the area, and the words without it. */
export function areaNamedIn(body: string, r: Reading): { areaId?: string; rest: string } {
  // Issue 50, nineteenth pass: an area of theirs named without the word "area" ("…, under fitness"), at the end or before a comma.
  const names = (r.s.areas ?? []).map((a) => a.name.toLowerCase().replace(/[^a-z0-9 ]/g, '')).filter(Boolean);
  const m =
    new RegExp(String.raw`\s*,?\s*${PUT_IT}\b(?:in|into|under|to|for)\s+(?:my\s+|the\s+)?([a-z][a-z ]*?)\s+(?:area|routine|group)\b\s*,?`).exec(body) ??
    (names.length ? new RegExp(String.raw`\s*,?\s*${PUT_IT}\b(?:in|into|under)\s+(?:my\s+|the\s+)?(${names.join('|')})(?:\s+(?:stuff|things|ones))?\s*(?:,|$)`).exec(body) : null) ??
    // Issue 50, fifty-fourth pass: or its name and the word "area" alone, as a label after a comma ("…, fitness area", "…, home area please").
    (names.length ? new RegExp(String.raw`\s*,\s*(?:the\s+|my\s+)?(${names.join('|')})\s+area(?:\s+(?:pls|please|thanks|thx))?\s*(?:,|$)`).exec(body) : null);
  // An area named with its own word ("the evening routine" for "Evening routine") is that area too.
  const area = m && (r.s.areas ?? []).find((a) => [m[1]!.trim(), m[0].replace(new RegExp(String.raw`^[\s,]*${PUT_IT}\b(?:in|into|under|to|for)\s+(?:my\s+|the\s+)?`), '').replace(/[\s,]+$/, '')].includes(a.name.toLowerCase()));
  if (!m || !area) return { rest: body };
  return { areaId: area.id, rest: `${body.slice(0, m.index)} ${body.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ').trim() };
}
