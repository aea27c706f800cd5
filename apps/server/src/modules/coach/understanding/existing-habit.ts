import type { SnapshotHabit } from '../coach-snapshot.js';
import type { OfflineAnswer, OfflineCall } from './types.js';
import { tokens } from './mentions.js';
import { editDistance } from '../name-match.js';
import { reply, type Pending, type Reading } from './reading.js';
import { sameName } from './schedule.js';
import { example, quoted, shown, wordsOf } from './words.js';
import type { CoachSnapshot } from '../coach-snapshot.js';

/**
 * Issue 37: asking for a habit the person already has ("add meditate", "new habit - journal
 * before bed", "take my vitamins twice a day" beside Vitamins) offers to change that one or to
 * add a second, with the choices to tap: a duplicate is never made without a word, and "add" is
 * never a tick.
 */

/** A name without the label the coach gave it ("Vitamins (morning)" is Vitamins). */
export const baseName = (name: string) => name.replace(/\s*\([^)]*\)\s*$/, '');

/** Words that, after a habit's name, say when or how rather than name another habit ("journal before bed"). */
const QUALIFIER = /^(?:before|after|at|in|on|during|with|every|each|first|last|later|tonight|today|tomorrow|daily|weekly|again|too)$/;

/** Whether `name` is the habit's name with only when or how after it ("Journal before bed" is Journal). */
function qualified(name: string, habitName: string): boolean {
  const words = tokens(name);
  const own = tokens(baseName(habitName));
  return words.length > own.length && own.every((w, i) => w.stem === words[i]!.stem) && QUALIFIER.test(words[own.length]!.word);
}

/** The habits a new habit of `name` would repeat: the same name, one the message named alone, or theirs with when or how after it. */
export function existingFor(r: Reading, name: string, named: readonly SnapshotHabit[] = []): SnapshotHabit[] {
  const found = r.s.habits.filter((h) => named.includes(h) || sameName(baseName(h.name), name) || qualified(name, h.name));
  return found.length ? found : r.s.habits.filter((h) => nearName(name, baseName(h.name)));
}

/** Words that carry no part of a habit's name ("drink more water" is Drink water, "do some yoga" is Yoga). */
const FILLER = new Set('a an the my some more less extra bit of proper properly regular regularly daily again every day do doing go going to a lot lots take taking'.split(' '));
const content = (name: string) => tokens(name).filter((t) => !FILLER.has(t.word));

/** Two words of one family, or one with a typo: the same stem, a long shared beginning ("meditaiton", "meditate"), or one letter apart. */
function nearWord(a: { word: string; stem: string }, b: { word: string; stem: string }): boolean {
  if (a.stem === b.stem || a.word === b.word) return true;
  let shared = 0;
  while (shared < a.word.length && a.word[shared] === b.word[shared]) shared++;
  if (shared >= 5 && shared >= Math.min(a.word.length, b.word.length) * 0.6) return true;
  return Math.min(a.word.length, b.word.length) >= 5 && editDistance(a.word, b.word) <= 1;
}

/**
 * Issue 50, third pass: a name near one they have: the same words once filler is set aside, each
 * of the same family or a typo away ("drink more water" beside Drink water, "meditaiton" beside
 * Meditate, "walking the dogs" beside Walk the dog). Offered, never made twice silently.
 */
export function nearName(name: string, habitName: string): boolean {
  const [a, b] = [content(name), content(habitName)];
  return a.length > 0 && a.length === b.length && a.every((w, i) => nearWord(w, b[i]!));
}

const seconds = (fresh: OfflineCall[]) => fresh.map((c) => (c.name === 'createHabit' ? ({ ...c, args: { ...c.args, allowDuplicate: true } } as OfflineCall) : c));

/**
 * "You already have "Gym" …": change that one (with what the message said of its schedule, or
 * asked what to change), add a second (`fresh`, the habits the message asked for), or leave it.
 * An archived one is offered back.
 */
export function alreadyHave(r: Reading, existing: SnapshotHabit[], fresh: OfflineCall[], change?: Record<string, unknown>): OfflineAnswer {
  const [h] = existing;
  const second = seconds(fresh);
  if (existing.length === 1 && h!.archived) {
    return reply(wordsOf(r.s).say('haveArchived', { h: quoted(h!), x: shown(h!) }), {
      suggestions: [`Restore ${h!.name}`, 'Add a second one', 'No, leave it'],
      memory: { pending: { seconds: second, offer: [{ name: 'restoreHabit', args: { habitId: h!.id } }] } satisfies Pending },
    });
  }
  const which = wordsOf(r.s).list(existing.map((e) => `${quoted(e)} (${shown(e)})`));
  if (existing.length > 1) {
    return reply(wordsOf(r.s).say('haveSeveral', { k: which }), { suggestions: ['Add another one', 'No, leave it'], memory: { pending: { seconds: second } satisfies Pending } });
  }
  const update = change && Object.keys(change).length ? ({ name: 'updateHabit', args: { habitId: h!.id, ...change } } as OfflineCall) : undefined;
  const pending: Pending = { seconds: second, about: h!.id, ...(update ? { existing: update, offer: [update] } : {}) };
  return reply(wordsOf(r.s).say('haveOne', { k: which }), { suggestions: ['Change the existing one', 'Add a second one', 'No, leave it'], memory: { pending } });
}

/** "Change the existing one" when the message said nothing to change: what, with things to tap. */
export function whatToChange(h: SnapshotHabit, s?: Pick<CoachSnapshot, 'locale'>): OfflineAnswer {
  return reply(wordsOf(s ?? {}).say('whatChangeAbout', { h: quoted(h), e: example(`move ${h.name} to 7pm`) }), {
    suggestions: [`Move ${h.name} to 7am`, `Move ${h.name} to weekdays`, `Make ${h.name} 45 minutes`],
    memory: { pending: { about: h.id } satisfies Pending },
  });
}

/**
 * Several times of day for a habit they have ("take my vitamins twice a day, at 8am and 8pm"
 * beside Vitamins at 08:00): keep (or move) that one for one of the times and add one for each
 * other time, on a yes; or add them all as new habits.
 */
export function besideExisting(h: SnapshotHabit, parts: { t: string; label: string }[], fresh: OfflineCall[], s?: Pick<CoachSnapshot, 'locale'>): OfflineAnswer {
  const w = wordsOf(s ?? {});
  const keep = parts.find((p) => p.t === h.startTime) ?? parts[0]!;
  // Named after the one they have: "Read (morning)" beside Read, whatever the message called it.
  const added = fresh
    .filter((_, i) => parts[i] !== keep)
    .map((c) => ({ ...c, args: { ...c.args, name: (c.args as { name: string }).name.replace(/^.*?(\s*\([^)]*\))$/, `${baseName(h.name)}$1`) } }) as OfflineCall);
  const offer: OfflineCall[] = [...(keep.t !== h.startTime ? [{ name: 'updateHabit', args: { habitId: h.id, startTime: keep.t } } as OfflineCall] : []), ...added];
  const names = w.list(added.map((c) => w.say('nameAt', { x: `"${(c.args as { name: string }).name}"`, t: w.time((c.args as { startTime?: string }).startTime) })));
  const verb = w.say(keep.t === h.startTime ? 'keepItAt' : 'moveItTo', { t: w.time(keep.t) });
  return reply(w.say('haveBeside', { h: quoted(h), x: shown(h), o: verb, k: names }), {
    suggestions: ['Yes', 'Add them as new habits', 'No, leave it'],
    memory: { pending: { offer, seconds: seconds(fresh), about: h.id } satisfies Pending },
  });
}
