import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { TWENTY_FOURTH_PASS } from './twenty-fourth-pass.fixture.js';

/** Issue 50, twenty-fourth pass: sentences written by a helper who read neither the coach's code nor its other fixtures (twenty-fourth-pass.fixture.ts); the floor is what was reached (decision 050, sixteenth session: 38/50 as first run, 50/50 after), less a case. */
judgeOwnPhrasings('Twenty-fourth-pass phrasings', TWENTY_FOURTH_PASS, 0.98);
