import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { TWENTY_NINTH_PASS } from './twenty-ninth-pass.fixture.js';

/** Issue 50, twenty-ninth pass: sentences written by a helper who read neither the coach's code nor its other fixtures (twenty-ninth-pass.fixture.ts; someone who talks to the coach like a friend, then asks for something); the floor is what was reached (decision 050, seventeenth session: 41/50 as first run, 50/50 after), less a case. */
judgeOwnPhrasings('Twenty-ninth-pass phrasings', TWENTY_NINTH_PASS, 0.98);
