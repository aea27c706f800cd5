import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { FORTY_SEVENTH_PASS } from './forty-seventh-pass.fixture.js';

/** Issue 50, forty-seventh pass: sentences written by a helper who read neither the coach's code nor its other fixtures (forty-seventh-pass.fixture.ts; every request hedged as a question, beside real questions); the floor is what was reached (decision 050, nineteenth session: 36/50 as first run, 44/50 after), less a case. */
judgeOwnPhrasings('Forty-seventh-pass phrasings', FORTY_SEVENTH_PASS, 0.86);
