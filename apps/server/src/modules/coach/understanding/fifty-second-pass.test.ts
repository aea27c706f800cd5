import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { FIFTY_SECOND_PASS } from './fifty-second-pass.fixture.js';

/** Issue 50, Fifty-second pass: an American (US dates and times, US words, the odd "y'all"); the floor is what was reached (first run N/50, after M/50), less a case. */
judgeOwnPhrasings('Fifty-second-pass phrasings', FIFTY_SECOND_PASS, 0);
