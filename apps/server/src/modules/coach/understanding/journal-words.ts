/**
 * Issue 50, fifty-seventh pass: how someone who keeps a light journal on their habits' days says
 * where a note goes. The note said first and its place after ("add that the pool was cold to
 * sunday's swim"), a "journal entry" or "diary entry" for a habit being that habit's note, and
 * words added to the note a day already has ("add to the note on monday's swim that …").
 */

const DAY = String.raw`(?:today|yesterday|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day)`;
const PLACE = String.raw`(?:to|on|onto|for|in|into|under)\s+(?:my\s+|the\s+)?(?:${DAY}(?:'?s)?\s+[a-z]+(?:\s+[a-z]+){0,2}|[a-z]+(?:\s+[a-z]+){0,2}\s+(?:today|yesterday|this\s+morning|last\s+night|on\s+${DAY}))`;

/** "add that my calf cramped to yesterday's swim": the note (captured) before the habit's day it goes on, said last. */
export const NOTE_PLACED_AFTER = new RegExp(String.raw`^(?:add|put|write|log)\s+that\s+(.+?)\s+${PLACE}[.!]*$`, 'i');

/**
 * "put in my diary entry for swim that …": the words "journal entry" or "diary entry" for a habit
 * are that habit's note (never the habit Journal): after a verb, the verb "to" the habit ("put to
 * swim that …", as a note led by where it goes is said), elsewhere "a note on" the habit.
 */
export function entryAsNote(message: string): string {
  const entry = String.raw`(?:my|the|a|an|today'?s|yesterday'?s|this\s+morning'?s)\s+(?:journal|diary)\s+entry\s+(?:for|on|about)\s+`;
  return message
    .replace(new RegExp(String.raw`^(\s*(?:(?:pls|please|can\s+you|could\s+you)\s+)?(?:add|put|write|log))\s+(?:(?:in|into|to|on)\s+)?${entry}`, 'i'), '$1 to ')
    .replace(new RegExp(String.raw`\b${entry}`, 'i'), 'a note on ');
}

/** "add to the note on …", "put onto my note for …": words added to what the day's note says, not in its place. */
export const ADDS_TO_NOTE = /^(?:add|put|write)\s+(?:this\s+)?(?:to|onto|on|in|into)\s+(?:the|my|that|this)\s+(?:existing\s+)?note\b/;

/** The day's note with the words added after it (a sentence's end kept once). */
export function withEarlierNote(earlier: string | undefined, words: string): string {
  if (!earlier?.trim()) return words;
  return `${earlier.trim().replace(/[.!]*$/, '')}. ${words}`;
}

/** "show me my notes for swim", "pull up the notes": the notes asked to be shown, never one to write. */
export const SHOWS_NOTES = /^(?:(?:can|could)\s+(?:you|u)\s+)?(?:show|list|give|read|pull\s+up|bring\s+up)\s+(?:me\s+)?(?:back\s+)?(?:all\s+)?(?:my|the)\s+(?:\w+\s+)?notes?\b/;
