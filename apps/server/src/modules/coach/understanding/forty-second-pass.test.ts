import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { FORTY_SECOND_PASS } from './forty-second-pass.fixture.js';

/** Issue 50, forty-second pass: sentences written by a helper who read neither the coach's code nor its other fixtures (forty-second-pass.fixture.ts; a shift-working dad typing one-handed); the floor is what was reached (decision 050, nineteenth session: 37/50 as first run, 44/50 after), less a case. */
judgeOwnPhrasings('Forty-second-pass phrasings', FORTY_SECOND_PASS, 0.86);
