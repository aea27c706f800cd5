import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { THIRTY_SECOND_PASS } from './thirty-second-pass.fixture.js';

/** Issue 50, thirty-second pass: sentences written by a helper who read neither the coach's code nor its other fixtures (thirty-second-pass.fixture.ts; an older person writing in full, formal sentences); the floor is what was reached (decision 050, seventeenth session: 21/50 as first run, 39/50 after), less a case. */
judgeOwnPhrasings('Thirty-second-pass phrasings', THIRTY_SECOND_PASS, 0.76);
