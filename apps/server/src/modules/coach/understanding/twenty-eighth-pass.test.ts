import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { TWENTY_EIGHTH_PASS } from './twenty-eighth-pass.fixture.js';

/** Issue 50, twenty-eighth pass: sentences written by a helper who read neither the coach's code nor its other fixtures (twenty-eighth-pass.fixture.ts; reorganising a whole setup); the floor is what was reached (decision 050, seventeenth session: 27/50 as first run, 49/50 after), less a case. */
judgeOwnPhrasings('Twenty-eighth-pass phrasings', TWENTY_EIGHTH_PASS, 0.96);
