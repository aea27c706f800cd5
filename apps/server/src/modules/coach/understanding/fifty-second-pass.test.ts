import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { FIFTY_SECOND_PASS } from './fifty-second-pass.fixture.js';

/** Issue 50, Fifty-second pass: an American (US dates and times such as "9:30p", "a quarter after 6", "12/18", US words such as "a couple", "weekends off", the odd "y'all"); the floor is what was reached (first run 40/50, after 50/50), less a case. */
judgeOwnPhrasings('Fifty-second-pass phrasings', FIFTY_SECOND_PASS, 49 / 50);
