import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { THIRTY_FOURTH_PASS } from './thirty-fourth-pass.fixture.js';

/** Issue 50, thirty-fourth pass: sentences written by a helper who read neither the coach's code nor its other fixtures (thirty-fourth-pass.fixture.ts; someone dictating to their phone, run-on sentences with homophones, numbers in words and fillers); the floor is what was reached (decision 050, eighteenth session: 28/50 as first run, 35/50 after), less a case. */
judgeOwnPhrasings('Thirty-fourth-pass phrasings', THIRTY_FOURTH_PASS, 0.68);
