import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { TWENTY_THIRD_PASS } from './twenty-third-pass.fixture.js';

/** Issue 50, twenty-third pass: sentences written by a helper who read neither the coach's code nor its other fixtures (twenty-third-pass.fixture.ts); the floor is what was reached (decision 050, sixteenth session: 28/50 as first run, 45/50 after), less a case. */
judgeOwnPhrasings('Twenty-third-pass phrasings', TWENTY_THIRD_PASS, 0.88);
