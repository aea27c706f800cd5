import { COACH_REPLY_MAX_CHARS } from '@stride/domain';

/**
 * How much voice allowance a turn or a call holds before it runs (issue 19): seconds are reserved
 * up front and settled with what was used, so concurrent turns and calls never pass the limit.
 */

/**
 * The coach's speaking rate assumed for the worst case, in characters a second (about 170 words a
 * minute); a reply spoken slower is charged no more than was reserved for it.
 */
export const SPEECH_CHARS_PER_SECOND = 15;

/** The longest a spoken reply can last: the reply cap read at the speaking rate (134 s). */
export const REPLY_WORST_CASE_SECONDS = Math.ceil(COACH_REPLY_MAX_CHARS / SPEECH_CHARS_PER_SECOND);

/** A call reserves this many seconds at a time, as it goes (the first before it opens). */
export const CALL_RESERVE_SECONDS = 20;

/**
 * A call asks for its next stretch when fewer than this many of the seconds it holds are left
 * unused. So it never holds more than the two together unused (25 s): what a server crash
 * mid-call can leave charged and never given back.
 */
export const CALL_RESERVE_AHEAD_SECONDS = 5;
