import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { THIRTY_THIRD_PASS } from './thirty-third-pass.fixture.js';

/** Issue 50, thirty-third pass: sentences written by a helper who read neither the coach's code nor its other fixtures (thirty-third-pass.fixture.ts; a nurse on rotating shifts typing tersely, with abbreviations and the shift that forces the change); the floor is what was reached (decision 050, eighteenth session: 26/50 as first run, 35/50 after), less a case. */
judgeOwnPhrasings('Thirty-third-pass phrasings', THIRTY_THIRD_PASS, 0.68);
