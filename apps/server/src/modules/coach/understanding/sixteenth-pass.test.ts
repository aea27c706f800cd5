import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { SIXTEENTH_PASS } from './sixteenth-pass.fixture.js';

/** Issue 50, sixteenth pass: my own phrasings (sixteenth-pass.fixture.ts); the floor is what was reached (decision 050, sixteenth pass: 32/32), less a case. */
judgeOwnPhrasings('Sixteenth-pass phrasings', SIXTEENTH_PASS, 0.96);
