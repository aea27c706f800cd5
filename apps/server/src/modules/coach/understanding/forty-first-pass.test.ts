import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { FORTY_FIRST_PASS } from './forty-first-pass.fixture.js';

/** Issue 50, forty-first pass: sentences written by a helper who read neither the coach's code nor its other fixtures (forty-first-pass.fixture.ts; a manager's shorthand); the floor is what was reached (decision 050, nineteenth session: 28/50 as first run, 42/50 after), less a case. */
judgeOwnPhrasings('Forty-first-pass phrasings', FORTY_FIRST_PASS, 0.82);
