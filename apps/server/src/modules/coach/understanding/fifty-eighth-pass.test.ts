import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { FIFTY_EIGHTH_PASS } from './fifty-eighth-pass.fixture.js';

/** Issue 50, Fifty-eighth pass: someone who thinks aloud and hedges when they want something new (the wish, the amount, the limit or the thing to quit, loose days and parts of the day, answers to the coach's question in a second message, wishes naming what Sam already has); the floor is what was reached (first run 17/50, after 38/50), less a case. */
judgeOwnPhrasings('Fifty-eighth-pass wishes', FIFTY_EIGHTH_PASS, 37 / 50);
