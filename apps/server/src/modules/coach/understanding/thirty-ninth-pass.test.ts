import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { THIRTY_NINTH_PASS } from './thirty-ninth-pass.fixture.js';

/** Issue 50, thirty-ninth pass: sentences written by a helper who read neither the coach's code nor its other fixtures (thirty-ninth-pass.fixture.ts; a retired teacher writing whole, formal sentences); the floor is what was reached (decision 050, nineteenth session: 24/50 as first run, 43/50 after), less a case. */
judgeOwnPhrasings('Thirty-ninth-pass phrasings', THIRTY_NINTH_PASS, 0.84);
