import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { TWELFTH_PASS } from './twelfth-pass.fixture.js';

/** Issue 50, twelfth pass: my own phrasings (twelfth-pass.fixture.ts); the floor is what was reached (decision 050, twelfth pass: 181/185), less a case or two. */
judgeOwnPhrasings('Twelfth-pass phrasings', TWELFTH_PASS, 0.96);
