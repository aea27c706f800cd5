import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { FORTY_FIFTH_PASS } from './forty-fifth-pass.fixture.js';

/** Issue 50, forty-fifth pass: sentences written by a helper who read neither the coach's code nor its other fixtures (forty-fifth-pass.fixture.ts; words spelt by sound); the floor is what was reached (decision 050, nineteenth session: 33/50 as first run, 42/50 after), less a case. */
judgeOwnPhrasings('Forty-fifth-pass phrasings', FORTY_FIFTH_PASS, 0.82);
