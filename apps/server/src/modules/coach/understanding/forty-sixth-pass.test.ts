import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { FORTY_SIXTH_PASS } from './forty-sixth-pass.fixture.js';

/** Issue 50, forty-sixth pass: sentences written by a helper who read neither the coach's code nor its other fixtures (forty-sixth-pass.fixture.ts; Indian English: kindly, prepone, same, itself); the floor is what was reached (decision 050, nineteenth session: 25/50 as first run, 36/50 after), less a case. */
judgeOwnPhrasings('Forty-sixth-pass phrasings', FORTY_SIXTH_PASS, 0.70);
