import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { FOURTH_PASS } from './fourth-pass.fixture.js';

/** Issue 50, fourth pass: my own phrasings (fourth-pass.fixture.ts); the floor is what was reached (decision 050, fourth pass: 116/117), less a case or two. */
judgeOwnPhrasings('Fourth-pass phrasings', FOURTH_PASS, 0.95);
