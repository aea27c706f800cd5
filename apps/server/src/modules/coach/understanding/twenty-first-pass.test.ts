import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { TWENTY_FIRST_PASS } from './twenty-first-pass.fixture.js';

/** Issue 50, twenty-first pass: one day of a habit moved (twenty-first-pass.fixture.ts); the floor is what was reached (decision 050, twenty-first pass: 12/12), less a case. */
judgeOwnPhrasings('Twenty-first-pass phrasings', TWENTY_FIRST_PASS, 0.91);
