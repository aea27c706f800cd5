import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { EIGHTH_PASS } from './eighth-pass.fixture.js';

/** Issue 50, eighth pass: my own phrasings (eighth-pass.fixture.ts); the floor is what was reached (decision 050, eighth pass: 119/123 before the third batch's fixes), less a case or two. */
judgeOwnPhrasings('Eighth-pass phrasings', EIGHTH_PASS, 0.94);
