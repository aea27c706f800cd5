import type { OfflineAnswer } from './types.js';
import { reply, type Reading } from './reading.js';
import { asks } from './sentence.js';
import { inUse, quoted, shown, wordsOf } from './words.js';

/**
 * Issue 50: what is not a command. Feelings and advice get a short, kind answer from the
 * person's own figures and one suggestion; a question of advice about one of their habits ("what
 * is a good time to meditate?", "should I still run with a sore knee?") gets advice about that
 * habit, changing nothing; talk about anything else gets a plain answer of what the coach is
 * for. Never the menu, and never a record changed.
 */

/** Issue 50: advice and feelings: a short, kind answer from the person's own figures and one suggestion. */
export function advice(r: Reading): OfflineAnswer | undefined {
  const t = r.said.text;
  const feeling = !/^(?:what|which|where|who|when)\b/.test(t) && !/\b(?:cut|cutting|bring|get|got|down\s+(?:to|on))\s+down\b|\bdown\s+(?:to|on)\b/.test(t) && /\b(?:sore|aching|achy|tired|exhausted|knackered|sick|ill|poorly|injured|hurt|unwell|stressed|anxious|sad|down|low|overwhelmed|burn(?:ed|t)\s+out|rough|bad|hard|tough|busy|lazy|fed\s+up|frustrated|demotivated|unmotivated|struggling|failing|rubbish|crap|meh|useless|hopeless|stuck|drained|flat|slept\s+(?:badly|poorly))\b/.test(t) && /\b(?:i|i\s+am|feel|feeling|been|week|day|today|not\s+feeling|all\s+this|everything|honestly|kind\s+of|so)\b/.test(t);
  const asking = /\b(?:is\s+it\s+(?:ok|okay|fine|bad|normal|alright)\s+to|should\s+i\s+(?:rest|take\s+a\s+break|push\s+through|train|work\s*out|exercise|keep\s+going)|any\s+(?:tips|advice)|tips?\s+for|advice\s+(?:on|for|about))\b/.test(t);
  const notFeelingIt = /\bnot\s+feeling\s+it\b|\bcan\s*not\s+be\s+bothered\b|\bno\s+energy\b/.test(t);
  if (!feeling && !asking && !notFeelingIt) return undefined;
  const mine = inUse(r.s);
  const done = mine.reduce((n, h) => n + (h.lastTwoWeeks?.done ?? 0), 0);
  const planned = mine.reduce((n, h) => n + (h.lastTwoWeeks?.scheduled ?? 0), 0);
  const w = wordsOf(r.s);
  const open = mine.filter((h) => h.dueToday && !h.doneToday).sort((a, b) => (b.successRate ?? 0) - (a.successRate ?? 0))[0];
  const rest = /\b(?:rest|sore|aching|achy|injured|hurt|sick|ill|poorly|unwell|tired|exhausted|knackered)\b/.test(t);
  const text = w.say(rest ? (planned ? 'adviceRestFigures' : 'adviceRest') : planned ? 'adviceLotFigures' : 'adviceLot', { n: done, m: planned });
  const suggestion = open ? (rest ? `Skip ${open.name} today` : `I did ${open.name}`) : "What's left today?";
  return reply(text, { suggestions: [suggestion] });
}


/** Advice asked about a habit: "what's a good time to meditate?", "should I still run tomorrow with a sore knee?", "how long should I practise piano?". */
const ADVICE_ASKED = /\b(?:(?:a\s+)?(?:good|best|right|ideal|healthy)\s+(?:time|way|amount|length|number|day|days)|how\s+(?:often|long|much|many)\s+should\s+i|should\s+i\s+(?:still|even|really|keep|stop|try|rest|skip|push)|is\s+it\s+(?:ok|okay|fine|bad|good|normal|alright|wise|smart)\s+to|any\s+(?:tips|advice|ideas)|tips?\s+(?:for|on)|advice\s+(?:on|for|about)|how\s+(?:can|do)\s+i\s+(?:get\s+better|stay\s+motivated|keep\s+(?:it\s+)?up|stick\s+(?:to|with)|make\s+it\s+stick|improve))\b/;

/** Advice about the habit named (its own figures), when the message asks for advice rather than a change. */
export function habitAdvice(r: Reading): OfflineAnswer | undefined {
  const t = r.said.text;
  if (!ADVICE_ASKED.test(t) || !(asks(r.said) || /\?\s*$/.test(r.said.original) || /\b(?:tips|advice|ideas)\b/.test(t))) return undefined;
  const h = r.habits.find((m) => m.items.length === 1)?.items[0];
  if (!h) return advice(r);
  const hurt = /\b(?:hurts?|sore|aching|achy|injured|injury|pain|ill|sick|unwell|poorly|tired|exhausted|knackered)\b/.test(t);
  const two = h.lastTwoWeeks;
  const said = { h: quoted(h), x: shown(h), n: two?.done ?? 0, m: two?.scheduled ?? 0 };
  const text = wordsOf(r.s).say(hurt ? (two ? 'adviceHurtFigures' : 'adviceHurt') : two ? 'adviceTimeFigures' : 'adviceTime', said);
  return reply(text, { suggestions: hurt ? [`Skip ${h.name} tomorrow`, `How is ${h.name} going?`] : [`How is ${h.name} going?`, `Move ${h.name} to 7pm`] });
}

/** Words of the app's own world: a message with none of them, no habit or goal named, is talk about something else. */
const DOMAIN = /\b(?:habit|habits|goal|goals|vision|area|routine|streak|streaks|remind\w*|notif\w*|skip\w*|pause\w*|resume|delete|remove|add|create|track|log\w*|mark\w*|tick\w*|done|did|do|doing|move|change|rename|schedule|today|tomorrow|yesterday|tonight|am|pm|minutes?|hours?|times?|daily|every|progress|left|missed|slipping|start\w*|stop\w*|end\w*|quit|undo|note|journal|water|sleep|run|walk|gym|exercise|workout|train\w*|practi[sc]e|read|study|learn)\b|\d/;

/** Talk about anything else ("tell me a joke", "who won the match?"): a plain, kind answer of what the coach is for. */
export function offTopic(r: Reading): OfflineAnswer | undefined {
  if (r.habits.length || r.goals.length || DOMAIN.test(r.said.text)) return undefined;
  if (r.said.text.split(/\s+/).length < 3) return undefined;
  const open = inUse(r.s).filter((h) => h.dueToday && !h.doneToday)[0];
  const text = open ? wordsOf(r.s).say('offTopicNext', { h: quoted(open) }) : wordsOf(r.s).say('offTopic');
  // Not a request the coach understood (not charged), but a plain answer, not the menu.
  return { kind: 'reply', text, understood: false, suggestions: open ? [`I did ${open.name}`, "What's left today?"] : ["What's left today?", 'How did I do this week?'] };
}
