/**
 * Issue 50, fifty-third pass: a part of a habit put away with its particle after it, or said to
 * "go" ("can you switch the yoga notification off", "turn the email reminders on", "can the gym
 * email reminder go", "that piano reminder can go"): the verb with its particle first, as the
 * coach reads it ("switch off the yoga notification", "remove the gym email reminder"). Only a
 * reminder, notification or alert is moved so: a habit said to "go" is never read as deleted here.
 */
const PART = String.raw`(?:reminders?|remind(?:er)?s?|notifications?|notifs?|alerts?|pings?|nudges?)`;
const OBJECT = String.raw`((?:the|my|that|this|those|these|its)\s+(?:[a-z0-9']+\s+){0,4}?${PART}|(?:[a-z0-9']+\s+){1,4}?${PART})`;

export function particleFirst(message: string): string {
  const separated = new RegExp(String.raw`\b(turn|switch|shut|knock)\s+${OBJECT}\s+(off|on)\b`, 'i');
  let out = message.replace(separated, (_all, verb: string, object: string, particle: string) => `${verb} ${particle} ${object}`);
  const asked = new RegExp(String.raw`\b(?:can|could|should|may)\s+${OBJECT}\s+(?:just\s+)?go\b(?!\s+(?:to|at|on|off|back|up|down|in|out)\b)`, 'i');
  out = out.replace(asked, (_all, object: string) => `can you remove ${object}`);
  const told = new RegExp(String.raw`^${OBJECT}\s+(?:can|could|should|must|has\s+to|needs\s+to)\s+(?:just\s+)?go\b(?!\s+(?:to|at|on|off|back|up|down|in|out)\b)`, 'i');
  return out.replace(told, (_all, object: string) => `remove ${object}`);
}
