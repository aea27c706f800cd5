import { COACH_REPLY_MAX_CHARS } from '@stride/domain';

/**
 * How much voice allowance a turn or a call holds before it runs (issue 19): seconds are reserved
 * up front and settled with what was used, so concurrent turns and calls never pass the limit.
 */

/** A slow speaking rate for the coach's voice, in characters a second: a reply spoken faster costs less. */
export const SPEECH_CHARS_PER_SECOND = 15;

/** The longest a spoken reply can last: the reply cap read at the speaking rate (134 s). */
export const REPLY_WORST_CASE_SECONDS = Math.ceil(COACH_REPLY_MAX_CHARS / SPEECH_CHARS_PER_SECOND);

