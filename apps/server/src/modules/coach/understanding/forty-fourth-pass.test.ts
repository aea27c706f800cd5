import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { FORTY_FOURTH_PASS } from './forty-fourth-pass.fixture.js';

/** Issue 50, forty-fourth pass: sentences written by a helper who read neither the coach's code nor its other fixtures (forty-fourth-pass.fixture.ts; an engineer's compact notation); the floor is what was reached (decision 050, nineteenth session: 27/50 as first run, 48/50 after), less a case. */
judgeOwnPhrasings('Forty-fourth-pass phrasings', FORTY_FOURTH_PASS, 0.94);
