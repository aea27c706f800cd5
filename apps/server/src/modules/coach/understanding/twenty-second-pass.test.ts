import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { TWENTY_SECOND_PASS } from './twenty-second-pass.fixture.js';

/** Issue 50, twenty-second pass: sentences written by a helper who read neither the coach's code nor its other fixtures (twenty-second-pass.fixture.ts); the floor is what was reached (decision 050, twenty-second pass: 33/50 as first run, 48/50 after), less a case. */
judgeOwnPhrasings('Twenty-second-pass phrasings', TWENTY_SECOND_PASS, 0.94);
