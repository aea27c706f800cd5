import { offerFor } from './fallbacks.js';
import type { OfflineAnswer } from './types.js';
import { callsOf, type Reading } from './reading.js';
import { amountIn } from './slots.js';
import { asks } from './sentence.js';

/**
 * Issue 50: an amount said as what is done each day ("drink 3 glasses every day", "read 10 pages
 * every night", "i do 50 pushups each morning") is the habit's daily amount, never a log of
 * today. Said as an order, it is changed; said of themselves ("i drink …"), it is offered.
 */
const STANDING = /\b(?:every|each|a|per)\s+(?:single\s+)?(?:day|night|morning|evening)\b|\b(?:daily|nightly)\b/;
const NEW = /^(?:new\s+habit|(?:please\s+)?(?:add|create|start|set\s+up|make)\s)|\bnew\s+(?:habit|one)\b/;
const ON_A_DAY = /\b(?:today|yesterday|tonight|so\s+far|this\s+(?:morning|afternoon|evening|week)|last\s+(?:night|week)|earlier|just|did|done|had|drank|ate|finished|completed|logged|log|add|another|more|extra)\b/;

export function standingAmount(r: Reading, change: (r: Reading) => OfflineAnswer | undefined): OfflineAnswer | undefined {
  const t = r.said.text;
  if (!r.habits.length || asks(r.said) || !STANDING.test(t) || ON_A_DAY.test(t) || NEW.test(t)) return undefined;
  const amount = amountIn(t);
  if (!amount || /^(?:min(?:ute)?s?|hours?|hrs?)$/.test(amount.unit)) return undefined;
  const named = r.habits.flatMap((m) => m.items);
  if (!named.some((h) => h.target && h.target.direction !== 'atMost')) return undefined;
  // "drink 8 glasses of juice daily" beside Drink water: a thing of its own, never that habit's amount.
  const of = /\b\d+(?:\.\d+)?\s+[a-z]+\s+of\s+(?!(?:my|the|your|a|an)\b)([a-z]+)/.exec(t)?.[1];
  if (of && !named.some((h) => h.name.toLowerCase().split(/\s+/).some((w) => w.startsWith(of.slice(0, 4))))) return undefined;
  const answer = change(r);
  const calls = answer ? callsOf(answer) : [];
  if (!calls.length || calls.some((c) => c.name !== 'updateHabit')) return undefined;
  return /^(?:i|i'm|im)\s/.test(t) ? offerFor(calls, r.s) : answer;
}
