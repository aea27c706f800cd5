import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { SAM_PHRASINGS } from './sam-phrasings.fixture.js';

/** Issue 50, second pass: my own phrasings (sam-phrasings.fixture.ts); the floor is what was reached (93/97, decision 050). */
judgeOwnPhrasings('Own phrasings', SAM_PHRASINGS, 0.94);
