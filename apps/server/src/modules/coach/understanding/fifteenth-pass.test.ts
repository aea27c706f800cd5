import { judgeOwnPhrasings } from './own-phrasings-on-sam.js';
import { FIFTEENTH_PASS } from './fifteenth-pass.fixture.js';

/** Issue 50, fifteenth pass: my own phrasings (fifteenth-pass.fixture.ts); the floor is what was reached (decision 050, fifteenth pass: 30/30), less a case. */
judgeOwnPhrasings('Fifteenth-pass phrasings', FIFTEENTH_PASS, 0.96);
