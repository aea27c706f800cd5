/** The coach's limits (no imports: the functions' registry and the schemas both read them). */

/** Longest chat message a user may send; far above a chat line, well below a model's context. */
export const COACH_MESSAGE_MAX_LENGTH = 2000;
/** Messages a report may carry (the conversation up to the reported reply). */
export const REPORT_HISTORY_MAX = 200;
/** Largest voice recording accepted, in bytes (about ten minutes of webm/opus). */
export const VOICE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Voice calls one account may have open at the same time (a third is refused, `too_many_calls`). */
export const VOICE_CALLS_AT_ONCE = 2;
/** Longest reply the coach gives, in characters: longer text is cut (and spoken at most this long; a spoken reply's worst case is reserved from it). */
export const COACH_REPLY_MAX_CHARS = 2000;
/** Changes (everything but reading progress) one coach turn may make; the model is told no for the rest. */
export const COACH_WRITES_PER_TURN = 5;
/** Days a delete by the coach can be undone. */
export const COACH_UNDO_DAYS = 30;
